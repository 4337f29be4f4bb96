import { refuseNewAccountOnBreak } from '../../lib/playBreaks';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Brand } from '../../brands/store';
import type { RegisterMobileRequest, RegisterRequest, RegisterResult } from '../../../src/generated/types';
import { ApiError, apiError } from '../../errors';
import type { Language } from '../../i18n';
import { hashPassword } from '../../lib/password';
import { accountKey } from '../../lib/tokens';
import { startSession, takeCaptcha, passSlider } from '../session/index';
import { findMember } from '../../lib/findMember';
import { accountRules } from '../../lib/accountRules';
import { toE164, codeMatches, spendCode } from '../verification/index';
import { registrationModel } from '../../lib/brandRuntime';
import { checkFields } from '../../lib/checkFields';
import { contextWords, refuseBreachedPassword, refuseGuessablePassword } from '../../lib/passwordWeakness';
import type { BreachedPasswords } from '../../lib/breachedPasswords';
import { agentsOpenAgents, countSignUp, invitationByCode, type Invitation } from '../agent/index';
import { notePlace } from '../../lib/places';
import { accrueSignIn } from '../../lib/missionProgress';
import { isUniqueViolation } from '../../db/isUniqueViolation';

type Payload = RegisterRequest & RegisterMobileRequest;

/**
 * Registration (SPEC §4), one tab or the other: every field checked by the brand's rules with the
 * engine's own validator, then the brand's slider, the captcha, the number and its SMS code, the invitation, and the
 * account made — with a session when `login` is true, as the site asks.
 */
export async function register(
  db: Kysely<Tables>,
  brand: Brand,
  lang: Language,
  tab: 'username' | 'mobile',
  input: Payload,
  breached: BreachedPasswords | null,
  place: { ip: string },
): Promise<RegisterResult> {
  const model = registrationModel(brand, tab);
  if (!model) throw apiError('MODULE_DISABLED');
  // Consent is given in the browser; the payload of the platform family does not carry it.
  const values = checkFields(model, input, lang, ['agree']);
  const names = new Set(model.fields.map((f) => f.name));
  const given = (name: string) => (names.has(name) ? (values[name] ?? '').trim() : '');
  // A password is kept as typed, spaces and all, as the sign-in compares it.
  const typedPassword = names.has('password') ? (values.password ?? '') : '';
  const account = tab === 'username' ? given('username') : given('mobileNum');
  // The built-in list here; the breached-password look-up, which calls out, once the checks a script cannot pass have passed.
  if (typedPassword) await refuseGuessablePassword(typedPassword, account, 'password', contextWords(brand), null);
  // After the fields, which cost nothing to check, and before anything that costs a lookup or a code.
  await passSlider(db, brand, input.slider, null);

  if (given('captcha') || model.fields.some((f) => f.name === 'captcha' && f.required)) {
    const answer = input.captchaId ? await takeCaptcha(db, input.captchaId, brand.id) : null;
    if (answer === null || answer !== given('captcha').toLowerCase()) throw apiError('CAPTCHA_WRONG', {}, 'captcha');
  }

  const mobile = given('mobileNum') ? toE164(input.countryDialingCode ?? '', given('mobileNum')) : null;
  if (given('mobileNum') && !mobile) throw apiError('MOBILE_INVALID', {}, 'mobileNum');
  // The code is checked before the number is looked up: a taken number was never sent a code
  // (sms/register texted its owner instead), so only whoever reads that phone learns it is taken.
  const code = given('verificationCode');
  if (code && (!mobile || !(await codeMatches(db, brand.id, 'register', mobile, code)))) throw apiError('SMS_CODE_WRONG', {}, 'verificationCode');
  if (mobile && (await findMember(db, brand.id, { mobile }))) throw apiError('MOBILE_TAKEN', {}, 'mobileNum');
  // Someone on a break from play (RG3) opens no new account with the same number or address until it lifts (decision 0323).
  await refuseNewAccountOnBreak(db, brand, { mobile, email: given('email') || null }, mobile ? 'mobileNum' : 'email');
  if (typedPassword) await refuseBreachedPassword(typedPassword, 'password', breached);

  const { upline, link } = await uplineFor(db, brand.id, given('affiliateCode') || (input.affiliateCode ?? '').trim(), given('recommenderId'));
  // Without a password of their own (mobile tab, mobile-password off) the person signs in by SMS code.
  const password = typedPassword || randomBytes(24).toString('base64url');
  const passwordHash = await hashPassword(password);

  try {
    return await db.transaction().execute(async (trx) => {
      const taken = await findMember(trx, brand.id, { accountKey: accountKey(account) });
      if (taken) throw apiError('ACCOUNT_TAKEN', {}, tab === 'username' ? 'username' : 'mobileNum');
      if (code && mobile && !(await spendCode(trx, brand.id, 'register', mobile, code))) throw apiError('SMS_CODE_WRONG', {}, 'verificationCode');
      // A link switched off since its code was checked no longer invites.
      if (link && !(await countSignUp(trx, link.linkId))) throw apiError('INVITATION_INVALID', {}, 'affiliateCode');
      const { id } = await trx
        .insertInto('members')
        .values({
          brand_id: brand.id,
          account,
          password_hash: passwordHash,
          nickname: null,
          mobile,
          // Its code was read off the phone at this registration: the number is this person's (ASVS 6.6.1).
          mobile_confirmed: Boolean(code && mobile),
          email: given('email') || null,
          payee_name: given('payeeName') || null,
          // A link that makes agents does so only while the brand lets agents open agents (decision 0277).
          type: link?.accountType === 1 && agentsOpenAgents(brand) ? 1 : 0,
          upline_id: upline,
          referral_code: (input.referralCode ?? '').trim() || null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Where the account was made from is what a referral's review compares (a friend's code links
      // the two in the same transaction: migration 056's trigger on the new member's referral code).
      await notePlace(trx, brand.id, id, place);
      const token = input.login === false ? null : await startSession(trx, brand.id, id, accountKey(account), accountRules(brand));
      // A registration that signs the member in is their first sign-in: it counts a day for missions as a sign-in does.
      if (token) await accrueSignIn(trx, brand, id);
      return { account, token };
    });
  } catch (err) {
    // Two registrations of one name or number at once: the database's unique index decides.
    const unique = isUniqueViolation(err) ? (String((err as { constraint?: string }).constraint ?? '').includes('mobile') ? 'MOBILE_TAKEN' : 'ACCOUNT_TAKEN') : null;
    // A code that met a taken account name is used up, outside the rolled-back transaction: one
    // code must not try name after name.
    const nameTaken = unique === 'ACCOUNT_TAKEN' || (err instanceof ApiError && err.code === 'ACCOUNT_TAKEN');
    if (nameTaken && code && mobile) await spendCode(db, brand.id, 'register', mobile, code);
    if (unique) throw apiError(unique);
    throw err;
  }
}

/** The upline an invitation names: a live agent's registration link (counted at the sign-up), else a recommender's account name; a named one that is not found is refused. */
async function uplineFor(db: Kysely<Tables>, brandId: string, affiliateCode: string, recommender: string): Promise<{ upline: string | null; link: Invitation | null }> {
  if (affiliateCode) {
    const link = await invitationByCode(db, brandId, affiliateCode);
    if (!link) throw apiError('INVITATION_INVALID', {}, 'affiliateCode');
    return { upline: link.agentId, link };
  }
  if (recommender) {
    const found = await findMember(db, brandId, { accountKey: accountKey(recommender) });
    if (!found) throw apiError('INVITATION_INVALID', {}, 'recommenderId');
    return { upline: found.id, link: null };
  }
  return { upline: null, link: null };
}
