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
 * Whether a code is right and live. A wrong one is counted at once, outside any transaction the
 * caller may roll back, and after too many the code is void.
 */
export async function codeMatches(db: Kysely<Tables>, brandId: string, purpose: SmsPurpose, mobile: string, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('sms_codes')
    .select(['code_hash', 'expires_at', 'wrong_tries'])
    .where('brand_id', '=', brandId)
    .where('purpose', '=', purpose)
    .where('mobile', '=', mobile)
    .executeTakeFirst();
  if (!row || new Date(row.expires_at) < new Date() || row.wrong_tries >= MAX_WRONG_TRIES) return false;
  if (row.code_hash === codeHash(brandId, purpose, mobile, code)) return true;
  await db
    .updateTable('sms_codes')
    .set({ wrong_tries: sql<number>`wrong_tries + 1` })
    .where('brand_id', '=', brandId)
    .where('purpose', '=', purpose)
    .where('mobile', '=', mobile)
    .execute();
  return false;
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
