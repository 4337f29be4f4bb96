import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHash, randomBytes } from 'node:crypto';
import { countPlays } from '../../server/modules/games/countPlays';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { checkLedger } from '../../server/modules/wallet/checkLedger';
import { postChange } from '../../server/modules/wallet/ledger';
import { signVendorBody } from '../../server/lib/vendorSignature';
import { switchModule } from '../helpers/switchModule';

// The seamless wallet as a game vendor's server uses it: every call signed over its raw body, the
// player named by a launch token for balance and bet and by the bet for win and rollback, money
// moved through the ledger once per the vendor's txId, the betting record kept beside it, and the
// books sound after every test.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(async () => {
  expect(await checkLedger(server.database.db)).toEqual([]);
});

type Answer<T> = { success: true; value: T } | { success: false; errorCode: string; message: string; field?: string; balance?: string };
type Wallet = { balance: string | null; currency: string };

const VENDOR = 'ACME';
const secret = randomBytes(32).toString('base64url');
const token = randomBytes(24).toString('base64url');
let memberId: string;
let gameId: number;

interface Signing {
  /** Milliseconds since the epoch written in X-Timestamp; now unless given. */
  at?: number;
  /** Leave the signature headers out. */
  unsigned?: boolean;
  signature?: string;
  vendor?: string;
  /** The body exactly as sent, when it is not JSON.stringify of the value. */
  raw?: string;
}

/** A vendor's call: the body as text, signed with the vendor's secret over `<timestamp>.<text>`. */
function vendorCall<T = Wallet>(call: 'balance' | 'bet' | 'win' | 'rollback', body: unknown, o: Signing = {}) {
  const text = o.raw ?? JSON.stringify(body);
  const at = o.at ?? Date.now();
  const headers: Record<string, string> = { Language: 'EN' };
  if (!o.unsigned) Object.assign(headers, { 'X-Timestamp': String(at), 'X-Signature': o.signature ?? signVendorBody(secret, at, text) });
  return server.call<Answer<T>>(`/vendor-api/${o.vendor ?? VENDOR}/${call}`, { method: 'POST', headers, body: text });
}
const valueOf = <T>(res: { body: Answer<T> }): T => {
  if (!res.body.success) throw new Error(`refused: ${JSON.stringify(res.body)}`);
  return res.body.value;
};
const balance = async () => valueOf(await vendorCall('balance', { token })).balance;
const newId = (prefix: string) => `${prefix}-${randomBytes(6).toString('hex')}`;
const bet = (txId: string, roundId: string, amount: string) => vendorCall('bet', { token, txId, roundId, amount });
const vendorTxCount = async () => Number((await server.database.db.selectFrom('vendor_transactions').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
const round = (roundId: string) =>
  server.database.db.selectFrom('bets').selectAll().where('brand_id', '=', 'bd').where('vendor', '=', VENDOR).where('round_id', '=', roundId).where('member_id', '=', memberId).executeTakeFirst();

const setModule = (modId: string, enabled: '0' | '1') => switchModule(server, 'bd', modId, enabled);

describe('the seamless wallet that vendors call', () => {
  beforeAll(async () => {
    const db = server.database.db;
    ({ id: memberId } = await db.insertInto('members').values({ brand_id: 'bd', account: 'vendorplayer', password_hash: '!' }).returning('id').executeTakeFirstOrThrow());
    await postChange(db, { brandId: 'bd', idempotencyKey: `open:${memberId}`, kind: 'adjustment', postings: [{ memberId, amount: 50_000n }, { house: 'adjustments', amount: -50_000n }] });
    await db.insertInto('vendor_connections').values({ brand_id: 'bd', code: VENDOR, adapter: 'remote', secret, launch_url: 'https://games.acme.example/launch' }).execute();
    ({ id: gameId } = await db
      .insertInto('games')
      .values({
        brand_id: 'bd',
        vendor: VENDOR,
        category: 'RNG',
        code: 'acme-fruits',
        name: JSON.stringify({ en: 'Acme Fruits', bn: 'Acme Fruits' }),
        image: '/games/acme-fruits.webp',
        min_bet: '100',
        engine: 'remote',
      })
      .returning('id')
      .executeTakeFirstOrThrow());
    await db
      .insertInto('game_launches')
      .values({ token_hash: createHash('sha256').update(token).digest('hex'), brand_id: 'bd', member_id: memberId, game_id: gameId, expires_at: new Date(Date.now() + 3_600_000) })
      .execute();
  });

  it('answers the balance of the player the launch token names, in the brand\'s currency', async () => {
    const res = await vendorCall('balance', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, value: { balance: '500.00', currency: 'BDT' } });
    const unknown = await vendorCall('balance', { token: 'x'.repeat(32) });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toMatchObject({ success: false, errorCode: 'GAME_SESSION_INVALID' });
  });

  it('refuses an unsigned call, a wrong signature, a stale timestamp and a vendor the brand has not connected', async () => {
    const unsigned = await vendorCall('balance', { token }, { unsigned: true });
    expect(unsigned.status).toBe(401);
    expect(unsigned.body).toEqual({ success: false, errorCode: 'SIGNATURE_REQUIRED', message: 'This call must be signed: send the X-Timestamp and X-Signature headers.' });
    const wrong = await vendorCall('balance', { token }, { signature: signVendorBody('not the secret', Date.now(), JSON.stringify({ token })) });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ errorCode: 'SIGNATURE_INVALID' });
    const stale = await vendorCall('balance', { token }, { at: Date.now() - 40_000 });
    expect(stale.status).toBe(401);
    expect(stale.body).toMatchObject({ errorCode: 'SIGNATURE_STALE' });
    const stranger = await vendorCall('balance', { token }, { vendor: 'NOBODY' });
    expect(stranger.status).toBe(401);
    expect(stranger.body).toMatchObject({ errorCode: 'VENDOR_NOT_CONNECTED' });
    // A signed bet whose body was changed on the way moves nothing.
    const text = JSON.stringify({ token, txId: newId('b'), roundId: 'r', amount: '1.00' });
    const at = Date.now();
    const tampered = await vendorCall('bet', null, { raw: text.replace('1.00', '9.00'), at, signature: signVendorBody(secret, at, text) });
    expect(tampered.body).toMatchObject({ errorCode: 'SIGNATURE_INVALID' });
    expect(await balance()).toBe('500.00');
  });

  it('checks the signature over the body\'s bytes as sent, whatever their spacing', async () => {
    const raw = `{ "token" : ${JSON.stringify(token)} }\n`;
    expect(await vendorCall('balance', null, { raw })).toMatchObject({ status: 200, body: { success: true, value: { balance: '500.00' } } });
  });

  it('takes a bet from the main wallet through the ledger as a bet of the product RNG/ACME, and opens its round', async () => {
    const txId = newId('b');
    const res = await bet(txId, 'round-1', '12.50');
    expect(res.body).toEqual({ success: true, value: { balance: '487.50', currency: 'BDT' } });
    const change = await server.database.db
      .selectFrom('ledger_transactions')
      .select(['id', 'kind', 'reference'])
      .where('brand_id', '=', 'bd')
      .where('idempotency_key', '=', `vendor:${VENDOR}:${txId}`)
      .executeTakeFirstOrThrow();
    expect(change).toMatchObject({ kind: 'bet', reference: `RNG/${VENDOR}` });
    const entries = await server.database.db
      .selectFrom('ledger_entries')
      .select(['member_id', 'wallet', 'house_account', 'amount'])
      .where('transaction_id', '=', change.id)
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      { member_id: memberId, wallet: 'main', house_account: null, amount: '-1250' },
      { member_id: null, wallet: null, house_account: `games:${VENDOR}`, amount: '1250' },
    ]);
    expect(await round('round-1')).toMatchObject({ stake: '1250', payout: '0', status: 'open', game_id: gameId, category: 'RNG' });
    // A second bet on the round adds to its stake; the game counts one play for the round.
    valueOf(await bet(newId('b'), 'round-1', '2.50'));
    expect(await round('round-1')).toMatchObject({ stake: '1500', status: 'open' });
    const before = await server.database.db.selectFrom('games').select('plays').where('id', '=', gameId).executeTakeFirstOrThrow();
    await countPlays(server.database.db);
    await countPlays(server.database.db);
    const game = await server.database.db.selectFrom('games').select('plays').where('id', '=', gameId).executeTakeFirstOrThrow();
    expect(BigInt(game.plays) - BigInt(before.plays)).toBe(1n);
    const recent = await server.database.db.selectFrom('recent_games').select('game_id').where('member_id', '=', memberId).execute();
    expect(recent).toEqual([{ game_id: gameId }]);
    expect(await balance()).toBe('485.00');
  });

  it('answers a repeated bet with its first answer and moves its money once; another body under its txId is refused', async () => {
    const before = await balance();
    const txId = newId('b');
    const first = await bet(txId, 'round-2', '10.00');
    valueOf(await bet(newId('b'), 'round-2', '5.00'));
    const again = await bet(txId, 'round-2', '10.00');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await balance()).toBe((Number(before) - 15).toFixed(2));
    const other = await bet(txId, 'round-2', '11.00');
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ success: false, errorCode: 'IDEMPOTENCY_MISMATCH' });
    expect(await balance()).toBe((Number(before) - 15).toFixed(2));
    expect(await round('round-2')).toMatchObject({ stake: '1500' });
  });

  it('refuses a bet above the balance with the balance, and a bet of nothing, and keeps nothing of either', async () => {
    const before = await balance();
    const count = await vendorTxCount();
    const above = await bet(newId('b'), 'round-3', '100000.00');
    expect(above.status).toBe(409);
    expect(above.body).toEqual({ success: false, errorCode: 'INSUFFICIENT_FUNDS', message: 'Your balance is not enough for this.', balance: before });
    const zero = await bet(newId('b'), 'round-3', '0.00');
    expect(zero.status).toBe(400);
    expect(zero.body).toMatchObject({ errorCode: 'AMOUNT_INVALID', field: 'amount' });
    expect(await balance()).toBe(before);
    expect(await vendorTxCount()).toBe(count);
    expect(await round('round-3')).toBeUndefined();
  });

  it('pays a win into the main wallet and settles the round; a win of 0 settles without moving money', async () => {
    const betTx = newId('b');
    valueOf(await bet(betTx, 'round-4', '20.00'));
    const before = await balance();
    const win = await vendorCall('win', { txId: newId('w'), betTxId: betTx, roundId: 'round-4', amount: '55.25' });
    expect(win.body).toEqual({ success: true, value: { balance: (Number(before) + 55.25).toFixed(2), currency: 'BDT' } });
    const settled = await round('round-4');
    expect(settled).toMatchObject({ stake: '2000', payout: '5525', status: 'settled' });
    expect(settled!.settled_at).not.toBeNull();
    const change = await server.database.db.selectFrom('ledger_transactions').select(['kind', 'reference']).where('reference', '=', `RNG/${VENDOR}`).where('kind', '=', 'win').execute();
    expect(change).toHaveLength(1);

    const lost = newId('b');
    valueOf(await bet(lost, 'round-5', '3.00'));
    const afterBet = await balance();
    const zero = await vendorCall('win', { txId: newId('w'), betTxId: lost, roundId: 'round-5', amount: '0' });
    expect(valueOf(zero).balance).toBe(afterBet);
    expect(await round('round-5')).toMatchObject({ stake: '300', payout: '0', status: 'settled' });
    // A bet a win has paid is not rolled back: the player would keep both.
    const late = await vendorCall('rollback', { txId: newId('r'), betTxId: betTx });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ errorCode: 'VENDOR_BET_SETTLED' });
  });

  it('refuses a win for a bet never seen', async () => {
    const before = await balance();
    const res = await vendorCall('win', { txId: newId('w'), betTxId: 'never-placed', roundId: 'round-x', amount: '10.00' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, errorCode: 'VENDOR_BET_UNKNOWN' });
    expect(await balance()).toBe(before);
  });

  it('rolls a bet back however late: after other rounds settled and the launch token expired', async () => {
    const cancelled = newId('b');
    valueOf(await bet(cancelled, 'round-6', '40.00'));
    const other = newId('b');
    valueOf(await bet(other, 'round-7', '1.00'));
    valueOf(await vendorCall('win', { txId: newId('w'), betTxId: other, roundId: 'round-7', amount: '2.00' }));
    const before = await balance();
    await server.database.db.updateTable('game_launches').set({ expires_at: new Date(Date.now() - 1000) }).where('member_id', '=', memberId).execute();
    try {
      const expired = await vendorCall('balance', { token });
      expect(expired.status).toBe(401);
      expect(expired.body).toMatchObject({ errorCode: 'GAME_SESSION_INVALID' });
      const rollbackTx = newId('r');
      const back = await vendorCall('rollback', { txId: rollbackTx, betTxId: cancelled });
      const returned = (Number(before) + 40).toFixed(2);
      expect(back.body).toEqual({ success: true, value: { balance: returned, currency: 'BDT' } });
      expect(await round('round-6')).toMatchObject({ stake: '0', status: 'cancelled' });
      const change = await server.database.db
        .selectFrom('ledger_transactions')
        .select(['kind', 'reference'])
        .where('idempotency_key', '=', `vendor:${VENDOR}:${rollbackTx}`)
        .executeTakeFirstOrThrow();
      expect(change).toEqual({ kind: 'rollback', reference: `RNG/${VENDOR}` });
      // The same rollback again answers the same; another rollback of the bet moves nothing.
      expect((await vendorCall('rollback', { txId: rollbackTx, betTxId: cancelled })).body).toEqual(back.body);
      expect(valueOf(await vendorCall('rollback', { txId: newId('r'), betTxId: cancelled })).balance).toBe(returned);
      // Nor is a rolled-back bet paid.
      const win = await vendorCall('win', { txId: newId('w'), betTxId: cancelled, roundId: 'round-6', amount: '80.00' });
      expect(win.status).toBe(409);
      expect(win.body).toMatchObject({ errorCode: 'VENDOR_BET_ROLLED_BACK' });
      const wallet = await server.database.db.selectFrom('wallets').select('balance').where('member_id', '=', memberId).where('wallet', '=', 'main').executeTakeFirstOrThrow();
      expect(wallet.balance).toBe(String(Math.round(Number(returned) * 100)));
    } finally {
      await server.database.db.updateTable('game_launches').set({ expires_at: new Date(Date.now() + 3_600_000) }).where('member_id', '=', memberId).execute();
    }
  });

  it('keeps a rollback that came before its bet, and refuses that bet when it comes', async () => {
    const betTx = newId('b');
    const first = await vendorCall('rollback', { txId: newId('r'), betTxId: betTx });
    expect(first.body).toEqual({ success: true, value: { balance: null, currency: 'BDT' } });
    const before = await balance();
    const late = await bet(betTx, 'round-8', '5.00');
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ success: false, errorCode: 'VENDOR_BET_ROLLED_BACK' });
    expect(await balance()).toBe(before);
    expect(await round('round-8')).toBeUndefined();
  });

  it('closes every vendor call while the brand has games switched off (GAMELO3), signed or not', async () => {
    await setModule('GAMELO3', '0');
    try {
      const signed = await vendorCall('balance', { token });
      expect(signed.status).toBe(403);
      expect(signed.body).toEqual({ success: false, errorCode: 'MODULE_DISABLED', message: 'This service is not available on this site.' });
      const unsigned = await bet(newId('b'), 'round-9', '1.00');
      expect(unsigned.status).toBe(403);
    } finally {
      await setModule('GAMELO3', '1');
    }
    expect((await vendorCall('balance', { token })).status).toBe(200);
  });

  it('moves money once when the same bet arrives 20 times at once', async () => {
    const before = await balance();
    const txId = newId('b');
    const answers = await Promise.all(Array.from({ length: 20 }, () => bet(txId, 'round-10', '7.77')));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(await balance()).toBe((Number(before) - 7.77).toFixed(2));
    expect(await round('round-10')).toMatchObject({ stake: '777' });
    const changes = await server.database.db.selectFrom('ledger_transactions').select('id').where('idempotency_key', '=', `vendor:${VENDOR}:${txId}`).execute();
    expect(changes).toHaveLength(1);
  });

  it('leaves the balance as it was when bets and their rollbacks arrive at the same moment, whichever comes first', async () => {
    const before = await balance();
    const pairs = Array.from({ length: 8 }, () => newId('b'));
    const answers = await Promise.all(pairs.flatMap((txId, i) => [bet(txId, `round-race-${i}`, '3.00'), vendorCall('rollback', { txId: newId('r'), betTxId: txId })]));
    // A bet either went first and was rolled back, or came after its rollback and was refused.
    for (const a of answers) expect(a.status === 200 || (a.body as { errorCode?: string }).errorCode === 'VENDOR_BET_ROLLED_BACK', JSON.stringify(a.body)).toBe(true);
    expect(await balance()).toBe(before);
  });

  it('answers one of two calls that share a txId for different bets and refuses the other, never failing', async () => {
    const [a, b] = [newId('b'), newId('b')];
    valueOf(await bet(a, 'round-11', '1.00'));
    valueOf(await bet(b, 'round-12', '1.00'));
    const before = await balance();
    const txId = newId('w');
    const answers = await Promise.all([
      vendorCall('win', { txId, betTxId: a, roundId: 'round-11', amount: '4.00' }),
      vendorCall('win', { txId, betTxId: b, roundId: 'round-12', amount: '4.00' }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(await balance()).toBe((Number(before) + 4).toFixed(2));
  });

  it('answers malformed bodies that carry a good signature with a 4xx envelope, and moves nothing', async () => {
    const before = await balance();
    const bodies = [
      '',
      '{',
      'null',
      '[]',
      '"text"',
      '{"a":1}{"b":2}',
      JSON.stringify({ token, txId: 'x', roundId: 'r', amount: '-1.00' }),
      JSON.stringify({ token, txId: 'x', roundId: 'r', amount: '1.001' }),
      JSON.stringify({ token, txId: 'a b', roundId: 'r', amount: '1.00' }),
      JSON.stringify({ token, txId: 'x'.repeat(101), roundId: 'r', amount: '1.00' }),
      JSON.stringify({ token, txId: 'x\u0000', roundId: 'r', amount: '1.00' }),
      JSON.stringify({ token: 'short', txId: 'x', roundId: 'r', amount: '1.00' }),
      JSON.stringify({ token, txId: 'x', roundId: 'r', amount: '1.00', extra: true }),
      JSON.stringify({ txId: 'x', betTxId: 'y', roundId: 'r', amount: '1e3' }),
      `{"__proto__":{"polluted":true},"token":${JSON.stringify(token)}}`,
    ];
    for (const call of ['balance', 'bet', 'win', 'rollback'] as const)
      for (const raw of bodies) {
        const res = await vendorCall(call, null, { raw });
        expect(res.status >= 400 && res.status < 500, `${call} ${raw} → ${res.status} ${JSON.stringify(res.body)}`).toBe(true);
        expect(res.body).toMatchObject({ success: false });
      }
    expect(await balance()).toBe(before);
  });

  it('shows the calls in the API document, without a session', async () => {
    const doc = (await server.call<{ paths: Record<string, Record<string, { description?: string; security?: unknown }>> }>('/docs/json')).body;
    const op = doc.paths['/vendor-api/{vendor}/bet']?.post;
    expect(op?.security).toBeUndefined();
    expect(op?.description).toContain('X-Signature');
  });
});
