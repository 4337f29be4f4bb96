import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { apiError } from '../../errors';
import { tokenHash as hashOf } from '../../lib/tokens';

/** A launched game as the studio plays it: who plays (a member, or a demo), which game, on what terms. */
export interface StudioLaunch {
  tokenHash: string;
  memberId: string | null;
  demo: boolean;
  /** Whose seeds the rounds use: the member's, or a demo launch's own. */
  owner: string;
  game: { id: number; code: string; name: Record<string, string>; vendor: string; category: string; engine: string; classify: string | null; minBet: bigint };
}

/** The live launch a token names for this brand, or GAME_SESSION_INVALID. */
export async function studioLaunch(db: Kysely<Tables>, brandId: string, token: string): Promise<StudioLaunch> {
  const tokenHash = hashOf(token);
  const row = await db
    .selectFrom('game_launches as l')
    .innerJoin('games as g', 'g.id', 'l.game_id')
    .select(['l.member_id', 'l.demo', 'g.id', 'g.code', 'g.name', 'g.vendor', 'g.category', 'g.engine', 'g.classify', 'g.min_bet'])
    .where('l.token_hash', '=', tokenHash)
    .where('l.brand_id', '=', brandId)
    .where('l.expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (!row) throw apiError('GAME_SESSION_INVALID');
  return {
    tokenHash,
    memberId: row.member_id,
    demo: row.demo,
    owner: row.demo || !row.member_id ? `launch:${tokenHash}` : `member:${row.member_id}`,
    game: { id: row.id, code: row.code, name: row.name, vendor: row.vendor, category: row.category, engine: row.engine, classify: row.classify, minBet: BigInt(row.min_bet) },
  };
}

/** The member a live launch of this brand plays for, or null (a demo, or no such launch): what the game page's live channel is told of. */
export async function launchMember(db: Kysely<Tables>, brandId: string, token: string): Promise<string | null> {
  const row = await db
    .selectFrom('game_launches')
    .select(['member_id', 'demo'])
    .where('token_hash', '=', hashOf(token))
    .where('brand_id', '=', brandId)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row && !row.demo ? row.member_id : null;
}

/**
 * Starts a round on a launch no sooner than `minSpinMs` after its last (the brand's shortest
 * round): the check and the mark are one statement, so two rounds sent at once cannot both pass.
 */
export async function claimRoundSlot(db: Kysely<Tables>, tokenHash: string, minSpinMs: number): Promise<void> {
  const claimed = await db
    .updateTable('game_launches')
    .set({ last_round_at: sql`now()` })
    .where('token_hash', '=', tokenHash)
    .where((eb) => eb.or([eb('last_round_at', 'is', null), eb('last_round_at', '<=', sql<Date>`now() - make_interval(secs => ${minSpinMs / 1000})`)]))
    .returning('token_hash')
    .executeTakeFirst();
  if (!claimed) throw apiError('ROUND_TOO_SOON');
}

/** Moves a demo's play money by a round's result in one statement: never below zero, never to the ledger. */
export async function settleDemo(db: Kysely<Tables>, tokenHash: string, stake: bigint, payout: bigint): Promise<bigint> {
  const row = await db
    .updateTable('game_launches')
    .set({ demo_balance: sql`demo_balance - ${String(stake)}::bigint + ${String(payout)}::bigint` })
    .where('token_hash', '=', tokenHash)
    .where('demo_balance', '>=', String(stake))
    .returning('demo_balance')
    .executeTakeFirst();
  if (!row) throw apiError('INSUFFICIENT_FUNDS');
  return BigInt(row.demo_balance!);
}

export async function demoBalance(db: Kysely<Tables>, tokenHash: string): Promise<bigint> {
  const row = await db.selectFrom('game_launches').select('demo_balance').where('token_hash', '=', tokenHash).executeTakeFirstOrThrow();
  return BigInt(row.demo_balance ?? 0);
}
