import { gamePageSize } from '../../../src/engine/gameFilters';
import { Skeleton } from '../../../src/ui/Skeleton';
import './GameResults.css';

/** The grid's shape while its first page loads; whatever holds it says "loading" (QueryState, GameResults). */
export function GameGridSkeleton({ count = gamePageSize }: { count?: number }) {
  return (
    <ul className="game-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="game-tile">
          <span className="game-tile__open">
            <Skeleton className="game-tile__picture" />
            <Skeleton shape="text" width="70%" />
            <Skeleton shape="text" width="45%" />
          </span>
        </li>
      ))}
    </ul>
  );
}
