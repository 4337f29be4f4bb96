import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { generateSecret } from 'otplib';
import { enrolmentKey } from '../../lib/totp';
import type { Tables } from '../../db/tables';
import type { Brand } from '../../brands/store';
import { defineRoute } from '../../http/defineRoute';
import { apiError } from '../../errors';
import { accountRules } from '../../lib/accountRules';
import { confirmOwner } from '../../lib/confirmOwner';
import { dropTotp, startTotp, takeTotpCode, totpState } from '../session/index';

/**
 * The authenticator app of the security centre: set up (a secret shown once, turned on by a first
 * code), and turned off. Setting it up and turning it off change how the account signs in, so both
 * ask for the login password again, and turning off a current code too: a session left open on
 * someone else's screen cannot swap the app for theirs or remove it.
 */
export function twoFactorRoutes(app: FastifyInstance, { db }: { db: Kysely<Tables> }) {
  const status = async (brand: Brand, memberId: string) => ({ enabled: (await totpState(db, memberId)) === 'on', newDeviceCheck: accountRules(brand).newDeviceCheck });

  /** The login password given again is a sign-in: the session goes on under a new token (ASVS 7.2.4). */
  // The app changes how the account signs in (ASVS 7.5.1): the password, never a recent sign-in,
  // which a provider may give a shared browser without a prompt.
  const passwordGiven = (reply: FastifyReply, member: { id: string; tokenHash: string }, password: string) =>
    confirmOwner(db, reply, member, password, { recentSignInSuffices: false });

  defineRoute(app, 'member/totp', async ({ brand, member }) => status(brand, member.id));

  defineRoute(app, 'member/totpStart', async ({ reply, brand, input, member }) => {
    await passwordGiven(reply, member, input.password);
    const secret = generateSecret();
    if (!(await startTotp(db, member.id, secret))) throw apiError('TOTP_ALREADY_ON');
    return enrolmentKey(brand.config.name, member.account, secret);
  });

  defineRoute(app, 'member/totpConfirm', async ({ brand, input, member }) => {
    const state = await totpState(db, member.id);
    if (state === 'on') throw apiError('TOTP_ALREADY_ON');
    if (state === null) throw apiError('TOTP_NOT_STARTED');
    if (!(await takeTotpCode(db, member.id, 'pending', input.code))) throw apiError('TOTP_CODE_WRONG', {}, 'code');
    return status(brand, member.id);
  });

  defineRoute(app, 'member/totpOff', async ({ reply, brand, input, member }) => {
    await passwordGiven(reply, member, input.password);
    if ((await totpState(db, member.id)) !== 'on') throw apiError('TOTP_NOT_ON');
    if (!(await takeTotpCode(db, member.id, 'on', input.code))) throw apiError('TOTP_CODE_WRONG', {}, 'code');
    await dropTotp(db, member.id);
    return status(brand, member.id);
  });
}
