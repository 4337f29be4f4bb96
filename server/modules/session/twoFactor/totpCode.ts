import type { Kysely } from 'kysely';
import { verify } from 'otplib';
import type { Tables } from '../../../db/tables';
import { apiError } from '../../../errors';
import { TOTP_TOLERANCE_S } from '../../../lib/totp';
import { minutesLocked } from './rules';
import { claimTry, lockedSince, takeStep, type TotpState } from './totpStore';

/**
 * Whether `code` is a code of the member's authenticator in `state` that no request took before:
 * each try is counted before it is compared (totpStore.claimTry), and a right code is taken by its
 * time step, so a code works once and an older one never after it. Only the code of the server's
 * current step counts, as for operators (TOTP_TOLERANCE_S). 429
 * TOTP_LOCKED while five wrong codes in a row keep them refused.
 */
export async function takeTotpCode(db: Kysely<Tables>, memberId: string, state: TotpState, code: string): Promise<boolean> {
  const claimed = await claimTry(db, memberId, state);
  if (!claimed) {
    const since = await lockedSince(db, memberId);
    if (since) throw apiError('TOTP_LOCKED', { minutes: String(minutesLocked(since, new Date())) });
    return false;
  }
  const result = await verify({ secret: claimed.secret, token: code, epochTolerance: TOTP_TOLERANCE_S });
  return result.valid && 'timeStep' in result && takeStep(db, memberId, state, result.timeStep);
}
