import { useEffect, useState } from 'react';

/** The time now, ticking once a second while the component is shown: what a draw's countdown reads. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  return now;
}
