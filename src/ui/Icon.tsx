export type IconName = 'close' | 'success' | 'warning' | 'error' | 'info' | 'first' | 'previous' | 'next' | 'last';

const circle = 'M12 2a10 10 0 1 0 0 20a10 10 0 1 0 0-20z';
const paths: Record<IconName, readonly string[]> = {
  close: ['M6 6l12 12', 'M18 6L6 18'],
  success: [circle, 'M7.5 12.5l3 3 6-6.5'],
  warning: ['M12 3L1.8 20.5h20.4L12 3z', 'M12 9.5v5', 'M12 17.5h.01'],
  error: [circle, 'M9 9l6 6', 'M15 9l-6 6'],
  info: [circle, 'M12 11v6', 'M12 7.5h.01'],
  first: ['M17 18l-6-6 6-6', 'M7 6v12'],
  previous: ['M15 18l-6-6 6-6'],
  next: ['M9 6l6 6-6 6'],
  last: ['M7 6l6 6-6 6', 'M17 6v12'],
};

/** Decorative only: whatever carries the icon also carries its text (aria-label or hidden text). */
export function Icon({ name, size = '1em' }: { name: IconName; size?: number | string }) {
  return (
    <svg
      className="mq-icon"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
