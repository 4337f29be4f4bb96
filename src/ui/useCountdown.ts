import { useEffect, useState } from 'react';

/**
 * Seconds left before a code may be sent again, ticking down once a second to 0. `start(n)`
 * begins a wait of n seconds; `initial` is the wait the form opens with (a server's answer).
 */
export function useCountdown(initial = 0): [left: number, start: (seconds: number) => void] {
  const [left, setLeft] = useState(initial);
  useEffect(() => {
    if (left <= 0) return;
    const id = window.setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(id);
  }, [left]);
  return [left, setLeft];
}
