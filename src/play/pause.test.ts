import { describe, expect, it, vi } from 'vitest';
import { pause, pauseUntil } from './pause';

describe('pause', () => {
  it('resolves after the time', async () => {
    vi.useFakeTimers();
    try {
      const done = vi.fn();
      void pause(100, new AbortController().signal).then(done);
      await vi.advanceTimersByTimeAsync(99);
      expect(done).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(done).toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops at once when aborted', async () => {
    const ac = new AbortController();
    const waiting = pause(10_000, ac.signal);
    ac.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    await expect(pause(1, ac.signal)).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('treats a moment already past as now', async () => {
    await expect(pauseUntil(performance.now() - 1000, new AbortController().signal)).resolves.toBeUndefined();
  });
});
