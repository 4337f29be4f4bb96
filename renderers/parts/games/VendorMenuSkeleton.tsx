import { Skeleton } from '../../../src/ui/Skeleton';
import './VendorMenu.css';

/** The vendor menu's shape while the vendors load. */
export function VendorMenuSkeleton({ count = 5 }: { count?: number }) {
  return (
    <div className="vendor-menu" aria-hidden="true">
      <div className="vendor-menu__row">
        {Array.from({ length: count }, (_, i) => (
          <Skeleton key={i} width="7.5rem" height="var(--mq-touch-target)" />
        ))}
      </div>
    </div>
  );
}
