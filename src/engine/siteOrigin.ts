/**
 * Whether a brand's `siteOrigin` is an origin exactly as a browser writes one: `http` or `https`, a
 * host in lower case, and a port only when it is not the scheme's usual one; no user, path (not
 * even a final `/`), query or fragment. `http://localhost:1@evil.example` is a link to evil.example.
 */
export function isSiteOrigin(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  // The origin a browser serialises drops the user, the path, the query, the fragment and a usual
  // port, and writes the host in lower case: anything else in the text makes it differ.
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
}

/**
 * Why a brand's `siteOrigin` cannot be where the links in its messages open, or null when it can:
 * `format` (not an origin, see isSiteOrigin), or `domain` when its host is not one of the brand's
 * domains — the brand of a request is the one whose domains list its host, so the link would open
 * another brand, where its token means nothing.
 */
export function siteOriginProblem(value: string, domains: readonly string[]): 'format' | 'domain' | null {
  if (!isSiteOrigin(value)) return 'format';
  return domains.includes(new URL(value).hostname) ? null : 'domain';
}
