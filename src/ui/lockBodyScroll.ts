let locks = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

/**
 * Stops the page behind an overlay from scrolling. Counted, so that closing an inner overlay
 * leaves the page locked while an outer one is still open; the release is idempotent because
 * effects may run their cleanup more than once.
 */
export function lockBodyScroll(): () => void {
  const body = document.body;
  if (locks === 0) {
    saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    // The scroll bar disappears with overflow hidden; pad by its width so the page does not jump.
    const viewport = document.documentElement.clientWidth;
    const scrollBar = viewport > 0 ? window.innerWidth - viewport : 0;
    if (scrollBar > 0) {
      const padding = parseFloat(getComputedStyle(body).paddingRight) || 0;
      body.style.paddingRight = `${padding + scrollBar}px`;
    }
    body.style.overflow = 'hidden';
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0 && saved) {
      body.style.overflow = saved.overflow;
      body.style.paddingRight = saved.paddingRight;
      saved = null;
    }
  };
}
