import { useEffect, useRef } from 'react';

/** SPEC §9: infinite scroll loads at distance 0, at most once per 200 ms. */
const THROTTLE_MS = 200;

/**
 * A sentinel under a list: when it comes into view, `load` runs, throttled. The observer is made
 * anew after each page (`pages`): a new observer reports the sentinel at once, so a screen tall
 * enough to show the next page too keeps loading until it is full or the list ends.
 */
export function useLoadMore<E extends Element>(load: () => void, active: boolean, pages: number) {
  const sentinel = useRef<E>(null);
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !active || typeof IntersectionObserver === 'undefined') return;
    let visible = false;
    let last = 0;
    let timer: number | undefined;
    const fire = () => {
      timer = undefined;
      if (!visible) return;
      last = Date.now();
      latest.current();
    };
    const observer = new IntersectionObserver((entries) => {
      visible = entries.some((e) => e.isIntersecting);
      if (!visible || timer !== undefined) return;
      const wait = last + THROTTLE_MS - Date.now();
      if (wait <= 0) fire();
      else timer = window.setTimeout(fire, wait);
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [active, pages]);
  return sentinel;
}
