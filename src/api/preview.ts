import type { Permission, RegistrationRules } from '../generated/types';

/**
 * The console's preview frame opens the site at an address with ?preview=<token>&lang=<language>:
 * the page came for the brand's draft, and every call it makes asks for the draft too. Read once,
 * when the page loads, and kept in memory only, so no other tab or later visit inherits it.
 */
const asked = typeof window === 'undefined' ? new URLSearchParams() : new URLSearchParams(window.location.search);
export const preview = { token: asked.get('preview'), lang: asked.get('lang') };

/** The messages between the console's registration editor and the preview frame it holds. */
export const previewMessages = {
  ready: 'marquee:previewReady',
  rules: 'marquee:registerRules',
} as const;

// Rules the console's editor holds and has not saved: the frame draws them in place of the draft's,
// also after the brand is asked for again, until the editor posts the next.
let postedRules: RegistrationRules | null = null;

/** The brand as the frame shows it: with the editor's unsaved registration rules, when it posted any. */
export const withPostedRules = (p: Permission): Permission => (postedRules ? { ...p, register: postedRules } : p);

/**
 * In a preview frame, takes the registration rules the console page around it posts as the
 * operator types, and tells that page when it is listening. Only the parent page, only from this
 * origin, only with a preview token: no other page can change what a player's form asks.
 */
export function followPostedRules(onRules: () => void) {
  if (!preview.token || window.parent === window) return;
  window.addEventListener('message', (e: MessageEvent<{ type?: string; rules?: RegistrationRules }>) => {
    if (e.origin !== window.location.origin || e.source !== window.parent || e.data?.type !== previewMessages.rules || !e.data.rules) return;
    postedRules = e.data.rules;
    onRules();
  });
  window.parent.postMessage({ type: previewMessages.ready }, window.location.origin);
}
