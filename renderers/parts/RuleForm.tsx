import { useCallback, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormModel } from '../../src/engine/runtime';
import { validateField } from '../../src/engine/validateField';
import { useRegistry } from '../../src/contract/contexts';
import { FieldIdContext } from '../../src/contract/fieldIds';
import { provideFieldRenderers } from '../fieldRenderers';
import { fieldModules } from '../fieldSet';
import './RuleForm.css';

// The fields ride in this module's chunk, so a form is drawn whole the moment it is shown.
provideFieldRenderers(fieldModules);

/**
 * A form drawn from a FormModel: each field by its renderer key, each checked by the engine's
 * validator (the same code the server runs) on blur and on submit.
 */
export function RuleForm({
  model,
  submitLabel,
  onSubmit,
  footer,
  beforeSubmit,
  idPrefix = '',
  initialValues,
  initialErrors,
}: {
  model: FormModel;
  submitLabel: string;
  onSubmit: (values: Record<string, string>) => Promise<string | null>;
  footer?: ReactNode;
  /** Drawn between the fields and the submit button: a form's own choices (remember me, forgot password). */
  beforeSubmit?: ReactNode;
  /** Set on a dialog's form, whose field names may repeat those of the page's form beneath it. */
  idPrefix?: string;
  /** What the form opens with: a value the page already knows and what was found wrong with it (a link's invitation code). */
  initialValues?: Record<string, string>;
  initialErrors?: Record<string, string>;
}) {
  const { t } = useTranslation(['forms', 'validation']);
  const registry = useRegistry();
  const [values, setValues] = useState<Record<string, string>>(initialValues ?? {});
  const [errors, setErrors] = useState<Record<string, string | null>>(initialErrors ?? {});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const check = useCallback(
    (name: string, all: Record<string, string>) => {
      const field = model.fields.find((f) => f.name === name);
      if (!field) return null;
      const problem = validateField(field, all[name] ?? '', all);
      return problem ? t(problem.key, problem.params) : null;
    },
    [model, t],
  );
  const setFormValue = useCallback((name: string, value: string) => setValues((v) => ({ ...v, [name]: value })), []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = Object.fromEntries(model.fields.map((f) => [f.name, check(f.name, values)]));
    setErrors(found);
    const firstBad = model.fields.find((f) => found[f.name]);
    if (firstBad) {
      document.getElementById(`${idPrefix}field-${firstBad.name}`)?.focus();
      return;
    }
    setBusy(true);
    setFormError(null);
    try {
      const failure = await onSubmit(values);
      setFormError(failure);
      // The server uses a captcha answer up on every try: after a failed one, a new picture.
      if (failure && values.captchaId) setValues(({ captcha: _answer, captchaId: _id, ...rest }) => rest);
    } finally {
      setBusy(false);
    }
  };

  return (
    <FieldIdContext.Provider value={idPrefix}>
      <form className="rule-form" noValidate onSubmit={(e) => void submit(e)}>
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
            />
          );
        })}
        {beforeSubmit}
        {formError && (
          <p className="rule-form__error" role="alert">
            {formError}
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
