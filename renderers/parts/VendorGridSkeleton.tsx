import { Skeleton } from '../../src/ui/Skeleton';
import './VendorGrid.css';

/** The vendor grid's shape while its vendors load: tiles of a logo and a name. */
export function VendorGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul className="vendor-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <div className="mq-tile mq-tile--placeholder">
            <Skeleton width={120} height={48} />
            <Skeleton shape="text" width="60%" />
          </div>
        </li>
      ))}
    </ul>
  );
}
