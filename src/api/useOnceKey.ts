import { useRef } from 'react';

/** 18 random bytes as base64url: a key the server accepts (16–64 of A–Z a–z 0–9 _ -), made without a secure context. */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

/**
 * The Idempotency-Key of one intended money change. The same values ask with the same key, so a
 * double tap or a retry after a lost answer moves money once; changed values, or `done()` after
 * the server answered, start a new one, so the next transfer is a transfer of its own.
 */
export function useOnceKey() {
  const held = useRef<{ values: string; key: string } | null>(null);
  return {
    keyFor(values: unknown): string {
      const v = JSON.stringify(values);
      if (held.current?.values !== v) held.current = { values: v, key: newKey() };
      return held.current.key;
    },
    done() {
      held.current = null;
    },
  };
}
