import { useRef, useState } from 'react';
import { passwordChangeOffered } from '../../../src/engine/runtimeForms';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiSend } from '../../../src/api/client';
import { sessionsQuery } from '../../../src/api/member/profile';
import { useShellDialogs } from '../../../src/contract/shellDialogs';
import { useRuntime } from '../../../src/contract/contexts';
import { formatDateTime } from '../../../src/engine/formatDateTime';
import { Button } from '../../../src/ui/Button';
import { FormRow } from '../../parts/FormRow';
import { QueryState } from '../../parts/QueryState';
import { FormOutcome, useFormOutcome } from '../../parts/useFormOutcome';
import { useEndOtherSessions } from './useEndOtherSessions';

/**
 * The login password (changed in the shell's dialog, which ends every other session) and the
 * member's sessions: any other one, or all of them at once, signed out with the login password
 * given again (ASVS 7.5.2). An account without a password (made by a Google or Facebook sign-in) is
 * asked for none; the server wants a recent sign-in instead.
 */
export function SessionsList({ token, timeZone }: { token: string; timeZone: string }) {
  const { t } = useTranslation('member');
  const client = useQueryClient();
  const dialogs = useShellDialogs();
  const canChange = passwordChangeOffered(useRuntime());
  const sessions = useQuery(sessionsQuery(token));
  const [password, setPassword] = useState('');
  const passwordInput = useRef<HTMLInputElement>(null);
  const { problems, setProblems, outcome, setOutcome, failed } = useFormOutcome();
  const done = (text: string) => {
    setPassword('');
    setProblems({});
    setOutcome({ ok: true, text });
  };
  const end = useMutation({
    mutationFn: (id: string) => apiSend('member/endSession', { id, ...(password ? { password } : {}) }),
    onSuccess: (next) => {
      client.setQueryData(sessionsQuery(token).queryKey, next);
      done(t('sessionEnded'));
    },
    onError: failed,
  });
  const endOthers = useEndOtherSessions(token, failed);
  const passwordSet = sessions.data?.passwordSet === true;
  /** The password is asked before anything is sent: the field says so and takes the focus. */
  const confirmed = () => {
    setOutcome(null);
    if (!passwordSet || password) return true;
    setProblems({ password: t('sessionsPasswordNeeded') });
    passwordInput.current?.focus();
    return false;
  };
  const others = sessions.data?.sessions.filter((s) => !s.current).length ?? 0;
  return (
    <section className="money-form" aria-labelledby="sessions-title">
      <h3 id="sessions-title">{t('loginSecurity')}</h3>
      {canChange && (
        <Button variant="secondary" onClick={() => dialogs.open('changePassword')}>
          {t('changeLoginPassword')}
        </Button>
      )}
      <QueryState query={sessions} isEmpty={(d) => d.sessions.length === 0} emptyTitle={t('noSessions')}>
        {(d) => (
          <ul className="deposit-list" aria-label={t('sessionsLabel')}>
            {d.sessions.map((s) => (
              <li key={s.id} className="deposit-list__item">
                <div className="deposit-list__main">
                  {t('sessionStarted', { at: formatDateTime(s.startedAt, timeZone) })}
                  {s.current && <span className="status-badge status-badge--approved">{t('sessionThis')}</span>}
                </div>
                {!s.current && (
                  <Button
                    size="small"
                    variant="secondary"
                    busy={end.isPending && end.variables === s.id}
                    onClick={() => confirmed() && end.mutate(s.id)}
                    aria-label={t('sessionEndLabel', { at: formatDateTime(s.startedAt, timeZone) })}
                  >
                    {t('sessionEnd')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {others > 0 && (
        <>
          {passwordSet && (
            <FormRow id="sessions-password" label={t('sessionsPassword')} problem={problems.password ?? null} hint={t('sessionsPasswordHint')}>
              {(c) => <input {...c} ref={passwordInput} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />}
            </FormRow>
          )}
          <Button variant="secondary" busy={endOthers.isPending} onClick={() => confirmed() && endOthers.mutate(password, { onSuccess: () => done(t('sessionsOthersEnded')) })}>
            {t('sessionsEndOthers')}
          </Button>
        </>
      )}
      <FormOutcome outcome={outcome} />
    </section>
  );
}
