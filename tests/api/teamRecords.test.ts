import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { demoPassword, signIn } from '../helpers/signIn';
import { memberApi } from '../helpers/memberApi';
import { valueOf } from '../helpers/valueOf';
import { hashPassword } from '../../server/lib/password';
import { postChange } from '../../server/modules/wallet/ledger';

// Team Betting and Transaction Details in the agent centre: the rounds and the movements of money of
// every member below the agent, whatever the depth, and nobody else's — not the agent's own, not a
// sibling branch's, not another brand's.

let server: TestServer;
const db = () => server.database.db;
const idOf = async (account: string, brand = 'bd') => (await db().selectFrom('members').select('id').where('brand_id', '=', brand).where('account', '=', account).executeTakeFirstOrThrow()).id;
const add = async (account: string, upline: string, type: number) =>
  (await db().insertInto('members').values({ brand_id: 'bd', account, password_hash: await hashPassword(demoPassword), type, upline_id: await idOf(upline) }).returning('id').executeTakeFirstOrThrow()).id;
let rounds = 0;
const bet = async (account: string, stake: string, payout: string) =>
  db()
    .insertInto('bets')
    .values({ brand_id: 'bd', member_id: await idOf(account), vendor: 'JILI', category: 'RNG', round_id: `team-${++rounds}`, stake, payout, status: 'settled', settled_at: new Date(), settlements: 1 })
    .execute();

type Rounds = { total: number; list: Array<{ account: string; stake: string; profit: string }> };

beforeAll(async () => {
  server = await startTestServer();
  // agent01 → teamsub (agent) → teamleaf; agent01 → player01 (seeded); teamother (agent, no upline) → teamstranger.
  await add('teamsub', 'agent01', 1);
  await add('teamleaf', 'teamsub', 0);
  await db().insertInto('members').values({ brand_id: 'bd', account: 'teamother', password_hash: await hashPassword(demoPassword), type: 1 }).execute();
  await add('teamstranger', 'teamother', 0);
  await bet('player01', '10000', '0');
  await bet('teamleaf', '5000', '12000');
  await bet('teamstranger', '7000', '0');
  await bet('agent01', '3000', '0');
  for (const account of ['teamleaf', 'teamstranger', 'agent01']) {
    await postChange(db(), { brandId: 'bd', idempotencyKey: `team-credit-${account}`, kind: 'demoCredit', postings: [{ memberId: await idOf(account), amount: 4200n }, { house: 'demo-credit', amount: -4200n }] });
  }
});
afterAll(() => server.close());

describe('Team Betting', () => {
  it("lists every downline's rounds at any depth with the account, and not the agent's own or another branch's", async () => {
    const agent = memberApi(server, (await signIn(server.call, 'agent01')).token);
    const all = valueOf<Rounds>(await agent('/wps/relay/MCSFE_getTeamBets?pageNo=1&pageSize=50'));
    expect(all.list.map((r) => r.account).sort()).toEqual(['player01', 'teamleaf']);
    expect(all.list.find((r) => r.account === 'teamleaf')).toMatchObject({ stake: '50.00', profit: '70.00' });

    const found = valueOf<Rounds>(await agent('/wps/relay/MCSFE_getTeamBets?account=LEAF'));
    expect(found.list.map((r) => r.account)).toEqual(['teamleaf']);
    // A pattern's own wildcards are letters.
    expect(valueOf<Rounds>(await agent('/wps/relay/MCSFE_getTeamBets?account=%25')).total).toBe(0);

    const sub = memberApi(server, (await signIn(server.call, 'teamsub')).token);
    expect(valueOf<Rounds>(await sub('/wps/relay/MCSFE_getTeamBets')).list.map((r) => r.account)).toEqual(['teamleaf']);
    const other = memberApi(server, (await signIn(server.call, 'teamother')).token);
    expect(valueOf<Rounds>(await other('/wps/relay/MCSFE_getTeamBets')).list.map((r) => r.account)).toEqual(['teamstranger']);
  });

  it("keeps the member's own record to its own rounds, without an account", async () => {
    const player = memberApi(server, (await signIn(server.call, 'player01')).token);
    const own = valueOf<{ list: Array<Record<string, unknown>> }>(await player('/wps/member/bets'));
    expect(own.list).toHaveLength(1);
    expect(own.list[0]).not.toHaveProperty('account');
  });

  it('refuses a player, and bad input, with a clear answer', async () => {
    const player = memberApi(server, (await signIn(server.call, 'player01')).token);
    expect((await player('/wps/relay/MCSFE_getTeamBets')).body).toMatchObject({ success: false, errorCode: 'NOT_AGENT' });
    const agent = memberApi(server, (await signIn(server.call, 'agent01')).token);
    const long = await agent(`/wps/relay/MCSFE_getTeamBets?account=${'x'.repeat(40)}`);
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ success: false, field: 'account' });
    const backwards = await agent('/wps/relay/MCSFE_getTeamBets?from=2026-11-20&to=2026-11-10');
    expect(backwards.status).toBe(400);
  });
});

type Lines = { total: number; list: Array<{ account?: string; kind: string; amount: string; balanceAfter: string | null }> };

describe('Transaction Details', () => {
  it("lists every downline's movements with the account, the balance after only for direct downlines, and nobody else's", async () => {
    const agent = memberApi(server, (await signIn(server.call, 'agent01')).token);
    const all = valueOf<Lines>(await agent('/wps/relay/MCSFE_getTeamTransactions?pageNo=1&pageSize=50'));
    const accounts = new Set(all.list.map((l) => l.account));
    // The seeded agent02 (direct) and player02 (below it) are credited their demo balances too.
    expect([...accounts].sort()).toEqual(['agent02', 'player01', 'player02', 'teamleaf']);
    expect(all.list.find((l) => l.account === 'player02')?.balanceAfter).toBeNull();
    const leaf = all.list.find((l) => l.account === 'teamleaf')!;
    expect(leaf).toMatchObject({ kind: 'demoCredit', amount: '42.00', balanceAfter: null });
    expect(all.list.filter((l) => l.account === 'player01' || l.account === 'agent02').every((l) => l.balanceAfter !== null)).toBe(true);

    const found = valueOf<Lines>(await agent('/wps/relay/MCSFE_getTeamTransactions?account=leaf&kind=demoCredit'));
    expect(found.list).toHaveLength(1);
    expect(valueOf<Lines>(await agent('/wps/relay/MCSFE_getTeamTransactions?account=leaf&kind=deposit')).total).toBe(0);
    expect(valueOf<Lines>(await agent('/wps/relay/MCSFE_getTeamTransactions?account=leaf&from=2020-01-01&to=2020-01-31')).total).toBe(0);
    const sub = memberApi(server, (await signIn(server.call, 'teamsub')).token);
    // teamleaf is teamsub's direct downline: its balance is told there.
    expect(valueOf<Lines>(await sub('/wps/relay/MCSFE_getTeamTransactions')).list).toEqual([expect.objectContaining({ account: 'teamleaf', balanceAfter: '42.00' })]);
  });

  it("keeps the member's own record without an account, and refuses a player", async () => {
    const player = memberApi(server, (await signIn(server.call, 'player01')).token);
    const own = valueOf<Lines>(await player('/wps/relay/ODSFE2_MemTransDet?pageNo=1&pageSize=50'));
    expect(own.list.length).toBeGreaterThan(0);
    expect(own.list.every((l) => l.account === undefined && l.balanceAfter !== null)).toBe(true);
    expect((await player('/wps/relay/MCSFE_getTeamTransactions')).body).toMatchObject({ success: false, errorCode: 'NOT_AGENT' });
  });
});
