import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { winnersQuery } from '../../../src/api/games/boards';
import { Skeleton } from '../../../src/ui/Skeleton';
import { QueryState } from '../QueryState';
import { WinnersTicker } from './WinnersTicker';

function WinnersSkeleton() {
  return (
    <ol className="winners__list" aria-hidden="true">
      {Array.from({ length: 5 }, (_, i) => (
        <li key={i} className="winners__row">
          <span className="winners__who">
            <Skeleton shape="text" width="6rem" />
            <Skeleton shape="text" width="9rem" />
          </span>
          <Skeleton shape="text" width="5rem" />
        </li>
      ))}
    </ol>
  );
}

/** SPEC §7 Home: the biggest wins of the last 7 days, the players' accounts masked by the server. */
export function WinnersBoard() {
  const { t, i18n } = useTranslation('boards');
  const query = useQuery(winnersQuery(i18n.language));
  return (
    <section className="board board--winners" aria-labelledby="board-winners">
      <div className="board__head">
        <h2 id="board-winners">{t('winnersTitle')}</h2>
        <p className="board__note">{t('winnersNote')}</p>
      </div>
      <QueryState query={query} isEmpty={(d) => d.list.length === 0} emptyTitle={t('winnersEmpty')} loading={<WinnersSkeleton />}>
        {(d) => <WinnersTicker winners={d.list.map((e) => e.vo)} />}
      </QueryState>
    </section>
  );
}
