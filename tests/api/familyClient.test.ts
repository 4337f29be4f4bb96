import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { demoPassword, sendEncrypted } from '../helpers/signIn';
import { solveSlider } from '../helpers/slider';
import { like } from '../helpers/like';
import { switchModule } from '../helpers/switchModule';

// A client written for another site of the platform family, as MODULES.md's "Wire habits" describe
// it, and nothing more: its headers (Merchant, Language, Device, ModuleId, X-Gateway-Version, the
// bare token), the game list asked with merchant and clientType but no gameType, the launch by
// roomId with a backUrl, and answers read as {success, value} or {success: false, errorCode,
// message}. It knows no type of this project's; it reads what that section says it reads.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Envelope = { success: true; value: Record<string, unknown> } | { success: false; errorCode: string; message: string };
type FamilyGame = { gameName: string; nodeId: number; vassalage: string; gameType: string; maintenance?: number };
type FamilyPage = { games: FamilyGame[]; totalPages: number; total?: number };

function familyClient(host: string, merchant: string, language = 'EN') {
  let token: string | null = null;
  const headers = (moduleId: string): Record<string, string> => ({
    Merchant: merchant,
    Language: language,
    Device: 'web',
    ModuleId: moduleId,
    'X-Gateway-Version': '3',
    ...(token ? { Authorization: token } : {}),
  });
  const get = async (path: string, moduleId: string, query: Record<string, string | number> = {}) => {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
    const res = await server.call<Envelope>(qs ? `${path}?${qs}` : path, { host, headers: headers(moduleId) });
    return { status: res.status, envelope: res.body };
  };
  const valueOf = <T>(a: { envelope: Envelope }): T => {
    if (!a.envelope.success) throw new Error(`${a.envelope.errorCode}: ${a.envelope.message}`);
    return a.envelope.value as T;
  };
  return {
    get,
    valueOf,
    async login(account: string) {
      const body = { type: 'username', username: account, password: demoPassword };
      let res = await sendEncrypted(server.call, '/wps/session/login', body, { host, headers: headers('COMM3') });
      // A brand that asks for the slider gets it solved, as a person would.
      if ((res.body as Envelope & { errorCode?: string }).errorCode === 'SLIDER_REQUIRED')
        res = await sendEncrypted(server.call, '/wps/session/login', { ...body, slider: await solveSlider(server.call, host) }, { host, headers: headers('COMM3') });
      token = valueOf<{ token: string }>({ envelope: res.body as Envelope }).token;
    },
    gameList: (query: Record<string, string | number> = {}) => get('/wps/relay/GCSGAME_gameList', 'GAMELO3', { merchant, clientType: 3, ...query }),
    launch: (query: Record<string, string | number>) => get('/wps/game/launchGame', 'GAMELO3', query),
  };
}

/** What a brand shows in its navigation, in order: the categories of its game menus (COMM3, no token). */
async function menuOrder(client: ReturnType<typeof familyClient>) {
  return client.valueOf<Array<{ category: string }>>(await client.get('/lgw/games/game_menus', 'COMM3')).map((m) => m.category);
}

/** Every page of a list, walked as a family client walks it: by pageNo up to totalPages. */
async function everyPage(client: ReturnType<typeof familyClient>, query: Record<string, string | number>) {
  const first = client.valueOf<FamilyPage>(await client.gameList({ ...query, pageNo: 1 }));
  const games = [...first.games];
  for (let pageNo = 2; pageNo <= first.totalPages; pageNo++) games.push(...client.valueOf<FamilyPage>(await client.gameList({ ...query, pageNo })).games);
  return { first, games };
}

/** The game address without its launch token, which every launch makes afresh. */
const withoutToken = (gameUrl: string) => {
  const url = new URL(gameUrl, 'http://site.invalid');
  url.searchParams.delete('t');
  return url.toString();
};

const setModule = (brandId: string, modId: string, enabled: '0' | '1') => switchModule(server, brandId, modId, enabled);

describe.each([
  { brand: 'bd', host: 'localhost', merchant: 'MQBD', firstCategory: 'LIVE' },
  { brand: 'lumen', host: 'lumen.localhost', merchant: 'LUMEN', firstCategory: 'RNG' },
])('a family client on $brand', ({ brand, host, merchant, firstCategory }) => {
  const client = familyClient(host, merchant);
  beforeAll(() => client.login('player01'));

  it('lists every category without gameType, in the brand’s order, with a correct total', async () => {
    const order = await menuOrder(client);
    expect(order[0]).toBe(firstCategory);
    const { first, games } = await everyPage(client, { pageSize: 60 });
    expect(first.games).toHaveLength(60);
    expect(games).toHaveLength(first.total!);
    expect(first.totalPages).toBe(Math.ceil(first.total! / 60));
    expect(new Set(games.map((g) => g.nodeId)).size).toBe(games.length);
    for (const g of games) expect(g).toMatchObject({ gameName: like.any(String), nodeId: like.any(Number), vassalage: like.any(String), gameType: like.any(String) });

    // The categories come in one block each, in the navigation's order.
    const blocks = games.map((g) => g.gameType).filter((c, i, all) => i === 0 || all[i - 1] !== c);
    expect(blocks.length).toBeGreaterThanOrEqual(5);
    expect(blocks).toEqual(order.filter((c) => blocks.includes(c)));
    // The total is every category's, each in its own order.
    let sum = 0;
    for (const category of blocks) {
      const one = await everyPage(client, { gameType: category, pageSize: 60 });
      expect(games.filter((g) => g.gameType === category).map((g) => g.nodeId)).toEqual(one.games.map((g) => g.nodeId));
      sum += one.first.total!;
    }
    expect(first.total).toBe(sum);
  });

  it('pages across categories and keeps every filter', async () => {
    const { games } = await everyPage(client, { pageSize: 60 });
    const third = client.valueOf<FamilyPage>(await client.gameList({ pageNo: 3, pageSize: 12 }));
    expect(third.games.map((g) => g.nodeId)).toEqual(games.slice(24, 36).map((g) => g.nodeId));

    const jili = await everyPage(client, { vassalage: 'JILI', pageSize: 12 });
    expect(new Set(jili.games.map((g) => g.gameType))).toEqual(new Set(['RNG', 'FISH']));
    expect(jili.games.every((g) => g.vassalage === 'JILI')).toBe(true);
    expect(jili.games.map((g) => g.nodeId)).toEqual(games.filter((g) => g.vassalage === 'JILI').map((g) => g.nodeId));
    expect(jili.first.total).toBe(jili.games.length);

    const named = games.find((g) => g.gameType !== firstCategory)!;
    const word = named.gameName.split(' ')[0]!;
    const byName = await everyPage(client, { gameName: word, pageSize: 60 });
    expect(byName.games.map((g) => g.nodeId)).toContain(named.nodeId);
    expect(byName.games.every((g) => g.gameName.toLowerCase().includes(word.toLowerCase()))).toBe(true);

    const refused = await client.gameList({ minBet: '0.3' });
    expect(refused.status).toBe(400);
    expect(refused.envelope).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED', message: like.stringContaining('minBet') });
  });

  it('launches a game by roomId: the launch of that game, as nodeId gives it', async () => {
    const { games } = await everyPage(client, { gameType: 'RNG', pageSize: 60 });
    const game = games.find((g) => g.maintenance === 0)!;
    const backUrl = `http://${host}/rng`;
    const byRoom = client.valueOf<{ gameUrl: string; game: { nodeId: number } }>(await client.launch({ roomId: game.nodeId, backUrl }));
    const byNode = client.valueOf<{ gameUrl: string; game: { nodeId: number } }>(await client.launch({ nodeId: game.nodeId, backUrl }));
    expect(byRoom.gameUrl).toEqual(like.any(String));
    expect(withoutToken(byRoom.gameUrl)).toBe(withoutToken(byNode.gameUrl));
    expect(byRoom.gameUrl).not.toBe(byNode.gameUrl);
    expect(byRoom.game.nodeId).toBe(game.nodeId);
    // Both, naming one game: that game.
    expect(client.valueOf<{ game: { nodeId: number } }>(await client.launch({ roomId: game.nodeId, nodeId: game.nodeId })).game.nodeId).toBe(game.nodeId);
  });

  it('never sends the player to a backUrl of another site', async () => {
    const game = client.valueOf<FamilyPage>(await client.gameList({ gameType: 'RNG' })).games.find((g) => g.maintenance === 0)!;
    const launched = client.valueOf<{ gameUrl: string }>(await client.launch({ roomId: game.nodeId, backUrl: 'https://evil.example/steal' }));
    expect(launched.gameUrl).not.toContain('evil.example');
    expect(withoutToken(launched.gameUrl)).toBe(withoutToken(client.valueOf<{ gameUrl: string }>(await client.launch({ nodeId: game.nodeId })).gameUrl));
  });

  it('refuses a roomId and a nodeId that name different games, in the player’s language, and launches nothing', async () => {
    const [a, b] = client.valueOf<FamilyPage>(await client.gameList({ gameType: 'RNG' })).games;
    const before = await server.database.db.selectFrom('game_launches').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const refused = await client.launch({ roomId: a!.nodeId, nodeId: b!.nodeId });
    expect(refused.status).toBe(400);
    expect(refused.envelope).toEqual({ success: false, errorCode: 'VALIDATION_FAILED', message: 'Please check “roomId”: it names another game than nodeId; send one of them.', field: 'roomId' });
    const bengali = familyClient(host, merchant, 'BN');
    await bengali.login('player01');
    const inBengali = await bengali.launch({ roomId: a!.nodeId, nodeId: b!.nodeId });
    expect(inBengali.status).toBe(400);
    expect(inBengali.envelope).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED', field: 'roomId' });
    expect((inBengali.envelope as { message: string }).message).toMatch(/[\u0980-\u09FF]/);
    const after = await server.database.db.selectFrom('game_launches').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    // Neither: the game's id is still required.
    expect((await client.launch({ backUrl: '/' })).envelope).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED', field: 'nodeId' });
  });

  it('finds both calls closed while GAMELO3 is off on this brand, and the other brand’s open', async () => {
    const other = brand === 'bd' ? familyClient('lumen.localhost', 'LUMEN') : familyClient('localhost', 'MQBD');
    await other.login('player01');
    const game = client.valueOf<FamilyPage>(await client.gameList({ gameType: 'RNG' })).games.find((g) => g.maintenance === 0)!;
    await setModule(brand, 'GAMELO3', '0');
    try {
      for (const closed of [await client.gameList(), await client.launch({ roomId: game.nodeId, backUrl: '/' })]) {
        expect(closed.status).toBe(403);
        expect(closed.envelope).toMatchObject({ success: false, errorCode: 'MODULE_DISABLED' });
      }
      expect(other.valueOf<FamilyPage>(await other.gameList()).games.length).toBeGreaterThan(0);
    } finally {
      await setModule(brand, 'GAMELO3', '1');
    }
    expect(client.valueOf<FamilyPage>(await client.gameList()).games.length).toBeGreaterThan(0);
  });
});
