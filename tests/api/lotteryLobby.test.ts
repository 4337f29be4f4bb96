import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { signIn } from '../helpers/signIn';
import { switchModule } from '../helpers/switchModule';
import { betOnNextIssue, drawPastIssues, lotteryGame, makeIssuesAhead } from '../helpers/lotteryDraws';
import { drawNumbers } from '../../server/games/lottery/draw';
import type { GameLaunch, LotteryDrawn, LotteryGroup, LotteryGameMenu, LotteryResults, LotteryVerify } from '../../src/generated/types';

// The Vietnam lottery's lobby, results and checks (decision 0315) on a real server and database,
// PGlite and, with DATABASE_URL, PostgreSQL: the brand's games grouped and tagged with its
// Vietnam-role vendor, a member's own games, the latest results and a drawn issue's seed.

let server: TestServer;
let northIssues: string[];
beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  northIssues = await drawPastIssues(db, 'bd', 'VN_NORTH', { days: 12 });
  await drawPastIssues(db, 'bd', 'VN_FAST5', { count: 3 });
  await drawPastIssues(db, 'lumen', 'VN_FAST3', { count: 2 });
  for (const code of ['VN_NORTH', 'VN_FAST1', 'VN_FAST5']) await makeIssuesAhead(db, 'bd', code);
});
afterAll(() => server.close());

type Answer<T> = { success: true; value: T } | { success: false; errorCode: string; message: string };
const get = <T>(path: string, opts: { host?: string; token?: string; lang?: string } = {}) =>
  server.call<Answer<T>>(path, { host: opts.host, headers: { Language: opts.lang ?? 'EN', ...(opts.token ? { Authorization: opts.token } : {}) } });
const value = <T>(res: { body: Answer<T> }): T => {
  if (!res.body.success) throw new Error(`refused: ${JSON.stringify(res.body)}`);
  return res.body.value;
};

describe('the lobby’s game menu', () => {
  it('groups bd’s enabled games, daily then fast, each tagged with bd’s Vietnam-role vendor and its next draw', async () => {
    const { groups } = value(await get<{ groups: LotteryGroup[] }>('/lgw/vn/games/game_menu?prizeMode=LOTT&device=WEB'));
    expect(groups.map((g) => [g.group, g.gameMenus.map((m) => m.gameCode)])).toEqual([
      ['daily', ['VN_NORTH']],
      ['fast', ['VN_FAST1', 'VN_FAST5']],
    ]);
    const menus = groups.flatMap((g) => g.gameMenus);
    expect(new Set(menus.map((m) => m.accountTypeName))).toEqual(new Set(['MQ_LOTTO']));
    for (const m of menus) {
      expect(Date.parse(m.nextDrawAt!)).toBeGreaterThan(Date.now());
      expect(Date.parse(m.nextClosesAt!)).toBeLessThanOrEqual(Date.parse(m.nextDrawAt!));
    }
    expect(menus.find((m) => m.gameCode === 'VN_NORTH')).toMatchObject({ dailyAt: '18:15', timeZone: 'Asia/Ho_Chi_Minh' });
    expect(menus.find((m) => m.gameCode === 'VN_FAST1')?.intervalSeconds).toBe(60);
  });

  it('leaves out a disabled game, and another prize mode’s', async () => {
    const db = server.database.db;
    await db.updateTable('lottery_games').set({ enabled: false }).where('brand_id', '=', 'bd').where('code', '=', 'VN_FAST1').execute();
    try {
      const { groups } = value(await get<{ groups: LotteryGroup[] }>('/lgw/vn/games/game_menu'));
      expect(groups.flatMap((g) => g.gameMenus.map((m) => m.gameCode))).toEqual(['VN_NORTH', 'VN_FAST5']);
      expect(value(await get<{ groups: LotteryGroup[] }>('/lgw/vn/games/game_menu?prizeMode=SEA')).groups).toEqual([]);
    } finally {
      await db.updateTable('lottery_games').set({ enabled: true }).where('brand_id', '=', 'bd').where('code', '=', 'VN_FAST1').execute();
    }
  });

  it('answers lumen its own games with lumen’s vendor, no next draw where none is made yet', async () => {
    const { groups } = value(await get<{ groups: LotteryGroup[] }>('/lgw/vn/games/game_menu', { host: 'lumen.localhost' }));
    const menus = groups.flatMap((g) => g.gameMenus);
    expect(menus.map((m) => m.gameCode)).toEqual(['VN_NORTH', 'VN_FAST3']);
    expect(menus.every((m) => m.accountTypeName === 'MQ_LOTTO' && m.nextDrawAt === undefined)).toBe(true);
  });

  it('refuses a device or prize mode it does not know, in the asked language', async () => {
    for (const lang of ['EN', 'BN']) {
      const res = await get('/lgw/vn/games/game_menu?device=APP', { lang });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
    }
    const en = await get('/lgw/vn/games/game_menu?prizeMode=X', { lang: 'EN' });
    const bn = await get('/lgw/vn/games/game_menu?prizeMode=X', { lang: 'BN' });
    expect(en.status).toBe(400);
    expect((en.body as { message: string }).message).not.toBe((bn.body as { message: string }).message);
  });
});

describe('a member’s lottery games', () => {
  it('asks for a session', async () => {
    expect((await get('/lgw/vn/games/game_menu/recent')).status).toBe(401);
    expect((await get('/lotto/lgw/games/opened/numero')).status).toBe(401);
  });

  it('lists the games the member bet on, the last bet first, and the latest result of each', async () => {
    const db = server.database.db;
    const { token } = await signIn(server.call, 'player01');
    const member = await db.selectFrom('members').select('id').where('brand_id', '=', 'bd').where('account', '=', 'player01').executeTakeFirstOrThrow();
    expect(value(await get<{ gameMenus: LotteryGameMenu[] }>('/lgw/vn/games/game_menu/recent', { token })).gameMenus).toEqual([]);
    expect(value(await get<{ list: LotteryDrawn[] }>('/lotto/lgw/games/opened/numero', { token })).list).toEqual([]);

    await betOnNextIssue(db, 'bd', member.id, 'VN_NORTH', 'lobby-test-1');
    await betOnNextIssue(db, 'bd', member.id, 'VN_FAST5', 'lobby-test-2');
    const recent = value(await get<{ gameMenus: LotteryGameMenu[] }>('/lgw/vn/games/game_menu/recent', { token })).gameMenus;
    expect(recent.map((m) => [m.gameCode, m.accountTypeName])).toEqual([
      ['VN_FAST5', 'MQ_LOTTO'],
      ['VN_NORTH', 'MQ_LOTTO'],
    ]);

    const played = value(await get<{ list: LotteryDrawn[] }>('/lotto/lgw/games/opened/numero', { token })).list;
    expect(played.map((p) => p.gameCode).sort()).toEqual(['VN_FAST5', 'VN_NORTH']);
    expect(played.find((p) => p.gameCode === 'VN_NORTH')?.issue).toBe(northIssues[0]);

    // Another member sees nothing of them.
    const other = await signIn(server.call, 'player02');
    expect(value(await get<{ gameMenus: LotteryGameMenu[] }>('/lgw/vn/games/game_menu/recent', { token: other.token })).gameMenus).toEqual([]);
  });
});

describe('the latest results on home', () => {
  it('lists the brand’s drawn issues, the latest first, as many as asked, each with its 27 numbers', async () => {
    const { list } = value(await get<{ list: LotteryDrawn[] }>('/lgw/vn/numeros/opened/game?count=100'));
    expect(list).toHaveLength(12 + 3);
    expect(list.every((d) => d.numbers.length === 27 && d.accountTypeName === 'MQ_LOTTO')).toBe(true);
    const times = list.map((d) => Date.parse(d.drawnAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(value(await get<{ list: LotteryDrawn[] }>('/lgw/vn/numeros/opened/game?count=4')).list).toEqual(list.slice(0, 4));
    const lumen = value(await get<{ list: LotteryDrawn[] }>('/lgw/vn/numeros/opened/game', { host: 'lumen.localhost' })).list;
    expect(lumen.map((d) => d.gameCode)).toEqual(['VN_FAST3', 'VN_FAST3']);
  });

  it('refuses a count above 100 or below 1', async () => {
    for (const count of [0, 101, -3]) expect((await get(`/lgw/vn/numeros/opened/game?count=${count}`)).status).toBe(400);
  });

  it('is closed while AGEANNOUNCE3 is off', async () => {
    await switchModule(server, 'bd', 'AGEANNOUNCE3', '0');
    try {
      const res = await get('/lgw/vn/numeros/opened/game');
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ success: false, errorCode: 'MODULE_DISABLED' });
      expect((await get('/lgw/vn/games/game_menu')).status).toBe(200);
    } finally {
      await switchModule(server, 'bd', 'AGEANNOUNCE3', '1');
    }
    expect((await get('/lgw/vn/numeros/opened/game')).status).toBe(200);
  });
});

describe('a game’s results', () => {
  it('pages its drawn issues, the latest first', async () => {
    const first = value(await get<LotteryResults>('/lgw/vn/numeros/history?gameCode=VN_NORTH&pageNo=1&pageSize=5'));
    expect(first).toMatchObject({ pageNo: 1, total: 12, totalPages: 3 });
    expect(first.list.map((d) => d.issue)).toEqual(northIssues.slice(0, 5));
    const last = value(await get<LotteryResults>('/lgw/vn/numeros/history?gameCode=VN_NORTH&pageNo=3&pageSize=5'));
    expect(last.list.map((d) => d.issue)).toEqual(northIssues.slice(10));
    expect(value(await get<LotteryResults>('/lgw/vn/numeros/history?gameCode=VN_NORTH&pageNo=4&pageSize=5')).list).toEqual([]);
  });

  it('refuses an unknown game, another brand’s and a bad code or page', async () => {
    const unknown = await get('/lgw/vn/numeros/history?gameCode=VN_FAST3');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, errorCode: 'LOTTERY_GAME_NOT_FOUND' });
    for (const q of ['gameCode=vn%20north', 'gameCode=VN_NORTH&pageNo=0', 'gameCode=VN_NORTH&pageSize=51', '']) expect((await get(`/lgw/vn/numeros/history?${q}`)).status).toBe(400);
  });
});

describe('the check of a draw', () => {
  const sha = (text: string) => createHash('sha256').update(text).digest('hex');

  it('reveals a drawn issue’s seed, which hashes to its seed hash and on to the day’s published hash, and gives its numbers', async () => {
    const v = value(await get<LotteryVerify>(`/lgw/vn/numeros/verify?gameCode=VN_FAST5&issue=${(await drawnFast5())[0]}`));
    expect(sha(v.seed)).toBe(v.seedHash);
    let at = v.seed;
    for (let i = 0; i <= v.position; i++) at = sha(at);
    expect(at).toBe(v.publishedHash);
    expect(v.numbers).toEqual(drawNumbers(v.seed, v.issue));
  });

  it('keeps an undrawn issue’s seed', async () => {
    const db = server.database.db;
    const game = await lotteryGame(db, 'bd', 'VN_NORTH');
    const open = await db.selectFrom('lottery_issues').select(['issue', 'seed']).where('game_id', '=', game.id).where('status', '=', 'open').limit(1).executeTakeFirstOrThrow();
    const res = await get(`/lgw/vn/numeros/verify?gameCode=VN_NORTH&issue=${open.issue}`);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, errorCode: 'LOTTERY_NOT_DRAWN' });
    expect(JSON.stringify(res.body)).not.toContain(open.seed);
  });

  it('refuses an unknown issue and a malformed one', async () => {
    expect((await get('/lgw/vn/numeros/verify?gameCode=VN_NORTH&issue=19990101-0001')).body).toMatchObject({ errorCode: 'LOTTERY_ISSUE_NOT_FOUND' });
    expect((await get('/lgw/vn/numeros/verify?gameCode=VN_NORTH&issue=x')).status).toBe(400);
  });
});

const drawnFast5 = async () => value(await get<LotteryResults>('/lgw/vn/numeros/history?gameCode=VN_FAST5')).list.map((d) => d.issue);

describe('the lottery lobby launch', () => {
  const launch = async (query: Record<string, string>) => {
    const { token } = await signIn(server.call, 'player01');
    return get<GameLaunch>(`/wps/game/launchGame?${new URLSearchParams(query)}`, { token });
  };

  it('opens a Vietnam lottery game by its code on the lottery page, or the Vietnam lobby, as SPEC §7 asks it', async () => {
    const query = { lottoArea: 'VN', launchMode: 'LOTT', lottoPrizeMode: 'LOTT', lottoGameCode: 'VN_FAST5', device: 'WEB', backUrl: 'https://elsewhere.example/', language: 'en' };
    expect(value(await launch({ ...query, lottoView: 'betting' }))).toMatchObject({
      status: 'ready',
      gameUrl: '/lottery?gameCode=VN_FAST5&vendor=MQ_LOTTO',
      game: { gameCode: 'VN_FAST5', vassalage: 'MQ_LOTTO', gameType: 'LOTT', gameName: 'Vietnam Fast 5 Minutes' },
    });
    expect(value(await launch({ ...query, lottoView: 'lobby' }))).toMatchObject({ status: 'ready', gameUrl: '/vnlottery' });
    // Without a view it is the betting page.
    expect(value(await launch({ lottoGameCode: 'VN_NORTH' })).gameUrl).toBe('/lottery?gameCode=VN_NORTH&vendor=MQ_LOTTO');
  });

  it('refuses a code of no lottery game, a bad view, and a game named twice', async () => {
    expect((await launch({ lottoGameCode: 'NOPE' })).body).toMatchObject({ success: false, errorCode: 'GAME_NOT_FOUND' });
    expect((await launch({ lottoGameCode: 'VN_FAST5', lottoView: 'table' })).body).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
    expect((await launch({ lottoGameCode: 'VN_FAST5', lottoArea: 'XX' })).body).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
    expect((await launch({ lottoGameCode: 'VN_FAST5', nodeId: '1' })).body).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED', field: 'lottoGameCode' });
  });
});
