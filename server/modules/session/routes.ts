import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { defineRoute } from '../../http/defineRoute';
import { apiError } from '../../errors';
import { isModuleOn } from '../../../src/engine/moduleSwitch';
import { captchaNeeded } from './service';
import { accountKey } from '../../lib/tokens';
import { passwordMatches } from '../../lib/password';
import { accountRules } from '../../lib/accountRules';
import { admitted, type Admitted } from '../../lib/admit';
import { dropRememberToken, issueRememberToken, REMEMBER_MS, takeRememberToken } from './rememberTokens';
import { clearRememberCookies, rememberTokenOf, setRememberCookies } from './rememberCookies';
import { signInAs, type SignInMember } from './signIn';
import { newTrialAccount } from './trialAccounts';
import { contextWords, passwordWeakness } from '../../lib/passwordWeakness';
import { brandRuntime } from '../../lib/brandRuntime';
import * as store from './store';
import { findMember } from '../../lib/findMember';
import type { Brand } from '../../brands/store';
import type { Language } from '../../i18n';
import type { LoginRequest } from '../../../src/generated/types';
import { toE164, codeMatches, spendCode, bindingOf, boundCode, type SmsSender } from '../verification/index';
import { newDeviceCheck } from './twoFactor/newDeviceCheck';
import { handBackSlider, issueSlider, passSlider } from './slider';
import { notePlace } from '../../lib/places';

/** Sign-in and sign-out (SPEC §7 login group), free play, and "remember me". */
export function sessionRoutes(app: FastifyInstance, { db, sms }: { db: Kysely<Tables>; sms: SmsSender }) {
  const devices = newDeviceCheck(db, sms);
  /**
   * A session, and — asked for with remember — a token in an HttpOnly cookie that signs this device
   * in for a day, once (a remembered sign-in hands on the next, ending when the first would have).
   */
  async function signIn(brand: Brand, member: SignInMember, admission: Admitted, remember: { reply: FastifyReply; asked: boolean; until?: Date }) {
    const answer = await signInAs(db, brand, member, admission, { replaces: remember.reply.request.headers.authorization });
    // Where members sign in from is what a referral's review compares (decision 0264).
    await notePlace(db, brand.id, member.id, { ip: remember.reply.request.ip });
    // A brand that asks two factors at every sign-in issues no token that would stand for them.
    if (remember.asked && brandRuntime(brand).login.remember) {
      const until = remember.until ?? new Date(Date.now() + REMEMBER_MS);
      setRememberCookies(remember.reply, member.account, await issueRememberToken(db, brand.id, member.id, until), until);
    }
    return answer;
  }

  defineRoute(app, 'session/login', async ({ req, reply, brand, lang, input }) => {
    if (input.type === 'sms') return signInBySms(brand, lang, input, req.ip, reply);
    if (input.type === 'remember') return signInByRememberToken(brand, input, req, reply);
    const key = accountKey(input.username ?? '');
    // Before the try is counted: a script that skips the brand's slider gets no password compared.
    await passSlider(db, brand, input.slider, key);
    // The try is counted before anything is compared; a right password below ends the run.
    if (captchaNeeded(await store.countTry(db, brand.id, key), isModuleOn(brand.settings, 'CAPTCHA3'))) {
      if (!input.captcha || !input.captchaId) throw apiError('CAPTCHA_REQUIRED', {}, 'captcha');
      const answer = await store.takeCaptcha(db, input.captchaId, brand.id);
      if (answer === null || answer !== input.captcha.trim().toLowerCase()) throw apiError('CAPTCHA_WRONG', {}, 'captcha');
    }
    const member = await findMember(db, brand.id, { accountKey: key });
    const password = input.password ?? '';
    // Compared even for no account, so the time taken does not show which accounts exist.
    if (!(await passwordMatches(member?.password_hash ?? null, password)) || !member) throw apiError('LOGIN_FAILED');
    const weakPassword = passwordWeakness(password, member.account, contextWords(brand)) !== null;
    // Refused (a lock, the other portal's account, a lapsed one-time password) only once the password is right, so a lock does not show which accounts exist.
    const admission = admitted(member, { by: 'password', portal: input.portal ?? 'member', weakPassword, rules: accountRules(brand) });
    // The brand's check of a new device or network: 401 VERIFICATION_REQUIRED until the code comes in otp.
    await devices.pass({ brand, lang, member, accountKey: key, deviceId: input.deviceId, ip: req.ip, otp: input.otp }).catch(async (err: unknown) => {
      // The second step comes with the same body, slider answer included.
      await handBackSlider(db, brand, input.slider, key);
      throw err;
    });
    return signIn(brand, member, admission, { reply, asked: input.remember === true });
  });

  /** Verification-code login: the code of /wps/verification/sms/noLogin stands in for the password. */
  async function signInBySms(brand: Brand, lang: Language, input: LoginRequest, ip: string, reply: FastifyReply) {
    // The code as sms/noLogin kept it: bound to the browser that asked for it.
    const code = boundCode(input.password ?? '', bindingOf(input.deviceId, ip));
    // Off with its module, and on a brand that asks two factors at every sign-in: a code is one (ASVS 6.3.4).
    if (!brandRuntime(brand).login.types.includes('sms')) throw apiError('MODULE_DISABLED');
    const mobile = toE164(input.countryDialingCode ?? '', input.mobileNum ?? '');
    if (!mobile) throw apiError('MOBILE_INVALID', {}, 'mobileNum');
    if (!(await codeMatches(db, brand.id, 'login', mobile, code))) throw apiError('SMS_CODE_WRONG', {}, 'verificationCode');
    const member = await findMember(db, brand.id, { signInMobile: mobile });
    // A number without an account (or not confirmed by its owner) never got a code that matches, so this is a race with a change.
    if (!member) throw apiError('LOGIN_FAILED');
    const admission = admitted(member, { by: 'sms', portal: input.portal ?? 'member' });
    // The code proves the account's phone, which stands for the brand's SMS check; an account with
    // the authenticator app on is still asked its code from a new device (ASVS 6.3.4: a phone alone
    // is not the way round the app). Asked before the code is spent, so the same body comes back with otp.
    await devices.pass({ brand, lang, member, accountKey: accountKey(member.account), deviceId: input.deviceId, ip, otp: input.otp, phoneProven: admission.deviceCheck === 'phoneProven' });
    if (!(await db.transaction().execute((trx) => spendCode(trx, brand.id, 'login', mobile, code)))) throw apiError('SMS_CODE_WRONG', {}, 'verificationCode');
    // A code is no password: SPEC §6 opens the forced change only for a password sign-in (admit says none).
    return signIn(brand, member, admission, { reply, asked: false });
  }

  /**
   * "Remember me": the token of an earlier sign-in stands in for the password, once; the answer
   * carries the next one, ending when the first would have. The account's own duties (a change
   * support asked for, an expired password) still apply; its password's strength is not known here.
   */
  async function signInByRememberToken(brand: Brand, input: LoginRequest, req: FastifyRequest, reply: FastifyReply) {
    const sent = rememberTokenOf(req);
    const taken = sent ? await takeRememberToken(db, brand.id, sent) : undefined;
    const member = taken ? await findMember(db, brand.id, { accountKey: accountKey(input.username ?? '') }) : undefined;
    // Taken, so spent, either way: on a brand that asks two factors at every sign-in a token issued
    // before it did so no longer stands for them.
    if (!taken || !member || member.id !== String(taken.member_id) || !brandRuntime(brand).login.remember) {
      // The device forgets what no longer signs in.
      clearRememberCookies(reply);
      throw apiError('REMEMBER_EXPIRED');
    }
    // An expired one-time password refuses it too: the forced change would ask for it, and it no longer works.
    const admission = admitted(member, { by: 'remember', portal: input.portal ?? 'member', rules: accountRules(brand) });
    return signIn(brand, member, admission, { reply, asked: true, until: new Date(taken.expires_at) });
  }

  /** "Not you?" on the login form: the device forgets the account, and the server its token. */
  defineRoute(app, 'session/forget', async ({ req, reply }) => {
    const sent = rememberTokenOf(req);
    if (sent) await dropRememberToken(db, sent);
    clearRememberCookies(reply);
    return true as const;
  });

  /** SPEC §4: the slider a brand may ask for before a sign-in by account name or a registration. */
  defineRoute(app, 'session/slider', async ({ brand }) => issueSlider(db, brand));

  /** SPEC §4 free play: a trial account of its own and its session, for demo games with play money. */
  defineRoute(app, 'session/freeplay', async ({ brand }) => {
    const trial = await newTrialAccount(db, brand.id);
    admitted(trial, { by: 'freeplay' });
    const token = await store.startSession(db, brand.id, trial.id, accountKey(trial.account), accountRules(brand));
    return { token, firstTimeLogin: false, passwordExpired: false };
  });

  defineRoute(app, 'session/logout', async ({ member }) => {
    await store.endSession(db, member.tokenHash);
    app.sessions.forgetSession(member.tokenHash);
    return true as const;
  });
}
