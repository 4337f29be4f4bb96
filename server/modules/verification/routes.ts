import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { defineRoute } from '../../http/defineRoute';
import { apiError } from '../../errors';
import { translate, type Language } from '../../i18n';
import type { Brand } from '../../brands/store';
import { CODE_TTL_S, RESEND_AFTER_S, newCode, secondsUntilResend, toE164, type SmsPurpose } from './service';
import type { SmsSender } from './smsSender';
import * as store from './store';
import { findMember } from '../session/store';

/** SMS codes (SPEC §4 "SMS code"): for registering a number, and for signing in with one. */
export async function verificationRoutes(app: FastifyInstance, { db, sms }: { db: Kysely<Tables>; sms: SmsSender }) {
  const sent = { resendAfterSeconds: RESEND_AFTER_S, expiresInSeconds: CODE_TTL_S };

  /** The number in E.164, or a 400 on the field it was typed in. */
  const mobileOf = (dialingCode: string, typed: string, field: string) => {
    const mobile = toE164(dialingCode, typed);
    if (!mobile) throw apiError('MOBILE_INVALID', {}, field);
    return mobile;
  };

  /** One code a minute per number and purpose, whatever the form's countdown says. */
  async function throttle(brand: Brand, purpose: SmsPurpose, mobile: string, field: string) {
    const wait = secondsUntilResend(await store.lastSentAt(db, brand.id, purpose, mobile), new Date());
    if (wait > 0) throw apiError('SMS_TOO_SOON', { seconds: String(wait) }, field);
  }

  const text = (lang: Language, brand: Brand, key: string, code?: string) =>
    translate(lang, `sms:${key}`, { brand: brand.config.name, code: code ?? '', minutes: String(CODE_TTL_S / 60) });

  defineRoute(app, 'verification/smsRegister', async ({ brand, lang, input }) => {
    const mobile = mobileOf(input.countryDialingCode, input.mobileNo, 'mobileNum');
    const taken = await findMember(db, brand.id, { mobile });
    if (taken) throw apiError('MOBILE_TAKEN', {}, 'mobileNum');
    await throttle(brand, 'register', mobile, 'mobileNum');
    const code = newCode();
    await store.saveCode(db, brand.id, 'register', mobile, code);
    await sms.send({ brandId: brand.id, to: mobile, text: text(lang, brand, 'register', code), code });
    return sent;
  });

  defineRoute(app, 'verification/smsNoLogin', async ({ brand, lang, input }) => {
    const mobile = mobileOf(input.countryDialingCode, input.mobileNum, 'mobileNum');
    await throttle(brand, 'login', mobile, 'mobileNum');
    const member = await findMember(db, brand.id, { mobile });
    // The same answer either way, so the call does not tell who has an account; the phone's owner learns it.
    if (!member) {
      await store.saveCode(db, brand.id, 'login', mobile, newCode());
      await sms.send({ brandId: brand.id, to: mobile, text: text(lang, brand, 'loginNoAccount'), code: null });
      return sent;
    }
    const code = newCode();
    await store.saveCode(db, brand.id, 'login', mobile, code);
    await sms.send({ brandId: brand.id, to: mobile, text: text(lang, brand, 'login', code), code });
    return sent;
  });
}
