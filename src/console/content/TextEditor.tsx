import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import type { ErrorSchema } from '@rjsf/utils';
import { Button } from '../../ui/Button';
import { OpsError } from '../api';
import { useConsole } from '../ConsoleContext';
import { SchemaForm } from '../forms/SchemaForm';
import { pointerErrors } from '../forms/pointerErrors';
import '../forms/formStrings';
import { contentSchema, contentUi, type TextKind } from './contentForm';

/**
 * A text written per language (notice, announcement, help category or article) in the form its
 * save call's request schema draws; saved live by `save`, a refusal shown at the field it names.
 */
export function TextEditor({
  languages,
  kind,
  heading,
  initial,
  save,
  onDone,
}: {
  languages: readonly string[];
  kind: TextKind;
  heading: string;
  initial: Record<string, unknown>;
  save: (form: Record<string, unknown>) => Promise<unknown>;
  onDone: (message: string | null) => void;
}) {
  const { t } = useTranslation();
  const { lost } = useConsole();
  const schema = useMemo(() => contentSchema(kind, languages), [kind, languages]);
  const uiSchema = useMemo(() => contentUi(languages, t), [languages, t]);
  const [form, setForm] = useState(initial);
  const [serverErrors, setServerErrors] = useState<ErrorSchema | undefined>();
  const [error, setError] = useState<string | null>(null);
  const saving = useMutation({
    mutationFn: () => save(form),
    onSuccess: () => onDone(t('contentSaved')),
    onError: (err) => {
      if (err instanceof OpsError && err.status === 401) lost();
      const text = err instanceof OpsError ? err.message : t('networkError');
      // The server names a field by dotted path (content.bn): shown at that field.
      if (err instanceof OpsError && err.field) setServerErrors(pointerErrors(`/${err.field.replace(/\./g, '/')}`, '', text));
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
        saving.mutate();
      }}
    >
      <h2>{heading}</h2>
      <SchemaForm<Record<string, unknown>>
        idPrefix={kind}
        schema={schema}
        uiSchema={uiSchema}
        formData={form}
        serverErrors={serverErrors}
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
