import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { IdentityProof } from '../../../src/generated/types';
import { apiError } from '../../errors';
import { codeMatches, spendCode } from '../verification/index';

/** What a proof checked before anything changes: what the audit keeps of it, and the spending of its code inside the change's transaction. */
export interface CheckedProof {
  detail: { proof: IdentityProof['method'] | 'firstPasswordPending'; note?: string };
  /** False when another request spent the code first; throws when an account no longer waiting for its first password needs proof after all. */
  spend(trx: Kysely<Tables>): Promise<boolean>;
}

/**
 * An account support (or an agent, for its downline) opened that has not signed in yet: nobody has
 * made it theirs, so issuing its one-time password again (the first went astray) replaces no one's
 * factor: it is the opening, done again, by the role that opens accounts.
 */
export const firstPasswordPending = (m: { created_by: string; last_login_at: Date | null }) => (m.created_by === 'operator' || m.created_by === 'upline') && m.last_login_at === null;

/** The member's number, when its owner confirmed it: the only one a code read back proves anything about. */
export async function confirmedMobileOf(db: Kysely<Tables>, brandId: string, memberId: string): Promise<string> {
  const row = await db.selectFrom('members').select(['mobile', 'mobile_confirmed']).where('id', '=', memberId).where('brand_id', '=', brandId).executeTakeFirst();
  if (!row) throw apiError('NOT_FOUND');
  if (!row.mobile || !row.mobile_confirmed) throw apiError('IDENTITY_NO_MOBILE');
  return row.mobile;
}

/**
 * Support replaces a lost factor only with proof of who is asking (ASVS 6.4.4), as strong as what
 * set the factor up: the code support texted to the member's confirmed number, read back by the
 * member (the phone the account already trusts), or, for a member with no such number, an admin's
 * check of their documents, said in a note the audit keeps. The code is compared here, outside the
 * change, so a wrong one counts against its five tries even though the change is refused.
 */
export async function checkIdentityProof(db: Kysely<Tables>, r: { brandId: string; memberId: string; proof: IdentityProof | null; operatorRole: string }): Promise<CheckedProof> {
  const { proof } = r;
  if (!proof) {
    const row = await db.selectFrom('members').select(['created_by', 'last_login_at']).where('id', '=', r.memberId).where('brand_id', '=', r.brandId).executeTakeFirst();
    if (!row) throw apiError('NOT_FOUND');
    if (!firstPasswordPending(row)) throw apiError('IDENTITY_PROOF_REQUIRED', {}, 'proof');
    // Judged again inside the change, after its update locked the row: a first sign-in that came
    // in between made the account someone's, and its password is then theirs to lose only with proof.
    const stillPending = async (trx: Kysely<Tables>) => {
      const now = await trx.selectFrom('members').select(['created_by', 'last_login_at']).where('id', '=', r.memberId).executeTakeFirstOrThrow();
      if (!firstPasswordPending(now)) throw apiError('IDENTITY_PROOF_REQUIRED', {}, 'proof');
      return true;
    };
    return { detail: { proof: 'firstPasswordPending' }, spend: stillPending };
  }
  if (proof.method === 'document') {
    // Documents are judged by a person, so by the role that answers for the desk.
    if (r.operatorRole !== 'admin') throw apiError('IDENTITY_BY_DOCUMENT_ADMIN');
    const exists = await db.selectFrom('members').select('id').where('id', '=', r.memberId).where('brand_id', '=', r.brandId).executeTakeFirst();
    if (!exists) throw apiError('NOT_FOUND');
    return { detail: { proof: 'document', note: proof.note!.trim() }, spend: () => Promise.resolve(true) };
  }
  const mobile = await confirmedMobileOf(db, r.brandId, r.memberId);
  const code = proof.code ?? '';
  if (!(await codeMatches(db, r.brandId, 'identity', mobile, code))) throw apiError('IDENTITY_CODE_WRONG', {}, 'code');
  return { detail: { proof: 'smsCode' }, spend: (trx) => spendCode(trx, r.brandId, 'identity', mobile, code) };
}
