import { useState } from 'react';

/**
 * A game's picture, loaded as it nears the screen. SPEC §9 gives a failed picture one retry; SPEC §8
 * then shows the default game icon, so a tile never stands empty or shows the browser's broken image.
 * Decorative: the tile names the game in text.
 */
/**
 * `size`: a fixed side in pixels; without it the tile's CSS sizes the picture. `first`: one of the
 * first row or two, on screen as the page opens: fetched at once and first, as the page's largest paint.
 */
export function GameImage({ src, size, className = 'game-tile__image', first = false }: { src: string; size?: number; className?: string; first?: boolean }) {
  const [tries, setTries] = useState(0);
  if (!src || tries > 1) return <DefaultGameIcon className={className} size={size} />;
  // The retry asks past any cached failure.
  const url = tries === 0 ? src : `${src}${src.includes('?') ? '&' : '?'}retry=1`;
  return <img className={className} src={url} alt="" width={size ?? 240} height={size ?? 240} loading={first ? 'eager' : 'lazy'} fetchPriority={first ? 'high' : 'auto'} decoding="async" onError={() => setTries((n) => n + 1)} />;
}

/** SPEC §8's default game icon: a controller on the tile's plate, drawn in the theme's colours. */
function DefaultGameIcon({ className, size }: { className: string; size: number | undefined }) {
  return (
    <span className={`${className} ${className}--default`} style={size ? { inlineSize: size, blockSize: size } : undefined} aria-hidden="true">
      <svg viewBox="0 0 48 48" width="40%" height="40%" fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round" strokeLinejoin="round" focusable="false">
        <path d="M15 14h18a10 10 0 0 1 9.6 12.8l-2.4 8.4a5 5 0 0 1-8.6 1.9L28 33h-8l-3.6 4.1a5 5 0 0 1-8.6-1.9l-2.4-8.4A10 10 0 0 1 15 14z" />
        <path d="M16 21v6M13 24h6" />
        <path d="M31 22h.01M35 26h.01" />
      </svg>
    </span>
  );
}
