import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { inTransaction } from '../../db/inTransaction';
import { FAILURE_MEMORY_MS } from './service';
import { newToken, tokenHash } from '../../lib/tokens';
import type { AccountRules } from '../../lib/accountRules';

/**
 * Counts one more sign-in try for a typed account name and answers how many tries the run now
 * holds, in one upsert — before the password is compared, so parallel tries each see their own
 * place in the run and none can slip past the captcha on a count read before the others were
 * written. A run older than the failure memory starts again at one; a right password ends the run
 * (startSession). Known and unknown names are counted alike.
 */
export async function countTry(db: Kysely<Tables>, brandId: string, key: string): Promise<number> {
  const now = new Date();
  const forgetBefore = new Date(now.getTime() - FAILURE_MEMORY_MS);
  const row = await db
    .insertInto('login_failures')
    .values({ brand_id: brandId, account_key: key, count: 1, last_at: now })
    .onConflict((oc) =>
      oc.columns(['brand_id', 'account_key']).doUpdateSet({
        count: sql<number>`case when login_failures.last_at < ${forgetBefore} then 1 else login_failures.count + 1 end`,
        last_at: now,
      }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return row.count;
}

/** Consumes a captcha: an answer is good for one try, right or wrong. */
export async function takeCaptcha(db: Kysely<Tables>, id: string, brandId: string): Promise<string | null> {
  const row = await db
    .deleteFrom('captcha_challenges')
    .where('id', '=', id)
    .where('brand_id', '=', brandId)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('answer')
    .executeTakeFirst();
  return row?.answer ?? null;
}

/**
 * Signs the member in: failures forgotten, a session made by the brand's rules (its lifetime, and
 * the oldest sessions beyond the brand's count ended); the token itself is never stored.
 * `mustChangePassword`: this session opens little until the password is changed; `replacesHash`:
 * the session the same browser held before, ended in the same transaction.
 */
export async function startSession(db: Kysely<Tables>, brandId: string, memberId: string, key: string, rules: AccountRules, mustChangePassword = false, replacesHash: string | null = null): Promise<string> {
  const token = newToken();
  // Inside a caller's transaction (registration) it joins that one.
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom('login_failures').where('brand_id', '=', brandId).where('account_key', '=', key).execute();
    // The session this browser held until now, whoever's it was, on this brand only.
    if (replacesHash !== null) await trx.deleteFrom('sessions').where('token_hash', '=', replacesHash).where('brand_id', '=', brandId).execute();
    await trx
      .deleteFrom('sessions')
      .where('expires_at', '<', sql<Date>`now()`)
      .execute();
    await trx
      .insertInto('sessions')
      .values({ token_hash: tokenHash(token), member_id: memberId, brand_id: brandId, expires_at: new Date(Date.now() + rules.sessionMs), must_change_password: mustChangePassword })
      .execute();
    // The newest maxSessions stay; every process forgets the others at commit (migration 010).
    await trx
      .deleteFrom('sessions')
      .where('member_id', '=', memberId)
      .where('token_hash', 'in', (q) =>
        q.selectFrom('sessions').select('token_hash').where('member_id', '=', memberId).orderBy('created_at', 'desc').orderBy('token_hash').offset(rules.maxSessions).limit(1000),
      )
      .execute();
    await trx.updateTable('members').set({ last_login_at: new Date() }).where('id', '=', memberId).execute();
  });
  return token;
}

export async function endSession(db: Kysely<Tables>, hash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', hash).execute();
}
