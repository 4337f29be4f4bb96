import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiSend, failureMessage } from '../../../src/api/client';
import { sessionsQuery } from '../../../src/api/money';
import { useShellDialogs } from '../../../src/contract/shellDialogs';
import { useRuntime } from '../../../src/contract/contexts';
import { formatDateTime } from '../../../src/engine/formatDateTime';
import { Button } from '../../../src/ui/Button';
import { QueryState } from '../../parts/QueryState';
import { FormOutcome } from '../../parts/useFormOutcome';

/** The login password (changed in the shell's dialog, which ends every other session) and the member's sessions, each but this one endable. */
export function SessionsList({ token, timeZone }: { token: string; timeZone: string }) {
  const { t } = useTranslation('member');
  const client = useQueryClient();
  const dialogs = useShellDialogs();
  const canChange = useRuntime().passwordChange !== null;
  const sessions = useQuery(sessionsQuery(token));
  const end = useMutation({
    mutationFn: (id: string) => apiSend('member/endSession', { id }),
    onSuccess: (next) => client.setQueryData(sessionsQuery(token).queryKey, next),
  });
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
                  <Button size="small" variant="secondary" busy={end.isPending && end.variables === s.id} onClick={() => end.mutate(s.id)} aria-label={t('sessionEndLabel', { at: formatDateTime(s.startedAt, timeZone) })}>
                    {t('sessionEnd')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <FormOutcome outcome={end.isError ? { ok: false, text: failureMessage(end.error, t('common:networkError')) } : null} />
    </section>
  );
}
