import type { Kysely } from 'kysely';
import type { Tables } from '../../../db/tables';
import { ApiError, apiError } from '../../../errors';
import type { Language } from '../../../i18n';
import type { Brand } from '../../../brands/store';
import type { VerificationAsked } from '../../../../src/generated/types';
import { accountRules } from '../../../lib/accountRules';
import { RESEND_AFTER_S, type SmsSender, codeMatches, spendCode, bindingOf, boundCode, textCode } from '../../verification/index';
import { isKnownPlace, placeOf, rememberPlace, type Place } from './knownPlaces';
import { maskMobile } from './rules';
import { takeTotpCode } from './totpCode';

export interface SignInPlace {
  brand: Brand;
  member: { id: string };
  /** The client's own random id (LoginRequest.deviceId); without one, every sign-in is from a new device. */
  deviceId: string | undefined;
  ip: string;
}

/** What the account can prove itself with: its number, and whether its authenticator app is on. */
async function factorsOf(db: Kysely<Tables>, memberId: string) {
  const row = await db
    .selectFrom('members')
    .leftJoin('member_totp', 'member_totp.member_id', 'members.id')
    .select(['members.mobile', 'member_totp.confirmed_at'])
    .where('members.id', '=', memberId)
    .executeTakeFirstOrThrow();
  return { mobile: row.mobile, totpOn: row.confirmed_at !== null };
}

/**
 * The brand's check of a password sign-in from a new device or network (accounts.newDeviceCheck),
 * or of every one (accounts.checkEverySignIn): see docs/decisions/0068-new-device-check-is-a-brand-setting.md and docs/decisions/0079-every-sign-in-where-the-brand.md. `pass` runs after the password was found right.
 */
export function newDeviceCheck(db: Kysely<Tables>, sms: SmsSender) {
  /** The device the code is for, or its address when it sent no id: the same digits typed elsewhere are wrong. */
  const bindingOfPlace = (p: Place) => bindingOf(p.device, p.ip);

  /** Texts a code for this sign-in and answers what to ask for; a code sent within the minute is not sent again, only waited for. */
  async function textFor(s: SignInPlace & { lang: Language }, mobile: string, place: Place): Promise<VerificationAsked> {
    try {
      await textCode(db, sms, { brand: s.brand, lang: s.lang, purpose: 'device', mobile, key: 'device', field: 'otp', binding: bindingOfPlace(place) });
      return { method: 'sms', mobile: maskMobile(mobile), resendAfterSeconds: RESEND_AFTER_S };
    } catch (e) {
      if (!(e instanceof ApiError && e.code === 'SMS_TOO_SOON')) throw e;
      return { method: 'sms', mobile: maskMobile(mobile), resendAfterSeconds: Number(e.params.seconds) };
    }
  }

  async function smsCodeRight(brandId: string, mobile: string, place: Place, otp: string): Promise<boolean> {
    const code = boundCode(otp, bindingOfPlace(place));
    return (await codeMatches(db, brandId, 'device', mobile, code)) && spendCode(db, brandId, 'device', mobile, code);
  }

  return {
    /**
     * Lets the sign-in on, or throws: 401 VERIFICATION_REQUIRED (carrying what to ask for; an SMS
     * code is sent) when the device or the address is new and no `otp` came; a wrong code's 400
     * (SMS_CODE_WRONG or TOTP_CODE_WRONG, field otp), or TOTP_LOCKED. The authenticator is asked
     * whenever it is on, even where the brand's check is off; else, under sms or totp, an SMS code
     * when the account has a number; an account with neither goes on. Passing remembers the device and the address. `phoneProven`: the caller
     * already took a code texted to the account's number, which stands for the SMS check.
     */
    async pass(s: SignInPlace & { lang: Language; accountKey: string; otp: string | undefined; phoneProven?: boolean }): Promise<void> {
      const { newDeviceCheck: mode, checkEverySignIn } = accountRules(s.brand);
      const { mobile, totpOn } = await factorsOf(db, s.member.id);
      // A member who set up the app chose the stronger factor: it is asked whatever the brand's
      // setting, before a texted code (ASVS 6.6.1). Without an app, the brand's setting decides.
      const method = totpOn ? 'totp' : mode !== 'off' && mobile ? 'sms' : null;
      if (mode === 'off' && method === null) return;
      const place = placeOf(s.member.id, s.deviceId, s.ip);
      // A brand that asks two factors at every sign-in (ASVS 6.3.3) knows no device well enough to skip them.
      if (!checkEverySignIn && (await isKnownPlace(db, place))) return rememberPlace(db, place);
      // The password was right, so its run of wrong tries ends here, as a sign-in would end it: the
      // second step, sent with the password again, does not bring on the captcha.
      await db.deleteFrom('login_failures').where('brand_id', '=', s.brand.id).where('account_key', '=', s.accountKey).execute();
      // A recovery by a code texted to the account's own number has already shown what an SMS check would.
      if (method === null || (method === 'sms' && s.phoneProven)) return rememberPlace(db, place);
      if (!s.otp) {
        const verification: VerificationAsked = method === 'totp' ? { method } : await textFor(s, mobile!, place);
        throw apiError('VERIFICATION_REQUIRED', {}, undefined, { verification });
      }
      if (method === 'totp' && !(await takeTotpCode(db, s.member.id, 'on', s.otp))) throw apiError('TOTP_CODE_WRONG', {}, 'otp');
      if (method === 'sms') {
        if (!(await smsCodeRight(s.brand.id, mobile!, place, s.otp))) throw apiError('SMS_CODE_WRONG', {}, 'otp');
        // The password and a code read off the phone: the number is the owner's, as the security centre's confirmation shows.
        await db.updateTable('members').set({ mobile_confirmed: true }).where('id', '=', s.member.id).where('mobile', '=', mobile!).execute();
      }
      await rememberPlace(db, place);
    },
  };
}

export type NewDeviceCheck = ReturnType<typeof newDeviceCheck>;
