import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { defineRoute } from '../../http/defineRoute';
import { apiError } from '../../errors';
import { fromMinorUnits } from '../../../src/engine/money';
import { walletBalance } from '../wallet/index';
import { brandOf } from '../../lib/brandOf';
import { audit } from '../../lib/audit';
import { memberSearch } from './service';
import { oneTimePasswordExpiry, temporaryPassword } from '../../lib/temporaryPassword';
import { checkAccountName } from '../../lib/checkAccountName';
import { isUniqueViolation } from '../../db/isUniqueViolation';
import { hashPassword } from '../../lib/password';
import { accountKey } from '../../lib/tokens';
import { findMember } from '../../lib/findMember';
import { type SmsSender, textCode, CODE_TTL_S, RESEND_AFTER_S } from '../verification/index';
import { checkIdentityProof, confirmedMobileOf, firstPasswordPending } from './identityProof';

/** The columns every member view shows, as the console names them. */
const listed = ['id', 'account', 'mobile', 'type', 'locked', 'must_change_password', 'created_at', 'last_login_at'] as const;
const rowOf = (r: { id: string; account: string; mobile: string | null; type: number; locked: boolean; must_change_password: boolean; created_at: Date; last_login_at: Date | null }) => ({
  id: r.id,
  account: r.account,
  mobile: r.mobile,
  type: r.type,
  locked: r.locked,
  mustChangePassword: r.must_change_password,
  createdAt: new Date(r.created_at).toISOString(),
  lastLoginAt: r.last_login_at ? new Date(r.last_login_at).toISOString() : null,
});

/** Support's desk: open an account, find a member, see their status and sessions, lock, unlock, sign out, ask for a new password; each action audited. */
export function memberRoutes(app: FastifyInstance, { db, sms }: { db: Kysely<Tables>; sms: SmsSender }) {
  defineRoute(app, 'ops/members', async ({ input }) => {
    brandOf(app, input.brandId);
    const size = input.pageSize ?? 20;
    const search = memberSearch(input.query ?? '');
    let base = db.selectFrom('members').where('brand_id', '=', input.brandId);
    if (search.kind === 'text')
      base = base.where((eb) =>
        eb.or([
          eb(sql<string>`lower(account)`, 'like', `${search.accountPrefix}%`),
          ...(search.mobileDigits ? [eb('mobile', 'like', `%${search.mobileDigits}%`)] : []),
          ...(search.id ? [eb('id', '=', search.id)] : []),
        ]),
      );
    const [rows, count] = await Promise.all([
      base
        .select([...listed])
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(size)
        .offset(((input.pageNo ?? 1) - 1) * size)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { total: Number(count.n), items: rows.map(rowOf) };
  });

  defineRoute(app, 'ops/member', async ({ input }) => {
    brandOf(app, input.brandId);
    const member = await db
      .selectFrom('members')
      .select([...listed, 'nickname', 'email', 'payee_name', 'rank_level', 'mobile_confirmed', 'created_by'])
      .where('id', '=', input.id)
      .where('brand_id', '=', input.brandId)
      .executeTakeFirst();
    if (!member) throw apiError('NOT_FOUND');
    const [sessions, balance, totp] = await Promise.all([
      db.selectFrom('sessions').select(['created_at', 'expires_at']).where('member_id', '=', member.id).where('expires_at', '>', sql<Date>`now()`).orderBy('created_at', 'desc').execute(),
      walletBalance(db, member.id),
      db.selectFrom('member_totp').select('confirmed_at').where('member_id', '=', member.id).executeTakeFirst(),
    ]);
    return {
      member: {
        ...rowOf(member),
        nickname: member.nickname,
        email: member.email,
        payeeName: member.payee_name,
        rankLevel: member.rank_level,
        balance: fromMinorUnits(balance),
        authenticatorOn: totp?.confirmed_at != null,
        mobileConfirmed: member.mobile !== null && member.mobile_confirmed,
        firstPasswordPending: firstPasswordPending(member),
      },
      sessions: sessions.map((s) => ({ startedAt: new Date(s.created_at).toISOString(), expiresAt: new Date(s.expires_at).toISOString() })),
    };
  });

  defineRoute(app, 'ops/memberStatus', async ({ req, input, operator }) => {
    brandOf(app, input.brandId);
    return db.transaction().execute(async (trx) => {
      // A one-time password support issued is never let stand as the lasting one (ASVS 6.4.1).
      if (input.mustChangePassword === false) {
        const pending = await trx.selectFrom('members').select('id').where('id', '=', input.id).where('brand_id', '=', input.brandId).where('password_expires_at', 'is not', null).executeTakeFirst();
        if (pending) throw apiError('ONE_TIME_PASSWORD_PENDING');
      }
      const row = await trx
        .updateTable('members')
        .set({ ...(input.locked === undefined ? {} : { locked: input.locked }), ...(input.mustChangePassword === undefined ? {} : { must_change_password: input.mustChangePassword }) })
        .where('id', '=', input.id)
        .where('brand_id', '=', input.brandId)
        .returning(['locked', 'must_change_password'])
        .executeTakeFirst();
      if (!row) throw apiError('NOT_FOUND');
      // A lock signs the member out everywhere; every process drops its copy of the sessions at commit (migration 010).
      const ended = input.locked ? (await trx.deleteFrom('sessions').where('member_id', '=', input.id).executeTakeFirst()).numDeletedRows : 0n;
      if (input.locked !== undefined) await audit(trx, { operator, action: input.locked ? 'member.lock' : 'member.unlock', brandId: input.brandId, target: input.id, detail: { endedSessions: Number(ended) }, ip: req.ip });
      if (input.mustChangePassword !== undefined)
        await audit(trx, { operator, action: 'member.passwordChange', brandId: input.brandId, target: input.id, detail: { required: input.mustChangePassword }, ip: req.ip });
      return { locked: row.locked, mustChangePassword: row.must_change_password, endedSessions: Number(ended) };
    });
  });

  defineRoute(app, 'ops/endMemberSessions', async ({ req, input, operator }) => {
    brandOf(app, input.brandId);
    return db.transaction().execute(async (trx) => {
      const member = await trx.selectFrom('members').select('id').where('id', '=', input.id).where('brand_id', '=', input.brandId).executeTakeFirst();
      if (!member) throw apiError('NOT_FOUND');
      const ended = Number((await trx.deleteFrom('sessions').where('member_id', '=', input.id).executeTakeFirst()).numDeletedRows);
      await audit(trx, { operator, action: 'member.signOut', brandId: input.brandId, target: input.id, detail: { endedSessions: ended }, ip: req.ip });
      return { ended };
    });
  });

  /**
   * Every member of a brand signed out at once (ASVS 7.4.5), for when sessions may have leaked: every
   * process forgets them at commit (migration 010), and remembered devices must sign in again too.
   */
  defineRoute(app, 'ops/endBrandSessions', async ({ req, input, operator }) => {
    brandOf(app, input.brandId);
    return db.transaction().execute(async (trx) => {
      const ended = Number((await trx.deleteFrom('sessions').where('brand_id', '=', input.brandId).executeTakeFirst()).numDeletedRows);
      await trx.deleteFrom('remember_tokens').where('brand_id', '=', input.brandId).execute();
      await audit(trx, { operator, action: 'member.signOutAll', brandId: input.brandId, detail: { endedSessions: ended }, ip: req.ip });
      return { ended };
    });
  });

  /**
   * The code a member reads back to support to prove who they are before a lost factor is
   * replaced (ASVS 6.4.4): texted to the number its owner confirmed, in the brand's language, under
   * the limits of every code. It opens no sign-in.
   */
  defineRoute(app, 'ops/memberIdentityCode', async ({ req, input, operator }) => {
    const brand = brandOf(app, input.brandId);
    const mobile = await confirmedMobileOf(db, input.brandId, input.id);
    await textCode(db, sms, { brand, lang: brand.config.defaultLang, purpose: 'identity', mobile, key: 'identity', field: 'code' });
    await audit(db, { operator, action: 'member.identityCode', brandId: input.brandId, target: input.id, detail: {}, ip: req.ip });
    return { mobile, resendAfterSeconds: RESEND_AFTER_S, expiresInSeconds: CODE_TTL_S };
  });

  /**
   * A lost authenticator app (ASVS 6.4.4): support turns it off with proof of who the member is
   * (identityProof.ts), and every session ends, so whoever holds a signed-in device is out too.
   * The app's enrolment asked for the password on a live session; the next sign-in from a new
   * device asks for the password and a code texted to the bound number, which is no weaker.
   */
  defineRoute(app, 'ops/resetMemberTotp', async ({ req, input, operator }) => {
    brandOf(app, input.brandId);
    const proven = await checkIdentityProof(db, { brandId: input.brandId, memberId: input.id, proof: input.proof, operatorRole: operator.role });
    return db.transaction().execute(async (trx) => {
      const removed = await trx.deleteFrom('member_totp').where('member_id', '=', input.id).where('confirmed_at', 'is not', null).executeTakeFirst();
      if (Number(removed.numDeletedRows) === 0) throw apiError('TOTP_NOT_ON');
      if (!(await proven.spend(trx))) throw apiError('IDENTITY_CODE_WRONG', {}, 'code');
      const ended = Number((await trx.deleteFrom('sessions').where('member_id', '=', input.id).executeTakeFirst()).numDeletedRows);
      await audit(trx, { operator, action: 'member.totpReset', brandId: input.brandId, target: input.id, detail: { endedSessions: ended, ...proven.detail }, ip: req.ip });
      return { ended };
    });
  });

  /**
   * A lost password with no phone or e-mail to recover it, or a one-time password that ran out:
   * support issues a new one-time password with proof of who the member is (identityProof.ts).
   * Everything the old password opened ends with it (sessions, remember tokens, mailed links), in
   * one transaction.
   */
  defineRoute(app, 'ops/resetMemberPassword', async ({ req, input, operator }) => {
    brandOf(app, input.brandId);
    const proven = await checkIdentityProof(db, { brandId: input.brandId, memberId: input.id, proof: input.proof ?? null, operatorRole: operator.role });
    const password = temporaryPassword();
    const hash = await hashPassword(password);
    const ended = await db.transaction().execute(async (trx) => {
      const member = await trx
        .updateTable('members')
        .set({ password_hash: hash, must_change_password: true, password_changed_at: new Date(), password_expires_at: oneTimePasswordExpiry() })
        .where('id', '=', input.id)
        .where('brand_id', '=', input.brandId)
        .returning('id')
        .executeTakeFirst();
      if (!member) throw apiError('NOT_FOUND');
      if (!(await proven.spend(trx))) throw apiError('IDENTITY_CODE_WRONG', {}, 'code');
      const sessions = Number((await trx.deleteFrom('sessions').where('member_id', '=', input.id).executeTakeFirst()).numDeletedRows);
      await trx.deleteFrom('remember_tokens').where('member_id', '=', input.id).execute();
      await trx.deleteFrom('password_resets').where('member_id', '=', input.id).execute();
      await audit(trx, { operator, action: 'member.passwordReset', brandId: input.brandId, target: input.id, detail: { endedSessions: sessions, ...proven.detail }, ip: req.ip });
      return sessions;
    });
    return { temporaryPassword: password, ended };
  });

  /**
   * An account support opens: the name by the brand's registration rule (the same check the site
   * runs), a one-time password answered once, and the first sign-in must choose a new one.
   */
  defineRoute(app, 'ops/createMember', async ({ req, lang, input, operator }) => {
    const brand = brandOf(app, input.brandId);
    checkAccountName(brand, input.account, lang, 'username');
    const account = input.account.trim();
    const password = temporaryPassword();
    const hash = await hashPassword(password);
    const open = db.transaction().execute(async (trx) => {
      if (await findMember(trx, brand.id, { accountKey: accountKey(account) })) throw apiError('ACCOUNT_TAKEN', {}, 'account');
      const { id } = await trx
        .insertInto('members')
        .values({ brand_id: brand.id, account, password_hash: hash, type: input.type, email: input.email?.trim() || null, nickname: input.nickname?.trim() || null, created_by: 'operator', must_change_password: true, password_expires_at: oneTimePasswordExpiry() })
        .returning('id')
        .executeTakeFirstOrThrow();
      await audit(trx, { operator, action: 'member.create', brandId: brand.id, target: id, detail: { account, type: input.type }, ip: req.ip });
      return { id, account, temporaryPassword: password };
    });
    // Two at once for one name: the unique index settles it.
    return open.catch((err: unknown) => {
      throw isUniqueViolation(err) ? apiError('ACCOUNT_TAKEN', {}, 'account') : err;
    });
  });
}
