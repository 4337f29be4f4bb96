/** SPEC §5 forgot password by e-mail: how long a mailed link works. */
export const RESET_LINK_MINUTES = 30;

/**
 * A recovery link: the brand's own origin (server/brands/siteOrigin.ts `linkOrigin`), never a host a
 * request names — `Host: localhost:1@evil.example` would otherwise mail a link that opens at
 * evil.example. The token rides in the fragment, which no server, proxy log or Referer ever sees.
 */
export function resetLink(origin: string, token: string): string {
  return `${origin}/#reset=${token}`;
}

/** Whether an e-mail address typed now is the one on the account: case and surrounding spaces do not matter. */
export const sameEmail = (typed: string, stored: string | null) => stored !== null && typed.trim().toLowerCase() === stored.trim().toLowerCase();
