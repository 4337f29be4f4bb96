import { sql, type Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import type { Tables } from '../../db/tables';
import { hashSeed, newServerSeed } from '../../games/studio/fair';

export interface FairState {
  serverHash: string;
  clientSeed: string;
  nonce: number;
}

const newClientSeed = () => randomBytes(12).toString('base64url');

/** Makes the owner's first seed pair when it has none (two at once: one wins, the other keeps it). */
async function ensureSeeds(db: Kysely<Tables>, owner: string, clientSeed = newClientSeed()) {
  const serverSeed = newServerSeed();
  await db
    .insertInto('fair_seeds')
    .values({ owner, server_seed: serverSeed, server_hash: hashSeed(serverSeed), client_seed: clientSeed })
    .onConflict((oc) => oc.column('owner').where('active', '=', true).doNothing())
    .execute();
}

/** What the player sees before the next round: the hash of the secret seed, their client seed and the next nonce. */
export async function fairStateOf(db: Kysely<Tables>, owner: string): Promise<FairState> {
  await ensureSeeds(db, owner);
  const row = await db.selectFrom('fair_seeds').select(['server_hash', 'client_seed', 'nonce']).where('owner', '=', owner).where('active', '=', true).executeTakeFirstOrThrow();
  return { serverHash: row.server_hash, clientSeed: row.client_seed, nonce: row.nonce };
}

/** Takes the next nonce of the owner's seed pair in one statement: no two rounds ever share one. */
export async function takeNonce(db: Kysely<Tables>, owner: string) {
  for (;;) {
    const row = await db
      .updateTable('fair_seeds')
      .set({ nonce: sql`nonce + 1` })
      .where('owner', '=', owner)
      .where('active', '=', true)
      .returning(['id', 'server_seed', 'server_hash', 'client_seed', sql<number>`nonce - 1`.as('used')])
      .executeTakeFirst();
    if (row) return { seedId: row.id, serverSeed: row.server_seed, serverHash: row.server_hash, clientSeed: row.client_seed, nonce: Number(row.used), next: Number(row.used) + 1 };
    await ensureSeeds(db, owner);
  }
}

/**
 * Ends the owner's seed pair and starts one with the player's client seed: the ended server seed
 * is revealed, so every round played with it can be recomputed.
 */
export async function rotateSeeds(db: Kysely<Tables>, owner: string, clientSeed: string) {
  return db.transaction().execute(async (trx) => {
    const ended = await trx
      .updateTable('fair_seeds')
      .set({ active: false, revealed_at: sql`now()` })
      .where('owner', '=', owner)
      .where('active', '=', true)
      .returning(['server_seed', 'server_hash', 'client_seed', 'nonce'])
      .executeTakeFirst();
    await ensureSeeds(trx, owner, clientSeed);
    const fair = await fairStateOf(trx, owner);
    return { revealed: ended ? { serverSeed: ended.server_seed, serverHash: ended.server_hash, clientSeed: ended.client_seed, rounds: ended.nonce } : null, fair };
  });
}
