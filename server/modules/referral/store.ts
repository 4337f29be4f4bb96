import { randomInt } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { isUniqueViolation } from '../../db/isUniqueViolation';

export interface Programme {
  enabled: boolean;
  reward: bigint;
  minDeposit: bigint;
  minTurnover: bigint;
}

/** A brand's programme; a brand that never set one up has it off, paying nothing. */
export async function programmeOf(db: Kysely<Tables>, brandId: string): Promise<Programme> {
  const row = await db.selectFrom('referral_programmes').selectAll().where('brand_id', '=', brandId).executeTakeFirst();
  return row ? { enabled: row.enabled, reward: BigInt(row.reward), minDeposit: BigInt(row.min_deposit), minTurnover: BigInt(row.min_turnover) } : { enabled: false, reward: 0n, minDeposit: 0n, minTurnover: 0n };
}

export async function saveProgramme(db: Kysely<Tables>, brandId: string, p: Programme): Promise<void> {
  const values = { enabled: p.enabled, reward: String(p.reward), min_deposit: String(p.minDeposit), min_turnover: String(p.minTurnover) };
  await db
    .insertInto('referral_programmes')
    .values({ brand_id: brandId, ...values })
    .onConflict((oc) => oc.column('brand_id').doUpdateSet({ ...values, updated_at: sql<Date>`now()` }))
    .execute();
}

// No 0, O, 1 or I: a code is read aloud and typed from a screenshot.
const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const newCode = () => Array.from({ length: 8 }, () => alphabet[randomInt(alphabet.length)]).join('');

/** The member's own code, made the first time it is asked for; two first asks at once agree on one. */
export async function codeOf(db: Kysely<Tables>, brandId: string, memberId: string): Promise<string> {
  for (;;) {
    const have = await db.selectFrom('referral_codes').select('code').where('member_id', '=', memberId).executeTakeFirst();
    if (have) return have.code;
    try {
      await db.insertInto('referral_codes').values({ member_id: memberId, brand_id: brandId, code: newCode() }).onConflict((oc) => oc.column('member_id').doNothing()).execute();
    } catch (err) {
      // Another member drew the same code: draw again.
      if (!isUniqueViolation(err)) throw err;
    }
  }
}

/** Each invitee's progress: their first credited deposit and their settled valid bets since they registered. */
export const progressColumns = sql<never>`
  coalesce((select d.amount from deposits d where d.member_id = r.invitee_id and d.status = 'approved' order by d.decided_at, d.id limit 1), 0) as first_deposit,
  coalesce((select sum(b.stake - b.bonus_stake) from bets b where b.member_id = r.invitee_id and b.status = 'settled'), 0) as turnover`;

export interface InviteeRow {
  invitee_id: string;
  account: string;
  created_at: Date;
  status: 'pending' | 'held' | 'paid' | 'rejected';
  first_deposit: string;
  turnover: string;
}

/** A referrer's counts: invitees, those who qualified (paid or held), and what was paid. */
export async function referrerTotals(db: Kysely<Tables>, referrerId: string) {
  const { rows } = await sql<{ invited: number; qualified: number; earned: string }>`
    select count(*)::int as invited,
           (count(*) filter (where status in ('held', 'paid')))::int as qualified,
           coalesce(sum(reward) filter (where status = 'paid'), 0)::text as earned
    from referrals where referrer_id = ${referrerId}`.execute(db);
  return rows[0]!;
}

/** One page of a referrer's invitees, newest first. */
export async function inviteePage(db: Kysely<Tables>, referrerId: string, pageNo: number, pageSize: number) {
  const { rows: count } = await sql<{ n: number }>`select count(*)::int as n from referrals where referrer_id = ${referrerId}`.execute(db);
  const { rows } = await sql<InviteeRow>`
    select r.invitee_id::text, m.account, r.created_at, r.status, ${progressColumns}
    from referrals r join members m on m.id = r.invitee_id
    where r.referrer_id = ${referrerId}
    order by r.created_at desc, r.invitee_id desc limit ${pageSize} offset ${(pageNo - 1) * pageSize}`.execute(db);
  const total = count[0]!.n;
  return { total, totalPages: Math.ceil(total / pageSize), rows };
}
