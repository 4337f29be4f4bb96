import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { demoPassword, signIn } from '../helpers/signIn';
import { memberApi } from '../helpers/memberApi';
import { hashPassword } from '../../server/lib/password';

/**
 * Every agent call that names a member or a contract, asked by an agent about someone outside its
 * own team (another branch's, its own upline, another brand's), answers as for no one at all
 * (decision 0273): 404 NOT_FOUND, and nothing changes. The seeded tree on bd is agent01 → agent02 →
 * player02 and agent01 → player01; strayagent → strayplayer is a branch of its own; lumen has its own
 * agent01.
 */

let server: TestServer;
const db = () => server.database.db;
const idOf = async (account: string, brand = 'bd') => (await db().selectFrom('members').select('id').where('brand_id', '=', brand).where('account', '=', account).executeTakeFirstOrThrow()).id;
const contractOf = async (account: string, kind: 'realtime', brand = 'bd') =>
  (await db().selectFrom('contracts').select('id').where('downline_id', '=', await idOf(account, brand)).where('kind', '=', kind).executeTakeFirstOrThrow()).id;

type Probe = (target: { id: string; account: string; contract: string }) => [string, string, unknown?];
const probes: Record<string, Probe> = {
  'the team list below a member': (t) => [`/wps/relay/MCSFE_getDownlineList?parentId=${t.id}`, 'GET'],
  "a member's profit and loss with its team": (t) => [`/wps/relay/MCSFE_getTeamProfitLoss?parent=${t.account}&from=2026-11-01&to=2026-11-02`, 'GET'],
  'a transfer to the member': (t) => ['/wps/relay/MCS2_transferToDownline', 'POST', { memberId: t.id, amount: '10.00', paymentPassword: '246810' }],
  'a contract offered to the member': (t) => ['/wps/relay/MCSFE_processRealTimeSalaryContract', 'POST', { action: 'offer', downlineId: t.id, terms: { profitRate: '0.1', lossRate: '0.1', minBet: '10.00' } }],
  "an answer to the member's contract": (t) => ['/wps/relay/MCSFE_processRealTimeSalaryContract', 'POST', { action: 'terminate', contractId: t.contract }],
};

let callers: Record<string, ReturnType<typeof memberApi>>;
let targets: Record<string, { id: string; account: string; contract: string }>;

beforeAll(async () => {
  server = await startTestServer();
  const hash = await hashPassword(demoPassword);
  const payment = await hashPassword('246810');
  const stray = (await db().insertInto('members').values({ brand_id: 'bd', account: 'strayagent', password_hash: hash, payment_password_hash: payment, type: 1 }).returning('id').executeTakeFirstOrThrow()).id;
  await db().insertInto('members').values({ brand_id: 'bd', account: 'strayplayer', password_hash: hash, type: 0, upline_id: stray }).execute();
  await db().updateTable('members').set({ payment_password_hash: payment }).where('account', '=', 'agent02').execute();
  // Each target holds a real-time contract, so an answer to it has something to find.
  for (const [account, brand] of [['strayplayer', 'bd'], ['player01', 'bd'], ['player01', 'lumen']] as const)
    await db().insertInto('contracts').values({ brand_id: brand, kind: 'realtime', upline_id: null, downline_id: await idOf(account, brand), terms: JSON.stringify({ profitRate: '0.1', lossRate: '0.1', minBet: '10.00' }) }).execute();
  callers = {
    strayagent: memberApi(server, (await signIn(server.call, 'strayagent')).token),
    agent02: memberApi(server, (await signIn(server.call, 'agent02')).token),
  };
  targets = {
    "another branch's player": { id: await idOf('strayplayer'), account: 'strayplayer', contract: await contractOf('strayplayer', 'realtime') },
    "a sibling branch's player": { id: await idOf('player01'), account: 'player01', contract: await contractOf('player01', 'realtime') },
    'its own upline': { id: await idOf('agent01'), account: 'agent01', contract: await contractOf('agent01', 'realtime') },
    "another brand's player": { id: await idOf('player01', 'lumen'), account: 'player01', contract: await contractOf('player01', 'realtime', 'lumen') },
  };
});
afterAll(() => server.close());

describe('agent calls outside the caller’s team', () => {
  const cases = Object.keys(probes).flatMap((probe) => ['another branch\'s player', "a sibling branch's player", 'its own upline', "another brand's player"].map((target) => [probe, target] as const));

  it.each(cases)('%s, asked by agent02 about %s, is 404 and changes nothing', async (probe, target) => {
    // agent02's own team is player02 alone; every target is outside it.
    const before = await db().selectFrom('contracts').select(['id', 'status', 'termination_by']).orderBy('id').execute();
    const [path, method, body] = probes[probe]!(targets[target]!);
    const answer = await callers.agent02!(path, method, body);
    expect([answer.status, (answer.body as { errorCode?: string }).errorCode]).toEqual([404, 'NOT_FOUND']);
    expect(await db().selectFrom('contracts').select(['id', 'status', 'termination_by']).orderBy('id').execute()).toEqual(before);
  });

  it.each(Object.keys(probes))('%s, asked by a branch of its own about agent01\'s team, is 404', async (probe) => {
    const [path, method, body] = probes[probe]!(targets["a sibling branch's player"]!);
    const answer = await callers.strayagent!(path, method, body);
    expect([answer.status, (answer.body as { errorCode?: string }).errorCode]).toEqual([404, 'NOT_FOUND']);
  });
});
