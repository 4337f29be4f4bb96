import { Suspense, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePermission, useRuntime } from '../contract/contexts';
import { clearSession, useSession } from '../api/sessionStore';
import { apiSend } from '../api/client';
import { noteSignedOut, onSignedOutReason, playStatusQuery, realityCheckQuery, takeSignedOutReason, type SignedOutBecause } from '../api/breaks/breaks';
import { isTrialAccount } from '../engine/accountType';
import { formatMoney } from '../engine/formatAmount';
import { Dialog } from '../ui/Dialog';

/** Signs this tab out: the server is told (its session may have ended already), the tab forgets it whatever it answers. */
function signOut(): void {
  void apiSend('session/logout')
    .catch(() => undefined)
    .finally(clearSession);
}

/**
 * Responsible play on every page (RG3, decisions 0323 and 0324): the member's session limit signs
 * the tab out when reached and says why; the reality check shows every 15, 30 or 60 minutes of the
 * session, as the member chose, with the server's figures of the session; a sign-out for a break
 * says why once it has happened.
 */
export function PlayGuard() {
  const runtime = useRuntime();
  const session = useSession();
  const on = runtime.features.responsiblePlay && session !== null && session.accountType !== null && !isTrialAccount(session.accountType);
  const [reason, setReason] = useState<SignedOutBecause | null>(() => takeSignedOutReason());
  useEffect(() => onSignedOutReason(() => setReason(takeSignedOutReason())), []);
  return (
    <>
      {on && <SessionWatch token={session.token} />}
      {reason && (
        <Suspense fallback={null}>
          <SignedOutNotice reason={reason} onClose={() => setReason(null)} />
        </Suspense>
      )}
    </>
  );
}

function SessionWatch({ token }: { token: string }) {
  const status = useQuery(playStatusQuery(token));
  const [shownAt, setShownAt] = useState<number | null>(null);
  const s = status.data;

  // The session limit: at its end the tab signs out and says why.
  useEffect(() => {
    if (!s?.sessionEndsAt || s.sessionMinutes === null) return;
    const minutes = String(s.sessionMinutes);
    const timer = setTimeout(
      () => {
        noteSignedOut({ key: 'playLimitReached', values: { minutes } });
        signOut();
      },
      Math.max(0, new Date(s.sessionEndsAt).getTime() - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [s?.sessionEndsAt, s?.sessionMinutes]);

  // The reality check: at each whole interval of the session, unless one is open.
  useEffect(() => {
    if (!s?.realityMinutes || shownAt !== null) return;
    const every = s.realityMinutes * 60_000;
    const started = new Date(s.sessionStartedAt).getTime();
    const next = started + (Math.floor((Date.now() - started) / every) + 1) * every;
    const timer = setTimeout(() => setShownAt(Date.now()), Math.max(0, next - Date.now()));
    return () => clearTimeout(timer);
  }, [s?.realityMinutes, s?.sessionStartedAt, shownAt]);

  if (shownAt === null) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheckDialog
        token={token}
        shownAt={shownAt}
        onClose={(leave) => {
          setShownAt(null);
          if (leave) signOut();
        }}
      />
    </Suspense>
  );
}

function RealityCheckDialog({ token, shownAt, onClose }: { token: string; shownAt: number; onClose: (signOut: boolean) => void }) {
  const { t } = useTranslation('member');
  const figures = useQuery(realityCheckQuery(token, shownAt));
  const symbol = usePermission().whitelabel.currency.symbol;
  const f = figures.data;
  return (
    <Dialog
      icon="info"
      title={t('realityTitle')}
      cover={false}
      buttons={[
        { label: t('realityContinue'), variant: 'primary', isDefault: true },
        { label: t('realitySignOut'), variant: 'secondary' },
      ]}
      onClose={(i) => onClose(i === 1)}
    >
      {f ? (
        <dl className="reality-check">
          <dt>{t('realityPlayed')}</dt>
          <dd>{t('realityMinutes', { count: f.minutesPlayed })}</dd>
          <dt>{t('realityStaked')}</dt>
          <dd>{formatMoney(symbol, f.staked)}</dd>
          <dt>{t('realityWon')}</dt>
          <dd>{formatMoney(symbol, f.won)}</dd>
          <dt>{t('realityNet')}</dt>
          <dd>{formatMoney(symbol, f.net)}</dd>
        </dl>
      ) : (
        <p>{figures.isError ? t('realityUnavailable') : t('realityLoading')}</p>
      )}
    </Dialog>
  );
}

function SignedOutNotice({ reason, onClose }: { reason: SignedOutBecause; onClose: () => void }) {
  const { t } = useTranslation('member');
  return (
    <Dialog icon="info" title={t('playSignedOutTitle')} onClose={onClose}>
      <p className="play-signed-out">{t(reason.key, reason.values)}</p>
    </Dialog>
  );
}
