import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import type { Game, StudioRound, StudioSession } from '../../src/generated/types';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { signIn } from '../helpers/signIn';
import { checkLedger } from '../../server/modules/wallet/checkLedger';
import { signedHeaders } from '../../server/lib/vendorSignature';
import { settleOpenRounds } from '../../server/modules/studio/settleSweep';
import { buildApp } from '../../server/app';


// The studio's games played as a player plays them: launched, a round staked and paid through the
// wallet API (a bet and a win in the ledger, a line in the betting record), the brand's
// shortest round kept, a demo that never reaches the ledger, and provably fair seeds a player can
// check once revealed.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await setStudio({ minSpinMs: 0, autoplay: false });
});
afterAll(() => server.close());

type Answer<T> = { success: true; value: T } | { success: false; errorCode: string; message: string; balance?: string };
const value = <T>(a: Answer<T>) => {
  if (!a.success) throw new Error(`${a.errorCode}: ${a.message}`);
  return a.value;
};
const call = async <T>(path: string, opts: { method?: 'GET' | 'POST'; query?: Record<string, string | number>; body?: unknown; token?: string } = {}) => {
  const qs = opts.query ? `?${new URLSearchParams(Object.entries(opts.query).map(([k, v]) => [k, String(v)]))}` : '';
  const res = await server.call<Answer<T>>(`${path}${qs}`, { method: opts.method ?? 'GET', headers: { Language: 'EN', ...(opts.token ? { Authorization: opts.token } : {}) }, body: opts.body });
  return { status: res.status, body: res.body };
};

async function setStudio(studio: { minSpinMs: number; autoplay: boolean }) {
  const { config } = await server.database.db.selectFrom('brands').select('config').where('id', '=', 'bd').executeTakeFirstOrThrow();
  await server.database.db.updateTable('brands').set({ config: JSON.stringify({ ...config, studio }) }).where('id', '=', 'bd').execute();
  await server.syncConfig();
}

const gameOf = async (gameType: string, classify?: string) =>
  value((await call<{ games: Game[] }>('/wps/relay/GCSGAME_gameList', { query: { gameType, pageSize: 60, ...(classify ? { gameClassify: classify } : {}) } })).body).games.find((g) => g.maintenance === 0 && g.demo === 1)!;
const tokenOf = (gameUrl: string) => new URL(gameUrl, 'http://x').searchParams.get('t')!;

describe('a real-money round of a studio slot', () => {
  let member: string;
  let t: string;
  let game: Game;
  let session: StudioSession;
  beforeAll(async () => {
    ({ token: member } = await signIn(server.call, 'player01'));
    game = await gameOf('RNG', 'JP');
    const launch = value((await call<{ gameUrl: string }>('/wps/game/launchGame', { query: { nodeId: game.nodeId }, token: member })).body);
    t = tokenOf(launch.gameUrl);
    session = value((await call<StudioSession>('/studio/session', { query: { t } })).body);
  });

  it('describes the game, the main wallet, the seeds and the stakes', () => {
    expect(session).toMatchObject({ demo: false, balance: '1250.00', game: { nodeId: game.nodeId, kind: 'slot', vendor: game.vassalage }, rules: { minSpinMs: 0, autoplay: false } });
    expect(session.fair.serverHash).toMatch(/^[0-9a-f]{64}$/);
    expect(session.fair.nonce).toBe(0);
    expect(session.stakes.length).toBeGreaterThan(3);
    expect(session.table).toBeDefined();
  });

  it('takes the stake and pays the win through the wallet, and records both', async () => {
    const stake = session.stakes[2]!;
    const round = value((await call<StudioRound>('/studio/round', { method: 'POST', body: { t, stake } })).body);
    expect(round.nonce).toBe(0);
    expect(round.fair.nonce).toBe(1);
    const expected = (1250 - Number(stake) + Number(round.payout)).toFixed(2);
    expect(round.balance).toBe(expected);
    const moves = await server.database.db
      .selectFrom('ledger_transactions')
      .select(['kind', 'reference'])
      .where('idempotency_key', 'in', [`vendor:${game.vassalage}:${round.roundId}-bet`, `vendor:${game.vassalage}:${round.roundId}-win`])
      .orderBy('id')
      .execute();
    expect(moves.map((m) => m.kind)).toEqual(Number(round.payout) > 0 ? ['bet', 'win'] : ['bet']);
    expect(moves.every((m) => m.reference === `RNG/${game.vassalage}`)).toBe(true);
    const record = value((await call<{ list: Array<{ roundId: string; stake: string; payout: string; status: string; gameName: string }> }>('/wps/member/bets', { token: member })).body);
    expect(record.list[0]).toMatchObject({ roundId: round.roundId, stake: Number(stake).toFixed(2), payout: round.payout, status: 'settled', gameName: game.gameName });
    expect(await checkLedger(server.database.db)).toEqual([]);
  });

  it('refuses a stake the game does not offer, and one above the balance, moving nothing', async () => {
    const bad = await call('/studio/round', { method: 'POST', body: { t, stake: '0.03' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errorCode: 'BET_INVALID' });
    const before = value((await call<StudioSession>('/studio/session', { query: { t } })).body).balance;
    const top = session.stakes.at(-1)!;
    if (Number(top) > Number(before)) {
      const over = await call('/studio/round', { method: 'POST', body: { t, stake: top } });
      expect(over.body).toMatchObject({ errorCode: 'INSUFFICIENT_FUNDS', balance: before });
      expect(value((await call<StudioSession>('/studio/session', { query: { t } })).body).balance).toBe(before);
    }
  });

  it('keeps the brand shortest round between two rounds', async () => {
    await setStudio({ minSpinMs: 5000, autoplay: false });
    const first = await call('/studio/round', { method: 'POST', body: { t, stake: session.stakes[0] } });
    const second = await call('/studio/round', { method: 'POST', body: { t, stake: session.stakes[0] } });
    await setStudio({ minSpinMs: 0, autoplay: false });
    // The first may itself fall within 5 s of the round before; the second always does.
    expect(second.status).toBe(429);
    expect(second.body).toMatchObject({ errorCode: 'ROUND_TOO_SOON' });
    void first;
  });

  it('reveals the server seed on a change of seeds, and the revealed seed recomputes each round', async () => {
    const rounds = value((await call<Array<{ roundId: string; nonce: number; stake: string; payout: string; serverSeed: string | null; clientSeed: string; serverHash: string }>>('/studio/rounds', { query: { t } })).body);
    expect(rounds.length).toBeGreaterThan(0);
    expect(rounds.every((r) => r.serverSeed === null)).toBe(true);
    const changed = value((await call<{ revealed: { serverSeed: string; serverHash: string; rounds: number }; fair: { serverHash: string; clientSeed: string; nonce: number } }>('/studio/seed', { method: 'POST', body: { t, clientSeed: 'my-own-seed' } })).body);
    expect(createHash('sha256').update(changed.revealed.serverSeed).digest('hex')).toBe(session.fair.serverHash);
    expect(changed.fair).toMatchObject({ clientSeed: 'my-own-seed', nonce: 0 });
    expect(changed.fair.serverHash).not.toBe(session.fair.serverHash);
    const after = value((await call<typeof rounds>('/studio/rounds', { query: { t } })).body);
    for (const r of after) {
      expect(r.serverSeed).toBe(changed.revealed.serverSeed);
      const again = value((await call<{ payout: string; serverHash: string }>('/studio/verify', { query: { nodeId: game.nodeId, serverSeed: r.serverSeed!, clientSeed: r.clientSeed, nonce: r.nonce, stake: r.stake } })).body);
      expect(again).toMatchObject({ payout: r.payout, serverHash: r.serverHash });
    }
  });
});

describe('a round cut off between its stake and its win', () => {
  /** A round as the studio records it, two minutes old, staked, and then nothing: the process stopped before the win. */
  async function cutOffRound() {
    const { token: member } = await signIn(server.call, 'player01');
    const game = await gameOf('LIVE');
    const t = tokenOf(value((await call<{ gameUrl: string }>('/wps/game/launchGame', { query: { nodeId: game.nodeId }, token: member })).body).gameUrl);
    const { secret } = await server.database.db.selectFrom('vendor_connections').select('secret').where('brand_id', '=', 'bd').where('code', '=', game.vassalage).executeTakeFirstOrThrow();
    const member01 = await server.database.db.selectFrom('members').select('id').where('account', '=', 'player01').where('brand_id', '=', 'bd').executeTakeFirstOrThrow();
    const round = await server.database.db
      .insertInto('studio_rounds')
      .values({ brand_id: 'bd', member_id: member01.id, game_id: game.nodeId, seed_id: null, nonce: 0, client_seed: 'x', stake: '1000', payout: '1950', outcome: '{}', created_at: new Date(Date.now() - 120_000) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const roundId = `S${round.id}`;
    // The demo brand's live vendor keeps its own wallet: the stake comes from there, and the win goes back to it.
    await server.call('/wps/relay/GCS_walletTransfer', { method: 'POST', headers: { Authorization: member, 'Idempotency-Key': `studio-sweep-${round.id}-in` }, body: { mode: 'toVendor', vendor: game.vassalage, amount: '100' } });
    const body = JSON.stringify({ token: t, txId: `${roundId}-bet`, roundId, amount: '10.00' });
    const bet = await server.call<Answer<{ balance: string }>>(`/vendor-api/${game.vassalage}/bet`, { method: 'POST', headers: signedHeaders(secret, body), body: JSON.parse(body) as unknown });
    return { t, roundId, afterBet: value(bet.body).balance };
  }

  const roundOf = (roundId: string) => server.database.db.selectFrom('bets').select(['status', 'payout']).where('round_id', '=', roundId).executeTakeFirstOrThrow();

  it('is paid by the sweep from the win it recorded, once, however many servers sweep', async () => {
    const { t, roundId, afterBet } = await cutOffRound();
    // Two servers on the one database sweep at the same moment.
    const [a, b] = [await buildApp({ database: server.database, profile: 'test' }), await buildApp({ database: server.database, profile: 'test' })];
    await Promise.all([a.ready(), b.ready()]);
    await Promise.all([settleOpenRounds(a, server.database.db), settleOpenRounds(b, server.database.db)]);
    await Promise.all([a.close(), b.close()]);
    expect(await roundOf(roundId)).toEqual({ status: 'settled', payout: '1950' });
    const session = value((await call<StudioSession>('/studio/session', { query: { t } })).body);
    expect(session.balance).toBe((Number(afterBet) + 19.5).toFixed(2));
    expect(await checkLedger(server.database.db)).toEqual([]);
  });

  it("is paid by the minute's sweep on the job queue, whichever server takes the run", async () => {
    const { t, roundId, afterBet } = await cutOffRound();
    // Every server schedules the sweep each minute (UTC); the queue hands each minute's run to one of them.
    const schedules = await sql<{ name: string; cron: string }>`select name, cron from pgboss.schedule where name in ('studio.settleSweep', 'games.countPlays') order by name`.execute(server.database.db);
    expect(schedules.rows).toEqual([
      { name: 'games.countPlays', cron: '* * * * *' },
      { name: 'studio.settleSweep', cron: '* * * * *' },
    ]);
    // A run sent now, rather than waited for: this server and a second one both work the queue.
    const other = await buildApp({ database: server.database, profile: 'test' });
    try {
      await other.ready();
      await server.database.db.transaction().execute((trx) => other.jobs.send(trx, { kind: 'studio.settleSweep', key: `now:${roundId}` }));
      const end = Date.now() + 15_000;
      while ((await roundOf(roundId)).status !== 'settled' && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
    } finally {
      await other.close();
    }
    expect(await roundOf(roundId)).toEqual({ status: 'settled', payout: '1950' });
    const session = value((await call<StudioSession>('/studio/session', { query: { t } })).body);
    expect(session.balance).toBe((Number(afterBet) + 19.5).toFixed(2));
    expect(await checkLedger(server.database.db)).toEqual([]);
  });
});

describe('a demo round', () => {
  it('plays with play money and never reaches the ledger', async () => {
    const game = await gameOf('FISH');
    const launch = value((await call<{ gameUrl: string; demo: boolean }>('/wps/game/launchDemo', { query: { nodeId: game.nodeId } })).body);
    expect(launch.demo).toBe(true);
    const t = tokenOf(launch.gameUrl);
    const session = value((await call<StudioSession>('/studio/session', { query: { t } })).body);
    expect(session).toMatchObject({ demo: true, balance: '2000.00', game: { kind: 'crash' } });
    const ledgerBefore = await server.database.db.selectFrom('ledger_transactions').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const round = value((await call<StudioRound>('/studio/round', { method: 'POST', body: { t, stake: session.stakes[0], target: 2 } })).body);
    expect(round.outcome).toMatchObject({ kind: 'crash', target: 2 });
    expect(round.balance).toBe((2000 - Number(session.stakes[0]) + Number(round.payout)).toFixed(2));
    const ledgerAfter = await server.database.db.selectFrom('ledger_transactions').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(ledgerAfter.n).toBe(ledgerBefore.n);
    const noTarget = await call('/studio/round', { method: 'POST', body: { t, stake: session.stakes[0] } });
    expect(noTarget.body).toMatchObject({ errorCode: 'BET_INVALID' });
  });

  it('refuses an unknown launch token', async () => {
    const res = await call('/studio/session', { query: { t: 'x'.repeat(43) } });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ errorCode: 'GAME_SESSION_INVALID' });
  });
});
