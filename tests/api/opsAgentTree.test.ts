import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { operatorApi } from '../helpers/operatorApi';
import { engine } from '../helpers/freshDatabase';
import { checkTree } from '../../server/modules/agent/checkTree';
import type { OpsAgentTree, OpsMemberMoved, OpsTreeNode } from '../../src/generated/types';

// The console's agent trees (decision 0285): a member's uplines and direct downlines walked by
// account, and a member moved with its team under another agent of the brand in one transaction:
// its contracts with the old upline end, both are told, the move is audited; a loop, a player as
// upline, another brand's account and a role other than admin change nothing.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.database.db;
const idOf = async (account: string) => (await db().selectFrom('members').select('id').where('brand_id', '=', 'bd').where('account', '=', account).executeTakeFirstOrThrow()).id;
const uplineOf = async (account: string) => {
  const row = await db().selectFrom('members as m').leftJoin('members as u', 'u.id', 'm.upline_id').select('u.account').where('m.brand_id', '=', 'bd').where('m.account', '=', account).executeTakeFirstOrThrow();
  return row.account;
};
const short = (n: OpsTreeNode) => `${n.account}:${n.agent ? 'agent' : 'player'}:${n.teamSize}:${n.hasDownlines ? 'more' : 'leaf'}`;
const terms = { tiers: [{ validBet: '1000.00', rate: '0.1' }] };

describe(`agent trees from the console on ${engine}`, () => {
  let admin: string;
  let support: string;
  const api = () => operatorApi(server);
  const tree = (account: string, extra: Record<string, string> = {}, token = admin) => api().call<OpsAgentTree>(token, '/ops/agent-tree', 'GET', { brandId: 'bd', account, ...extra });
  const walk = async (account: string, extra: Record<string, string> = {}) => {
    const res = await tree(account, extra);
    if (!res.body.success) throw new Error(JSON.stringify(res.body));
    return res.body.value;
  };
  const move = (body: Record<string, string>, token = admin) => api().call<OpsMemberMoved>(token, '/ops/agent-tree/move', 'PUT', { brandId: 'bd', reason: 'Team reorganised', ...body });
  const moves = () => db().selectFrom('audit_log').select(['detail', 'operator_name']).where('action', '=', 'member.move').orderBy('id').execute();

  beforeAll(async () => {
    admin = await api().tokenOf('admin');
    support = await api().tokenOf('helpdesk');
  });

  it('walks from the top down and back up: uplines top first, downlines agents first, each with its team', async () => {
    const top = await walk('AGENT01');
    expect(short(top.member)).toBe('agent01:agent:3:more');
    expect(top.uplines).toEqual([]);
    expect(top.downlines).toMatchObject({ pageNo: 1, total: 2, totalPages: 1 });
    expect(top.downlines.list.map(short)).toEqual(['agent02:agent:1:more', 'player01:player:0:leaf']);

    const down = await walk('player02');
    expect(down.uplines.map((u) => u.account)).toEqual(['agent01', 'agent02']);
    expect(short(down.member)).toBe('player02:player:0:leaf');
    expect(down.downlines).toMatchObject({ total: 0, list: [] });

    const paged = await walk('agent01', { pageNo: '2', pageSize: '1' });
    expect(paged.downlines).toMatchObject({ pageNo: 2, total: 2, totalPages: 2 });
    expect(paged.downlines.list.map((n) => n.account)).toEqual(['player01']);
  });

  it('refuses another brand’s account (404) and a role other than admin (403), changing nothing', async () => {
    expect((await api().call(admin, '/ops/agent-tree', 'GET', { brandId: 'lumen', account: 'player02' })).status).toBe(404);
    expect((await tree('nobody-here')).status).toBe(404);
    await db().insertInto('members').values({ brand_id: 'lumen', account: 'lumenagent', password_hash: '!', type: 1 }).execute();
    const notInBrand = await move({ member: 'player02', upline: 'lumenagent' });
    expect([notInBrand.status, notInBrand.body]).toEqual([404, expect.objectContaining({ errorCode: 'NOT_FOUND', field: 'upline' })]);
    const otherBrand = await api().call(admin, '/ops/agent-tree/move', 'PUT', { brandId: 'lumen', member: 'player02', upline: 'agent01', reason: 'x' });
    expect([otherBrand.status, otherBrand.body]).toEqual([404, expect.objectContaining({ errorCode: 'NOT_FOUND', field: 'member' })]);

    for (const res of [await tree('agent01', {}, support), await move({ member: 'player02', upline: 'agent01' }, support)]) {
      expect([res.status, res.body]).toEqual([403, expect.objectContaining({ errorCode: 'ROLE_FORBIDDEN' })]);
    }
    expect(await uplineOf('player02')).toBe('agent02');
    expect(await moves()).toEqual([]);
  });

  it('refuses a move under the member itself or its own team with a translated 409, a player as upline and no reason, and nothing changes', async () => {
    const before = await walk('agent01');
    const loop = await move({ member: 'agent01', upline: 'player02' });
    // A player is no upline, but the loop is what is wrong first.
    expect([loop.status, loop.body]).toEqual([409, expect.objectContaining({ errorCode: 'TREE_CYCLE', field: 'upline', message: 'A member cannot be moved under itself or a member of its own team.' })]);
    const underDownline = await move({ member: 'agent01', upline: 'agent02' }, admin);
    expect(underDownline.status).toBe(409);
    const bn = await api().call(admin, '/ops/agent-tree/move', 'PUT', { brandId: 'bd', member: 'agent02', upline: 'agent02', reason: 'x' }, 'BN');
    expect(bn.body).toMatchObject({ errorCode: 'TREE_CYCLE', message: 'কোনো সদস্যকে তার নিজের বা তার নিজের টিমের কোনো সদস্যের অধীনে সরানো যায় না।' });

    const player = await move({ member: 'player02', upline: 'player01' });
    expect([player.status, player.body]).toEqual([400, expect.objectContaining({ errorCode: 'FIELD_INVALID', field: 'upline', message: "the new upline must be an agent's account" })]);
    const same = await move({ member: 'player02', upline: 'agent02' });
    expect([same.status, same.body]).toEqual([400, expect.objectContaining({ errorCode: 'FIELD_INVALID', field: 'upline' })]);
    const blank = await move({ member: 'player02', upline: 'agent01', reason: '   ' });
    expect([blank.status, blank.body]).toEqual([400, expect.objectContaining({ errorCode: 'FIELD_INVALID', field: 'reason' })]);
    const long = await move({ member: 'player02', upline: 'agent01', reason: 'x'.repeat(201) });
    expect(long.status).toBe(400);

    expect(await walk('agent01')).toEqual(before);
    expect(await moves()).toEqual([]);
    expect(await checkTree(db())).toEqual([]);
  });

  it('moves a member with its team under another agent: contracts with the old upline end, both are told, the move is audited, the tree holds', async () => {
    const [agent01, agent02] = [await idOf('agent01'), await idOf('agent02')];
    const agent03 = (await db().insertInto('members').values({ brand_id: 'bd', account: 'agent03', password_hash: '!', type: 2 }).returning('id').executeTakeFirstOrThrow()).id;
    const contract = (values: { kind: 'dividend' | 'daily' | 'hourly' | 'realtime'; upline_id: string | null; status: 'pending' | 'accepted' | 'completed'; ends_at?: Date }) =>
      db()
        .insertInto('contracts')
        .values({ brand_id: 'bd', downline_id: agent02, terms: JSON.stringify(terms), ...(values.status === 'pending' ? {} : { starts_at: new Date(Date.now() - 86_400_000) }), ...values })
        .returning('id')
        .executeTakeFirstOrThrow()
        .then((r) => r.id);
    const offer = await contract({ kind: 'daily', upline_id: agent01, status: 'pending' });
    const inForce = await contract({ kind: 'hourly', upline_id: agent01, status: 'accepted' });
    const ended = await contract({ kind: 'realtime', upline_id: agent01, status: 'accepted', ends_at: new Date(Date.now() - 3_600_000) });
    const fromAnother = await contract({ kind: 'dividend', upline_id: agent03, status: 'pending' });
    const readContract = (id: string) => db().selectFrom('contracts').select(['status', 'ends_at', 'end_cause']).where('id', '=', id).executeTakeFirstOrThrow();
    const endedBefore = await readContract(ended);

    const res = await move({ member: 'agent02', upline: 'agent03', reason: '  Agent01 retired  ' });
    expect(res.body).toEqual({ success: true, value: { member: 'agent02', upline: 'agent03', previousUpline: 'agent01', endedContracts: 2 } });

    expect(await readContract(offer)).toMatchObject({ status: 'terminated', end_cause: 'moved' });
    const nowEnded = await readContract(inForce);
    expect(nowEnded).toMatchObject({ status: 'accepted', end_cause: 'moved' });
    expect(Math.abs(new Date(nowEnded.ends_at!).getTime() - Date.now())).toBeLessThan(60_000);
    expect(await readContract(ended)).toEqual(endedBefore);
    expect(await readContract(fromAnother)).toMatchObject({ status: 'pending', end_cause: null });

    expect(short((await walk('agent01')).member)).toBe('agent01:agent:1:more');
    const moved = await walk('agent03');
    expect(short(moved.member)).toBe('agent03:agent:2:more');
    expect(moved.downlines.list.map(short)).toEqual(['agent02:agent:1:more']);
    expect((await walk('player02')).uplines.map((u) => u.account)).toEqual(['agent03', 'agent02']);
    expect(await checkTree(db())).toEqual([]);

    const told = await db().selectFrom('messages').select(['member_id', 'title']).where('kind', '=', 'system').where('member_id', 'in', [agent01, agent02]).execute();
    expect(told.map((m) => [String(m.member_id), (m.title as unknown as Record<string, string>).en])).toEqual(
      expect.arrayContaining([
        [String(agent01), 'agent02 has left your team'],
        [String(agent02), 'Your upline is now agent03'],
      ]),
    );
    expect(await moves()).toEqual([{ operator_name: 'admin', detail: { account: 'agent02', before: 'agent01', after: 'agent03', endedContracts: 2, reason: 'Agent01 retired' } }]);

    // And back, by the page's own steps: player02 alone goes under agent01.
    const back = await move({ member: 'player02', upline: 'agent01' });
    expect(back.body).toMatchObject({ success: true, value: { previousUpline: 'agent02', endedContracts: 0 } });
    expect((await walk('agent01')).downlines.list.map((n) => n.account)).toEqual(['player01', 'player02']);
    expect(await checkTree(db())).toEqual([]);
  });

  it('ends what the moved member gave below of the kinds it no longer holds, down the tree, and leaves the rest', async () => {
    const agent = async (account: string, upline: string | null, type = 2) =>
      (await db().insertInto('members').values({ brand_id: 'bd', account, password_hash: '!', type, upline_id: upline }).returning('id').executeTakeFirstOrThrow()).id;
    const top = await agent('cascadetop', null, 1);
    await agent('cascadeother', null, 1);
    const mid = await agent('cascademid', top);
    const low = await agent('cascadelow', mid);
    const lowest = await agent('cascadelowest', low);
    const started = new Date(Date.now() - 86_400_000);
    const contract = (kind: 'hourly' | 'daily', upline: string, downline: string) =>
      db()
        .insertInto('contracts')
        .values({ brand_id: 'bd', kind, upline_id: upline, downline_id: downline, terms: JSON.stringify(terms), status: 'accepted', starts_at: started })
        .returning('id')
        .executeTakeFirstOrThrow()
        .then((r) => r.id);
    const held = await contract('hourly', top, mid);
    const given = await contract('hourly', mid, low);
    const givenBelow = await contract('hourly', low, lowest);
    // A daily wage the member gave with no daily wage of its own above it: the move takes nothing of that kind from it.
    const otherKind = await contract('daily', mid, low);
    const read = (id: string) => db().selectFrom('contracts').select(['status', 'ends_at', 'end_cause']).where('id', '=', id).executeTakeFirstOrThrow();

    const res = await move({ member: 'cascademid', upline: 'cascadeother' });
    expect(res.body).toMatchObject({ success: true, value: { previousUpline: 'cascadetop', endedContracts: 3 } });
    expect(await read(held)).toMatchObject({ status: 'accepted', end_cause: 'moved' });
    for (const id of [given, givenBelow]) {
      const row = await read(id);
      expect(row).toMatchObject({ status: 'accepted', end_cause: 'rateBroken' });
      expect(Math.abs(new Date(row.ends_at!).getTime() - Date.now())).toBeLessThan(60_000);
    }
    expect(await read(otherKind)).toMatchObject({ status: 'accepted', ends_at: null, end_cause: null });
    // Each party below was told.
    const told = await db().selectFrom('messages').select('member_id').where('kind', '=', 'system').where('member_id', 'in', [low, lowest]).execute();
    expect(new Set(told.map((m) => String(m.member_id)))).toEqual(new Set([String(low), String(lowest)]));
    expect(await checkTree(db())).toEqual([]);
  });
});
