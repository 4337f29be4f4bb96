import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmGroup } from './ConfirmGroup';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OperatorRole, OperatorRow } from '../generated/types';
import { formatDateTime } from '../engine/formatDateTime';
import { Button } from '../ui/Button';
import { opsCall } from './api';
import { failureMessage } from '../api/callClient';
import { useConsole } from './ConsoleContext';
import { consoleTimeZone } from './consoleTimeZone';
import { ListState } from './ListState';
import { NewOperator } from './operators/NewOperator';
import { ShownOnce, type Handed } from './operators/ShownOnce';

type Action = 'password' | 'authenticator' | 'lock' | 'unlock';
/** A reset hands someone the way into an operator's account: the admin says how they knew it was them. */
const NOTE_MIN = 10;
const queryKey = ['ops', 'operators'];

/**
 * Admins keep the console's operators: add one (a one-time password and an authenticator key,
 * shown once), reset a lost password or authenticator, lock one out or let them back. Every step
 * is confirmed; an admin's own account is changed in My account.
 */
export function OperatorsPage() {
  const { t, i18n } = useTranslation();
  const { operator: me } = useConsole();
  const client = useQueryClient();
  const list = useQuery({ queryKey, queryFn: () => opsCall('ops/operators', {}, i18n.language) });
  const [confirming, setConfirming] = useState<{ row: OperatorRow; action: Action } | null>(null);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [handed, setHanded] = useState<Handed | null>(null);
  const [identityNote, setIdentityNote] = useState('');

  const act = useMutation({
    mutationFn: async ({ row, action }: { row: OperatorRow; action: Action }) => {
      if (action === 'lock' || action === 'unlock') {
        const { endedSessions } = await opsCall('ops/operatorStatus', { id: row.id, locked: action === 'lock' }, i18n.language);
        return { text: t(`operatorDone_${action}`, { name: row.username, count: endedSessions }), handed: null };
      }
      const reset = await opsCall('ops/resetOperator', { id: row.id, what: action, identityNote: identityNote.trim() }, i18n.language);
      return { text: t(`operatorDone_${action}`, { name: row.username, count: reset.endedSessions }), handed: { username: row.username, ...reset } };
    },
    onSuccess: async (done) => {
      setConfirming(null);
      setIdentityNote('');
      setMessage({ kind: 'ok', text: done.text });
      setHanded(done.handed);
      await client.invalidateQueries({ queryKey });
    },
    onError: (err) => {
      setMessage({ kind: 'error', text: failureMessage(err, t('networkError')) });
    },
  });

  const stateOf = (row: OperatorRow) => [row.locked ? t('operatorLocked') : t('operatorActive'), row.mustChangePassword ? t('operatorMustChange') : ''].filter(Boolean).join(' · ');
  const actionsOf = (row: OperatorRow): Action[] => ['password', 'authenticator', row.locked ? 'unlock' : 'lock'];

  return (
    <section aria-labelledby="operators-title">
      <h1 id="operators-title">{t('page_operators')}</h1>
      <p className="console-hint console-muted">{t('operatorsHelp')}</p>
      <NewOperator
        onCreated={async (made) => {
          setMessage({ kind: 'ok', text: t('operatorCreated', { name: made.username }) });
          setHanded({ username: made.username, temporaryPassword: made.temporaryPassword, authenticator: made.authenticator });
          await client.invalidateQueries({ queryKey });
        }}
      />
      <p className={message?.kind === 'error' ? 'console-error' : 'console-ok'} role="status" aria-live="polite">
        {message?.text}
      </p>
      {handed && <ShownOnce handed={handed} onDone={() => setHanded(null)} />}
      {confirming && (confirming.action === 'password' || confirming.action === 'authenticator') && (
        <label className="console-field identity-proof__note">
          <span>{t('operatorIdentityNote', { name: confirming.row.username })}</span>
          <textarea rows={2} maxLength={500} value={identityNote} onChange={(e) => setIdentityNote(e.target.value)} />
        </label>
      )}
      {confirming && (
        <ConfirmGroup
          action={t(`operatorAction_${confirming.action}`)}
          question={t(`operatorConfirm_${confirming.action}`, { name: confirming.row.username })}
          pending={act.isPending}
          onConfirm={() => {
            const isReset = confirming.action === 'password' || confirming.action === 'authenticator';
            if (isReset && identityNote.trim().length < NOTE_MIN) setMessage({ kind: 'error', text: t('operatorIdentityMissing') });
            else act.mutate(confirming);
          }}
          onCancel={() => setConfirming(null)}
        />
      )}
      <ListState query={list} empty={(list.data?.items.length ?? 0) === 0} emptyText={t('operatorsEmpty')}>
        {() => (
          <div className="console-table-wrap">
            <table className="console-table" aria-busy={list.isFetching || undefined}>
              <caption className="mq-visually-hidden">{t('operatorsCaption', { count: list.data!.items.length })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('accountName')}</th>
                  <th scope="col">{t('accountRole')}</th>
                  <th scope="col">{t('operatorState')}</th>
                  <th scope="col">{t('operatorSessions')}</th>
                  <th scope="col">{t('operatorLastSignIn')}</th>
                  <th scope="col">{t('operatorActions')}</th>
                </tr>
              </thead>
              <tbody>
                {list.data!.items.map((row) => (
                  <tr key={row.id}>
                    <th scope="row">{row.username}</th>
                    <td>{t(`role_${row.role satisfies OperatorRole}`)}</td>
                    <td>{stateOf(row)}</td>
                    <td>{row.sessions}</td>
                    <td>{row.lastSignInAt ? formatDateTime(row.lastSignInAt, consoleTimeZone) : t('memberNever')}</td>
                    <td>
                      {row.id === me.id ? (
                        <span className="console-muted">{t('operatorYou')}</span>
                      ) : (
                        <div className="member-card__actions">
                          {actionsOf(row).map((action) => (
                            <Button
                              key={action}
                              size="small"
                              variant="secondary"
                              aria-label={t(`operatorActionFor_${action}`, { name: row.username })}
                              onClick={() => {
                                setMessage(null);
                                setConfirming({ row, action });
                              }}
                            >
                              {t(`operatorAction_${action}`)}
                            </Button>
                          ))}
                        </div>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </ListState>
    </section>
  );
}
