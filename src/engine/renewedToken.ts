/**
 * The response header that carries a session's new token after the password was given again
 * (ASVS 7.2.4): the server ends the old token in the same transaction, and the site's client
 * keeps the new one for the tab. Lower case, as HTTP/2 and fetch's Headers give it.
 */
export const RENEWED_TOKEN_HEADER = 'x-session-token';
