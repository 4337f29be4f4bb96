import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import type { OpsChangePasswordRequest } from '../generated/types';
import { Button } from '../ui/Button';
import { opsCall, OpsError } from './api';
import { useConsole } from './ConsoleContext';

type Field = keyof OpsChangePasswordRequest;
const fields = [
  ['oldPassword', 'accountCurrentPassword', 'current-password'],
  ['newPassword', 'accountNewPassword', 'new-password'],
  ['confirmNewPassword', 'accountConfirmPassword', 'new-password'],
] as const satisfies ReadonlyArray<readonly [Field, string, string]>;
const empty: OpsChangePasswordRequest = { oldPassword: '', newPassword: '', confirmNewPassword: '' };

/** The signed-in operator's own account, for every role: who they are, and a change of their password. */
export function AccountPage() {
  const { t } = useTranslation();
  const { operator } = useConsole();
  return (
    <section aria-labelledby="account-title">
      <h1 id="account-title">{t('page_account')}</h1>
      <dl className="member-card__facts">
        <div>
          <dt>{t('accountName')}</dt>
          <dd>{operator.username}</dd>
        </div>
        <div>
          <dt>{t('accountRole')}</dt>
          <dd>{t(`role_${operator.role}`)}</dd>
        </div>
      </dl>
      <PasswordForm />
    </section>
  );
}

/**
 * Current, new and repeated password. The server judges them (lengths, the most used passwords,
 * the operator's name, the current password) and names the field at fault: its message is shown
 * under that field, which is marked invalid and takes the focus, so it is read out with its label.
 */
function PasswordForm() {
  const { t, i18n } = useTranslation();
  const { lost } = useConsole();
  const id = useId();
  const [values, setValues] = useState(empty);
  const [problem, setProblem] = useState<{ text: string; field: Field | null } | null>(null);
  const [changed, setChanged] = useState(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const change = useMutation({
    mutationFn: () => opsCall('ops/changePassword', values, i18n.language),
    onSuccess: () => {
      setValues(empty);
      setChanged(true);
    },
    onError: (err) => {
      if (err instanceof OpsError && err.status === 401) return lost();
      const field = err instanceof OpsError ? fields.find(([name]) => name === err.field)?.[0] ?? null : null;
      setProblem({ text: err instanceof OpsError ? err.message : t('networkError'), field });
    },
  });
  useEffect(() => {
    if (problem?.field) inputs.current[problem.field]?.focus();
  }, [problem]);

  const errorId = (field: Field | null) => `${id}-${field ?? 'form'}-error`;
  const hintId = `${id}-hint`;
  return (
    <form
      className="console-card account-password"
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        setProblem(null);
        setChanged(false);
        change.mutate();
      }}
    >
      <h2 id={`${id}-title`}>{t('accountPasswordTitle')}</h2>
      <p id={hintId} className="console-hint console-muted">
        {t('accountPasswordHelp')}
      </p>
      {fields.map(([name, label, autoComplete]) => {
        const wrong = problem?.field === name;
        const describedBy = [name === 'newPassword' ? hintId : null, wrong ? errorId(name) : null].filter(Boolean).join(' ');
        return (
          <div key={name} className="account-password__field">
            <label htmlFor={`${id}-${name}`}>{t(label)}</label>
            <input
              ref={(el) => {
                inputs.current[name] = el;
              }}
              id={`${id}-${name}`}
              name={name}
              type="password"
              autoComplete={autoComplete}
              required
              maxLength={128}
              value={values[name]}
              onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
              aria-invalid={wrong || undefined}
              aria-describedby={describedBy || undefined}
            />
            {wrong && (
              <p id={errorId(name)} className="console-error">
                {problem.text}
              </p>
            )}
          </div>
        );
      })}
      {problem && problem.field === null && (
        <p id={errorId(null)} className="console-error" role="alert">
          {problem.text}
        </p>
      )}
      <div>
        <Button type="submit" busy={change.isPending}>
          {t('accountChangePassword')}
        </Button>
      </div>
      <p className="console-ok" role="status">
        {changed ? t('accountPasswordChanged') : ''}
      </p>
    </form>
  );
}
