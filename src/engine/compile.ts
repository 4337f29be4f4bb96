import type { Category, Condition, FeatureName, GameVendor, MenuEntry } from '../generated/types';
import { isAgent, isTrialAccount } from './accountType';
import { categoryLabelKey } from './categoryLabelKey';
import { evaluate, type ConditionContext } from './conditions';
import { menuOrder } from './menuOrder';
import { isModuleOn } from './moduleSwitch';
import type { ModuleId } from '../generated/calls';
import { isAddress } from './moduleSetup';
import type { CompiledMenuEntry, CompiledRoute, CompileInput, Facts, NavItem, NavVendor, Runtime } from './runtime';

/** SPEC §2.1: the header's navigation row is hidden here. */
const withoutNavigation = ['/seamless', '/lottery'];
/** SPEC §2.1: reachable without a session even when loginedToHomePage is on. */
const guardExceptions = ['/login', '/register', '/register.html', '/helpmc', '/download'];

/** Whether a route stays open to visitors when the brand's loginedToHomePage sends them to sign in. */
export const isPublicRoute = (entry: { public?: boolean | undefined }, path: string) => entry.public === true || guardExceptions.includes(path);
const navVendorLimit = 6;

type Holds = (entry: { when?: Condition }) => boolean;

// Every category opens its own lobby, e-sports and cockfight included, so the navigation's entry
// is a page a player can come back to, not a drop-down of one vendor (decision 0302).
const categoryPaths: Record<Category, string | null> = {
  LIVE: '/live',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  RNG: '/rng',
  FISH: '/fish',
  PVP: '/pvp',
  COCKFIGHT: '/cockfight',
  ELOTT: '/elott',
  LOTT: '/lottery',
};

/** Categories whose vendors are chosen on the category's own page rather than launched. */
const pickOnPage: Category[] = ['FISH', 'RNG', 'PVP'];

/**
 * Everything the shell draws, from the brand, its settings tree, its registration rules and the
 * facts about the visitor. Pure: the same input gives the same Runtime in the browser and on the
 * server, so an entry hidden here is also refused there.
 */
export function compile(input: CompileInput): Runtime {
  const { brand, facts } = input;
  const features = featuresOf(input);
  const ctx: ConditionContext = { features, facts };
  const holds: Holds = (entry) => entry.when === undefined || evaluate(entry.when, ctx);

  const routes = compileRoutes(input, holds);
  const paths = new Set(routes.map((r) => r.path));

  return {
    brand,
    features,
    routes,
    navigation: navigation(brand.categories, facts, paths),
    sidebar: brand.sidebar.filter(holds).map((e) => e.key),
    member: {
      // SPEC §6: a trial account sees neither centre, an agent both.
      visible: facts.loggedIn && !isTrialAccount(facts.accountType),
      defaultPage: 'securityCenter',
      menu: menu(brand.memberPages, holds, facts),
      avatarCount: facts.counts.promotionCount + facts.counts.messageCount,
    },
    agent: {
      visible: facts.loggedIn && isAgent(facts.accountType),
      defaultPage: 'agentTeamOverview',
      menu: menu(brand.agentPages, holds, facts),
    },
    guard: { loginRequired: brand.loginedToHomePage, publicPaths: routes.filter((r) => r.public).map((r) => r.path) },
    login: {
      // A code texted to the phone is one factor, and a remember token stands for a sign-in without
      // asking again: a brand that asks two at every sign-in offers neither (ASVS 6.3.4).
      types: features.verificationCodeLogin && !brand.everySignInChecked ? ['username', 'sms'] : ['username'],
      remember: !brand.everySignInChecked,
    },
    formRules: { rules: input.rules, patterns: input.patterns, minAge: input.brand.minAge, passwordAlways: input.brand.everySignInChecked },
  };
}

function featuresOf({ modules, settings }: CompileInput): Record<FeatureName, boolean> {
  const out = {} as Record<FeatureName, boolean>;
  for (const [name, modId] of Object.entries(modules.features) as [FeatureName, ModuleId][]) out[name] = isModuleOn(settings, modId);
  return out;
}

function compileRoutes({ brand }: CompileInput, holds: Holds): CompiledRoute[] {
  const out: CompiledRoute[] = [];
  const seen = new Set<string>();
  for (const routeEntry of brand.routes) {
    // Registration switched off still answers its address, with a page that says it is closed and
    // offers the sign-in, rather than "page not found".
    const on = holds(routeEntry);
    const closed = !on && routeEntry.dialog === 'register';
    if (!on && !closed) continue;
    const entry: typeof routeEntry = closed ? { paths: routeEntry.paths, screen: 'registrationClosed', layout: routeEntry.layout, public: true } : routeEntry;
    for (const path of entry.paths) {
      // The first entry that claims a path owns it, as a router matches the first route.
      if (seen.has(path)) continue;
      seen.add(path);
      out.push({
        path,
        screen: entry.screen,
        layout: entry.layout,
        showNavigation: !withoutNavigation.includes(path),
        sideMenu: entry.sideMenu ?? true,
        bannerGroup: entry.bannerGroup ?? null,
        category: entry.category ?? null,
        dialog: entry.dialog ?? null,
        public: isPublicRoute(entry, path),
      });
    }
  }
  return out;
}

/**
 * SPEC §2.3: home, one item per category that has vendors, download, promotions. A link is only
 * made to a path the route table serves; a category whose page is switched off still offers its
 * vendors, which then launch directly.
 */
function navigation(categories: Category[], facts: Facts, paths: Set<string>): NavItem[] {
  const served = (path: string | null) => (path !== null && paths.has(path) ? path : null);
  const vendorsOf = new Map<Category, GameVendor[]>();
  for (const menu of facts.gameMenus) if (menu.vendors.length > 0) vendorsOf.set(menu.category, menu.vendors);

  const shown = menuOrder(categories.filter((c) => vendorsOf.has(c)));

  const items: NavItem[] = [{ kind: 'home', labelKey: 'nav:hd_home', path: '/' }];
  for (const category of shown) {
    const vendors = vendorsOf.get(category)!;
    items.push({
      kind: 'category',
      category,
      labelKey: categoryLabelKey(category),
      path: served(categoryPaths[category]),
      vendors: vendors.slice(0, navVendorLimit).map((v): NavVendor => ({ ...v, path: vendorPath(v, served) })),
      more: vendors.length > navVendorLimit,
    });
  }
  // Download only with an app to download: a page of no links is an entry switched on without its setup.
  if (paths.has('/down') && hasAppLink(facts)) items.push({ kind: 'download', labelKey: 'nav:download', path: '/down' });
  if (paths.has('/promotions')) items.push({ kind: 'promotions', labelKey: 'nav:hd_event', path: '/promotions' });
  return items;
}

/** The apps the download page offers (renderers/screens/download.tsx): one with an address is enough. */
const appResources = new Set(['android', 'ios', 'lite']);
const hasAppLink = (facts: Facts) => facts.resources.some((r) => appResources.has(r.resourceType) && isAddress(r.url));

/** Where choosing a vendor goes: its category's page with the vendor picked, FB's own page, or null to launch. */
function vendorPath(vendor: GameVendor, served: (path: string | null) => string | null): string | null {
  if (pickOnPage.includes(vendor.gameType)) {
    const page = served(`/${vendor.gameType.toLowerCase()}`);
    return page && `${page}?vendor=${encodeURIComponent(vendor.vassalage)}`;
  }
  if (vendor.gameType === 'SPORTS' && vendor.vassalage === 'FB') return served('/fbsports');
  return null;
}

function menu(entries: MenuEntry[], holds: Holds, facts: Facts): CompiledMenuEntry[] {
  return entries.filter(holds).map((e) => {
    const count = e.badge ? facts.counts[e.badge] : 0;
    return { key: e.key, labelKey: e.labelKey, badge: count > 0 ? count : null };
  });
}
