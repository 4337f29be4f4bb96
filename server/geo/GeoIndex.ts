import ipaddr from 'ipaddr.js';
import { parsedAddress } from './parsedAddress';

type Kind = 'ipv4' | 'ipv6';

/** The network part of an address as a map key: the first `bits` bits, the rest zeroed. */
function networkKey(bytes: number[], bits: number): string {
  const out = bytes.slice();
  for (let i = 0; i < out.length; i++) {
    const keep = Math.max(0, Math.min(8, bits - i * 8));
    out[i] = out[i]! & ((0xff << (8 - keep)) & 0xff);
  }
  return out.join('.');
}

/**
 * Country by IP address, longest prefix first, as `inet <<= cidr order by masklen desc` answers it,
 * in memory: one map lookup per distinct prefix length instead of a query per request.
 */
export class GeoIndex {
  private readonly byLength: Record<Kind, Array<{ bits: number; nets: Map<string, string> }>> = { ipv4: [], ipv6: [] };

  constructor(ranges: Iterable<{ cidr: string; countryCode: string }>) {
    const maps: Record<Kind, Map<number, Map<string, string>>> = { ipv4: new Map(), ipv6: new Map() };
    for (const { cidr, countryCode } of ranges) {
      const [range, bits] = ipaddr.parseCIDR(cidr);
      const kind = range.kind();
      let nets = maps[kind].get(bits);
      if (!nets) maps[kind].set(bits, (nets = new Map<string, string>()));
      const key = networkKey(range.toByteArray(), bits);
      // Two rows for one network: the first, as the database's order would have it, wins.
      if (!nets.has(key)) nets.set(key, countryCode.trim());
    }
    for (const kind of ['ipv4', 'ipv6'] as const) {
      this.byLength[kind] = [...maps[kind]].sort((a, b) => b[0] - a[0]).map(([bits, nets]) => ({ bits, nets }));
    }
  }

  /** The country of an address; null for none, and for anything that is not an address. */
  countryOf(ip: string): string | null {
    const addr = parsedAddress(ip);
    if (!addr) return null;
    const bytes = addr.toByteArray();
    for (const { bits, nets } of this.byLength[addr.kind()]) {
      const found = nets.get(networkKey(bytes, bits));
      if (found) return found;
    }
    return null;
  }
}
