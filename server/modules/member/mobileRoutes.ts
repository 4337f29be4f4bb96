import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { defineRoute } from '../../http/defineRoute';
import { apiError } from '../../errors';
import { profileOf } from '../../lib/profile';
import { CODE_TTL_S, RESEND_AFTER_S, boundCode, codeMatches, spendCode, textCode, type SmsSender } from '../verification/index';

/**
 * The security centre's confirmation of the account's own number (ASVS 6.6.1): a code texted to
 * it, bound to this account, so the digits typed into another account's session are wrong.
 */
export function mobileRoutes(app: FastifyInstance, { db, sms }: { db: Kysely<Tables>; sms: SmsSender }) {
  const sent = { resendAfterSeconds: RESEND_AFTER_S, expiresInSeconds: CODE_TTL_S };
  const confirmBinding = (memberId: string) => `member:${memberId}`;
  const ownMobile = async (memberId: string) => {
    const row = await db.selectFrom('members').select(['mobile', 'mobile_confirmed']).where('id', '=', memberId).executeTakeFirstOrThrow();
    if (!row.mobile) throw apiError('MOBILE_NONE');
    if (row.mobile_confirmed) throw apiError('MOBILE_ALREADY_CONFIRMED');
    return row.mobile;
  };

  // Texted as every SMS code is (textCode: one code a minute per number and purpose, ten texts a day per number).
  defineRoute(app, 'member/mobileCode', async ({ brand, lang, member }) => {
    await textCode(db, sms, { brand, lang, purpose: 'confirm', mobile: await ownMobile(member.id), key: 'confirm', field: 'code', binding: confirmBinding(member.id) });
    return sent;
  });

  defineRoute(app, 'member/confirmMobile', async ({ brand, input, member }) => {
    const mobile = await ownMobile(member.id);
    const code = boundCode(input.code, confirmBinding(member.id));
    if (!(await codeMatches(db, brand.id, 'confirm', mobile, code))) throw apiError('SMS_CODE_WRONG', {}, 'code');
    await db.transaction().execute(async (trx) => {
      if (!(await spendCode(trx, brand.id, 'confirm', mobile, code))) throw apiError('SMS_CODE_WRONG', {}, 'code');
      await trx.updateTable('members').set({ mobile_confirmed: true }).where('id', '=', member.id).where('mobile', '=', mobile).execute();
    });
    return profileOf(db, member.id);
  });
}
