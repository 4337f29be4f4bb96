import { describe, expect, it } from 'vitest';
import bdFile from '../../config/brands/bd.json';
import lumenFile from '../../config/brands/lumen.json';
import layout from '../../config/layout.default.json';
import modulesFile from '../../config/modules.json';
import patternsFile from '../../config/patterns.json';
import rulesFile from '../../config/registration.default.json';
import settingsFile from '../../config/settings.default.json';
import seedVendors from '../../config/seed/vendors.json';
import { brand as validateBrand } from '../generated/validators/config.js';
import type { Category, GameMenus, Patterns, RegistrationRules, SettingsNode, SettingsTree, Whitelabel } from '../generated/types';
import { compile } from './compile';
import { registrationForms } from './runtimeForms';
import { visitorFacts } from './visitorFacts';
import { whitelabelOf, type CompleteBrandConfig } from './whitelabelOf';
import type { CompileInput, Facts, ModuleMap, NavItem } from './runtime';

// The brand as the server serves it: the brand file over the layout defaults, public part only.
function whitelabel(file: unknown): Whitelabel {
  const { categories, routes, sidebar, memberPages, agentPages } = layout;
  const c = { categories, routes, sidebar, memberPages, agentPages, ...(file as object) } as unknown as CompleteBrandConfig;
  expect(validateBrand(c), JSON.stringify(validateBrand.errors)).toBe(true);
  return whitelabelOf(c);
}

const bd = whitelabel(bdFile);
const lumen = whitelabel(lumenFile);
const settings = settingsFile as SettingsTree;
const modules = modulesFile as ModuleMap;
const patterns = (patternsFile as unknown as Patterns).patterns;
const rules = rulesFile as RegistrationRules;

function menusOf(brand: 'bd' | 'lumen', categories: Category[]): GameMenus {
  const seed = seedVendors[brand] as { code: string; name: string; category: Category; isHot: boolean; logo: string }[];
  return categories
    .map((category) => ({
      category,
      vendors: seed
        .filter((v) => v.category === category)
        .map((v, i) => ({
          id: i + 1,
          vassalage: v.code,
          name: v.name,
          gameType: category,
          isHot: v.isHot ? (1 as const) : (0 as const),
          logo: v.logo,
          nodeId: i + 1,
          accountTypeId: 0,
        })),
    }))
    .filter((m) => m.vendors.length > 0);
}

const visitor: Facts = visitorFacts({
  resources: bdFile.resources as Facts['resources'],
  hasCustomerService: true,
  gameMenus: menusOf('bd', bd.categories),
});
const agent: Facts = {
  ...visitor,
  loggedIn: true,
  accountType: 1,
  contract: { divtypereq: 1, dailysalreqtype: 1, contracthoursalreq: 1, realtimesalreqtype: 1 },
  counts: { missionCount: 3, messageCount: 0, rewardCount: 2, promotionCount: 1 },
};

const base: CompileInput = { brand: bd, settings, rules, modules, patterns, facts: visitor };
const run = (over: Partial<CompileInput> = {}) => compile({ ...base, ...over });

/** The settings tree with one module switched off, wherever it sits. */
function switchOff(tree: SettingsTree, modId: string): SettingsTree {
  const walk = (nodes: SettingsNode[]): SettingsNode[] =>
    nodes.map((n) => ({
      ...n,
      ...(n.modId === modId ? { enabled: '0' as const } : {}),
      ...(n.childrenNodes ? { childrenNodes: walk(n.childrenNodes) } : {}),
    }));
  return walk(tree);
}

describe('compile: features', () => {
  it('names every feature of the module map, each by its module', () => {
    const { features } = run();
    expect(Object.keys(features).sort()).toEqual(Object.keys(modules.features).sort());
    expect(Object.values(features).every(Boolean)).toBe(true);
  });

  it.each([
    ['mobileRegistration', false],
    ['mobilePasswordOnRegister', false],
    ['verificationCodeLogin', false],
    ['referral', false],
    ['dividendContract', false],
    ['dailySalary', true],
    ['usernameRegistration', true],
    ['customerService', false],
  ] as const)("Lumen's tree: %s is %s", (feature, on) => {
    expect(run({ settings: lumenFile.settingsTree as SettingsTree }).features[feature]).toBe(on);
  });
});

describe('compile: routes', () => {
  const routes = run().routes;
  const at = (path: string) => routes.find((r) => r.path === path);

  it('gives every path of the route table its own route', () => {
    expect(routes.map((r) => r.path)).toEqual(bd.routes.flatMap((e) => e.paths));
  });

  it.each([
    ['/', 'home', 'full', true, true, 'w_home', null, null, false],
    ['/index.html', 'home', 'full', true, true, 'w_home', null, null, false],
    ['/register', 'home', 'full', true, true, 'w_home', null, 'register', true],
    ['/register.html', 'home', 'full', true, true, 'w_home', null, 'register', true],
    ['/login', 'login', 'full', true, true, null, null, null, true],
    ['/pointMall', 'pointMall', 'full', true, false, 'w_shop', null, null, false],
    ['/live', 'gamesByCategory', 'full', true, true, 'w_live', 'LIVE', null, false],
    ['/cockfight', 'gamesByCategory', 'full', true, true, null, 'COCKFIGHT', null, false],
    ['/lottery', 'lottery', 'headerOnly', false, true, null, 'LOTT', null, false],
    ['/vnlottery', 'vnLottery', 'headerOnly', true, true, null, 'LOTT', null, false],
    ['/lottery/results', 'lotteryResults', 'headerOnly', true, true, null, 'LOTT', null, false],
    ['/lottery/verify', 'lotteryVerify', 'headerOnly', true, true, null, 'LOTT', null, false],
    ['/seamless', 'seamless', 'headerOnly', false, true, null, null, null, false],
    ['/fbsports', 'fbSports', 'headerOnly', true, true, null, 'SPORTS', null, false],
    ['/helpmc', 'help', 'bare', true, true, null, null, null, true],
    // SPEC §2.1 exempts /download from the sign-in guard, not /down.
    ['/down', 'download', 'full', true, true, 'w_down', null, null, false],
    ['/download', 'download', 'full', true, true, 'w_down', null, null, true],
    ['/join', 'join', 'full', true, true, null, null, null, false],
    ['/game', 'gameFrame', 'headerOnly', true, true, null, null, null, false],
  ])('%s → %s', (path, screen, layoutKind, showNavigation, sideMenu, bannerGroup, category, dialog, isPublic) => {
    expect(at(path)).toEqual({ path, screen, layout: layoutKind, showNavigation, sideMenu, bannerGroup, category, dialog, public: isPublic });
  });

  it('makes the guard exceptions public even when the entry does not say so, and lets the first entry own a path', () => {
    const brand: Whitelabel = {
      ...bd,
      routes: [
        { paths: ['/helpmc', '/faq'], screen: 'help', layout: 'bare' },
        { paths: ['/helpmc'], screen: 'other', layout: 'full' },
      ],
    };
    expect(run({ brand }).routes.map((r) => [r.path, r.screen, r.public])).toEqual([
      ['/helpmc', 'help', true],
      ['/faq', 'help', false],
    ]);
  });

  it('leaves out a route whose condition fails', () => {
    const brand: Whitelabel = {
      ...bd,
      routes: [
        { paths: ['/'], screen: 'home', layout: 'full' },
        { paths: ['/vip'], screen: 'vip', layout: 'full', when: { loggedIn: true } },
      ],
    };
    expect(run({ brand }).routes.map((r) => r.path)).toEqual(['/']);
    expect(run({ brand, facts: agent }).routes.map((r) => r.path)).toEqual(['/', '/vip']);
  });
});

describe('compile: guard', () => {
  it.each([
    ['bd', bd, false],
    ['lumen', lumen, true],
  ] as const)('%s: loginRequired %s, and the public paths of SPEC §2.1', (_name, brand, loginRequired) => {
    expect(run({ brand }).guard).toEqual({ loginRequired, publicPaths: ['/register', '/register.html', '/login', '/helpmc', '/download'] });
  });
});

describe('compile: navigation', () => {
  const nav = run().navigation;
  const category = (c: Category) => nav.find((i): i is Extract<NavItem, { kind: 'category' }> => i.kind === 'category' && i.category === c)!;

  it('is home, the categories with vendors in brand order, download and promotions', () => {
    expect(nav.map((i) => (i.kind === 'category' ? i.category : i.kind))).toEqual(['home', 'LIVE', 'SPORTS', 'ESPORTS', 'RNG', 'FISH', 'PVP', 'COCKFIGHT', 'ELOTT', 'LOTT', 'download', 'promotions']);
    expect(nav[0]).toEqual({ kind: 'home', labelKey: 'nav:hd_home', path: '/' });
    expect(nav.at(-2)).toEqual({ kind: 'download', labelKey: 'nav:download', path: '/down' });
    expect(nav.at(-1)).toEqual({ kind: 'promotions', labelKey: 'nav:hd_event', path: '/promotions' });
  });

  it.each<[Category, string, string | null, number, boolean]>([
    ['LIVE', 'nav:hd_live_casino', '/live', 3, false],
    ['SPORTS', 'nav:con_sports', '/sports', 3, false],
    ['ESPORTS', 'nav:compete_game', '/esports', 2, false],
    ['RNG', 'nav:con_rng', '/rng', 6, true],
    ['FISH', 'nav:con_fish', '/fish', 3, false],
    ['PVP', 'nav:hd_pvp', '/pvp', 2, false],
    ['COCKFIGHT', 'nav:in_cockfight_nav', '/cockfight', 1, false],
    ['ELOTT', 'nav:con_elott', '/elott', 1, false],
    ['LOTT', 'nav:con_lott', '/lottery', 2, false],
  ])('%s: %s, page %s, %i vendors, more %s', (c, labelKey, path, count, more) => {
    const item = category(c);
    expect({ labelKey: item.labelKey, path: item.path, count: item.vendors.length, more: item.more }).toEqual({ labelKey, path, count, more });
  });

  it.each<[Category, string, string | null]>([
    ['RNG', 'JILI', '/rng?vendor=JILI'],
    ['FISH', 'JDB', '/fish?vendor=JDB'],
    ['PVP', 'KM', '/pvp?vendor=KM'],
    ['SPORTS', 'FB', '/fbsports'],
    ['SPORTS', 'SBO', null],
    ['LIVE', 'EVO', null],
    ['ESPORTS', 'TF', null],
    ['COCKFIGHT', 'DS88', null],
    ['LOTT', 'MQ_LOTTO', null],
  ])('%s vendor %s goes to %s', (c, code, path) => {
    expect(category(c).vendors.find((v) => v.vassalage === code)?.path).toBe(path);
  });

  it('keeps the vendor as the game menus give it', () => {
    expect(category('LIVE').vendors[0]).toMatchObject({ vassalage: 'EVO', name: 'Evolution', isHot: 1, gameType: 'LIVE' });
  });

  it.each<[string, Category[], Category[], Category[]]>([
    ['cockfight follows PvP whatever the brand order', ['COCKFIGHT', 'LIVE', 'PVP', 'RNG'], ['LIVE', 'PVP', 'COCKFIGHT', 'RNG'], ['COCKFIGHT', 'LIVE', 'PVP', 'RNG']],
    ['cockfight stays where it is without PvP', ['COCKFIGHT', 'LIVE'], ['COCKFIGHT', 'LIVE'], ['COCKFIGHT', 'LIVE']],
    ['a category without vendors is left out', ['LIVE', 'PVP', 'COCKFIGHT'], ['LIVE', 'COCKFIGHT'], ['LIVE', 'COCKFIGHT']],
    ['a category the brand does not list is left out', ['LIVE'], ['LIVE'], ['LIVE', 'RNG']],
  ])('%s', (_name, categories, expected, withVendors) => {
    const brand: Whitelabel = { ...bd, categories };
    const facts = { ...visitor, gameMenus: menusOf('bd', withVendors) };
    expect(run({ brand, facts }).navigation.flatMap((i) => (i.kind === 'category' ? [i.category] : []))).toEqual(expected);
  });

  it("Lumen's order puts cockfight after PvP", () => {
    const facts = { ...visitor, gameMenus: menusOf('lumen', lumen.categories) };
    expect(run({ brand: lumen, facts }).navigation.flatMap((i) => (i.kind === 'category' ? [i.category] : []))).toEqual(['RNG', 'LIVE', 'FISH', 'PVP', 'COCKFIGHT', 'SPORTS', 'LOTT']);
  });

  it('links only to pages the route table serves', () => {
    const brand: Whitelabel = {
      ...bd,
      routes: bd.routes.filter((e) => !e.paths.some((p) => ['/fish', '/fbsports', '/down'].includes(p))) as Whitelabel['routes'],
    };
    const n = run({ brand }).navigation;
    const fish = n.find((i): i is Extract<NavItem, { kind: 'category' }> => i.kind === 'category' && i.category === 'FISH')!;
    const sports = n.find((i): i is Extract<NavItem, { kind: 'category' }> => i.kind === 'category' && i.category === 'SPORTS')!;
    expect(fish.path).toBeNull();
    expect(fish.vendors.every((v) => v.path === null)).toBe(true);
    expect(sports.vendors.find((v) => v.vassalage === 'FB')!.path).toBeNull();
    expect(n.some((i) => i.kind === 'download')).toBe(false);
  });

  it('is home, download and promotions when no category has vendors', () => {
    expect(run({ facts: { ...visitor, gameMenus: [] } }).navigation.map((i) => i.kind)).toEqual(['home', 'download', 'promotions']);
  });

  it('leaves download out until the brand has an app to download', () => {
    const social = (bdFile.resources as Facts['resources']).filter((r) => !['android', 'ios', 'lite'].includes(r.resourceType));
    expect(run({ facts: { ...visitor, gameMenus: [], resources: social } }).navigation.map((i) => i.kind)).toEqual(['home', 'promotions']);
    expect(run({ facts: { ...visitor, gameMenus: [], resources: [...social, { resourceType: 'android', url: 'not an address' }] } }).navigation.map((i) => i.kind)).toEqual(['home', 'promotions']);
  });
});

describe('compile: side bar', () => {
  it.each<[string, Partial<Facts>, SettingsTree, string[]]>([
    ['everything there', {}, settings, ['facebook', 'youtube', 'telegram', 'promotions', 'customerService', 'referral']],
    ['no resources', { resources: [] }, settings, ['promotions', 'customerService', 'referral']],
    ['no customer-service address', { hasCustomerService: false }, settings, ['facebook', 'youtube', 'telegram', 'promotions', 'referral']],
    ['customer-service module off', {}, switchOff(settings, 'CUSTSERV3'), ['facebook', 'youtube', 'telegram', 'promotions', 'referral']],
    ['referral module off', {}, switchOff(settings, 'AFFMAN3'), ['facebook', 'youtube', 'telegram', 'promotions', 'customerService']],
  ])('%s', (_name, facts, tree, expected) => {
    expect(run({ facts: { ...visitor, ...facts }, settings: tree }).sidebar).toEqual(expected);
  });
});

describe('compile: member and agent centres', () => {
  it.each<[string, Partial<Facts>, boolean, boolean]>([
    ['visitor', {}, false, false],
    ['member (type 3)', { loggedIn: true, accountType: 3 }, true, false],
    ['member whose type is not loaded yet', { loggedIn: true, accountType: null }, true, false],
    ['trial account (type 4)', { loggedIn: true, accountType: 4 }, false, false],
    ['agent type 1', { loggedIn: true, accountType: 1 }, true, true],
    ['agent type 2', { loggedIn: true, accountType: 2 }, true, true],
    ['agent type 41', { loggedIn: true, accountType: 41 }, true, true],
    ['agent type 42', { loggedIn: true, accountType: 42 }, true, true],
    ['agent type without a session', { loggedIn: false, accountType: 1 }, false, false],
  ])('%s: member %s, agent %s', (_name, facts, member, agentVisible) => {
    const r = run({ facts: { ...visitor, ...facts } });
    expect([r.member.visible, r.agent.visible]).toEqual([member, agentVisible]);
    expect([r.member.defaultPage, r.agent.defaultPage]).toEqual(['securityCenter', 'agentTeamOverview']);
  });

  it('lists the member pages with a badge only for a count above 0', () => {
    expect(run({ facts: agent }).member.menu).toEqual(
      bd.memberPages.map((p) => ({
        key: p.key,
        labelKey: p.labelKey,
        badge: ({ missionLeaderboard: 3, rewardCenter: 2 } as Record<string, number>)[p.key] ?? null,
      })),
    );
  });

  it('counts on the avatar the promotions the member may take and their unread messages (SPEC §2.3), none for a visitor', () => {
    expect(run({ facts: agent }).member.avatarCount).toBe(1);
    expect(run({ facts: { ...agent, counts: { ...agent.counts, messageCount: 4 } } }).member.avatarCount).toBe(5);
    expect(run().member.avatarCount).toBe(0);
  });

  it.each<[string, Facts['contract'], string[]]>([
    ['every contract', agent.contract, ['agentDividendRecordCopy2', 'agentDailyWages2', 'agentHourSalary', 'agentRealtimeSalary']],
    ['no contract info', null, []],
    ['daily wage only', { dailysalreqtype: 1, divtypereq: 0 }, ['agentDailyWages2']],
  ])('agent pages with %s: the eight fixed ones, then %j', (_name, contract, extra) => {
    const keys = run({ facts: { ...agent, contract } }).agent.menu.map((e) => e.key);
    expect(keys).toEqual([
      'agentAnnouncement',
      'agentTeamOverview',
      'registerCenter',
      'downlineManagmentView',
      'personalHistoryCopy',
      'palStatementsAgentCopy',
      'agentRevenueReport',
      'agentDownlineTransactionDetailsCopy',
      ...extra,
    ]);
  });
});

describe('compile: login and registration', () => {
  it.each<[string, SettingsTree, Array<'username' | 'sms'>, boolean, boolean]>([
    ['everything on', settings, ['username', 'sms'], true, true],
    ['username registration off', switchOff(settings, 'USERNAMEREG3'), ['username', 'sms'], false, true],
    ['mobile registration off', switchOff(settings, 'MOBILENUMREG3'), ['username', 'sms'], true, false],
    ['registration off', switchOff(settings, 'REG3'), ['username', 'sms'], false, false],
    ['verification-code login off', switchOff(settings, 'VERIFICATION3'), ['username'], true, true],
    ['the whole sign-in group off', switchOff(settings, 'LOGIN3'), ['username'], true, true],
  ])('%s', (_name, tree, types, username, mobile) => {
    const r = run({ settings: tree });
    expect(r.login.types).toEqual(types);
    expect([registrationForms(r).username !== null, registrationForms(r).mobile !== null]).toEqual([username, mobile]);
  });

  it('builds the tabs from the rules, the features and the brand', () => {
    const r = run({ brand: { ...bd, minAge: 21 } });
    expect(registrationForms(r).username!.fields.map((f) => f.name)).toEqual(['username', 'password', 'confirmPassword', 'affiliateCode', 'captcha', 'agree']);
    expect(registrationForms(r).mobile!.fields.map((f) => f.name)).toEqual(['mobileNum', 'verificationCode', 'password', 'confirmPassword', 'captcha', 'agree']);
    expect(registrationForms(r).username!.fields.at(-1)!.message.params).toEqual({ age: 21 });
  });

  it('offers only the password with its code on a brand that asks two factors at every sign-in', () => {
    const noMobilePassword = switchOff(settings, 'MOBPASSREG3');
    const usual = run({ settings: noMobilePassword });
    expect([usual.login.types, usual.login.remember]).toEqual([['username', 'sms'], true]);
    expect(registrationForms(usual).mobile!.fields.map((f) => f.name)).not.toContain('password');

    const strict = run({ brand: { ...bd, everySignInChecked: true }, settings: noMobilePassword });
    expect([strict.login.types, strict.login.remember]).toEqual([['username'], false]);
    // Whoever registers by number can sign in afterwards: by password, with a code.
    expect(registrationForms(strict).mobile!.fields.map((f) => f.name)).toEqual(['mobileNum', 'verificationCode', 'password', 'confirmPassword', 'captcha', 'agree']);
  });

  it('hands the brand through unchanged', () => {
    expect(run().brand).toBe(bd);
  });
});

// One switch in the settings tree, and every entry that needs the module goes (ARCHITECTURE.md).
describe('compile: switching a module off', () => {
  const hasRegister = (r: ReturnType<typeof run>) =>
    // Switched off, /register stays, as the page that says registration is closed.
    r.routes.some((x) => x.dialog === 'register' || (x.path === '/register' && x.screen !== 'registrationClosed')) || registrationForms(r).username !== null || registrationForms(r).mobile !== null;
  it.each<[string, (r: ReturnType<typeof run>) => boolean]>([
    ['REG3', hasRegister],
    ['VERIFICATION3', (r) => r.login.types.includes('sms')],
    ['AFFMAN3', (r) => r.sidebar.includes('referral')],
    ['SIGNCONDIV3', (r) => r.agent.menu.some((e) => e.key === 'agentDividendRecordCopy2')],
  ])('%s removes what needs it', (modId, present) => {
    expect(present(run({ facts: agent }))).toBe(true);
    expect(present(run({ facts: agent, settings: switchOff(settings, modId) }))).toBe(false);
  });

  it('REG3 off leads /register to the page that says registration is closed, open to visitors', () => {
    const r = run({ facts: visitor, settings: switchOff(settings, 'REG3') });
    expect(r.routes.filter((x) => x.path.startsWith('/register')).map(({ path, screen, dialog, public: open }) => ({ path, screen, dialog, open }))).toEqual([
      { path: '/register', screen: 'registrationClosed', dialog: null, open: true },
      { path: '/register.html', screen: 'registrationClosed', dialog: null, open: true },
    ]);
  });

  it('AFFMAN3 also takes the join page and the invite-friends page', () => {
    const r = run({ facts: agent, settings: switchOff(settings, 'AFFMAN3') });
    expect(r.routes.some((x) => x.path === '/join')).toBe(false);
    expect(r.member.menu.some((e) => e.key === 'referral')).toBe(false);
  });

  it('a parent switched off takes its children with it', () => {
    const r = run({ facts: agent, settings: switchOff(settings, 'AGENT3') });
    expect(r.sidebar.includes('referral')).toBe(false);
    expect(r.agent.menu.map((e) => e.key)).not.toContain('agentDailyWages2');
  });
});
