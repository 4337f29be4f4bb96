import { useState } from 'react';

/**
 * A game's picture, or the default game icon when it fails to load (SPEC §8): a missing tile must
 * not leave a broken-image mark in the row. Decorative: the tile writes the game's name beside it.
 */
export function GameImage({ src, size }: { src: string; size: number }) {
  const [failed, setFailed] = useState(false);
  if (failed || !src)
    return (
      <svg className="game-image game-image--fallback" viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M7 7h10a5 5 0 0 1 4.9 6l-.8 3.6a2.6 2.6 0 0 1-4.5 1.2L14.4 16H9.6l-2.2 1.8a2.6 2.6 0 0 1-4.5-1.2L2.1 13A5 5 0 0 1 7 7zm0 3v1.2H5.8v1.6H7V14h1.6v-1.2h1.2v-1.6H8.6V10H7zm8.6.4a1 1 0 1 0 0 2 1 1 0 0 0 0-2zm2.2 1.8a1 1 0 1 0 0 2 1 1 0 0 0 0-2z"
        />
      </svg>
    );
  return <img className="game-image" src={src} alt="" width={size} height={size} loading="lazy" decoding="async" onError={() => setFailed(true)} />;
}
