import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { CODE_TTL_S, MAX_WRONG_TRIES, RESEND_AFTER_S, SMS_DAILY_CAP, codeHash, type SmsPurpose } from './service';

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

/** Drops codes long expired and the counts of days gone by. */
export async function forgetOldTexts(db: Kysely<Tables>): Promise<void> {
  await db
    .deleteFrom('sms_codes')
    .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
  // Two days back covers every brand's time zone.
  await db
    .deleteFrom('sms_daily_counts')
    .where('day', '<', sql<string>`current_date - 2`)
    .execute();
}

/**
 * Keeps a new code for the number (replacing the last one), unless the last was sent less than
 * RESEND_AFTER_S ago: false then, and nothing changes. Judging and writing are one statement, so
 * of requests sent at once for one number and purpose exactly one gets a code.
 */
export async function saveCode(db: Kysely<Tables>, brandId: string, purpose: SmsPurpose, mobile: string, code: string): Promise<boolean> {
  const now = new Date();
  const row = {
    code_hash: codeHash(brandId, purpose, mobile, code),
    sent_at: now,
    expires_at: new Date(now.getTime() + CODE_TTL_S * 1000),
    wrong_tries: 0,
  };
  const saved = await db
    .insertInto('sms_codes')
    .values({ brand_id: brandId, purpose, mobile, ...row })
    .onConflict((oc) =>
      oc
        .columns(['brand_id', 'purpose', 'mobile'])
        .doUpdateSet(row)
        .where('sms_codes.sent_at', '<=', new Date(now.getTime() - RESEND_AFTER_S * 1000)),
    )
    .returning('mobile')
    .executeTakeFirst();
  return saved !== undefined;
}

/**
 * Takes one of the number's SMS_DAILY_CAP texts of today (the brand's calendar day): false when
 * they are used up, and nothing is counted then. One upsert that counts and judges, so however
 * many requests arrive at once, at most SMS_DAILY_CAP are ever granted a text.
 */
export async function countText(db: Kysely<Tables>, brandId: string, mobile: string, timeZone: string): Promise<boolean> {
  const granted = await db
    .insertInto('sms_daily_counts')
    .values({ brand_id: brandId, mobile, day: sql<string>`(now() at time zone ${timeZone})::date`, count: 1 })
    .onConflict((oc) =>
      oc
        .columns(['brand_id', 'mobile', 'day'])
        .doUpdateSet({ count: sql<number>`sms_daily_counts.count + 1` })
        .where('sms_daily_counts.count', '<', SMS_DAILY_CAP),
    )
    .returning('count')
    .executeTakeFirst();
  return granted !== undefined;
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

/** Uses a right code up (inside the caller's transaction, when it has one): false when another request spent it first. */
export async function spendCode(trx: Kysely<Tables>, brandId: string, purpose: SmsPurpose, mobile: string, code: string): Promise<boolean> {
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
