import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { Button } from '../../ui/Button';
import { CallError, failureMessage } from '../../api/callClient';
import { SchemaForm } from './SchemaForm';
import { pointerErrors } from './pointerErrors';
import type { ImageFormContext } from './ImageWidget';

/** The call that saves a form: a mutation of the console's queries (`contentMutations.saveBanner`…), given the form. */
export type FormSave<T> = Pick<UseMutationOptions<unknown, Error, T>, 'mutationFn'>;

/**
 * One item's form (a banner, a notice, a help article…) with Cancel and Save: saved live by `save`,
 * a refusal shown in the bar and at the field the server names (a dotted path, which `fieldPath`
 * may rename to the form's own field).
 */
export function SchemaEditor<T extends object>({
  idPrefix,
  heading,
  schema,
  uiSchema,
  initial,
  context,
  save,
  onDone,
  fieldPath = (field) => field,
}: {
  idPrefix: string;
  heading: string;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  initial: T;
  context?: ImageFormContext;
  save: FormSave<T>;
  onDone: (message: string | null, saved?: T) => void;
  fieldPath?: (field: string) => string;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState(initial);
  const [serverErrors, setServerErrors] = useState<ErrorSchema | undefined>();
  const [error, setError] = useState<string | null>(null);
  const saving = useMutation({
    mutationFn: save.mutationFn,
    onSuccess: (_, saved) => onDone(t('contentSaved'), saved),
    onError: (err) => {
      const text = failureMessage(err, t('networkError'));
      if (err instanceof CallError && err.field) setServerErrors(pointerErrors(`/${fieldPath(err.field).replace(/\./g, '/')}`, '', text));
      setError(text);
    },
  });
  return (
    <form
      className="console-editor"
      noValidate
      aria-label={heading}
      onSubmit={(e) => {
        e.preventDefault();
        saving.mutate(form);
      }}
    >
      <h2>{heading}</h2>
      <SchemaForm<T>
        idPrefix={idPrefix}
        schema={schema}
        uiSchema={uiSchema}
        formData={form}
        serverErrors={serverErrors}
        context={context}
        onChange={(data) => {
          setForm(data);
          setServerErrors(undefined);
        }}
      />
      <div className="console-editor__bar">
        <p className="console-error" role="status" aria-live="polite">
          {error}
        </p>
        <Button type="button" variant="secondary" onClick={() => onDone(null)}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={saving.isPending} aria-busy={saving.isPending || undefined}>
          {t('contentSave')}
        </Button>
      </div>
    </form>
  );
}
