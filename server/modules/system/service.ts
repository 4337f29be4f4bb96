import ipaddr from 'ipaddr.js';
import type { FastifyInstance } from 'fastify';
import { parsedAddress } from '../../geo/parsedAddress';
import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js';
import type { BrandConfig, Countries, Location, Permission, SystemStatus } from '../../../src/generated/types';
import { whitelabelOf } from '../../../src/engine/whitelabelOf';
import type { Brand } from '../../brands/store';

export type StatusCode = SystemStatus['status'];

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];
/** Each brand's blocked ranges parsed once per configuration (a new one is a new object). */
const parsedRanges = new WeakMap<readonly string[], Range[]>();
function rangesOf(cidrs: readonly string[]): Range[] {
  let ranges = parsedRanges.get(cidrs);
  if (!ranges) {
    ranges = cidrs.flatMap((cidr): Range[] => {
      try {
        return [ipaddr.parseCIDR(cidr)];
      } catch {
        return [];
      }
    });
    parsedRanges.set(cidrs, ranges);
  }
  return ranges;
}

/** Whether an address falls in one of the CIDR ranges; a malformed address or range never matches. */
export function inCidrs(ip: string, cidrs: readonly string[]): boolean {
  const addr = parsedAddress(ip);
  return addr !== null && rangesOf(cidrs).some(([range, bits]) => addr.kind() === range.kind() && addr.match(range, bits));
}

/** Region restriction: the visitor's IP is in a blocked range, or its country is blocked. */
export function isRegionBlocked(region: BrandConfig['region'], ip: string, countryCode: string | null): boolean {
  if (region.blockedCidrs?.length && inCidrs(ip, region.blockedCidrs)) return true;
  return countryCode !== null && (region.blockedCountries ?? []).includes(countryCode);
}

/** SPEC §4: the maintenance flag gives 1; otherwise region restriction gives 2; otherwise 0. */
export function systemStatus(maintenance: boolean, regionBlocked: boolean): StatusCode {
  if (maintenance) return 1;
  if (regionBlocked) return 2;
  return 0;
}

const allCountries = getCountries();

/** The brand's countries in its order (home country first); a brand that lists none offers every country. */
export function countriesFor(c: BrandConfig): Countries {
  const known = new Set<string>(allCountries);
  const codes = c.countries?.length ? c.countries.filter((cc) => known.has(cc)) : [...allCountries].sort();
  return codes.map((cc) => ({ countryCode: cc, countryDialingCode: getCountryCallingCode(cc as CountryCode) }));
}

/** `host:port` or a URL → the bare lower-case host name. */
export function hostnameOf(value: string): string {
  const v = value
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .split('/')[0]!;
  if (v.startsWith('[')) return v.slice(1, v.indexOf(']'));
  return v.split(':')[0]!;
}

/** GET /wps/system/status for a visitor at `location`. */
export function statusOf(brand: Brand, location: Location): SystemStatus {
  return { status: systemStatus(brand.maintenance, isRegionBlocked(brand.config.region, location.ip, location.countryCode)), location };
}

/**
 * A link of the brand's data to its own site (its lite app, decision 0300) as this server serves it:
 * a link at the brand's `siteOrigin` moves to `servedAt` (the server's `linkOrigin`, which outside
 * production takes the port the server listens on), so the demo brands' download address opens on
 * whatever port a run uses. Any other link is left as the brand has it.
 */
export function atServedOrigin(url: string, siteOrigin: string | undefined, servedAt: string | undefined): string {
  if (!siteOrigin || !servedAt || servedAt === siteOrigin || !URL.canParse(url)) return url;
  const u = new URL(url);
  return u.origin === siteOrigin ? `${servedAt}${u.pathname}${u.search}${u.hash}` : url;
}

/** Where this server serves the brand (its `linkOrigin`), or undefined for a brand without a valid siteOrigin. */
export function servedOrigin(app: FastifyInstance, brand: Brand): string | undefined {
  try {
    return app.linkOrigin(brand);
  } catch {
    return undefined;
  }
}

/**
 * GET /wps/system/permission for a visitor at `location`: one function, so the call and the page the
 * server fills in (server/modules/system/site) give the same answer. `servedAt`: servedOrigin's.
 */
export function permissionOf(brand: Brand, location: Location, servedAt?: string): Permission {
  const c = brand.config;
  return {
    whitelabel: whitelabelOf(c),
    register: brand.registerRules,
    resources: (c.resources ?? []).map((r) => ({ ...r, url: atServedOrigin(r.url, c.siteOrigin, servedAt) })),
    customerService: { url: c.customerService?.url ?? null },
    analytics: { gtagId: c.analytics?.gtagId ?? null },
    imageCDNs: c.imageCDNs ?? [],
    launchGameCDNs: c.launchGameCDNs ?? [],
    location,
    settings: brand.settings,
  };
}
