import { useCallback, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormModel } from '../../src/engine/runtime';
import { validateField } from '../../src/engine/validateField';
import { validateFiles } from '../../src/engine/validateFiles';
import { useRegistry } from '../../src/contract/contexts';
import { FieldIdContext } from '../../src/contract/fieldIds';
import { provideFieldRenderers } from '../fieldRenderers';
import { fieldModules } from '../fieldSet';
import './RuleForm.css';

// The fields ride in this module's chunk, so a form is drawn whole the moment it is shown.
provideFieldRenderers(fieldModules);

/**
 * What a form's call answered: null when it went through and the caller moves on (a dialog closes),
 * `done` when the form stays and says so (its values start again: from `values` where the answer
 * changed what the form opens with, a profile just saved, else from initialValues), a field's
 * problem where the server named the field, or else one line under the form.
 */
export type FormReply = null | string | { done: string; values?: Record<string, string> } | { field: string; text: string };

/**
 * A form drawn from a FormModel: each field by its renderer key, each checked by the engine's
 * validator (the same code the server runs) on blur and on submit. A model that is a function of
 * the values shows a field only when another's value asks for it (a password when the e-mail changes).
 * A files field's files are kept beside the values, checked with them, and handed to `onSubmit`
 * by field name (those of the fields shown).
 */
export function RuleForm({
  model: modelOf,
  submitLabel,
  onSubmit,
  header,
  footer,
  beforeSubmit,
  idPrefix = '',
  initialValues,
  initialErrors,
  className,
  labelledBy,
  label,
  keep,
}: {
  model: FormModel | ((values: Record<string, string>) => FormModel);
  submitLabel: string;
  onSubmit: (values: Record<string, string>, files: Record<string, File[]>) => Promise<FormReply>;
  /** Drawn above the fields, inside the form: its title and what it says first. */
  header?: ReactNode;
  footer?: ReactNode;
  /** Drawn between the fields and the submit button: a form's own choices (remember me, forgot password). */
  beforeSubmit?: ReactNode;
  /** Set on a dialog's form, whose field names may repeat those of the page's form beneath it. */
  idPrefix?: string;
  /** What the form opens with: a value the page already knows and what was found wrong with it (a link's invitation code). */
  initialValues?: Record<string, string>;
  initialErrors?: Record<string, string>;
  className?: string;
  /** The id of the heading that names the form. */
  labelledBy?: string;
  /** The form's name where no heading names it (one of several in a list). */
  label?: string;
  /** Values a `done` reply leaves as they were, where the next try likely repeats them (a transfer's direction and wallet). */
  keep?: readonly string[];
}) {
  const { t } = useTranslation(['forms', 'validation']);
  const registry = useRegistry();
  const [values, setValues] = useState<Record<string, string>>(initialValues ?? {});
  const [files, setFiles] = useState<Record<string, File[]>>({});
  const [errors, setErrors] = useState<Record<string, string | null>>(initialErrors ?? {});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const model = typeof modelOf === 'function' ? modelOf(values) : modelOf;

  const check = useCallback(
    (name: string, all: Record<string, string>) => {
      const field = model.fields.find((f) => f.name === name);
      if (!field) return null;
      const problem = field.files ? validateFiles(field, files[name] ?? []) : validateField(field, all[name] ?? '', all);
      return problem ? t(problem.key, problem.params) : null;
    },
    [model, files, t],
  );
  const setFormValue = useCallback((name: string, value: string) => setValues((v) => ({ ...v, [name]: value })), []);
  const focus = (name: string) => document.getElementById(`${idPrefix}field-${name}`)?.focus();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    const found = Object.fromEntries(model.fields.map((f) => [f.name, check(f.name, values)]));
    setErrors(found);
    const firstBad = model.fields.find((f) => found[f.name]);
    if (firstBad) {
      focus(firstBad.name);
      return;
    }
    setBusy(true);
    setFormError(null);
    try {
      const shownFiles = Object.fromEntries(model.fields.filter((f) => f.files).map((f) => [f.name, files[f.name] ?? []]));
      const reply = await onSubmit(values, shownFiles);
      if (reply !== null && typeof reply === 'object' && 'done' in reply) {
        // The form starts again: with what the reply says it now holds, or else as it opened, keeping what the form keeps.
        setValues((v) => reply.values ?? { ...initialValues, ...Object.fromEntries((keep ?? []).filter((k) => k in v).map((k) => [k, v[k]!])) });
        setFiles({});
        setDone(reply.done);
      } else if (reply !== null && typeof reply === 'object') {
        // The server may name one of a field's files (`proofs.1`): the problem is the field's.
        const name = model.fields.some((f) => f.name === reply.field) ? reply.field : reply.field.split('.')[0]!;
        setErrors((er) => ({ ...er, [name]: reply.text }));
        focus(name);
      } else setFormError(reply);
      // The server uses a captcha answer up on every try: after a failed one, a new picture.
      if (reply && values.captchaId) setValues(({ captcha: _answer, captchaId: _id, ...rest }) => rest);
    } finally {
      setBusy(false);
    }
  };

  return (
    <FieldIdContext.Provider value={idPrefix}>
      <form className={className ? `rule-form ${className}` : 'rule-form'} noValidate aria-labelledby={labelledBy} aria-label={label} onSubmit={(e) => void submit(e)}>
        {header}
        {model.fields.map((field) => {
          const Field = registry.get('field', field.renderer);
          if (!Field) return null;
          return (
            <Field
              key={field.name}
              model={field}
              value={values[field.name] ?? ''}
              error={errors[field.name] ?? null}
              form={values}
              setFormValue={setFormValue}
              onChange={(value) => {
                setValues((v) => ({ ...v, [field.name]: value }));
                if (errors[field.name]) setErrors((er) => ({ ...er, [field.name]: null }));
              }}
              onBlur={() => setErrors((er) => ({ ...er, [field.name]: values[field.name] ? check(field.name, values) : (er[field.name] ?? null) }))}
              {...(field.files && {
                files: files[field.name] ?? [],
                setFiles: (chosen: File[]) => {
                  setFiles((f) => ({ ...f, [field.name]: chosen }));
                  if (errors[field.name]) setErrors((er) => ({ ...er, [field.name]: null }));
                },
              })}
            />
          );
        })}
        {beforeSubmit}
        {formError && (
          <p className="rule-form__error" role="alert">
            {formError}
          </p>
        )}
        {done && (
          <p className="rule-form__done" role="status">
            {done}
          </p>
        )}
        <button type="submit" className="mq-button mq-button--primary mq-button--block" disabled={busy} aria-busy={busy}>
          {submitLabel}
        </button>
        {footer}
      </form>
    </FieldIdContext.Provider>
  );
}
