/** SPEC §5 forgot password by e-mail: how long a mailed link works. */
export const RESET_LINK_MINUTES = 30;

/**
 * The page a recovery link opens: the host the player asked from when it is one of the brand's
 * own domains, else the brand's first domain — never a host a request merely claims, so a forged
 * Host header cannot send a player's link elsewhere. The token rides in the fragment, which no
 * server, proxy log or Referer ever sees.
 */
export function resetLink(ask: { protocol: string; host: string; hostname: string }, domains: readonly string[], token: string): string {
  const origin = domains.includes(ask.hostname) ? `${ask.protocol}://${ask.host}` : `https://${domains[0]}`;
  return `${origin}/#reset=${token}`;
}

/** Whether an e-mail address typed now is the one on the account: case and surrounding spaces do not matter. */
export const sameEmail = (typed: string, stored: string | null) => stored !== null && typed.trim().toLowerCase() === stored.trim().toLowerCase();
