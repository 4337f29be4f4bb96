import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash, randomBytes } from 'node:crypto';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { engine } from '../helpers/freshDatabase';
import { openLivePage } from '../helpers/livePage';
import { postChange } from '../../server/modules/wallet/ledger';
import { signVendorBody } from '../../server/lib/vendorSignature';

// The slots jackpot (migration 075, decision 0304): seeded per brand in its own currency, grown by
// its share of every stake on a jackpot game inside the bet's transaction, once per bet however
// often the vendor sends it, and the same figure for the lobby's call and the game's session.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Answer<T> = { success: true; value: T } | { success: false; errorCode: string };
const valueOf = <T>(res: { body: Answer<T> }): T => {
  if (!res.body.success) throw new Error(`refused: ${JSON.stringify(res.body)}`);
  return res.body.value;
};

const VENDOR = 'JPV';
const secret = randomBytes(32).toString('base64url');
const token = randomBytes(24).toString('base64url');
const plainToken = randomBytes(24).toString('base64url');

function vendorCall(call: 'bet', body: unknown) {
  const text = JSON.stringify(body);
  const at = Date.now();
  return server.call<Answer<{ balance: string }>>(`/vendor-api/${VENDOR}/${call}`, {
    method: 'POST',
    headers: { Language: 'EN', 'X-Timestamp': String(at), 'X-Signature': signVendorBody(secret, at, text) },
    body: text,
  });
}
const bet = (launch: string, amount: string, txId = `b-${randomBytes(6).toString('hex')}`) => vendorCall('bet', { token: launch, txId, roundId: `r-${txId}`, amount });
const jackpot = async (host?: string) => valueOf(await server.call<Answer<{ amount?: string; currency: string }>>('/lgw/games/jackpot', host ? { headers: { Host: host } } : {}));
const minor = (money: string) => Math.round(Number(money) * 100);

describe('the slots jackpot', () => {
  beforeAll(async () => {
    const db = server.database.db;
    const { id: memberId } = await db.insertInto('members').values({ brand_id: 'bd', account: 'jackpotplayer', password_hash: '!' }).returning('id').executeTakeFirstOrThrow();
    await postChange(db, {
      brandId: 'bd',
      idempotencyKey: `open:${memberId}`,
      kind: 'adjustment',
      postings: [
        { memberId, amount: 10_000_000n },
        { house: 'adjustments', amount: -10_000_000n },
      ],
    });
    await db.insertInto('vendor_connections').values({ brand_id: 'bd', code: VENDOR, adapter: 'remote', secret, launch_url: 'https://games.jpv.example/launch' }).execute();
    const game = (code: string, classify: string | null) =>
      db
        .insertInto('games')
        .values({ brand_id: 'bd', vendor: VENDOR, category: 'RNG', code, name: JSON.stringify({ en: code, bn: code }), image: `/games/${code}.webp`, min_bet: '100', engine: 'remote', classify })
        .returning('id')
        .executeTakeFirstOrThrow();
    const [jp, plain] = [await game('jpv-jackpot', 'JP'), await game('jpv-plain', 'TG')];
    const launch = (t: string, gameId: number) => ({
      token_hash: createHash('sha256').update(t).digest('hex'),
      brand_id: 'bd',
      member_id: memberId,
      game_id: gameId,
      expires_at: new Date(Date.now() + 3_600_000),
    });
    await db
      .insertInto('game_launches')
      .values([launch(token, jp.id), launch(plainToken, plain.id)])
      .execute();
  });

  it('is seeded per brand in its own currency, and the two brands differ', async () => {
    const bd = await jackpot();
    const lumen = await jackpot('lumen.localhost');
    expect(bd).toEqual({ amount: expect.stringMatching(/^\d+\.\d{2}$/) as unknown, currency: 'BDT' });
    expect(lumen).toEqual({ amount: expect.stringMatching(/^\d+\.\d{2}$/) as unknown, currency: 'INR' });
    expect(bd.amount).not.toBe(lumen.amount);
    // Sane figures: millions of the currency, not a number made of the clock.
    for (const j of [bd, lumen]) expect(Number(j.amount)).toBeLessThan(100_000_000);
  });

  it("grows by its share of a jackpot game's stake exactly once, however often the bet is sent, and not by another game's", async () => {
    const share = (await server.database.db.selectFrom('jackpots').select('share_bp').where('brand_id', '=', 'bd').executeTakeFirstOrThrow()).share_bp;
    const before = minor((await jackpot()).amount!);
    const txId = `b-${randomBytes(6).toString('hex')}`;
    valueOf(await bet(token, '250.00', txId));
    valueOf(await bet(token, '250.00', txId));
    const after = minor((await jackpot()).amount!);
    expect(after - before).toBe(Math.floor((25_000 * share) / 10_000));
    expect(after - before).toBeGreaterThan(0);
    valueOf(await bet(plainToken, '250.00'));
    expect(minor((await jackpot()).amount!)).toBe(after);
  });

  it("tells the brand's open pages, a visitor's too, that the jackpot grew, and not another brand's", async () => {
    const page = await openLivePage(server.port, null);
    const lumen = await openLivePage(server.port, null, 'lumen.localhost');
    const from = page.events.length;
    valueOf(await bet(token, '100.00'));
    expect(await page.next('jackpot', from)).toEqual({ type: 'jackpot' });
    expect(lumen.events.filter((e) => e.type === 'jackpot')).toEqual([]);
    page.socket.close();
    lumen.socket.close();
  });

  it.runIf(engine === 'postgres')('loses no share when many stakes land at once (one atomic increment per bet)', async () => {
    const share = (await server.database.db.selectFrom('jackpots').select('share_bp').where('brand_id', '=', 'bd').executeTakeFirstOrThrow()).share_bp;
    const before = minor((await jackpot()).amount!);
    const n = 24;
    const answers = await Promise.all(Array.from({ length: n }, () => bet(token, '100.00')));
    for (const a of answers) valueOf(a);
    expect(minor((await jackpot()).amount!) - before).toBe(n * Math.floor((10_000 * share) / 10_000));
  });
});
