import { afterEach, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { listMigrations, migrate, migrationsDir, MigrationError } from './migrate';
import { freshDatabase, engine, type FreshDatabase } from '../../tests/helpers/freshDatabase';
import type { Database } from './open';

const all = listMigrations();
let fresh: FreshDatabase | undefined;
afterEach(async () => {
  await fresh?.dispose();
  fresh = undefined;
});

const tables = async (d: Database) => (await sql<{ t: string }>`select table_name as t from information_schema.tables where table_schema = 'public' order by 1`.execute(d.db)).rows.map((r) => r.t);

describe(`migrations on ${engine}`, () => {
  it('take an empty database to the latest, each once', async () => {
    fresh = await freshDatabase();
    expect(await migrate(fresh.database)).toEqual(all);
    expect(await migrate(fresh.database)).toEqual([]);
    const recorded = await fresh.database.db.selectFrom('schema_migrations').select('name').orderBy('name').execute();
    expect(recorded.map((r) => r.name)).toEqual(all);
  });

  // Every earlier version, in one database taken up a version at a time: each step is the runner
  // resuming a database stopped there, and the brand row written at each version must live through
  // every migration after it. One chain, not a database per stop migrated from empty: the same
  // cases, at the cost of one run of the migrations rather than of one for each.
  it('take a database stopped at any earlier version to the latest, keeping the rows each version wrote', async () => {
    fresh = await freshDatabase();
    const db = fresh.database.db;
    const written: string[] = [];
    let at = '';
    for (const stop of all.slice(0, -1)) {
      expect(await migrate(fresh.database, { upTo: stop }), stop).toEqual(all.filter((m) => m > at && m <= stop));
      at = stop;
      const id = `old${written.length}`;
      await sql`insert into brands (id, domains, config, settings, register_rules) values (${id}, ${`{${id}.test}`}, '{}', '[]', '{}')`.execute(db);
      written.push(id);
    }
    expect(await migrate(fresh.database)).toEqual(all.slice(-1));
    expect(await tables(fresh.database)).toEqual(expect.arrayContaining(['brands', 'banners', 'rsa_keys', 'geo_ip_ranges', 'dev_outbox']));
    const kept = await db.selectFrom('brands').select('id').execute();
    expect(kept.map((r) => r.id).sort()).toEqual([...written].sort());
  });

  it('keep content written before it was per language, under its brand default language', async () => {
    fresh = await freshDatabase();
    await migrate(fresh.database, { upTo: '010_cache_notify.sql' });
    const db = fresh.database.db;
    await sql`insert into brands (id, domains, config, settings, register_rules) values
      ('b1', '{b1.test}', '{"defaultLang": "bn"}', '[]', '{}'), ('b2', '{b2.test}', '{"defaultLang": "en"}', '[]', '{}')`.execute(db);
    await sql`insert into notices (brand_id, title, content) values ('b1', 'নোটিশ', '<p>লেখা</p>'), ('b2', 'Notice', '<p>Text</p>')`.execute(db);
    await sql`insert into announcements (brand_id, type, title, content) values ('b2', 'B', 'Hi', 'Hello')`.execute(db);
    const { rows } = await sql<{ id: number }>`insert into help_categories (brand_id, title) values ('b1', 'অ্যাকাউন্ট') returning id`.execute(db);
    await sql`insert into help_articles (category_id, title, content) values (${rows[0]!.id}, 'প্রশ্ন', 'উত্তর')`.execute(db);
    await migrate(fresh.database);
    const notices = await db.selectFrom('notices').select(['brand_id', 'title', 'content']).orderBy('brand_id').execute();
    expect(notices).toEqual([
      { brand_id: 'b1', title: { bn: 'নোটিশ' }, content: { bn: '<p>লেখা</p>' } },
      { brand_id: 'b2', title: { en: 'Notice' }, content: { en: '<p>Text</p>' } },
    ]);
    expect(await db.selectFrom('announcements').select(['title', 'content']).execute()).toEqual([{ title: { en: 'Hi' }, content: { en: 'Hello' } }]);
    expect(await db.selectFrom('help_categories').select('title').execute()).toEqual([{ title: { bn: 'অ্যাকাউন্ট' } }]);
    expect(await db.selectFrom('help_articles').select(['title', 'content']).execute()).toEqual([{ title: { bn: 'প্রশ্ন' }, content: { bn: 'উত্তর' } }]);
  });

  it('move the one-member messages of 029 into the inbox, in their brand default language, with a receipt where read', async () => {
    fresh = await freshDatabase();
    await migrate(fresh.database, { upTo: '049_desk_notices.sql' });
    const db = fresh.database.db;
    await sql`insert into brands (id, domains, config, settings, register_rules) values ('b1', '{b1.test}', '{"defaultLang": "en"}', '[]', '{}')`.execute(db);
    await sql`insert into members (brand_id, account, password_hash) values ('b1', 'player01', 'x')`.execute(db);
    await sql`insert into member_messages (member_id, title, body, read_at) select id, 'Read', 'Opened', now() from members`.execute(db);
    await sql`insert into member_messages (member_id, title, body) select id, 'New', 'Not yet' from members`.execute(db);
    await migrate(fresh.database);
    const rows = await db
      .selectFrom('messages as m')
      .leftJoin('message_receipts as r', 'r.message_id', 'm.id')
      .select(['m.audience', 'm.kind', 'm.title', 'm.body', 'r.read_at'])
      .orderBy('m.id')
      .execute();
    expect(rows.map((r) => ({ ...r, read_at: r.read_at !== null }))).toEqual([
      { audience: 'member', kind: 'operator', title: { en: 'Read' }, body: { en: 'Opened' }, read_at: true },
      { audience: 'member', kind: 'operator', title: { en: 'New' }, body: { en: 'Not yet' }, read_at: false },
    ]);
    expect(await tables(fresh.database)).not.toContain('member_messages');
  });

  it("keep banners per language: an operator's picture under its brand default, the demo's old SVG as its drawn pictures", async () => {
    fresh = await freshDatabase();
    await migrate(fresh.database, { upTo: '011_content_languages.sql' });
    const db = fresh.database.db;
    await sql`insert into brands (id, domains, config, settings, register_rules) values
      ('b1', '{b1.test}', '{"defaultLang": "en", "supportLanguages": ["en", "bn"]}', '[]', '{}')`.execute(db);
    await sql`insert into banners (brand_id, group_name, image_url, sort) values
      ('b1', 'w_home', 'https://cdn.test/summer.jpg', 0), ('b1', 'w_home', '/seed/banners/b1-w_home-2.svg', 1)`.execute(db);
    await migrate(fresh.database);
    expect(await db.selectFrom('banners').select(['image', 'width', 'height']).orderBy('sort').execute()).toEqual([
      { image: { en: 'https://cdn.test/summer.jpg' }, width: null, height: null },
      { image: { en: '/seed/banners/b1-w_home-2.en.webp', bn: '/seed/banners/b1-w_home-2.bn.webp' }, width: 1200, height: 320 },
    ]);
  });

  it('raise a stored password rule to the floor, keeping what it asked above it, and leave other rules alone', async () => {
    fresh = await freshDatabase();
    await migrate(fresh.database, { upTo: '035_operator_last_sign_in.sql' });
    const db = fresh.database.db;
    const strong = { enabled: true, required: true, acceptedPattern: '^(?=.*[A-Z]).+$', patternId: 'strongPassword', minLength: 10, maxLength: 32 };
    const username = { enabled: true, required: true, patternId: 'letterThenAlnum', minLength: 4, maxLength: 16 };
    await sql`insert into brands (id, domains, config, settings, register_rules) values
      ('b1', '{b1.test}', '{}', '[]', ${JSON.stringify({ password: strong, username })}::jsonb),
      ('b2', '{b2.test}', '{}', '[]', ${JSON.stringify({ password: { enabled: true, required: true, minLength: 6 } })}::jsonb),
      ('b3', '{b3.test}', '{}', '[]', '{}')`.execute(db);
    await sql`insert into brand_drafts (brand_id, register_rules, operator_name) values ('b1', ${JSON.stringify({ password: strong })}::jsonb, 'admin')`.execute(db);
    await migrate(fresh.database);
    const rules = Object.fromEntries((await db.selectFrom('brands').select(['id', 'register_rules']).orderBy('id').execute()).map((r) => [r.id, r.register_rules]));
    expect(rules).toEqual({
      b1: { password: { enabled: true, required: true, patternId: 'anyChars', minLength: 10, maxLength: 64 }, username },
      b2: { password: { enabled: true, required: true, minLength: 8 } },
      b3: {},
    });
    expect((await db.selectFrom('brand_drafts').select('register_rules').executeTakeFirstOrThrow()).register_rules).toEqual({
      password: { enabled: true, required: true, patternId: 'anyChars', minLength: 10, maxLength: 64 },
    });
  });

  it('take the public flag off a stored route entry with /down, leaving the others and their order alone', async () => {
    fresh = await freshDatabase();
    await migrate(fresh.database, { upTo: '038_identity_code.sql' });
    const db = fresh.database.db;
    const help = { paths: ['/helpmc'], screen: 'help', layout: 'bare', public: true };
    const down = { paths: ['/down', '/download'], screen: 'download', layout: 'full', bannerGroup: 'w_down' };
    const join = { paths: ['/join'], screen: 'join', layout: 'full' };
    const routes = [help, { ...down, public: true }, join];
    await sql`insert into brands (id, domains, config, settings, register_rules) values
      ('b1', '{b1.test}', ${JSON.stringify({ routes })}::jsonb, '[]', '{}'), ('b2', '{b2.test}', '{}', '[]', '{}')`.execute(db);
    await sql`insert into brand_drafts (brand_id, config, operator_name) values ('b1', ${JSON.stringify({ name: 'Draft', routes })}::jsonb, 'admin')`.execute(db);
    await migrate(fresh.database);
    const configs = Object.fromEntries((await db.selectFrom('brands').select(['id', 'config']).orderBy('id').execute()).map((r) => [r.id, r.config]));
    expect(configs).toEqual({ b1: { routes: [help, down, join] }, b2: {} });
    expect((await db.selectFrom('brand_drafts').select('config').executeTakeFirstOrThrow()).config).toEqual({ name: 'Draft', routes: [help, down, join] });
  });

  it('give a stored brand and its draft the origin its links opened at for a foreign host, and a brand of this machine the demo port', async () => {
    fresh = await freshDatabase();
    // Stopped just before it, whatever the migrations beside it are numbered.
    await migrate(fresh.database, { upTo: all[all.indexOf('041_site_origin.sql') - 1]! });
    const db = fresh.database.db;
    const brand = (id: string, domains: string[], more: object = {}) => JSON.stringify({ id, domains, ...more });
    await sql`insert into brands (id, domains, config, settings, register_rules) values
      ('live', '{play.example.com,www.play.example.com}', ${brand('live', ['play.example.com', 'www.play.example.com'])}::jsonb, '[]', '{}'),
      ('bd', '{localhost,127.0.0.1}', ${brand('bd', ['localhost', '127.0.0.1'])}::jsonb, '[]', '{}'),
      ('lumen', '{lumen.localhost}', ${brand('lumen', ['lumen.localhost'])}::jsonb, '[]', '{}'),
      ('set', '{set.example.com}', ${brand('set', ['set.example.com'], { siteOrigin: 'https://set.example.com:8443' })}::jsonb, '[]', '{}'),
      ('bare', '{bare.test}', '{}', '[]', '{}')`.execute(db);
    await sql`insert into brand_drafts (brand_id, config, operator_name) values
      ('live', ${brand('live', ['www.play.example.com'])}::jsonb, 'admin'), ('bd', null, 'admin')`.execute(db);
    await migrate(fresh.database);
    const origins = Object.fromEntries((await db.selectFrom('brands').select(['id', 'config']).execute()).map((r) => [r.id, (r.config as { siteOrigin?: string }).siteOrigin ?? null]));
    expect(origins).toEqual({ live: 'https://play.example.com', bd: 'http://localhost:8080', lumen: 'http://lumen.localhost:8080', set: 'https://set.example.com:8443', bare: null });
    const drafts = Object.fromEntries((await db.selectFrom('brand_drafts').select(['brand_id', 'config']).execute()).map((r) => [r.brand_id, r.config]));
    expect(drafts).toEqual({ live: { id: 'live', domains: ['www.play.example.com'], siteOrigin: 'https://www.play.example.com' }, bd: null });
  });

  it('give a stored brand and its draft the missions module under member services, switched off, and its page entry the module rule', async () => {
    fresh = await freshDatabase();
    await migrate(fresh.database, { upTo: all[all.indexOf('055_missions.sql') - 1]! });
    const db = fresh.database.db;
    const tree = [
      { modId: 'GAMES3', enabled: '1' },
      { modId: 'MEMBER3', enabled: '1', childrenNodes: [{ modId: 'INBOX3', enabled: '1' }] },
    ];
    const pages = [
      { key: 'referral', labelKey: 'member:referral' },
      { key: 'missionLeaderboard', labelKey: 'member:missionLeaderboard', badge: 'missionCount' },
    ];
    const already = [{ modId: 'MEMBER3', enabled: '1', childrenNodes: [{ modId: 'MISSION3', enabled: '1' }] }];
    await sql`insert into brands (id, domains, config, settings, register_rules) values
      ('old', '{old.test}', ${JSON.stringify({ memberPages: pages })}::jsonb, ${JSON.stringify(tree)}::jsonb, '{}'),
      ('set', '{set.test}', '{}', ${JSON.stringify(already)}::jsonb, '{}'),
      ('flat', '{flat.test}', '{}', ${JSON.stringify([{ modId: 'GAMES3', enabled: '1' }])}::jsonb, '{}')`.execute(db);
    await sql`insert into brand_drafts (brand_id, config, settings, operator_name) values ('old', ${JSON.stringify({ memberPages: pages })}::jsonb, ${JSON.stringify(tree)}::jsonb, 'admin')`.execute(
      db,
    );
    await migrate(fresh.database, { upTo: '055_missions.sql' });
    const rows = Object.fromEntries((await db.selectFrom('brands').select(['id', 'config', 'settings']).execute()).map((r) => [r.id, r]));
    const withModule = [
      tree[0],
      {
        ...tree[1],
        childrenNodes: [
          { modId: 'INBOX3', enabled: '1' },
          { modId: 'MISSION3', enabled: '0' },
        ],
      },
    ];
    const withRule = [pages[0], { ...pages[1], when: { feature: 'missions' } }];
    expect(rows.old).toMatchObject({ settings: withModule, config: { memberPages: withRule } });
    expect(rows.set!.settings).toEqual(already);
    expect(rows.flat!.settings).toEqual([{ modId: 'GAMES3', enabled: '1' }]);
    const draft = await db.selectFrom('brand_drafts').select(['config', 'settings']).executeTakeFirstOrThrow();
    expect(draft).toEqual({ settings: withModule, config: { memberPages: withRule } });
  });

  it('give a stored brand and its draft the rebate module under member services, switched off, and its page entry the module rule; the bets a claim counts', async () => {
    fresh = await freshDatabase();
    await migrate(fresh.database, { upTo: all[all.indexOf('059_rebates.sql') - 1]! });
    const db = fresh.database.db;
    const tree = [
      { modId: 'GAMES3', enabled: '1' },
      { modId: 'MEMBER3', enabled: '1', childrenNodes: [{ modId: 'VIP3', enabled: '1' }] },
    ];
    const pages = [
      { key: 'referral', labelKey: 'member:referral' },
      { key: 'manualRebate', labelKey: 'member:manualRebate' },
    ];
    const already = [{ modId: 'MEMBER3', enabled: '1', childrenNodes: [{ modId: 'REBATE3', enabled: '1' }] }];
    await sql`insert into brands (id, domains, config, settings, register_rules) values
      ('old', '{old.test}', ${JSON.stringify({ memberPages: pages })}::jsonb, ${JSON.stringify(tree)}::jsonb, '{}'),
      ('set', '{set.test}', '{}', ${JSON.stringify(already)}::jsonb, '{}')`.execute(db);
    await sql`insert into brand_drafts (brand_id, config, settings, operator_name) values ('old', ${JSON.stringify({ memberPages: pages })}::jsonb, ${JSON.stringify(tree)}::jsonb, 'admin')`.execute(
      db,
    );
    await migrate(fresh.database, { upTo: '059_rebates.sql' });
    const rows = Object.fromEntries((await db.selectFrom('brands').select(['id', 'config', 'settings']).execute()).map((r) => [r.id, r]));
    const withModule = [
      tree[0],
      {
        ...tree[1],
        childrenNodes: [
          { modId: 'VIP3', enabled: '1' },
          { modId: 'REBATE3', enabled: '0' },
        ],
      },
    ];
    const withRule = [pages[0], { ...pages[1], when: { feature: 'rebate' } }];
    expect(rows.old).toMatchObject({ settings: withModule, config: { memberPages: withRule } });
    expect(rows.set!.settings).toEqual(already);
    const draft = await db.selectFrom('brand_drafts').select(['config', 'settings']).executeTakeFirstOrThrow();
    expect(draft).toEqual({ settings: withModule, config: { memberPages: withRule } });
    // Bets stored before the migration are there to claim: none is marked as counted.
    const marked = await sql<{ n: number }>`select count(*)::int as n from bets where rebate_claim_id is not null`.execute(db);
    expect(marked.rows[0]!.n).toBe(0);
  });

  it('give a stored brand and its draft SUBAGENT3, off, under the affiliate module, the registration centre the module rule, and each agent code a link', async () => {
    fresh = await freshDatabase();
    await migrate(fresh.database, { upTo: all[all.indexOf('064_affiliate_links.sql') - 1]! });
    const db = fresh.database.db;
    const tree = [
      { modId: 'GAMES3', enabled: '1' },
      {
        modId: 'AGENT3',
        enabled: '1',
        childrenNodes: [
          { modId: 'AFFMAN3', enabled: '1' },
          { modId: 'HOURSAL3', enabled: '1' },
        ],
      },
    ];
    const pages = [
      { key: 'agentTeamOverview', labelKey: 'agent:agentTeamOverview' },
      { key: 'registerCenter', labelKey: 'agent:registerCenter' },
    ];
    await sql`insert into brands (id, domains, config, settings, register_rules) values ('old', '{old.test}', ${JSON.stringify({ agentPages: pages })}::jsonb, ${JSON.stringify(tree)}::jsonb, '{}')`.execute(
      db,
    );
    await sql`insert into brand_drafts (brand_id, config, settings, operator_name) values ('old', ${JSON.stringify({ agentPages: pages })}::jsonb, ${JSON.stringify(tree)}::jsonb, 'admin')`.execute(
      db,
    );
    await sql`insert into members (brand_id, account, password_hash, type, affiliate_code) values ('old', 'boss', '!', 1, 'AB12CD'), ('old', 'plain', '!', 0, null)`.execute(db);
    await migrate(fresh.database, { upTo: '064_affiliate_links.sql' });
    const withModule = [
      tree[0],
      {
        ...tree[1],
        childrenNodes: [
          { modId: 'AFFMAN3', enabled: '1', childrenNodes: [{ modId: 'SUBAGENT3', enabled: '0' }] },
          { modId: 'HOURSAL3', enabled: '1' },
        ],
      },
    ];
    const withRule = [pages[0], { ...pages[1], when: { feature: 'referral' } }];
    expect(await db.selectFrom('brands').select(['config', 'settings']).where('id', '=', 'old').executeTakeFirstOrThrow()).toEqual({ settings: withModule, config: { agentPages: withRule } });
    expect(await db.selectFrom('brand_drafts').select(['config', 'settings']).executeTakeFirstOrThrow()).toEqual({ settings: withModule, config: { agentPages: withRule } });
    const links = await db.selectFrom('affiliate_links as l').innerJoin('members as m', 'm.id', 'l.agent_id').select(['m.account', 'l.code', 'l.account_type', 'l.enabled']).execute();
    expect(links).toEqual([{ account: 'boss', code: 'AB12CD', account_type: 0, enabled: true }]);
  });

  it('put PROMO3, on, under member services in a stored tree that lacks it, and its guard on the stored promotion routes, link and page', async () => {
    fresh = await freshDatabase();
    await migrate(fresh.database, { upTo: all[all.indexOf('054_promotions.sql') - 1]! });
    const db = fresh.database.db;
    const member = { modId: 'MEMBER3', enabled: '1', childrenNodes: [{ modId: 'INBOX3', enabled: '1' }] };
    const games = { modId: 'GAME3', enabled: '1' };
    const promotions = { paths: ['/promotions'], screen: 'promotions', layout: 'full' };
    const detail = { paths: ['/promoDetail'], screen: 'promoDetail', layout: 'full' };
    const help = { paths: ['/helpmc'], screen: 'help', layout: 'bare' };
    const config = { routes: [help, promotions, detail], sidebar: [{ key: 'promotions' }, { key: 'telegram' }], memberPages: [{ key: 'bonusDetails', labelKey: 'member:bonusDetails' }] };
    const off = [{ ...member, childrenNodes: [{ modId: 'PROMO3', enabled: '0' }] }];
    await sql`insert into brands (id, domains, config, settings, register_rules) values
      ('a', '{a.test}', ${JSON.stringify(config)}::jsonb, ${JSON.stringify([games, member])}::jsonb, '{}'),
      ('b', '{b.test}', '{}', ${JSON.stringify(off)}::jsonb, '{}'),
      ('c', '{c.test}', '{}', ${JSON.stringify([games])}::jsonb, '{}')`.execute(db);
    await sql`insert into brand_drafts (brand_id, config, settings, operator_name) values ('a', ${JSON.stringify(config)}::jsonb, ${JSON.stringify([member])}::jsonb, 'admin')`.execute(db);
    await migrate(fresh.database, { upTo: '054_promotions.sql' });
    const rows = Object.fromEntries((await db.selectFrom('brands').select(['id', 'config', 'settings']).execute()).map((r) => [r.id, r]));
    const on = { modId: 'PROMO3', enabled: '1' };
    const guard = { when: { feature: 'promotions' } };
    expect(rows.a!.settings).toEqual([games, { ...member, childrenNodes: [...member.childrenNodes, on] }]);
    // An operator who had switched it off keeps it off; a tree with no member services gets it at the top.
    expect(rows.b!.settings).toEqual(off);
    expect(rows.c!.settings).toEqual([games, on]);
    expect(rows.a!.config).toEqual({
      routes: [help, { ...promotions, ...guard }, { ...detail, ...guard }],
      sidebar: [{ key: 'promotions', ...guard }, { key: 'telegram' }],
      memberPages: [{ key: 'bonusDetails', labelKey: 'member:bonusDetails', ...guard }],
    });
    expect(rows.b!.config).toEqual({});
    const draft = await db.selectFrom('brand_drafts').select(['config', 'settings']).executeTakeFirstOrThrow();
    expect(draft.settings).toEqual([{ ...member, childrenNodes: [...member.childrenNodes, on] }]);
    expect(draft.config).toEqual(rows.a!.config);
  });

  it('draw a stored /vnlottery as the Vietnam lottery lobby and add the results and check pages after it once, leaving other entries alone', async () => {
    fresh = await freshDatabase();
    await migrate(fresh.database, { upTo: all[all.indexOf('080_lottery_pages.sql') - 1]! });
    const db = fresh.database.db;
    const routes = [
      { paths: ['/'], screen: 'home', layout: 'full' },
      { paths: ['/vnlottery'], screen: 'lottery', layout: 'headerOnly', category: 'LOTT' },
      { paths: ['/promotions'], screen: 'promotions', layout: 'full' },
    ];
    const kept = [{ paths: ['/'], screen: 'home', layout: 'full' }];
    await sql`insert into brands (id, domains, config, settings, register_rules) values
      ('b1', '{b1.test}', ${JSON.stringify({ routes })}::jsonb, '[]', '{}'), ('b2', '{b2.test}', ${JSON.stringify({ routes: kept })}::jsonb, '[]', '{}')`.execute(db);
    await migrate(fresh.database);
    const config = async (id: string) => (await db.selectFrom('brands').select('config').where('id', '=', id).executeTakeFirstOrThrow()).config as { routes: unknown[] };
    expect((await config('b1')).routes).toEqual([
      routes[0],
      { ...routes[1], screen: 'vnLottery' },
      { paths: ['/lottery/results'], screen: 'lotteryResults', layout: 'headerOnly', category: 'LOTT' },
      { paths: ['/lottery/verify'], screen: 'lotteryVerify', layout: 'headerOnly', category: 'LOTT' },
      routes[2],
    ]);
    expect((await config('b2')).routes).toEqual(kept);
  });

  it('give the Vietnam lottery role to the in-house vendor of a stored brand that runs its own draws and names no roles, and no other', async () => {
    fresh = await freshDatabase();
    await migrate(fresh.database, { upTo: all[all.indexOf('084_lottery_vietnam_role.sql') - 1]! });
    const db = fresh.database.db;
    const named = { lotteryVendors: { vietnam: 'OTHER_VN' } };
    await sql`insert into brands (id, domains, config, settings, register_rules) values
      ('own', '{own.test}', '{"defaultLang": "en"}', '[]', '{}'),
      ('named', '{named.test}', ${JSON.stringify(named)}::jsonb, '[]', '{}'),
      ('none', '{none.test}', '{"defaultLang": "en"}', '[]', '{}')`.execute(db);
    await sql`insert into brand_drafts (brand_id, config, operator_name) values ('own', '{"defaultLang": "bn"}', 'admin')`.execute(db);
    await db
      .insertInto('lottery_games')
      .values(['own', 'named'].map((brand_id) => ({ brand_id, code: 'FAST_1', interval_seconds: 60, time_zone: 'Asia/Ho_Chi_Minh', close_seconds: 10 })))
      .execute();
    await migrate(fresh.database);
    const config = async (id: string) => (await db.selectFrom('brands').select('config').where('id', '=', id).executeTakeFirstOrThrow()).config;
    expect(await config('own')).toEqual({ defaultLang: 'en', lotteryVendors: { vietnam: 'MQ_LOTTO' } });
    expect(await config('named')).toEqual(named);
    expect(await config('none')).toEqual({ defaultLang: 'en' });
    const draft = await db.selectFrom('brand_drafts').select('config').where('brand_id', '=', 'own').executeTakeFirstOrThrow();
    expect(draft.config).toEqual({ defaultLang: 'bn', lotteryVendors: { vietnam: 'MQ_LOTTO' } });
  });

  it('give a stored brand and its draft VIP3 switched off under member services, and show their /vip only when it is on', async () => {
    fresh = await freshDatabase();
    await migrate(fresh.database, { upTo: all[all.indexOf('053_vip.sql') - 1]! });
    const db = fresh.database.db;
    const vip = { paths: ['/vip'], screen: 'vip', layout: 'full' };
    const home = { paths: ['/'], screen: 'home', layout: 'full' };
    const member = { modId: 'MEMBER3', enabled: '1', childrenNodes: [{ modId: 'INBOX3', enabled: '1' }] };
    const games = { modId: 'GAMES3', enabled: '1' };
    const settings = JSON.stringify([games, member]);
    await sql`insert into brands (id, domains, config, settings, register_rules) values
      ('b1', '{b1.test}', ${JSON.stringify({ routes: [home, vip] })}::jsonb, ${settings}::jsonb, '{}'),
      ('b2', '{b2.test}', '{}', ${JSON.stringify([games])}::jsonb, '{}')`.execute(db);
    await sql`insert into brand_drafts (brand_id, config, settings, operator_name) values ('b1', ${JSON.stringify({ routes: [vip] })}::jsonb, ${settings}::jsonb, 'admin')`.execute(db);
    await migrate(fresh.database, { upTo: '053_vip.sql' });
    const rows = Object.fromEntries((await db.selectFrom('brands').select(['id', 'config', 'settings']).execute()).map((r) => [r.id, { config: r.config, settings: r.settings }]));
    const off = { ...member, childrenNodes: [...member.childrenNodes, { modId: 'VIP3', enabled: '0' }] };
    const shown = { ...vip, when: { feature: 'vip' } };
    expect(rows).toEqual({ b1: { config: { routes: [home, shown] }, settings: [games, off] }, b2: { config: {}, settings: [games] } });
    expect(await db.selectFrom('brand_drafts').select(['config', 'settings']).executeTakeFirstOrThrow()).toEqual({ config: { routes: [shown] }, settings: [games, off] });
  });

  it('leave the database as it was when one fails, and name it', async () => {
    fresh = await freshDatabase();
    const dir = mkdtempSync(join(tmpdir(), 'marquee-migrations-'));
    cpSync(migrationsDir, dir, { recursive: true });
    writeFileSync(join(dir, '999_broken.sql'), 'create table half_done (id int);\ninsert into no_such_table values (1);\n');
    const error = await migrate(fresh.database, { dir }).catch((e: unknown) => e);
    expect(error instanceof MigrationError).toBe(true);
    expect((error as MigrationError).migration).toBe('999_broken.sql');
    expect((error as Error).message).toMatch(/999_broken\.sql.*no_such_table/);
    const t = await tables(fresh.database);
    expect(t).not.toContain('half_done');
    expect(t).toContain('dev_outbox'); // the good ones before it stand
    const recorded = await fresh.database.db.selectFrom('schema_migrations').select('name').execute();
    expect(recorded.map((r) => r.name)).not.toContain('999_broken.sql');
  });
});

describe.skipIf(engine !== 'postgres')('migrations from two processes started together', () => {
  it('both come up, and each migration is applied once', async () => {
    fresh = await freshDatabase();
    // Two pools, as two server processes would have, on one empty database.
    const other = await fresh.reopen();
    const [a, b] = await Promise.all([migrate(fresh.database), migrate(other)]);
    expect([...a, ...b].sort()).toEqual(all);
    expect(a.filter((m) => b.includes(m))).toEqual([]);
    const recorded = await fresh.database.db.selectFrom('schema_migrations').select('name').orderBy('name').execute();
    expect(recorded.map((r) => r.name)).toEqual(all);
    expect(await migrate(other)).toEqual([]);
  });
});
