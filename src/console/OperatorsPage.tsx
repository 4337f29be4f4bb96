import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmGroup } from './ConfirmGroup';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OperatorRole, OperatorRow } from '../generated/types';
import { formatDateTime } from '../engine/formatDateTime';
import { Button } from '../ui/Button';
import { failureMessage } from '../api/callClient';
import { useConsole } from './ConsoleContext';
import { consoleTimeZone } from './consoleTimeZone';
import { ListState } from './ListState';
import { NewOperator } from './operators/NewOperator';
import { ShownOnce, type Handed } from './operators/ShownOnce';
import { operatorKeys, operatorMutations, operatorQueries, type OperatorAction as Action } from './queries/operators';
import { ConsoleTable } from './ConsoleTable';

/** A reset hands someone the way into an operator's account: the admin says how they knew it was them. */
const NOTE_MIN = 10;

/**
 * Admins keep the console's operators: add one (a one-time password and an authenticator key,
 * shown once), reset a lost password or authenticator, lock one out or let them back. Every step
 * is confirmed; an admin's own account is changed in My account.
 */
export function OperatorsPage() {
  const { t, i18n } = useTranslation();
  const { operator: me } = useConsole();
  const client = useQueryClient();
  const list = useQuery(operatorQueries.list(i18n.language));
  const refresh = () => client.invalidateQueries({ queryKey: operatorKeys.list() });
  const [confirming, setConfirming] = useState<{ row: OperatorRow; action: Action } | null>(null);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [handed, setHanded] = useState<Handed | null>(null);
  const [identityNote, setIdentityNote] = useState('');

  const act = useMutation({
    ...operatorMutations.act(i18n.language),
    onSuccess: async ({ endedSessions, reset }, { row, action }) => {
      setConfirming(null);
      setIdentityNote('');
      setMessage({ kind: 'ok', text: t(`operatorDone_${action}`, { name: row.username, count: endedSessions }) });
      setHanded(reset && { username: row.username, ...reset });
      await refresh();
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
          await refresh();
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
            else act.mutate({ ...confirming, identityNote: identityNote.trim() });
          }}
          onCancel={() => setConfirming(null)}
        />
      )}
      <ListState query={list} empty={(list.data?.items.length ?? 0) === 0} emptyText={t('operatorsEmpty')}>
        {() => (
          <ConsoleTable caption={t('operatorsCaption', { count: list.data!.items.length })} busy={list.isFetching}>
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
          </ConsoleTable>
        )}
      </ListState>
    </section>
  );
}
