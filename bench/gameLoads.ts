// What bench/api.ts loads the game calls with: a catalogue grown to a size, and signed vendor bets
// from bench players who each hold a launch and more money than a run can stake.
import { randomBytes } from 'node:crypto';
import type autocannon from 'autocannon';
import { sql } from 'kysely';
import type { Database } from '../server/db/open';
import { postChange } from '../server/modules/wallet/ledger';
import { tokenHash } from '../server/lib/tokens';
import { signedHeaders } from '../server/lib/vendorSignature';

const brandId = 'bd';
const words = ['Golden', 'Tiger', 'Lotus', 'Monsoon', 'Royal', 'Kite', 'Mango', 'River', 'Star', 'Temple', 'Jungle', 'Fortune'];

/** Adds bench games to the brand until its catalogue holds `size`, spread over its slot vendors. */
export async function gameCatalogue(database: Database, size: number) {
  const have = await database.db.selectFrom('games').select((eb) => eb.fn.countAll<string>().as('n')).where('brand_id', '=', brandId).executeTakeFirstOrThrow();
  const vendors = (await database.db.selectFrom('vendors').select('code').where('brand_id', '=', brandId).where('category', '=', 'RNG').execute()).map((v) => v.code);
  const missing = size - Number(have.n);
  for (let start = 0; start < missing; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, missing - start) }, (_, k) => {
      const i = start + k;
      const name = `${words[i % words.length]} ${words[(i * 7 + 3) % words.length]} ${i}`;
      return {
        brand_id: brandId,
        vendor: vendors[i % vendors.length]!,
        category: 'RNG',
        code: `BENCH-${i}`,
        name: JSON.stringify({ en: name, bn: name }),
        image: '/seed/games/bd/bench.svg',
        min_bet: String([1, 5, 10, 50, 75, 100][i % 6]),
        lines: [5, 20, 40][i % 3]!,
        classify: ['JP', 'JP', 'JP', 'TG', 'AC'][i % 5]!,
        engine: 'lotus-5x3',
        sort: 1000 + i,
      };
    });
    await database.db.insertInto('games').values(rows).onConflict((oc) => oc.columns(['brand_id', 'vendor', 'code']).doNothing()).execute();
  }
  await sql`analyze games`.execute(database.db);
}

/**
 * `players` bench members, each funded and holding a live launch of one game of JILI's, and an
 * autocannon client setup that sends each request as a new signed bet of 0.01 by the next player;
 * and one that settles those bets in the order they were placed, each with a signed win.
 */
export async function vendorBets(database: Database, players: number) {
  const vendor = 'JILI';
  const { secret } = await database.db.selectFrom('vendor_connections').select('secret').where('brand_id', '=', brandId).where('code', '=', vendor).executeTakeFirstOrThrow();
  const game = await database.db.selectFrom('games').select('id').where('brand_id', '=', brandId).where('vendor', '=', vendor).where('category', '=', 'RNG').orderBy('id').executeTakeFirstOrThrow();
  const tag = randomBytes(3).toString('hex');
  const members = await database.db
    .insertInto('members')
    .values(Array.from({ length: players }, (_, i) => ({ brand_id: brandId, account: `bet-bench-${tag}-${i}`, password_hash: '!' })))
    .returning('id')
    .execute();
  const tokens: string[] = [];
  for (const { id } of members) {
    await postChange(database.db, { brandId, idempotencyKey: `bet-bench-credit:${id}`, kind: 'demoCredit', postings: [{ house: 'demo-credit', amount: -(10n ** 12n) }, { memberId: id, amount: 10n ** 12n }] });
    const token = randomBytes(32).toString('base64url');
    await database.db.insertInto('game_launches').values({ token_hash: tokenHash(token), brand_id: brandId, member_id: id, game_id: game.id, expires_at: new Date(Date.now() + 3_600_000) }).execute();
    tokens.push(token);
  }
  let next = 0;
  const setupClient = (client: autocannon.Client) => {
    // Each request its own bet: a new txId and round, signed now.
    client.setRequests([
      {
        method: 'POST',
        setupRequest: (req) => {
          const n = next++;
          const body = JSON.stringify({ token: tokens[n % tokens.length], txId: `b${tag}-${n}`, roundId: `r${tag}-${n}`, amount: '0.01' });
          return { ...req, body, headers: { ...req.headers, ...signedHeaders(secret, body) } };
        },
      },
    ]);
  };
  let settled = 0;
  /** Each request the win (0.02, or nothing on every other round) that settles the next bet placed: call after the bets it settles. */
  const settleClient = (client: autocannon.Client) => {
    client.setRequests([
      {
        method: 'POST',
        setupRequest: (req) => {
          const n = settled++;
          const body = JSON.stringify({ txId: `w${tag}-${n}`, betTxId: `b${tag}-${n}`, roundId: `r${tag}-${n}`, amount: n % 2 ? '0' : '0.02' });
          return { ...req, body, headers: { ...req.headers, ...signedHeaders(secret, body) } };
        },
      },
    ]);
  };
  return { path: `/vendor-api/${vendor}/bet`, setupClient, winPath: `/vendor-api/${vendor}/win`, settleClient, memberIds: members.map((m) => m.id) };
}
