import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { trialType } from '../../../src/engine/accountType';

/** A trial account's password hash: not a hash at all, so no password ever matches it. */
const NO_PASSWORD = '!trial';
/** A trial account with no session left is removed after this long. */
const TRIAL_KEPT_MS = 24 * 60 * 60_000;

/**
 * SPEC §4 free play: a new trial account (type 4) of the brand. Trials no session holds any more
 * are removed on the way (they own no money: every money call refuses them), so free play does
 * not grow the members table without end.
 */
export async function newTrialAccount(db: Kysely<Tables>, brandId: string) {
  await db
    .deleteFrom('members')
    .where('brand_id', '=', brandId)
    .where('created_by', '=', 'freeplay')
    .where('created_at', '<', new Date(Date.now() - TRIAL_KEPT_MS))
    .where(sql<boolean>`not exists (select 1 from sessions s where s.member_id = members.id)`)
    .where(sql<boolean>`not exists (select 1 from ledger_entries e where e.member_id = members.id)`)
    .execute();
  const account = `trial_${randomBytes(5).toString('hex')}`;
  return db
    .insertInto('members')
    .values({ brand_id: brandId, account, password_hash: NO_PASSWORD, type: trialType, created_by: 'freeplay' })
    .returning(['id', 'account', 'type', 'locked', 'must_change_password', 'password_changed_at', 'password_expires_at'])
    .executeTakeFirstOrThrow();
}
