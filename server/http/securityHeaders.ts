import type { HelmetOptions } from 'helmet';

/**
 * The Content-Security-Policy of every answer: the player site, the studio's game page (/play/),
 * the API. No inline script and no eval: the boot data is JSON in a `type="application/json"`
 * element, which is data, not script, and the loader that waits for the first picture is a file
 * of its own (vite.config.ts). Styles come from files too; React's `style` props are set through
 * the CSSOM, which the policy does not govern.
 */
export const siteDirectives = {
  'default-src': ["'self'"],
  'base-uri': ["'none'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'"],
  // A brand's logo and a vendor's game pictures may live on a CDN; the captcha is an SVG data URL.
  'img-src': ["'self'", 'data:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  // The game page frames the studio (/play/, this origin) or a vendor's launch address (https).
  'frame-src': ["'self'", 'https:'],
  // Framed by nothing, unless framedBySite below says otherwise.
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
} satisfies Record<string, string[]>;

/** Directives as the header spells them, joined as helmet joins them. */
const cspHeader = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join(';');

/**
 * The headers of the two pages this origin frames itself, in place of helmet's: a site page asked
 * for as the console's preview (its address names the draft), and the studio's game page, which
 * the site's game page frames. Another origin frames neither.
 */
export const framedBySite = {
  'content-security-policy': cspHeader({ ...siteDirectives, 'frame-ancestors': ["'self'"] }),
  'x-frame-options': 'SAMEORIGIN',
};

/**
 * The operator console's policy: the site's, with eval, because rjsf's validator compiles the
 * console's form schemas with Ajv in the browser (`new Function`). It is the console's page only;
 * no player page allows eval. Inline script stays refused, and nothing frames the console.
 */
export const consoleCsp = cspHeader({ ...siteDirectives, 'script-src': ["'self'", "'unsafe-eval'"] });

/**
 * Helmet's options: the policy above on every answer, `X-Frame-Options: DENY` with it for
 * browsers without frame-ancestors, `nosniff`, the referrer's origin only when leaving the site (a
 * vendor may check which site framed its game; no path or query, which can hold a preview or reset
 * token, leaves), and helmet's defaults for the rest: HSTS for a year with subdomains (ignored on
 * plain HTTP), same-origin opener and resource policies. No upgrade-insecure-requests: HSTS
 * already keeps a TLS site on TLS, and a plain-HTTP run (tests, a laptop) must load its own files.
 * Swagger UI at /docs sends a policy of its own (its inline scripts' hashes, server/http/apiDocs.ts),
 * which replaces this one there.
 */
export const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: siteDirectives },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  xFrameOptions: { action: 'deny' },
};
