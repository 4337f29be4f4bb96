import { useState } from 'react';
import './avatar.css';

/** The person glyph: drawn where there is no picture, or where it failed to load (SPEC §8: fallback image). */
function FallbackGlyph({ size }: { size: number }) {
  return (
    <svg className="mq-avatar__fallback" viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5z" />
    </svg>
  );
}

/**
 * The member's picture (PROFPIC3), or the glyph, with the unclaimed count as a badge (SPEC §2.3:
 * promotions the member may take plus unread messages) that is not drawn at zero. Decorative: whatever holds it names it.
 */
export function Avatar({ url, size, count = 0 }: { url: string | null; size: number; count?: number }) {
  // Which address failed: a new picture gets its own try.
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <span className={count > 0 ? 'mq-avatar mq-avatar--counted' : 'mq-avatar'} style={{ width: size, height: size }}>
      {url && failed !== url ? <img src={url} alt="" width={size} height={size} decoding="async" onError={() => setFailed(url)} /> : <FallbackGlyph size={size} />}
      {count > 0 && (
        <span className="mq-avatar__badge" aria-hidden="true" data-testid="avatar-badge">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </span>
  );
}
