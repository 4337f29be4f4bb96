import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OpsChangePasswordRequest } from '../generated/types';
import { formatDateTime } from '../engine/formatDateTime';
import { Button } from '../ui/Button';
import { CallError, failureMessage } from '../api/callClient';
import { useConsole } from './ConsoleContext';
import { consoleTimeZone } from './consoleTimeZone';
import { ListState } from './ListState';
import { accountMutations, accountQueries, otherSessionsEnded, sessionsLeft } from './queries/account';

type Field = keyof OpsChangePasswordRequest;
const fields = [
  ['oldPassword', 'accountCurrentPassword', 'current-password'],
  ['newPassword', 'accountNewPassword', 'new-password'],
  ['confirmNewPassword', 'accountConfirmPassword', 'new-password'],
] as const satisfies ReadonlyArray<readonly [Field, string, string]>;
const empty: OpsChangePasswordRequest = { oldPassword: '', newPassword: '', confirmNewPassword: '' };

/** The signed-in operator's own account, for every role: who they are, a change of their password, and their sessions. */
export function AccountPage() {
  const { t } = useTranslation();
  const { operator } = useConsole();
  return (
    <section aria-labelledby="account-title">
      <h1 id="account-title">{t('page_account')}</h1>
      {operator.mustChangePassword && (
        <p className="console-error" role="alert">
          {t('accountMustChange')}
        </p>
      )}
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
      {!operator.mustChangePassword && <Sessions />}
    </section>
  );
}

/**
 * The operator's live sessions, this one marked; any other one, or all of them, signed out with the
 * password given again (ASVS 7.5.2), so a console left open cannot throw its owner out.
 */
function Sessions() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const passwordId = useId();
  const passwordInput = useRef<HTMLInputElement>(null);
  const list = useQuery(accountQueries.sessions(i18n.language));
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<{ text: string; atPassword: boolean } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // An id ends that session; null ends every other one.
  const end = useMutation({
    ...accountMutations.endSession(i18n.language),
    onSuccess: (left, { id }) => {
      setProblem(null);
      setPassword('');
      setDone(t(id === null ? 'accountSessionsOthersEnded' : 'accountSessionEnded'));
      sessionsLeft(client, left);
    },
    onError: (err) => {
      const atPassword = err instanceof CallError && err.field === 'password';
      setProblem({ text: failureMessage(err, t('networkError')), atPassword });
      if (atPassword) passwordInput.current?.focus();
    },
  });
  const ask = (id: string | null) => {
    setDone(null);
    if (!password) {
      setProblem({ text: t('accountSessionsPasswordNeeded'), atPassword: true });
      passwordInput.current?.focus();
      return;
    }
    end.mutate({ password, id });
  };
  const others = list.data?.sessions.filter((s) => !s.current).length ?? 0;
  return (
    <section className="console-card account-sessions-card" aria-labelledby="account-sessions-title">
      <h2 id="account-sessions-title">{t('accountSessionsTitle')}</h2>
      <ListState query={list} empty={(list.data?.sessions.length ?? 0) === 0} emptyText={t('memberNoSessions')}>
        {() => (
          <ul className="account-sessions">
            {list.data!.sessions.map((s) => {
              const span = t('accountSessionSpan', { from: formatDateTime(s.startedAt, consoleTimeZone), to: formatDateTime(s.expiresAt, consoleTimeZone), ip: s.ip });
              return (
                <li key={s.id}>
                  <span>{span}</span>{' '}
                  {s.current ? (
                    <strong>{t('accountSessionThis')}</strong>
                  ) : (
                    <Button size="small" variant="secondary" aria-label={t('accountSessionEndFor', { span })} busy={end.isPending && end.variables.id === s.id} onClick={() => ask(s.id)}>
                      {t('accountSessionEnd')}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </ListState>
      {others > 0 && (
        <div className="account-sessions__confirm">
          <label className="console-field" htmlFor={passwordId}>
            <span>{t('accountSessionsPassword')}</span>
            <input
              id={passwordId}
              ref={passwordInput}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={problem?.atPassword || undefined}
              aria-describedby={problem?.atPassword ? `${passwordId}-problem` : undefined}
            />
          </label>
          <Button size="small" variant="secondary" busy={end.isPending && end.variables.id === null} onClick={() => ask(null)}>
            {t('accountSessionsEndOthers')}
          </Button>
        </div>
      )}
      {problem && (
        <p className="console-error" role="alert" id={`${passwordId}-problem`}>
          {problem.text}
        </p>
      )}
      {done && (
        <p className="console-ok" role="status">
          {done}
        </p>
      )}
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
  const { passwordChanged } = useConsole();
  const client = useQueryClient();
  const id = useId();
  const [values, setValues] = useState(empty);
  const [problem, setProblem] = useState<{ text: string; field: Field | null } | null>(null);
  const [changed, setChanged] = useState(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const change = useMutation({
    ...accountMutations.changePassword(i18n.language),
    onSuccess: async () => {
      setValues(empty);
      setChanged(true);
      passwordChanged();
      await otherSessionsEnded(client);
    },
    onError: (err) => {
      const field = err instanceof CallError ? fields.find(([name]) => name === err.field)?.[0] ?? null : null;
      setProblem({ text: failureMessage(err, t('networkError')), field });
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
        change.mutate(values);
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
