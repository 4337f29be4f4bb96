import type { BrandConfig, Whitelabel } from '../generated/types';
import { lotteryVendorsOf } from './lotteryVendors';

const layoutKeys = ['categories', 'routes', 'sidebar', 'memberPages', 'agentPages'] as const;
export type LayoutKey = (typeof layoutKeys)[number];
export { layoutKeys };

/** A brand config with everything a brand file may leave to config/layout.default.json filled in. */
export type CompleteBrandConfig = BrandConfig & Required<Pick<BrandConfig, LayoutKey>>;

/** The part of a brand config any visitor may read. Domains, region rules and the trees stay on the server. */
export function whitelabelOf(c: CompleteBrandConfig): Whitelabel {
  return {
    id: c.id,
    name: c.name,
    merchant: c.merchant,
    platform: c.platform,
    lotteryType: c.lotteryType,
    device: 'web',
    defaultLang: c.defaultLang,
    supportLanguages: c.supportLanguages,
    timeZone: c.timeZone,
    currency: c.currency,
    theme: c.theme,
    logo: c.logo,
    ...(c.logoDark ? { logoDark: c.logoDark } : {}),
    licences: c.licences,
    minAge: c.minAge,
    loginedToHomePage: c.loginedToHomePage,
    everySignInChecked: c.accounts?.checkEverySignIn ?? false,
    sliderChallenge: c.accounts?.sliderChallenge ?? false,
    prizeModes: c.prizeModes ?? [],
    announcementTypes: c.announcementTypes ?? ['B'],
    lotteryVendors: lotteryVendorsOf(c),
    vendorOrder: c.vendorOrder ?? [],
    categories: c.categories,
    routes: c.routes,
    sidebar: c.sidebar,
    memberPages: c.memberPages,
    agentPages: c.agentPages,
  };
}
