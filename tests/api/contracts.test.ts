import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { demoPassword, signIn } from '../helpers/signIn';
import { memberApi } from '../helpers/memberApi';
import { valueOf } from '../helpers/valueOf';
import { hashPassword } from '../../server/lib/password';
import type { ConsolidatedContracts, Contract, DividendContracts, InboxMessage } from '../../src/generated/types';

// Agents' contracts (decision 0283): offered down the tree within the offerer's own terms, answered
// by the downline, ended by both sides, and the contracts below ended when a new one breaks them.

let server: TestServer;
const db = () => server.database.db;
const idOf = async (account: string, brand = 'bd') => (await db().selectFrom('members').select('id').where('brand_id', '=', brand).where('account', '=', account).executeTakeFirstOrThrow()).id;
const add = async (account: string, upline: string | null, type: number) =>
  (await db().insertInto('members').values({ brand_id: 'bd', account, password_hash: await hashPassword(demoPassword), type, upline_id: upline ? await idOf(upline) : null }).returning('id').executeTakeFirstOrThrow()).id;

type Api = ReturnType<typeof memberApi>;
const as = async (account: string): Promise<Api> => memberApi(server, (await signIn(server.call, account)).token);
const realtime = (api: Api, body: object) => api('/wps/relay/MCSFE_processRealTimeSalaryContract', 'POST', body);
const hourly = (api: Api, body: object) => api('/wps/relay/MCS2_processContractHourSalary', 'POST', body);
const book = (answer: Awaited<ReturnType<Api>>) => valueOf<DividendContracts>(answer);
const terms = (profitRate: string, lossRate: string, minBet = '10.00') => ({ profitRate, lossRate, minBet });
const consolidated = async (api: Api) => valueOf<ConsolidatedContracts>(await api('/wps/member/info/funds/consolidated'));
const titles = async (api: Api) => valueOf<{ list: InboxMessage[] }>(await api('/wps/relay/CSP_getMessageList?pageNo=1&pageSize=20')).list.map((m) => m.title);
const offerTo = async (api: Api, account: string, t: object) => book(await realtime(api, { action: 'offer', downlineId: await idOf(account), terms: t })).given.list.find((c) => c.downline.account === account && c.status === 'pending')!;

let agent01: Api;
let agent02: Api;
let agent03: Api;

beforeAll(async () => {
  server = await startTestServer();
  // Seeded: agent01 (house contracts of every kind) → agent02 (agent) → player02; agent01 → player01. Added: agent02 → agent03.
  await add('agent03', 'agent02', 1);
  await add('strayagent', null, 1);
  [agent01, agent02, agent03] = await Promise.all([as('agent01'), as('agent02'), as('agent03')]);
});
afterAll(() => server.close());

describe('offering a contract', () => {
  it("shows a top agent its house contract as its ceiling, and nothing given yet", async () => {
    const mine = book(await realtime(agent01, { action: 'list' }));
    expect(mine.ceiling).toEqual(terms('0.2', '0.5'));
    expect(mine.own).toHaveLength(1);
    expect(mine.own[0]).toMatchObject({ upline: null, status: 'accepted', terminationBy: null, endsAt: null });
    expect(mine.given.list).toEqual([]);
  });

  it.each([
    ['a player', 'player01', terms('0.1', '0.4'), 409, 'CONTRACT_NOT_AGENT'],
    ['an agent two levels down', 'agent03', terms('0.1', '0.4'), 409, 'CONTRACT_NOT_DIRECT'],
    ['a higher loss rate than its own', 'agent02', terms('0.1', '0.6'), 409, 'CONTRACT_ABOVE_CEILING'],
    ['a smaller minimum bet than its own', 'agent02', terms('0.1', '0.4', '5.00'), 409, 'CONTRACT_ABOVE_CEILING'],
    ['an agent outside its team', 'strayagent', terms('0.1', '0.4'), 404, 'NOT_FOUND'],
  ])('refuses an offer to %s and changes nothing', async (_, account, t, status, code) => {
    const answer = await realtime(agent01, { action: 'offer', downlineId: await idOf(account), terms: t });
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ success: false, errorCode: code });
    expect(await db().selectFrom('contracts').select('id').where('upline_id', '=', await idOf('agent01')).execute()).toEqual([]);
  });

  it('refuses tiers out of order, an agent holding no contract of the kind, and a player', async () => {
    const down = await hourly(agent01, { action: 'offer', downlineId: await idOf('agent02'), terms: { tiers: [{ validBet: '9000.00', rate: '0.3' }, { validBet: '6000.00', rate: '0.4' }] } });
    expect(down.status).toBe(400);
    expect(down.body).toMatchObject({ errorCode: 'CONTRACT_TIERS_ORDER' });
    const bare = await realtime(agent02, { action: 'offer', downlineId: await idOf('agent03'), terms: terms('0.1', '0.4') });
    expect(bare.body).toMatchObject({ errorCode: 'CONTRACT_NO_CEILING' });
    const player = await realtime(await as('player01'), { action: 'list' });
    expect(player.status).toBe(403);
    expect(player.body).toMatchObject({ errorCode: 'NOT_AGENT' });
  });

  it('offers within its own terms, tells the downline, and takes no second offer of the kind until it is answered', async () => {
    const offered = await offerTo(agent01, 'agent02', terms('0.1', '0.4'));
    expect(offered).toMatchObject({ kind: 'realtime', upline: { account: 'agent01' }, status: 'pending', terms: terms('0.1', '0.4') });
    expect((await consolidated(agent02)).realtimesalreqtype).toBe(2);
    expect(await titles(agent02)).toContain('agent01 offers you a real-time salary contract');
    const again = await realtime(agent01, { action: 'offer', downlineId: await idOf('agent02'), terms: terms('0.1', '0.3') });
    expect(again.body).toMatchObject({ errorCode: 'CONTRACT_OFFER_OPEN' });
    // The downline sees it among its own, awaiting its answer; another branch's agent cannot touch it.
    expect(book(await realtime(agent02, { action: 'list' })).own.map((c) => c.id)).toEqual([offered.id]);
    const stray = await realtime(await as('strayagent'), { action: 'accept', contractId: offered.id });
    expect(stray.status).toBe(404);
    // Only the downline answers an offer.
    expect((await realtime(agent01, { action: 'accept', contractId: offered.id })).body).toMatchObject({ errorCode: 'CONTRACT_NOT_OPEN' });
  });

  it('is in force from the next five minutes once accepted, and the upline hears of it', async () => {
    const offer = book(await realtime(agent02, { action: 'list' })).own[0]!;
    const after = book(await realtime(agent02, { action: 'accept', contractId: offer.id }));
    expect(after.changed).toBe(true);
    const accepted = after.own.find((c) => c.id === offer.id)!;
    expect(accepted.status).toBe('accepted');
    const start = new Date(accepted.startsAt!).getTime();
    expect(start % (5 * 60_000)).toBe(0);
    expect(start).toBeGreaterThan(Date.now());
    expect(after.ceiling).toEqual(terms('0.1', '0.4'));
    expect((await consolidated(agent02)).realtimesalreqtype).toBe(1);
    expect(await titles(agent01)).toContain('agent02 accepted your real-time salary contract');
  });
});

describe('a new contract above the ones given below', () => {
  it('lists the contracts it would break and changes nothing, then ends them, and all below, when the agent proceeds', async () => {
    const below = await offerTo(agent02, 'agent03', terms('0.1', '0.4'));
    expect(book(await realtime(agent03, { action: 'accept', contractId: below.id })).changed).toBe(true);
    // agent03 offers nothing (it has no downline), so the chain is agent01 → agent02 → agent03.
    const lower = await offerTo(agent01, 'agent02', terms('0.1', '0.3'));

    const held = book(await realtime(agent02, { action: 'accept', contractId: lower.id }));
    expect(held.changed).toBe(false);
    expect(held.breaks.map((c: Contract) => [c.upline?.account, c.downline.account])).toEqual([['agent02', 'agent03']]);
    expect(held.own.find((c) => c.id === lower.id)!.status).toBe('pending');

    const done = book(await realtime(agent02, { action: 'accept', contractId: lower.id, proceed: true }));
    expect(done.changed).toBe(true);
    const ended = done.given.list.find((c) => c.id === below.id)!;
    expect(ended).toMatchObject({ endCause: 'rateBroken' });
    // The old contract is replaced when the new one starts, and the broken one ends at that moment too.
    const own = done.own;
    const now = own.find((c) => c.id === lower.id)!;
    expect(ended.endsAt ?? now.startsAt).toBe(now.startsAt);
    expect(own.find((c) => c.endCause === 'replaced')!.endsAt).toBe(now.startsAt);
    expect(await titles(agent03)).toContain('Your real-time salary contract with agent02 ends');
  });
});

describe('ending a contract', () => {
  it('is asked by one side and answered by the other, who may decline', async () => {
    const open = () => book(realtimeSync).own.find((c) => c.status === 'accepted' && c.endsAt === null)!;
    let realtimeSync = await realtime(agent02, { action: 'list' });
    const contract = open();
    const asked = book(await realtime(agent02, { action: 'terminate', contractId: contract.id }));
    expect(asked.own.find((c) => c.id === contract.id)!.terminationBy).toBe('downline');
    // The side that asked cannot answer its own request.
    expect((await realtime(agent02, { action: 'accept', contractId: contract.id })).body).toMatchObject({ errorCode: 'CONTRACT_NOT_OPEN' });
    expect(await titles(agent01)).toContain('agent02 asks to end your real-time salary contract');

    const declined = book(await realtime(agent01, { action: 'reject', contractId: contract.id }));
    expect(declined.given.list.find((c) => c.id === contract.id)!.terminationBy).toBe(null);
    expect(await titles(agent02)).toContain('agent01 declined to end your real-time salary contract');

    await realtime(agent02, { action: 'terminate', contractId: contract.id });
    const agreed = book(await realtime(agent01, { action: 'accept', contractId: contract.id }));
    const ending = agreed.given.list.find((c) => c.id === contract.id)!;
    expect(ending).toMatchObject({ status: 'accepted', endCause: 'terminated' });
    expect(new Date(ending.endsAt!).getTime() % (5 * 60_000)).toBe(0);
    realtimeSync = await realtime(agent02, { action: 'list' });
    expect(book(realtimeSync).ceiling).toBe(null);
  });

  it('settles an accept raced with a withdrawal one way: accepted (and the withdrawal a request to end it), or withdrawn and the accept refused', async () => {
    const offered = (await hourly(agent01, { action: 'offer', downlineId: await idOf('agent02'), terms: { tiers: [{ validBet: '5000.00', rate: '0.2' }] } })).body;
    const id = (offered as { value: DividendContracts }).value.given.list.find((c) => c.status === 'pending')!.id;
    const [accept, withdraw] = await Promise.all([hourly(agent02, { action: 'accept', contractId: id }), hourly(agent01, { action: 'terminate', contractId: id })]);
    const row = await db().selectFrom('contracts').select(['status', 'end_cause', 'termination_by']).where('id', '=', id).executeTakeFirstOrThrow();
    const outcome = [accept.status, withdraw.status, row.status, row.end_cause, row.termination_by];
    expect([
      [200, 200, 'accepted', null, 'upline'],
      [409, 200, 'terminated', 'terminated', null],
    ]).toContainEqual(outcome);
  });
});
