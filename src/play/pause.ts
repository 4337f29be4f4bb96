/** Why `signal` aborted: its reason, an AbortError where it was aborted without one of its own. */
const abortReason = (signal: AbortSignal): Error =>
  signal.reason instanceof Error ? signal.reason : new DOMException('aborted', 'AbortError');

/** Resolves after `ms`, or rejects at once with an AbortError when `signal` aborts (a game's show cut short). */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(abortReason(signal));
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, Math.max(0, ms));
    const stop = () => {
      clearTimeout(timer);
      reject(abortReason(signal));
    };
    signal.addEventListener('abort', stop, { once: true });
  });
}

/** Resolves at `at` on the performance.now() clock: the end of a round's shortest time, say. */
export const pauseUntil = (at: number, signal: AbortSignal): Promise<void> => pause(at - performance.now(), signal);
