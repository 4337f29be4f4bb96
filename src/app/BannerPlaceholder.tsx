import { Skeleton } from '../ui/Skeleton';

/** Where the banner is coming: its box and proportions, so the page below does not move when it arrives. */
export function BannerPlaceholder() {
  return (
    <div className="banner" aria-hidden="true">
      <Skeleton className="banner__placeholder" />
    </div>
  );
}
