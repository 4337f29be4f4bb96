import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables';
import { apiError } from '../errors';
import { inTransaction } from '../db/inTransaction';
import { RENEWED_TOKEN_HEADER } from '../../src/engine/renewedToken';
import { newToken, tokenHash } from './tokens';

/**
 * Re-authentication is authentication (ASVS 7.2.4): once the password has been given again, the
 * session goes on under a new token and the old one ends, in one transaction, so a token seen
 * before the password was typed (a shared screen, a copied header) opens nothing after it. The
 * session keeps its lifetime (typing the password again does not make it last longer) and starts
 * now, since a sign-in just happened. The token goes back in the answer's header, which the
 * site's client (or the console) keeps for the tab; every process forgets the old one at commit
 * (migration 010).
 * Answers the new token's hash, for whatever the call does next as this session.
 */
export async function renewSession(db: Kysely<Tables>, reply: FastifyReply, oldHash: string, table: 'sessions' | 'operator_sessions' = 'sessions'): Promise<string> {
  const token = newToken();
  const hash = tokenHash(token);
  await inTransaction(db, async (trx) => {
    // A member's session or an operator's: the same columns that matter here, whichever table.
    const sessions = table as 'sessions';
    const old = await trx.deleteFrom(sessions).where('token_hash', '=', oldHash).returningAll().executeTakeFirst();
    if (!old) throw apiError('UNAUTHORIZED');
    const now = new Date();
    await trx.insertInto(sessions).values({ ...old, token_hash: hash, created_at: now, last_seen_at: now }).execute();
  });
  reply.header(RENEWED_TOKEN_HEADER, token);
  return hash;
}
