import { useTranslation } from 'react-i18next';
import type { FieldProps } from '@rjsf/utils';

/**
 * A display condition (`when`, condition.schema.json), shown as it is and kept unchanged: the
 * console does not edit conditions yet, and a value it cannot draw must not be lost on save.
 */
export function ConditionField({ formData, fieldPathId, uiSchema }: FieldProps) {
  const { t } = useTranslation();
  const title = uiSchema?.['ui:title'] as string | undefined;
  return (
    <div className="sf-field" id={fieldPathId.$id}>
      <span className="sf-label">{title}</span>
      <code className="sf-condition">{formData === undefined ? t('brandForm:condition_none') : JSON.stringify(formData)}</code>
    </div>
  );
}
