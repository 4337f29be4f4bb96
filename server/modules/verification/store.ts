import { sql, type Kysely, type Transaction } from 'kysely';
import type { Tables } from '../../db/tables';
import { CODE_TTL_S, MAX_WRONG_TRIES, codeHash, type SmsPurpose } from './service';

export async function lastSentAt(db: Kysely<Tables>, brandId: string, purpose: SmsPurpose, mobile: string): Promise<Date | null> {
  const row = await db
    .selectFrom('sms_codes')
    .select('sent_at')
    .where('brand_id', '=', brandId)
    .where('purpose', '=', purpose)
    .where('mobile', '=', mobile)
    .executeTakeFirst();
  return row ? new Date(row.sent_at) : null;
}

/** Keeps a new code for the number (replacing the last one) and drops codes long expired. */
export async function saveCode(db: Kysely<Tables>, brandId: string, purpose: SmsPurpose, mobile: string, code: string): Promise<void> {
  const now = new Date();
  const row = {
    code_hash: codeHash(brandId, purpose, mobile, code),
    sent_at: now,
    expires_at: new Date(now.getTime() + CODE_TTL_S * 1000),
    wrong_tries: 0,
  };
  await db
    .deleteFrom('sms_codes')
    .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
  await db
    .insertInto('sms_codes')
    .values({ brand_id: brandId, purpose, mobile, ...row })
    .onConflict((oc) => oc.columns(['brand_id', 'purpose', 'mobile']).doUpdateSet(row))
    .execute();
}

/**
 * Whether a code is right and live. Counting and comparing are one statement: the row is locked,
 * a code already void (expired, or MAX_WRONG_TRIES wrong ones) is not compared at all, and a wrong
 * one is counted in the same update that compared it — outside any transaction the caller may roll
 * back. So however many guesses arrive at once, at most MAX_WRONG_TRIES wrong ones are ever
 * compared. A right code costs no try: the caller spends it (spendCode), or keeps it for a retry
 * when something else in the request was wrong.
 */
export async function codeMatches(db: Kysely<Tables>, brandId: string, purpose: SmsPurpose, mobile: string, code: string): Promise<boolean> {
  const hash = codeHash(brandId, purpose, mobile, code);
  const row = await db
    .updateTable('sms_codes')
    .set({ wrong_tries: sql<number>`wrong_tries + case when code_hash = ${hash} then 0 else 1 end` })
    .where('brand_id', '=', brandId)
    .where('purpose', '=', purpose)
    .where('mobile', '=', mobile)
    .where('wrong_tries', '<', MAX_WRONG_TRIES)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(sql<boolean>`code_hash = ${hash}`.as('right'))
    .executeTakeFirst();
  return row?.right === true;
}

/** Uses a right code up, inside the caller's transaction: false when another request spent it first. */
export async function spendCode(trx: Transaction<Tables>, brandId: string, purpose: SmsPurpose, mobile: string, code: string): Promise<boolean> {
  const spent = await trx
    .deleteFrom('sms_codes')
    .where('brand_id', '=', brandId)
    .where('purpose', '=', purpose)
    .where('mobile', '=', mobile)
    .where('code_hash', '=', codeHash(brandId, purpose, mobile, code))
    .returning('mobile')
    .executeTakeFirst();
  return spent !== undefined;
}
