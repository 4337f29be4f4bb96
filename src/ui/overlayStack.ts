export interface OverlayEntry {
  panel: HTMLElement;
  /** Where focus goes back to when this overlay closes. */
  returnFocus: HTMLElement | null;
}

const entries: OverlayEntry[] = [];

/**
 * Open overlays, the newest last. Only the newest one answers keys and keeps focus, so that
 * Escape in a dialog opened over a modal closes the dialog alone.
 */
export const overlayStack = {
  push(entry: OverlayEntry) {
    entries.push(entry);
  },

  isTop(entry: OverlayEntry) {
    return entries[entries.length - 1] === entry;
  },

  /** Removes the entry and returns the element focus should go back to. */
  remove(entry: OverlayEntry): HTMLElement | null {
    const index = entries.indexOf(entry);
    if (index < 0) return null;
    entries.splice(index, 1);
    // An overlay closing under a newer one (a timeOut, say) takes its return target with it:
    // hand that target to any newer overlay that would otherwise return focus into the void.
    for (const above of entries.slice(index)) {
      const target = above.returnFocus;
      if (!target || !target.isConnected || entry.panel.contains(target)) above.returnFocus = entry.returnFocus;
    }
    return entry.returnFocus;
  },
};
