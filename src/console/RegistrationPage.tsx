import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deepEquals } from '@rjsf/utils';
import patternsFile from '../../config/patterns.json';
import type { PatternKind } from '../engine/runtime';
import type { OpsBrand, OpsBrandView, RegistrationRules } from '../generated/types';
import { BrandViewFrame } from './BrandFrame';
import { useConsole } from './ConsoleContext';
import { SchemaForm } from './forms/SchemaForm';
import './forms/formStrings';
import { fromFormData, rulesAboveMaximum, rulesFormSchema, rulesFormUi, toFormData } from './registration/rulesForm';
import { EditorBar } from './EditorBar';
import { useDraftSave, type EditorMessage } from './useDraftSave';
import { RegistrationPreview } from './registration/RegistrationPreview';

const patterns = patternsFile.patterns as Record<string, PatternKind>;

/** The registration form's fields for one brand: which are asked, which required, their pattern kind and lengths. */
export function RegistrationPage() {
  // Kept here, not in the editor: a saved draft starts the editor again, and its message must stay.
  const [message, setMessage] = useState<EditorMessage>(null);
  return (
    <BrandViewFrame page="registration">
      {(brand, view, parts) => (
        // A new draft or version starts the editor again from what the server holds.
        <RulesEditor key={`${view.version}:${view.draft?.updatedAt ?? ''}`} brand={brand} view={view} rules={parts.registerRules} message={message} setMessage={setMessage} />
      )}
    </BrandViewFrame>
  );
}

function RulesEditor({ brand, view, rules, message, setMessage }: { brand: OpsBrand; view: OpsBrandView; rules: RegistrationRules; message: EditorMessage; setMessage: (m: EditorMessage) => void }) {
  const { t } = useTranslation();
  const { operator } = useConsole();
  const canEdit = operator.role === 'admin';
  const [form, setForm] = useState(() => toFormData(rules));
  const draft = useDraftSave(view.brandId, 'registerRules', setMessage);
  // Labels follow the language; the pattern choices name the message with the lengths being typed.
  const next = useMemo(() => fromFormData(form, rules), [form, rules]);
  const schema = useMemo(() => rulesFormSchema(next, patterns, t), [next, t]);
  const uiSchema = useMemo(() => rulesFormUi(t), [t]);

  return (
    <div className="registration-layout">
      <form
        className="console-editor"
        // The form checks itself (schema, then server); the browser's own bubbles would speak another language.
        noValidate
        aria-labelledby="registration-title"
        onSubmit={(e) => {
          e.preventDefault();
          // The server is the judge: it answers what the form cannot know, at the field it names.
          draft.save(next);
        }}
      >
        <p className="console-muted">{canEdit ? t('registrationLead') : t('editReadOnly')}</p>
        <SchemaForm<RegistrationRules>
          idPrefix="rules"
          schema={schema}
          uiSchema={uiSchema}
          formData={form}
          disabled={!canEdit}
          serverErrors={draft.serverErrors}
          validate={(data, errors) => {
            for (const n of rulesAboveMaximum(data ?? {})) errors[n]?.minLength?.addError(t('consoleForms:minAboveMax'));
            return errors;
          }}
          onChange={(data) => {
            // rjsf also reports on mount; only a real edit replaces the last message.
            if (!deepEquals(data, form)) setMessage(null);
            setForm(data);
            draft.clearServerErrors();
          }}
        />
        {canEdit && <EditorBar message={message} changed={!deepEquals(next, rules)} pending={draft.pending} />}
      </form>
      {/* Previews need an admin's token; only an admin edits these rules. */}
      {canEdit && <RegistrationPreview brand={brand} rules={next} />}
    </div>
  );
}
