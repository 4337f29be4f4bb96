import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../../db/tables';
import { defineRoute } from '../../../http/defineRoute';
import { apiError } from '../../../errors';
import { translate } from '../../../i18n';
import { isModuleOn } from '../../../../src/engine/moduleSwitch';
import type { Brand } from '../../../brands/store';
import { recoveryModels } from '../../../lib/brandRuntime';
import { checkFields } from '../../../lib/checkFields';
import { setPassword } from '../store';
import { contextWords, refuseGuessablePassword } from '../../../lib/passwordWeakness';
import { hashPassword } from '../../../lib/password';
import { accountKey } from '../../../lib/tokens';
import { findMember } from '../../../lib/findMember';
import { newDeviceCheck, signInAs } from '../../session/index';
import { admit, admitted } from '../../../lib/admit';
import { toE164, codeMatches, spendCode, bindingOf, boundCode, type SmsSender } from '../../verification/index';
import { RESET_LINK_MINUTES, resetLink, sameEmail } from './service';
import { newResetToken, resetMember, spendResetToken } from './store';
import type { MailSender } from './mailSender';

/** Forgot password (SPEC §5): by a code sent to the account's phone, or by a link mailed to its address. */
export function recoveryRoutes(app: FastifyInstance, { db, mail, sms }: { db: Kysely<Tables>; mail: MailSender; sms: SmsSender }) {
  // A recovery is a way in like any other: the brand's new-device check holds for it too (ASVS
  // 6.4.3), before the code or link is spent, so the second step can send the same body again.
  const devices = newDeviceCheck(db, sms);
  /** Recovery by e-mail is its own module (CHNGPASSMAIL3), though its calls sit in the common one. */
  const byEmailOffered = (brand: Brand) => {
    if (!isModuleOn(brand.settings, 'CHNGPASSMAIL3')) throw apiError('MODULE_DISABLED');
  };

  defineRoute(app, 'member/passwordByMobile', async ({ req, brand, lang, input }) => {
    const form = recoveryModels(brand).phone;
    if (!form) throw apiError('MODULE_DISABLED');
    checkFields(form, input, lang, ['verificationCode']);
    const mobile = toE164(input.countryDialingCode, input.mobileNum);
    if (!mobile) throw apiError('MOBILE_INVALID', {}, 'mobileNum');
    // A number without an account was sent a text saying so, and a code nobody knows. The code is
    // bound to the browser that asked for it, as sms/noLogin kept it.
    const code = boundCode(input.verificationCode, bindingOf(input.deviceId, req.ip));
    if (!(await codeMatches(db, brand.id, 'login', mobile, code))) throw apiError('SMS_CODE_WRONG', {}, 'verificationCode');
    const member = await findMember(db, brand.id, { signInMobile: mobile });
    if (!member) throw apiError('SMS_CODE_WRONG', {}, 'verificationCode');
    const admission = admitted(member, { by: 'recovery', proof: 'smsCode' });
    await refuseGuessablePassword(input.newPassword, member.account, 'newPassword', contextWords(brand), app.breachedPasswords);
    await devices.pass({ brand, lang, member, accountKey: accountKey(member.account), deviceId: input.deviceId, ip: req.ip, otp: input.otp, phoneProven: admission.deviceCheck === 'phoneProven' });
    const hash = await hashPassword(input.newPassword);
    await db.transaction().execute(async (trx) => {
      if (!(await spendCode(trx, brand.id, 'login', mobile, code))) throw apiError('SMS_CODE_WRONG', {}, 'verificationCode');
      await setPassword(trx, member.id, hash, null);
    });
    app.sessions.forgetMember(member.id);
    return signInAs(db, brand, member, admission, { replaces: req.headers.authorization });
  });

  defineRoute(app, 'member/passwordEmail', async ({ req, brand, lang, input }) => {
    byEmailOffered(brand);
    checkFields(recoveryModels(brand).email!, input, lang);
    if (!mail.available) throw apiError('MAIL_UNAVAILABLE');
    const member = await findMember(db, brand.id, { accountKey: accountKey(input.username) });
    // The same answer, as fast, whether or not the account has this address: the mail goes out after
    // it, and only with a link the account could come in by (a locked or non-member account gets none).
    if (member && admit(member, { by: 'recovery', proof: 'resetLink' }).admitted && sameEmail(input.email, member.email)) {
      const to = member.email!;
      void (async () => {
        // The brand's own origin, whatever Host or X-Forwarded-Host the request carried.
        const origin = app.linkOrigin(brand);
        const link = resetLink(origin, await newResetToken(db, brand.id, member.id));
        const params = { brand: brand.config.name, account: member.account, link, minutes: String(RESET_LINK_MINUTES) };
        await mail.send({ brandId: brand.id, brandName: brand.config.name, to, subject: translate(lang, 'mail:resetSubject', params), text: translate(lang, 'mail:resetText', params) });
      })().catch((err: unknown) => req.log.warn({ err }, 'a password recovery mail could not be sent'));
    }
    return { expiresInMinutes: RESET_LINK_MINUTES };
  });

  defineRoute(app, 'member/passwordReset', async ({ req, brand, lang, input }) => {
    byEmailOffered(brand);
    checkFields(recoveryModels(brand).reset, input, lang);
    const member = await resetMember(db, brand.id, input.token);
    if (!member) throw apiError('RESET_LINK_INVALID');
    const admission = admitted(member, { by: 'recovery', proof: 'resetLink' });
    await refuseGuessablePassword(input.newPassword, member.account, 'newPassword', contextWords(brand), app.breachedPasswords);
    await devices.pass({ brand, lang, member, accountKey: accountKey(member.account), deviceId: input.deviceId, ip: req.ip, otp: input.otp });
    const hash = await hashPassword(input.newPassword);
    await db.transaction().execute(async (trx) => {
      if (!(await spendResetToken(trx, input.token))) throw apiError('RESET_LINK_INVALID');
      await setPassword(trx, member.id, hash, null);
    });
    app.sessions.forgetMember(member.id);
    return signInAs(db, brand, member, admission, { replaces: req.headers.authorization });
  });
}
