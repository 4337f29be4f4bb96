import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { defineRoute } from '../../http/defineRoute';
import { apiError } from '../../errors';
import { isModuleOn } from '../../../src/engine/moduleSwitch';
import { accountKey, captchaNeeded } from './service';
import { passwordMatches } from './password';
import * as store from './store';
import type { Brand } from '../../brands/store';
import type { LoginRequest } from '../../../src/generated/types';
import { toE164 } from '../verification/service';
import { codeMatches, spendCode } from '../verification/store';

/** Sign-in and sign-out (SPEC §7 login group). */
export async function sessionRoutes(app: FastifyInstance, { db }: { db: Kysely<Tables> }) {
  defineRoute(app, 'session/login', async ({ brand, input }) => {
    if (input.type === 'sms') return signInBySms(brand, input);
    const key = accountKey(input.username ?? '');
    // The try is counted before anything is compared; a right password below ends the run.
    if (captchaNeeded(await store.countTry(db, brand.id, key), isModuleOn(brand.settings, 'CAPTCHA3'))) {
      if (!input.captcha || !input.captchaId) throw apiError('CAPTCHA_REQUIRED', {}, 'captcha');
      const answer = await store.takeCaptcha(db, input.captchaId, brand.id);
      if (answer === null || answer !== input.captcha.trim().toLowerCase()) throw apiError('CAPTCHA_WRONG', {}, 'captcha');
    }
    const member = await store.findMember(db, brand.id, { accountKey: key });
    if (!(await passwordMatches(member?.password_hash ?? null, input.password))) throw apiError('LOGIN_FAILED');
    // Told only to whoever knows the password, so a lock does not show which accounts exist.
    if (member!.locked) throw apiError('ACCOUNT_LOCKED');
    const token = await store.startSession(db, brand.id, member!.id, key);
    return { token, firstTimeLogin: member!.last_login_at === null, passwordExpired: member!.must_change_password };
  });

  /** Verification-code login: the code of /wps/verification/sms/noLogin stands in for the password. */
  async function signInBySms(brand: Brand, input: LoginRequest) {
    if (!isModuleOn(brand.settings, 'VERIFICATION3')) throw apiError('MODULE_DISABLED');
    const mobile = toE164(input.countryDialingCode ?? '', input.mobileNum ?? '');
    if (!mobile) throw apiError('MOBILE_INVALID', {}, 'mobileNum');
    if (!(await codeMatches(db, brand.id, 'login', mobile, input.password))) throw apiError('SMS_CODE_WRONG', {}, 'verificationCode');
    const member = await store.findMember(db, brand.id, { mobile });
    // A number without an account never got a code that matches, so this is a race with a deletion.
    if (!member) throw apiError('LOGIN_FAILED');
    if (member.locked) throw apiError('ACCOUNT_LOCKED');
    const token = await db.transaction().execute(async (trx) => {
      if (!(await spendCode(trx, brand.id, 'login', mobile, input.password))) throw apiError('SMS_CODE_WRONG', {}, 'verificationCode');
      return store.startSession(trx, brand.id, member.id, accountKey(member.account));
    });
    // A code is no password: SPEC §6 opens the forced change only for a password sign-in.
    return { token, firstTimeLogin: member.last_login_at === null, passwordExpired: false };
  }

  defineRoute(app, 'session/logout', async ({ member }) => {
    await store.endSession(db, member.tokenHash);
    app.sessions.forgetSession(member.tokenHash);
    return true as const;
  });
}
