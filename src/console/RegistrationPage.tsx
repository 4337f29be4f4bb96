import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deepEquals, type ErrorSchema } from '@rjsf/utils';
import patternsFile from '../../config/patterns.json';
import type { PatternKind } from '../engine/runtime';
import type { OpsBrandView, RegistrationRules } from '../generated/types';
import { Button } from '../ui/Button';
import { opsCall, OpsError } from './api';
import { BrandSelect } from './BrandSelect';
import { useConsole, useSessionLostOn } from './ConsoleContext';
import { DraftBar } from './DraftBar';
import { SchemaForm } from './forms/SchemaForm';
import './forms/formStrings';
import { pointerErrors } from './forms/pointerErrors';
import { fromFormData, rulesAboveMaximum, rulesFormSchema, rulesFormUi, toFormData } from './registration/rulesForm';
import { brandViewKey, useBrandChoice } from './useBrandChoice';

const patterns = patternsFile.patterns as Record<string, PatternKind>;

/** The registration form's fields for one brand: which are asked, which required, their pattern kind and lengths. */
export function RegistrationPage() {
  const { t, i18n } = useTranslation();
  const { brands, brand, choose } = useBrandChoice();
  const view = useQuery({
    queryKey: brandViewKey(brand?.id ?? ''),
    queryFn: () => opsCall('ops/brand', { brandId: brand!.id }, i18n.language),
    enabled: Boolean(brand),
  });
  useSessionLostOn(view.error);
  // Kept here, not in the editor: a saved draft starts the editor again, and its message must stay.
  const [message, setMessage] = useState<Message>(null);

  if (brands.isPending || (brand && view.isPending)) return <p aria-busy="true">{t('loading')}</p>;
  if (!brand || !view.data) {
    const error = brands.error ?? view.error;
    return <p role="alert">{error instanceof OpsError ? error.message : t('networkError')}</p>;
  }
  const draft = view.data.draft;
  const rules = draft?.edited.includes('registerRules') ? draft.parts.registerRules : view.data.published.registerRules;
  return (
    <section aria-labelledby="registration-title">
      <div className="console-page-head">
        <h1 id="registration-title">{t('page_registration')}</h1>
        <BrandSelect brands={brands.data!} value={brand.id} onChange={choose} />
      </div>
      <DraftBar view={view.data} />
      {/* A new draft or version starts the editor again from what the server holds. */}
      <RulesEditor key={`${brand.id}:${view.data.version}:${draft?.updatedAt ?? ''}`} view={view.data} rules={rules} message={message} setMessage={setMessage} />
    </section>
  );
}

type Message = { kind: 'ok' | 'error'; text: string } | null;

function RulesEditor({ view, rules, message, setMessage }: { view: OpsBrandView; rules: RegistrationRules; message: Message; setMessage: (m: Message) => void }) {
  const { t, i18n } = useTranslation();
  const { operator, lost } = useConsole();
  const client = useQueryClient();
  const canEdit = operator.role === 'admin';
  const [form, setForm] = useState(() => toFormData(rules));
  const [serverErrors, setServerErrors] = useState<ErrorSchema | undefined>();
  // Labels follow the language; the pattern choices name the message with the lengths being typed.
  const schema = useMemo(() => rulesFormSchema(fromFormData(form, rules), patterns, t), [form, rules, t]);
  const uiSchema = useMemo(() => rulesFormUi(t), [t]);
  const next = fromFormData(form, rules);
  const changed = !deepEquals(next, rules);

  const save = useMutation({
    mutationFn: () => opsCall('ops/saveDraft', { brandId: view.brandId, registerRules: next }, i18n.language),
    onSuccess: async () => {
      setServerErrors(undefined);
      setMessage({ kind: 'ok', text: t('draftSaved') });
      await client.invalidateQueries({ queryKey: brandViewKey(view.brandId) });
    },
    onError: (err) => {
      if (err instanceof OpsError && err.status === 401) lost();
      const text = err instanceof OpsError ? err.message : t('networkError');
      if (err instanceof OpsError && err.field) setServerErrors(pointerErrors(err.field, '/registerRules', text));
      setMessage({ kind: 'error', text });
    },
  });

  return (
    <form
      className="console-editor"
      // The form checks itself (schema, then server); the browser's own bubbles would speak another language.
      noValidate
      aria-labelledby="registration-title"
      onSubmit={(e) => {
        e.preventDefault();
        // The server is the judge: it answers what the form cannot know, at the field it names.
        save.mutate();
      }}
    >
      <p className="console-muted">{canEdit ? t('registrationLead') : t('editReadOnly')}</p>
      <SchemaForm<RegistrationRules>
        idPrefix="rules"
        schema={schema}
        uiSchema={uiSchema}
        formData={form}
        disabled={!canEdit}
        serverErrors={serverErrors}
        validate={(data, errors) => {
          for (const n of rulesAboveMaximum(data ?? {})) errors[n]?.minLength?.addError(t('consoleForms:minAboveMax'));
          return errors;
        }}
        onChange={(data) => {
          // rjsf also reports on mount; only a real edit replaces the last message.
          if (!deepEquals(data, form)) setMessage(null);
          setForm(data);
          setServerErrors(undefined);
        }}
      />
      {canEdit && (
        <div className="console-editor__bar">
          <p className={message?.kind === 'error' ? 'console-error' : 'console-ok'} role="status" aria-live="polite">
            {message?.text ?? (changed ? t('unsavedChanges') : '')}
          </p>
          <Button type="submit" disabled={!changed || save.isPending} aria-busy={save.isPending || undefined}>
            {t('saveDraft')}
          </Button>
        </div>
      )}
    </form>
  );
}
