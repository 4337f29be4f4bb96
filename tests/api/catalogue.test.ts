import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '../../src/generated/types';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { signIn } from '../helpers/signIn';
import { operatorApi } from '../helpers/operatorApi';
import { sql } from 'kysely';
import { countPlays } from '../../server/modules/games/countPlays';
import { switchModule } from '../helpers/switchModule';

// The game catalogue as a player browses it: the list query and its filters, hot games grouped by
// category, favourites and recent games (a trial account refused both), the launch with its
// maintenance answer and demo, and the modules that close each call.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Answer<T> = { success: true; value: T } | { success: false; errorCode: string; message: string };
type Page = { games: Game[]; pageNo: number; totalPages: number; total: number };
const headers = (token?: string) => ({ Language: 'EN', ...(token ? { Authorization: token } : {}) });
const get = async <T>(path: string, query: Record<string, string | number>, token?: string) => {
  const res = await server.call<Answer<T>>(`${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, { headers: headers(token) });
  return { status: res.status, body: res.body };
};
const value = <T>(a: { body: Answer<T> }) => {
  if (!a.body.success) throw new Error(`${a.body.errorCode}: ${a.body.message}`);
  return a.body.value;
};
const list = async (query: Record<string, string | number>) => value(await get<Page>('/wps/relay/GCSGAME_gameList', { clientType: 3, ...query }));

const setModule = (brandId: string, modId: string, enabled: '0' | '1') => switchModule(server, brandId, modId, enabled);

describe('the game list', () => {
  it('seeds at least 200 games across every category the brand offers', async () => {
    const rows = await server.database.db.selectFrom('games').select(['category']).where('brand_id', '=', 'bd').execute();
    expect(rows.length).toBeGreaterThanOrEqual(200);
    expect(new Set(rows.map((r) => r.category))).toEqual(new Set(['LIVE', 'SPORTS', 'ESPORTS', 'RNG', 'FISH', 'PVP', 'COCKFIGHT', 'ELOTT', 'LOTT']));
  });

  it('pages a category by 12 with its count of pages, in the language asked for', async () => {
    const first = await list({ gameType: 'RNG', pageNo: 1 });
    expect(first.games).toHaveLength(12);
    expect(first.totalPages).toBe(Math.ceil(first.total / 12));
    expect(first.games.every((g) => g.gameType === 'RNG')).toBe(true);
    const second = await list({ gameType: 'RNG', pageNo: 2 });
    expect(second.games[0]!.nodeId).not.toBe(first.games[0]!.nodeId);
    const bn = await list({ gameType: 'RNG', pageNo: 1, language: 'bn' });
    expect(bn.games[0]!.nodeId).toBe(first.games[0]!.nodeId);
    expect(bn.games[0]!.gameName).not.toBe(first.games[0]!.gameName);
  });

  it('narrows by vendor, classify, minimum bet, lines and name in either language', async () => {
    const jili = await list({ gameType: 'RNG', vassalage: 'JILI', pageSize: 60 });
    expect(jili.total).toBe(18);
    expect(jili.games.every((g) => g.vassalage === 'JILI')).toBe(true);
    const tables = await list({ gameType: 'RNG', gameClassify: 'TG', pageSize: 60 });
    expect(tables.total).toBeGreaterThan(0);
    expect(tables.games.every((g) => g.classify === 'TG')).toBe(true);
    const cheap = await list({ gameType: 'RNG', minBet: '0.05', pageSize: 60 });
    expect(cheap.total).toBeGreaterThan(0);
    expect(cheap.games.every((g) => Number(g.minBet) <= 0.05)).toBe(true);
    const wide = await list({ gameType: 'RNG', minLineNum: 25, pageSize: 60 });
    expect(wide.games.every((g) => g.lines >= 25)).toBe(true);
    const named = await list({ gameType: 'RNG', gameName: 'tiger', pageSize: 60 });
    expect(named.total).toBeGreaterThan(0);
    expect(named.games.every((g) => /tiger/i.test(g.gameName))).toBe(true);
    const bengali = await list({ gameType: 'RNG', gameName: 'বাঘ', pageSize: 60 });
    expect(bengali.total).toBe(named.total);
    // A wildcard in a search is a letter.
    expect((await list({ gameType: 'RNG', gameName: '%' })).total).toBe(0);
  });

  it('refuses a query outside its schema with the field named, not a 5xx', async () => {
    const bad = await get<Page>('/wps/relay/GCSGAME_gameList', { gameType: 'RNG', minBet: '0.3' });
    expect(bad.status).toBe(400);
    const noRoom = await get<Page>('/wps/game/launchGame', { backUrl: '/' }, (await signIn(server.call, 'player01')).token);
    expect(noRoom.status).toBe(400);
    expect(noRoom.body).toMatchObject({ errorCode: 'VALIDATION_FAILED', field: 'nodeId' });
  });

  it('lists every category the navigation shows when no gameType is named', async () => {
    const all = await list({ pageSize: 60 });
    const rng = await list({ gameType: 'RNG', pageSize: 60 });
    expect(all.total).toBeGreaterThan(rng.total);
    expect(all.games[0]!.gameType).toBe('LIVE');
  });

  it('groups hot games by category in the spec order and gives the tabs of a vendor', async () => {
    const hot = value(await get<{ list: Array<{ gameType: string; games: Game[] }> }>('/wps/relay/GCSGAME_hotGamesV2', {}));
    const order = hot.list.map((g) => g.gameType);
    expect(order.slice(0, 7)).toEqual(['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP']);
    expect(hot.list.every((g) => g.games.every((x) => x.isHot === 1 && x.gameType === g.gameType))).toBe(true);
    const tabs = value(await get<Array<{ classify: string; count: number }>>('/wps/relay/GCSGAME_getVassGameType', { gameType: 'RNG', vassalage: 'JILI' }));
    expect(tabs.map((t) => t.classify)).toEqual(['TG', 'AC', 'JP']);
    expect(tabs.reduce((s, t) => s + t.count, 0)).toBe(18);
  });

  it('lists the popular games, at most 20', async () => {
    const popular = value(await get<Game[]>('/lgw/games/popular', { count: 20 }));
    expect(popular).toHaveLength(20);
  });
});

describe('favourites and recent games', () => {
  let token: string;
  let game: Game;
  beforeAll(async () => {
    ({ token } = await signIn(server.call, 'player01'));
    game = (await list({ gameType: 'FISH' })).games[0]!;
  });
  const toggle = (path: string, body: unknown, t = token) => server.call<Answer<{ gameFavIds: string[] }>>(path, { method: 'POST', headers: headers(t), body });

  it('adds a favourite once, lists it, and removes it', async () => {
    const body = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
    await toggle('/wps/relay/MCSFE_addFavoriteGameV2', body);
    const added = await toggle('/wps/relay/MCSFE_addFavoriteGameV2', body);
    expect(added.body).toEqual({ success: true, value: { gameFavIds: [String(game.nodeId)] } });
    const page = value(await get<{ content: Game[]; total: number }>('/wps/relay/MCSFE_getFavoriteGamesList', { gameType: 'FISH' }, token));
    expect(page.content.map((g) => g.nodeId)).toEqual([game.nodeId]);
    const removed = await toggle('/wps/relay/MCSFE_removeFavoriteGameV2', body);
    expect(removed.body).toEqual({ success: true, value: { gameFavIds: [] } });
  });

  it('refuses a favourite whose vendor or category does not match its game', async () => {
    const wrong = await toggle('/wps/relay/MCSFE_addFavoriteGameV2', { nodeId: game.nodeId, vendor: 'EVO', gameType: game.gameType });
    expect(wrong.status).toBe(404);
    expect(wrong.body).toMatchObject({ errorCode: 'GAME_NOT_FOUND', message: 'This game is not available.' });
  });

  it('lists a launched game first among the recent ones', async () => {
    const open = value(await get<{ status: string; gameUrl: string; demo: boolean }>('/wps/game/launchGame', { nodeId: game.nodeId }, token));
    expect(open).toMatchObject({ status: 'ready', demo: false });
    expect(open.gameUrl).toMatch(/^\/play\/play\.html\?t=/);
    const recent = value(await get<{ list: Game[] }>('/wps/relay/GCS_recentGame', { clientType: 3 }, token));
    expect(recent.list[0]!.nodeId).toBe(game.nodeId);
  });

  it('refuses favourites and recent games to a trial account, and gives it the demo', async () => {
    const { token: guest } = await signIn(server.call, 'guest01');
    expect((await toggle('/wps/relay/MCSFE_addFavoriteGameV2', { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType }, guest)).body).toMatchObject({ errorCode: 'REAL_ACCOUNT_REQUIRED' });
    expect((await get('/wps/relay/GCS_recentGame', {}, guest)).body).toMatchObject({ errorCode: 'REAL_ACCOUNT_REQUIRED' });
    expect((await get('/wps/relay/MCSFE_getFavoriteGames', {}, guest)).body).toMatchObject({ errorCode: 'REAL_ACCOUNT_REQUIRED' });
    const demo = (await list({ gameType: 'RNG', pageSize: 60 })).games.find((g) => g.demo === 1 && g.maintenance === 0)!;
    expect(value(await get<{ demo: boolean }>('/wps/game/launchGame', { nodeId: demo.nodeId }, guest))).toMatchObject({ status: 'ready', demo: true });
  });

  it('answers a game in maintenance with open games of its category instead', async () => {
    const closed = (await server.database.db.selectFrom('games').select(['id', 'category']).where('brand_id', '=', 'bd').where('maintenance', '=', true).executeTakeFirstOrThrow());
    const answer = value(await get<{ status: string; alternatives: Game[]; gameUrl?: string }>('/wps/game/launchGame', { nodeId: closed.id }, token));
    expect(answer.status).toBe('maintenance');
    expect(answer.gameUrl).toBeUndefined();
    expect(answer.alternatives.length).toBeGreaterThan(0);
    expect(answer.alternatives.every((g) => g.maintenance === 0 && g.gameType === closed.category)).toBe(true);
  });

  it('opens a demo for a visitor only where the game has one', async () => {
    const games = (await list({ gameType: 'RNG', pageSize: 60 })).games.filter((g) => g.maintenance === 0);
    const withDemo = games.find((g) => g.demo === 1)!;
    const without = games.find((g) => g.demo === 0)!;
    expect(value(await get<{ demo: boolean }>('/wps/game/launchDemo', { nodeId: withDemo.nodeId }))).toMatchObject({ status: 'ready', demo: true });
    const refused = await get('/wps/game/launchDemo', { nodeId: without.nodeId });
    expect(refused.body).toMatchObject({ errorCode: 'DEMO_UNAVAILABLE' });
    expect((await get('/wps/game/launchGame', { nodeId: withDemo.nodeId })).status).toBe(401);
  });
});

describe('modules close the game calls', () => {
  it('closes the list with GAMELO3, hot games with GAMELOHOT3, favourites with GAMELOFAV3, recent with GAMELOREC3', async () => {
    const { token } = await signIn(server.call, 'player01');
    const cases: Array<[string, string, Record<string, string | number>]> = [
      ['GAMELO3', '/wps/relay/GCSGAME_gameList', { gameType: 'RNG' }],
      ['GAMELOHOT3', '/wps/relay/GCSGAME_hotGamesV2', {}],
      ['GAMELOFAV3', '/wps/relay/MCSFE_getFavoriteGames', {}],
      ['GAMELOREC3', '/wps/relay/GCS_recentGame', {}],
    ];
    for (const [mod, path, query] of cases) {
      expect((await get(path, query, token)).status).toBe(200);
      await setModule('bd', mod, '0');
      const closed = await get(path, query, token);
      expect(closed.status).toBe(403);
      expect(closed.body).toMatchObject({ errorCode: 'MODULE_DISABLED' });
      await setModule('bd', mod, '1');
    }
  });
});

describe('the console manages the catalogue', () => {
  type OpsGame = { id: number; name: Record<string, string>; active: boolean; hot: boolean; maintenance: boolean; sort: number; category: string };
  it('hides, marks and orders a game for players at once, audited, and refuses the payments desk', async () => {
    const ops = operatorApi(server);
    const editor = await ops.tokenOf('editor');
    const page = await ops.call<{ items: OpsGame[]; total: number }>(editor, '/ops/games', 'GET', { brandId: 'bd', category: 'PVP' });
    expect(page.body.success).toBe(true);
    const games = (page.body as { value: { items: OpsGame[] } }).value.items;
    expect(games.length).toBe(12);
    const target = games.at(-1)!;
    const visible = async () => (await list({ gameType: 'PVP', pageSize: 60 })).games.map((g) => g.nodeId);
    expect(await visible()).toContain(target.id);

    expect((await ops.call(editor, '/ops/games', 'PUT', { brandId: 'bd', id: target.id, active: false })).body).toMatchObject({ success: true, value: { active: false } });
    expect(await visible()).not.toContain(target.id);
    await ops.call(editor, '/ops/games', 'PUT', { brandId: 'bd', id: target.id, active: true, sort: 0, hot: true });
    expect((await visible())[0]).toBe(target.id);
    const hot = value(await get<{ list: Array<{ gameType: string; games: Game[] }> }>('/wps/relay/GCSGAME_hotGamesV2', {}));
    expect(hot.list.find((g) => g.gameType === 'PVP')!.games.map((g) => g.nodeId)).toContain(target.id);

    const audit = await server.database.db.selectFrom('audit_log').select(['action', 'target']).where('action', '=', 'game.save').execute();
    expect(audit.filter((a) => a.target === String(target.id))).toHaveLength(2);

    const cashier = await ops.tokenOf('cashier');
    expect((await ops.call(cashier, '/ops/games', 'PUT', { brandId: 'bd', id: target.id, active: false })).status).toBe(403);
    const nothing = await ops.call(editor, '/ops/games', 'PUT', { brandId: 'bd', id: target.id });
    expect(nothing.status).toBe(400);
    const other = await ops.call(editor, '/ops/games', 'PUT', { brandId: 'lumen', id: target.id, active: false });
    expect(other.body).toMatchObject({ errorCode: 'GAME_NOT_FOUND' });
  });
});

// Lists are read from each brand's catalogue in memory: the console's save answers once this
// process shows the change; any other writer's change arrives by NOTIFY at its commit.
describe('the catalogue in memory follows every change', () => {
  /** Polls until `done` holds, for at most `ms`. */
  async function within(ms: number, done: () => Promise<boolean>) {
    const start = Date.now();
    while (!(await done())) {
      if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  const hotIds = async () => value(await get<{ list: Array<{ games: Game[] }> }>('/wps/relay/GCSGAME_hotGamesV2', {})).list.flatMap((g) => g.games.map((x) => x.nodeId));
  const popularIds = async () => value(await get<Game[]>('/lgw/games/popular', { count: 20 })).map((g) => g.nodeId);
  const listIds = async (query: Record<string, string | number>) => (await list({ pageSize: 60, ...query })).games.map((g) => g.nodeId);

  it('leaves a game the console hid out of the next list, hot games, tabs and popular games, and brings it back', async () => {
    const ops = operatorApi(server);
    // Not the editor: a one-time code is spent once, and the console's own test signs the editor in.
    const admin = await ops.tokenOf('admin');
    const [first] = value(await get<Game[]>('/lgw/games/popular', { count: 1 }));
    const game = first!;
    const where = { gameType: game.gameType, vassalage: game.vassalage };
    const tabCount = async () => value(await get<Array<{ count: number }>>('/wps/relay/GCSGAME_getVassGameType', where)).reduce((s, t) => s + t.count, 0);
    const named = { ...where, gameName: game.gameName };
    await ops.call(admin, '/ops/games', 'PUT', { brandId: 'bd', id: game.nodeId, hot: true });
    expect(await listIds(named)).toContain(game.nodeId);
    expect(await hotIds()).toContain(game.nodeId);
    const tabsBefore = await tabCount();

    expect((await ops.call(admin, '/ops/games', 'PUT', { brandId: 'bd', id: game.nodeId, active: false })).body).toMatchObject({ success: true });
    expect(await listIds(named)).not.toContain(game.nodeId);
    expect(await hotIds()).not.toContain(game.nodeId);
    expect(await popularIds()).not.toContain(game.nodeId);
    if (game.classify) expect(await tabCount()).toBe(tabsBefore - 1);

    await ops.call(admin, '/ops/games', 'PUT', { brandId: 'bd', id: game.nodeId, active: true });
    expect(await listIds(named)).toContain(game.nodeId);
    expect((await popularIds())[0]).toBe(game.nodeId);
  });

  it('follows a change another writer commits: a game hidden, a vendor closed, a name changed', async () => {
    const db = server.database.db;
    const [game] = (await list({ gameType: 'FISH', pageSize: 1 })).games;
    await db.updateTable('games').set({ active: false }).where('id', '=', game!.nodeId).execute();
    await within(1000, async () => !(await listIds({ gameType: 'FISH' })).includes(game!.nodeId));
    await db.updateTable('games').set({ active: true, name: JSON.stringify({ en: 'Zebra Reef Quest', bn: 'জেব্রা রিফ' }) }).where('id', '=', game!.nodeId).execute();
    await within(1000, async () => (await listIds({ gameType: 'FISH', gameName: 'zebra reef' })).includes(game!.nodeId));

    await db.updateTable('vendors').set({ active: false }).where('brand_id', '=', 'bd').where('category', '=', 'FISH').where('code', '=', game!.vassalage).execute();
    await within(1000, async () => !(await listIds({ gameType: 'FISH' })).includes(game!.nodeId));
    await db.updateTable('vendors').set({ active: true }).where('brand_id', '=', 'bd').where('category', '=', 'FISH').where('code', '=', game!.vassalage).execute();
    await within(1000, async () => (await listIds({ gameType: 'FISH' })).includes(game!.nodeId));
  });

  it('reorders the popular games when plays are recounted', async () => {
    const db = server.database.db;
    const popular = value(await get<Game[]>('/lgw/games/popular', { count: 20 }));
    const [top, , third] = popular;
    const plays = async (id: number) => BigInt((await db.selectFrom('games').select('plays').where('id', '=', id).executeTakeFirstOrThrow()).plays);
    const rounds = Number((await plays(top!.nodeId)) - (await plays(third!.nodeId))) + 1;
    const { id: memberId } = await db.selectFrom('members').select('id').where('brand_id', '=', 'bd').where('account', '=', 'player01').executeTakeFirstOrThrow();
    await sql`insert into bets (brand_id, member_id, vendor, game_id, category, round_id)
      select 'bd', ${memberId}, g.vendor, g.id, g.category, 'RECOUNT-' || n from games g, generate_series(1, ${rounds}) n where g.id = ${third!.nodeId}`.execute(db);
    // The recount moves nothing but plays: it says so, and only the plays are read again.
    const heard: string[] = [];
    const unlisten = await server.database.listen('marquee_cache', (payload) => heard.push(payload));
    await countPlays(db);
    await within(1000, async () => (await popularIds())[0] === third!.nodeId);
    await unlisten();
    expect(heard).toEqual(['plays:bd']);
  });
});
