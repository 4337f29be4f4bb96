import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import type { Game, GameLaunch, OpsVendors, OpsVendorWalletSaved, StudioRound, StudioSession, VendorWallets } from '../../src/generated/types';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { signIn } from '../helpers/signIn';
import { operatorApi } from '../helpers/operatorApi';
import { checkLedger } from '../../server/modules/wallet/checkLedger';

// One wallet model (decision 0255): a seamless vendor's games stake from main and show no wallet of
// their own; a transfer vendor's stake only from its wallet, whose launch offers to move money in,
// or, where the brand says so, moves everything in and back; and a vendor made seamless leaves no
// money behind. The books are checked after each.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  const { config } = await server.database.db.selectFrom('brands').select('config').where('id', '=', 'bd').executeTakeFirstOrThrow();
  await server.database.db.updateTable('brands').set({ config: JSON.stringify({ ...config, studio: { minSpinMs: 0, autoplay: false } }) }).where('id', '=', 'bd').execute();
  await server.syncConfig();
});
afterAll(() => server.close());

type Answer<T> = { success: true; value: T } | { success: false; errorCode: string; message: string; field?: string };
const value = <T>(a: Answer<T>) => {
  if (!a.success) throw new Error(`${a.errorCode}: ${a.message}`);
  return a.value;
};
const newKey = () => randomBytes(18).toString('base64url');
const get = async <T>(path: string, token?: string) => (await server.call<Answer<T>>(path, { headers: { Language: 'EN', ...(token ? { Authorization: token } : {}) } })).body;
const post = async <T>(path: string, body: unknown, token?: string, key?: string) =>
  (await server.call<Answer<T>>(path, { method: 'POST', body, headers: { Language: 'EN', ...(token ? { Authorization: token } : {}), ...(key ? { 'Idempotency-Key': key } : {}) } })).body;

const gameOf = async (vendor: string, gameType: string) =>
  value(await get<{ games: Game[] }>(`/wps/relay/GCSGAME_gameList?${new URLSearchParams({ gameType, vassalage: vendor, pageSize: '60' })}`)).games.find((g) => g.maintenance === 0)!;
const launch = async (game: Game, token: string) => value(await get<GameLaunch>(`/wps/game/launchGame?nodeId=${game.nodeId}`, token));
const tokenOf = (gameUrl: string) => new URL(gameUrl, 'http://x').searchParams.get('t')!;
const wallets = async (token: string) => value(await get<VendorWallets>('/wps/relay/GCS_merchantWallet', token));
const transfer = (token: string, body: unknown) => post<{ moved: string }>('/wps/relay/GCS_walletTransfer', body, token, newKey());
const spin = async (t: string) => {
  const session = value(await get<StudioSession>(`/studio/session?t=${t}`));
  return { session, round: await post<StudioRound>('/studio/round', { t, stake: session.stakes[0] }) };
};
const ledgerSound = async () => expect(await checkLedger(server.database.db)).toEqual([]);

describe('where a game stakes from', () => {
  let player: string;
  beforeAll(async () => {
    ({ token: player } = await signIn(server.call, 'player01'));
  });

  it("plays a seamless vendor's slot from main, and shows no wallet of its own", async () => {
    const jili = await launch(await gameOf('JILI', 'RNG'), player);
    expect(jili.wallet).toBeUndefined();
    const { session, round } = await spin(tokenOf(jili.gameUrl!));
    expect(session).toMatchObject({ balance: '1250.00', wallet: null });
    expect(round.success).toBe(true);
    const after = await wallets(player);
    expect(after.wallets.every((w) => w.balance === '0.00')).toBe(true);
    expect(after.main).toBe(value(round).balance);
    await ledgerSound();
  });

  it("plays a transfer vendor's slot only from its wallet: refused while it is empty, whatever main holds, then staked from it", async () => {
    const pg = await launch(await gameOf('PG', 'RNG'), player);
    const mainBefore = (await wallets(player)).main;
    expect(pg.wallet).toEqual({ vendor: 'PG', name: 'PG Soft', balance: '0.00', main: mainBefore, moveIn: '500.00', auto: false, moved: '0.00' });
    const t = tokenOf(pg.gameUrl!);
    const empty = await spin(t);
    expect(empty.session).toMatchObject({ balance: '0.00', wallet: 'PG Soft' });
    expect(empty.round).toMatchObject({ success: false, errorCode: 'INSUFFICIENT_FUNDS' });

    expect(value(await transfer(player, { mode: 'toVendor', vendor: 'PG', amount: '100' }))).toMatchObject({ moved: '100.00' });
    const { session, round } = await spin(t);
    expect(session.balance).toBe('100.00');
    const played = value(round);
    const after = await wallets(player);
    // The stake left the PG Soft wallet and the win came back to it; main only gave the 100.
    expect(after.main).toBe((Number(mainBefore) - 100).toFixed(2));
    expect(after.wallets.find((w) => w.vendor === 'PG')!.balance).toBe(played.balance);
    const bet = await server.database.db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_transactions as x', 'x.id', 'e.transaction_id')
      .select(['e.wallet', 'e.amount'])
      .where('x.idempotency_key', '=', `vendor:PG:${played.roundId}-bet`)
      .where('e.member_id', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(bet).toEqual({ wallet: 'vendor:PG', amount: `-${session.stakes[0]!.replace('.', '')}` });
    await ledgerSound();
  });
});

describe("a brand's automatic transfer", () => {
  let agent: string;
  beforeAll(async () => {
    ({ token: agent } = await signIn(server.call, 'agent01'));
    const { config } = await server.database.db.selectFrom('brands').select('config').where('id', '=', 'bd').executeTakeFirstOrThrow();
    await server.database.db
      .updateTable('brands')
      .set({ config: JSON.stringify({ ...config, payments: { ...config.payments!, gameWallets: { autoTransfer: true, moveIn: '500.00' } } }) })
      .where('id', '=', 'bd')
      .execute();
    await server.syncConfig();
  });

  it('moves everything the member may spend into the wallet the launched game stakes from: a transfer vendor\'s, the next one\'s, and main for a seamless one', async () => {
    expect(value(await transfer(agent, { mode: 'toVendor', vendor: 'SBO', amount: '700' }))).toMatchObject({ moved: '700.00' });
    const evo = await launch(await gameOf('EVO', 'LIVE'), agent);
    expect(evo.wallet).toMatchObject({ vendor: 'EVO', name: 'Evolution', balance: '50000.00', main: '0.00', auto: true, moved: '50000.00' });
    const pg = await launch(await gameOf('PG', 'RNG'), agent);
    expect(pg.wallet).toMatchObject({ vendor: 'PG', balance: '50000.00', main: '0.00', moved: '50000.00' });
    // One change gathered it, told from each side in words.
    const record = value(await get<{ list: Array<{ label: string; amount: string }> }>('/wps/relay/ODSFE2_MemTransDet?pageSize=2', agent)).list;
    expect(record.map((e) => `${e.label} ${e.amount}`).sort()).toEqual(['Transfer from Evolution -50000.00', 'Transfer to PG Soft 50000.00']);
    // A seamless vendor's game stakes from main: its launch brings everything back there (the tab
    // of the PG Soft game was closed, say, and never said it left).
    const jili = await launch(await gameOf('JILI', 'RNG'), agent);
    expect(jili.wallet).toBeUndefined();
    const after = await wallets(agent);
    expect(after.main).toBe('50000.00');
    expect(after.wallets.every((w) => w.balance === '0.00')).toBe(true);
    expect(value(await transfer(agent, { mode: 'allIn' }))).toMatchObject({ moved: '0.00' });
    await ledgerSound();
  });
});

describe('a vendor made seamless', () => {
  let ops: ReturnType<typeof operatorApi>;
  let admin: string;
  beforeAll(async () => {
    ops = operatorApi(server);
    // One sign-in each: an authenticator code is taken once.
    admin = await ops.tokenOf('admin');
  });

  it('moves every member\'s money in its wallet back to main, one change each, once, audited; and lists no wallet of it after', async () => {
    const { token: player } = await signIn(server.call, 'player01');
    const { token: agent } = await signIn(server.call, 'agent01');
    value(await transfer(player, { mode: 'toVendor', vendor: 'SBO', amount: '40' }));
    value(await transfer(agent, { mode: 'toVendor', vendor: 'SBO', amount: '60.25' }));
    const [playerMain, agentMain] = [(await wallets(player)).main, (await wallets(agent)).main];
    const listed = value((await ops.call<OpsVendors>(admin, '/ops/games/vendors', 'GET', { brandId: 'bd' })).body).items;
    expect(listed.find((v) => v.code === 'SBO')).toEqual({ code: 'SBO', name: 'SBOBET', adapter: 'studio', wallet: 'transfer', active: true, holders: 2, held: '100.25' });
    expect(listed.find((v) => v.code === 'JILI')).toMatchObject({ wallet: 'seamless', holders: 0, held: '0.00' });

    // Two operators at once, each with a key of their own: the money moves back once.
    const change = { brandId: 'bd', code: 'SBO', wallet: 'seamless' };
    const key = newKey();
    const answers = await Promise.all([key, key, newKey()].map((k) => ops.call<OpsVendorWalletSaved>(admin, '/ops/games/vendors/wallet', 'POST', change, 'EN', { 'Idempotency-Key': k })));
    const saved = answers.map((a) => value(a.body));
    expect(saved.every((s) => s.vendor.wallet === 'seamless' && s.vendor.holders === 0)).toBe(true);
    expect(saved[1]).toEqual(saved[0]);
    expect(saved[0]!.members + saved[2]!.members).toBe(2);
    expect([saved[0]!.moved, saved[2]!.moved].sort()).toEqual(['0.00', '100.25']);
    const changes = await server.database.db.selectFrom('ledger_transactions').select('id').where('kind', '=', 'transfer').where('reference', '=', 'SBO').where('idempotency_key', 'not like', 'wallet/transfer%').execute();
    expect(changes).toHaveLength(2);
    expect((await wallets(player)).main).toBe((Number(playerMain) + 40).toFixed(2));
    expect((await wallets(agent)).main).toBe((Number(agentMain) + 60.25).toFixed(2));
    expect((await wallets(player)).wallets.map((w) => w.vendor)).toEqual(['EVO', 'PG']);
    const audited = await server.database.db.selectFrom('audit_log').select(['action', 'target', 'detail']).where('action', '=', 'vendor.wallet').execute();
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ target: 'SBO', detail: { from: 'transfer', to: 'seamless', members: 2, moved: '100.25' } });
    // Refused while it is seamless; taken again once it keeps its own wallet.
    expect(await transfer(player, { mode: 'toVendor', vendor: 'SBO', amount: '1' })).toMatchObject({ success: false, errorCode: 'VENDOR_UNKNOWN' });
    value((await ops.call(admin, '/ops/games/vendors/wallet', 'POST', { ...change, wallet: 'transfer' }, 'EN', { 'Idempotency-Key': newKey() })).body);
    expect(value(await transfer(player, { mode: 'toVendor', vendor: 'SBO', amount: '1' }))).toMatchObject({ moved: '1.00' });
    await ledgerSound();
  });

  it('is refused to an operator who is not an admin, and for a vendor the brand has not connected', async () => {
    const editor = await ops.tokenOf('editor');
    const refused = await ops.call(editor, '/ops/games/vendors/wallet', 'POST', { brandId: 'bd', code: 'EVO', wallet: 'seamless' }, 'EN', { 'Idempotency-Key': newKey() });
    expect(refused.status).toBe(403);
    const unknown = await ops.call(admin, '/ops/games/vendors/wallet', 'POST', { brandId: 'bd', code: 'NOPE', wallet: 'seamless' }, 'EN', { 'Idempotency-Key': newKey() });
    expect(unknown.body).toMatchObject({ success: false, errorCode: 'VENDOR_UNKNOWN', field: 'code' });
    const bad = await ops.call(admin, '/ops/games/vendors/wallet', 'POST', { brandId: 'bd', code: 'EVO', wallet: 'both' }, 'EN', { 'Idempotency-Key': newKey() });
    expect(bad.status).toBe(400);
    expect(value((await ops.call<OpsVendors>(admin, '/ops/games/vendors', 'GET', { brandId: 'bd' })).body).items.find((v) => v.code === 'EVO')!.wallet).toBe('transfer');
  });
});
