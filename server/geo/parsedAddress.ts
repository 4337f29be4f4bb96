import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** Enough for every address of a busy minute; when full it starts again rather than track use. */
const KEPT = 20_000;
const seen = new Map<string, Address | null>();

/**
 * A client's address parsed (IPv4-mapped IPv6 as the IPv4 it carries), or null for anything that
 * is not an address. Every call of the API asks it — its country, the brand's blocked ranges — and
 * parsing the same text again each time was a tenth of a plain call's cost, so answers are kept.
 */
export function parsedAddress(ip: string): Address | null {
  let address = seen.get(ip);
  if (address !== undefined) return address;
  try {
    address = ipaddr.process(ip);
  } catch {
    address = null;
  }
  if (seen.size >= KEPT) seen.clear();
  seen.set(ip, address);
  return address;
}
