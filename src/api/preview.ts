/**
 * The console's preview frame opens the site at an address with ?preview=<token>&lang=<language>:
 * the page came for the brand's draft, and every call it makes asks for the draft too. Read once,
 * when the page loads, and kept in memory only, so no other tab or later visit inherits it.
 */
const asked = typeof window === 'undefined' ? new URLSearchParams() : new URLSearchParams(window.location.search);
export const preview = { token: asked.get('preview'), lang: asked.get('lang') };
