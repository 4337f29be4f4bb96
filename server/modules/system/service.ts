import ipaddr from 'ipaddr.js';
import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js';
import type { BrandConfig, Countries, Location, Permission, SystemStatus } from '../../../src/generated/types';
import { whitelabelOf } from '../../../src/engine/whitelabelOf';
import type { Brand } from '../../brands/store';

export type StatusCode = SystemStatus['status'];

/** Whether an address falls in a CIDR range; a malformed address or range never matches. */
export function inCidr(ip: string, cidr: string): boolean {
  try {
    const addr = ipaddr.process(ip);
    const [range, bits] = ipaddr.parseCIDR(cidr);
    return addr.kind() === range.kind() && addr.match(range, bits);
  } catch {
    return false;
  }
}

/** Region restriction: the visitor's IP is in a blocked range, or its country is blocked. */
export function isRegionBlocked(region: BrandConfig['region'], ip: string, countryCode: string | null): boolean {
  if ((region.blockedCidrs ?? []).some((c) => inCidr(ip, c))) return true;
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
  const v = value.trim().toLowerCase().replace(/^[a-z]+:\/\//, '').split('/')[0]!;
  if (v.startsWith('[')) return v.slice(1, v.indexOf(']'));
  return v.split(':')[0]!;
}

/** GET /wps/system/status for a visitor at `location`. */
export function statusOf(brand: Brand, location: Location): SystemStatus {
  return { status: systemStatus(brand.maintenance, isRegionBlocked(brand.config.region, location.ip, location.countryCode)), location };
}

/**
 * GET /wps/system/permission for a visitor at `location`: one function, so the call and the page the
 * server fills in (server/modules/site) give the same answer.
 */
export function permissionOf(brand: Brand, location: Location): Permission {
  const c = brand.config;
  return {
    whitelabel: whitelabelOf(c),
    register: brand.registerRules,
    resources: c.resources ?? [],
    customerService: c.customerService ? { url: c.customerService.url } : null,
    analytics: { gtagId: c.analytics?.gtagId ?? null },
    imageCDNs: c.imageCDNs ?? [],
    launchGameCDNs: c.launchGameCDNs ?? [],
    location,
    settings: brand.settings,
  };
}
