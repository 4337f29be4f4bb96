import { Skeleton } from '../../src/ui/Skeleton';

/** The vendor tabs' shape while the vendors load (/rng, /fish, /pvp). */
export function VendorTabsSkeleton({ count = 5 }: { count?: number }) {
  return (
    <div className="vendor-tabs" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} width="7.5rem" height="2.75rem" />
      ))}
    </div>
  );
}
