import ipaddr from 'ipaddr.js';
import type { Profile } from '../config';
import { isSiteOrigin } from '../../src/engine/siteOrigin';

/** A host name only this machine answers to: localhost, a `*.localhost` name (RFC 6761), 127.0.0.0/8. */
export function isLoopbackHost(hostname: string): boolean {
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) return true;
  return ipaddr.IPv4.isValidFourPartDecimal(hostname) && ipaddr.IPv4.parse(hostname).range() === 'loopback';
}

/**
 * The origin every link the server writes into a message opens: the brand's `siteOrigin`, never
 * what a request's Host or X-Forwarded-Host says. Outside production an origin on this machine
 * takes the port this server listens on: the demo brands name 8080, what `npm start` listens on,
 * and `PORT` or a test's free port moves it. In production the origin is used as the brand has it.
 *
 * Throws for a brand without one (only a row written around the checks could be): its message is
 * then not sent, rather than sent with a link to wherever the request came from.
 */
export function linkOrigin(siteOrigin: string | undefined, at: { profile: Profile; port: number | null }): string {
  if (!siteOrigin || !isSiteOrigin(siteOrigin)) throw new Error('the brand has no valid siteOrigin: the links in its messages have nowhere of its own to open');
  if (at.profile === 'production' || at.port === null) return siteOrigin;
  const url = new URL(siteOrigin);
  if (!isLoopbackHost(url.hostname)) return siteOrigin;
  url.port = String(at.port);
  return url.origin;
}
