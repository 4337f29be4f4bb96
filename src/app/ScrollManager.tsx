import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** History mode scrolls to the top on a new route, or to the element the hash names (SPEC §2.1). */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    document.body.dataset.page = pathname.slice(1) || 'index';
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
