import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { gameByCodeQuery } from '../../../src/api/games/gameLobby';
import { failureMessage } from '../../../src/api/client';
import { Spinner } from '../../../src/ui/Spinner';
import { EmptyState } from '../EmptyState';
import { GameLauncher } from './GameLauncher';

/** A lottery game named by vendor and code (SPEC §2.8's /lottery address), opened in the game frame like any other. */
export function LotteryGame({ vendor, gameCode }: { vendor: string; gameCode: string }) {
  const { t, i18n } = useTranslation(['screens', 'games', 'common']);
  const query = useQuery(gameByCodeQuery(i18n.language, vendor, gameCode, ['LOTT', 'ELOTT']));
  if (query.data) return <GameLauncher key={query.data.nodeId} nodeId={query.data.nodeId} />;
  return (
    <div className="screen">
      <h1 className="screen__title">{t('screens:lotteryTitle')}</h1>
      {query.isPending ? (
        <Spinner label={t('games:opening')} size="2rem" />
      ) : query.isError ? (
        <div className="empty-state" role="alert">
          <p className="empty-state__title">{failureMessage(query.error, t('common:networkError'))}</p>
          <button type="button" className="mq-button mq-button--primary" onClick={() => void query.refetch()}>
            {t('common:retry')}
          </button>
        </div>
      ) : (
        <EmptyState title={t('games:gameNotFound')} />
      )}
    </div>
  );
}
