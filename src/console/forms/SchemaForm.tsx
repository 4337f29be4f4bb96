import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { CustomValidator, ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { consoleTemplates } from './theme';
import { ConditionField } from './ConditionField';
import { ColourWidget } from './ColourWidget';
import { ImageWidget, type ImageFormContext } from './ImageWidget';
import './formStrings';
import { transformErrors, translateString } from './translate';

/**
 * An rjsf form in the console's look and language, checked as the operator types. `serverErrors`
 * shows the server's refusal at the field its JSON pointer names. Saving is the page's business:
 * the form draws no submit button of its own.
 */
/** Fields the console draws its own way, named by `ui:field`. */
const fields = { condition: ConditionField };
/** Inputs the console draws its own way, named by `ui:widget`. */
const widgets = { colour: ColourWidget, image: ImageWidget };

export function SchemaForm<T>({
  schema,
  uiSchema,
  formData,
  onChange,
  serverErrors,
  disabled,
  idPrefix,
  validate,
  context,
}: {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  formData: T;
  onChange: (data: T) => void;
  serverErrors?: ErrorSchema;
  disabled?: boolean;
  idPrefix: string;
  /** Checks the schema cannot state (a minimum above its maximum), shown as the operator types. */
  validate?: CustomValidator<T>;
  /** The brand an image field uploads for. */
  context?: ImageFormContext;
}) {
  const { t } = useTranslation();
  const translate = useMemo(() => translateString(t), [t]);
  const transform = useMemo(() => transformErrors(t), [t]);
  return (
    <Form<T>
      className="schema-form"
      tagName="div"
      schema={schema}
      uiSchema={uiSchema}
      formData={formData}
      validator={validator}
      templates={consoleTemplates}
      fields={fields}
      widgets={widgets}
      translateString={translate}
      transformErrors={transform}
      extraErrors={serverErrors}
      customValidate={validate}
      formContext={context}
      // A choice list (oneOf of consts) starts empty, as the value it edits may be absent.
      experimental_defaultFormStateBehavior={{ constAsDefaults: 'never' }}
      liveValidate="onChange"
      showErrorList={false}
      noHtml5Validate
      disabled={disabled}
      idPrefix={idPrefix}
      onChange={(e) => onChange(e.formData as T)}
    />
  );
}
