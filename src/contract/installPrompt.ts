import { useSyncExternalStore } from 'react';

/** Chromium's offer to install the site (not in the DOM library's types). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((l) => l());

/**
 * Keeps the browser's offer to install the site from the start: it comes once, early, and may come
 * before the download page's chunk has loaded. Called once by the composition root (src/main.tsx).
 * The offer is held for the download page's button, in place of the browser's own banner.
 */
export function listenForInstallPrompt() {
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    offer = e as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    changed();
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The browser's install dialog, or null where the browser offers none (Safari, Firefox, a site
 * already installed): then nothing asks to be pressed. An offer is good for one dialog.
 */
export function useInstallPrompt(): (() => Promise<void>) | null {
  const current = useSyncExternalStore(
    subscribe,
    () => offer,
    () => null,
  );
  if (!current) return null;
  return async () => {
    offer = null;
    changed();
    await current.prompt();
  };
}
