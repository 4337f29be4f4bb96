import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { moneyMoved } from '../../../src/api/wallet/money';
import type { Game } from '../../../src/generated/types';
import { launchQuery } from '../../../src/api/games/gameLobby';
import { failureCode, failureMessage } from '../../../src/api/client';
import { useSession } from '../../../src/api/sessionStore';
import { useShellDialogs } from '../../../src/contract/shellDialogs';
import { isTrialAccount } from '../../../src/engine/accountType';
import { Spinner } from '../../../src/ui/Spinner';
import { Icon } from '../../../src/ui/Icon';
import { EmptyState } from '../EmptyState';
import { MaintenancePrompt } from './MaintenancePrompt';
import { useBackFromGame } from './useBackFromGame';
import { GameWallet } from './GameWallet';
import './GameStage.css';

/**
 * Opens one game (SPEC §2.8): a member's real launch, a visitor's demo with play money, or for a
 * visitor on a game without a demo the login popup. A signed-in visitor's token changes the launch's
 * key, so the real game replaces the demo. Maintenance offers other games (SPEC §4).
 */
export function GameLauncher({ nodeId }: { nodeId: number }) {
  const { t, i18n } = useTranslation(['games', 'screens', 'common']);
  const session = useSession();
  const dialogs = useShellDialogs();
  const query = useQuery(launchQuery(session?.token ?? null, i18n.language, nodeId));
  const noDemo = failureCode(query.error) === 'DEMO_UNAVAILABLE';
  const trial = isTrialAccount(session?.accountType ?? null);
  const needsSignIn = session === null && noDemo;
  useEffect(() => {
    if (needsSignIn) dialogs.open('login');
  }, [needsSignIn, dialogs]);
  const back = useBackFromGame(query.data?.game.gameType ?? null);

  if (query.isPending)
    return (
      <div className="screen">
        <h1 className="screen__title">{t('screens:gameTitle')}</h1>
        <Spinner label={t('games:opening')} size="2rem" />
      </div>
    );
  if (query.isError)
    return (
      <div className="screen">
        <h1 className="screen__title">{t('screens:gameTitle')}</h1>
        {needsSignIn ? (
          <EmptyState title={t('games:noDemo')}>
            <button type="button" className="mq-button mq-button--primary" onClick={() => dialogs.open('login')}>
              {t('games:signIn')}
            </button>
          </EmptyState>
        ) : trial && noDemo ? (
          <EmptyState title={t('common:in_need_true_account')} />
        ) : (
          <div className="empty-state" role="alert">
            <p className="empty-state__title">{failureMessage(query.error, t('common:networkError'))}</p>
            <button type="button" className="mq-button mq-button--primary" onClick={() => void query.refetch()}>
              {t('common:retry')}
            </button>
          </div>
        )}
      </div>
    );
  const launch = query.data;
  if (launch.status === 'maintenance' || !launch.gameUrl) return <MaintenancePrompt game={launch.game} alternatives={launch.alternatives ?? []} onBack={back} />;
  return (
    <GameStage game={launch.game} url={launch.gameUrl} demo={launch.demo === true} onBack={back} onSignIn={session ? null : () => dialogs.open('login')} trial={trial}>
      {launch.wallet && session && <GameWallet wallet={launch.wallet} token={session.token} />}
    </GameStage>
  );
}

/** The game in a frame that fills the page under the header, with a small bar above it. */
function GameStage({
  game,
  url,
  demo,
  trial,
  onBack,
  onSignIn,
  children,
}: {
  game: Game;
  url: string;
  demo: boolean;
  trial: boolean;
  onBack: () => void;
  onSignIn: (() => void) | null;
  /** What is said above the game: the wallet it stakes from. */
  children?: ReactNode;
}) {
  const { t } = useTranslation('games');
  const frame = useRef<HTMLIFrameElement>(null);
  const client = useQueryClient();
  // A round in the frame moved money: the header's balance and the member's money read again
  // (no polling). Only this frame's word counts, and only from this site.
  useEffect(() => {
    const heard = (e: MessageEvent) => {
      if (e.origin !== window.location.origin || e.source !== frame.current?.contentWindow) return;
      if ((e.data as { type?: unknown } | null)?.type === 'marquee:balance') void moneyMoved(client);
    };
    window.addEventListener('message', heard);
    return () => window.removeEventListener('message', heard);
  }, [client]);
  // The frame takes what is left of the window below where it starts; the header above it varies
  // by brand and by screen, so it is measured rather than assumed.
  useLayoutEffect(() => {
    const fit = () => {
      const el = frame.current;
      if (!el) return;
      const top = el.getBoundingClientRect().top + window.scrollY;
      el.style.height = `${Math.max(320, window.innerHeight - top)}px`;
    };
    fit();
    window.addEventListener('resize', fit);
    // What is said above the game (the wallet and its offer) may grow or shrink while it is open.
    const above = new ResizeObserver(fit);
    for (let el = frame.current?.previousElementSibling; el; el = el.previousElementSibling) above.observe(el);
    return () => {
      window.removeEventListener('resize', fit);
      above.disconnect();
    };
  }, []);
  return (
    <div className="game-stage">
      <div className="game-stage__bar">
        <button type="button" className="mq-button mq-button--ghost mq-button--small game-stage__back" onClick={onBack}>
          <Icon name="previous" />
          {t('back')}
        </button>
        <h1 className="game-stage__title">{game.gameName}</h1>
        <span className="game-stage__vendor">{game.vendorName}</span>
        {demo && <span className="game-stage__demo">{t('demo')}</span>}
      </div>
      {demo && (
        <p className="game-stage__note" role="note">
          {trial ? t('trialPlayMoney') : t('playMoney')}
          {onSignIn && (
            <button type="button" className="mq-button mq-button--primary mq-button--small" onClick={onSignIn}>
              {t('signInForReal')}
            </button>
          )}
        </p>
      )}
      {children}
      <iframe ref={frame} className="game-stage__frame" src={url} title={game.gameName} allow="fullscreen; autoplay" allowFullScreen />
    </div>
  );
}
