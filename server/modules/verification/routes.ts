import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { defineRoute } from '../../http/defineRoute';
import { apiError } from '../../errors';
import type { Language } from '../../i18n';
import type { Brand } from '../../brands/store';
import { CODE_TTL_S, RESEND_AFTER_S, inBrandCountries, toE164, type SmsPurpose } from './service';
import type { SmsSender } from './smsSender';
import { bindingOf, textCode, type TextKey } from './textCode';
import { findMember } from '../../lib/findMember';

/** SMS codes (SPEC §4 "SMS code"): for registering a number and for signing in with one (confirming the account's own is the member module's). */
export function verificationRoutes(app: FastifyInstance, { db, sms }: { db: Kysely<Tables>; sms: SmsSender }) {
  const sent = { resendAfterSeconds: RESEND_AFTER_S, expiresInSeconds: CODE_TTL_S };

  /** The number in E.164, or a 400 on the field it was typed in: no mobile number, or none of the brand's countries. */
  const mobileOf = (brand: Brand, dialingCode: string, typed: string, field: string) => {
    const mobile = toE164(dialingCode, typed);
    if (!mobile) throw apiError('MOBILE_INVALID', {}, field);
    // Before anything is counted or sent: a text abroad costs the most and serves no player of the brand.
    if (!inBrandCountries(brand.config.countries, mobile)) throw apiError('SMS_COUNTRY_REFUSED', {}, field);
    return mobile;
  };

  /** Texts the number (textCode: one code a minute per number and purpose, ten texts a day per number). */
  async function text(brand: Brand, lang: Language, purpose: SmsPurpose, mobile: string, key: TextKey, field: string, binding?: string) {
    await textCode(db, sms, { brand, lang, purpose, mobile, key, field, ...(binding === undefined ? {} : { binding }) });
    return sent;
  }

  defineRoute(app, 'verification/smsRegister', async ({ brand, lang, input }) => {
    const mobile = mobileOf(brand, input.countryDialingCode, input.mobileNo, 'mobileNum');
    // The same answer either way, so the call does not tell which numbers have an account; the
    // phone's owner learns it from the text, and registration refuses the number only after its code.
    const taken = await findMember(db, brand.id, { mobile });
    return text(brand, lang, 'register', mobile, taken ? 'registerTaken' : 'register', 'mobileNum');
  });

  defineRoute(app, 'verification/smsNoLogin', async ({ req, brand, lang, input }) => {
    const mobile = mobileOf(brand, input.countryDialingCode, input.mobileNum, 'mobileNum');
    // The same answer either way, so the call does not tell who has an account; the phone's owner
    // learns it. A number its account's owner has not confirmed is texted as no account's (ASVS 6.6.1):
    // an agent's typing slip must not send someone else the way into the account.
    const member = await findMember(db, brand.id, { signInMobile: mobile });
    // Bound to the browser that asked (ASVS 6.6.2): the digits read off the phone and typed into
    // another browser are a wrong code, so a code tricked out of its owner serves nobody else.
    // The text says what the code is for (a reset code is not "your sign-in code"); the code is kept alike.
    const key = input.reason === 'reset' ? (member ? 'reset' : 'resetNoAccount') : member ? 'login' : 'loginNoAccount';
    return text(brand, lang, 'login', mobile, key, 'mobileNum', bindingOf(input.deviceId, req.ip));
  });
}
