import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { defineRoute } from '../../http/defineRoute';
import { apiError } from '../../errors';
import { hashPassword, passwordMatches } from '../../lib/password';
import * as store from './store';
import { register } from './register';
import { passwordChangeModel } from '../../lib/brandRuntime';
import { checkFields } from '../../lib/checkFields';
import { endOtherSessions, endSession, sessionsOf } from './memberSessions';
import { contextWords, refuseGuessablePassword } from '../../lib/passwordWeakness';
import { avatarUrlOf } from './avatars';
import { renewSession } from '../../lib/renewSession';

/** Registration, and the signed-in member's own records (SPEC §7: member info, consolidated contract info). */
export function memberRoutes(app: FastifyInstance, { db }: { db: Kysely<Tables> }) {
  defineRoute(app, 'member/register', async ({ req, brand, lang, input }) => register(db, brand, lang, 'username', input, app.breachedPasswords, { ip: req.ip }));

  defineRoute(app, 'member/registerMobile', async ({ req, brand, lang, input }) => register(db, brand, lang, 'mobile', input, app.breachedPasswords, { ip: req.ip }));

  // The picture is read here rather than with the session, so a new one shows on the next read.
  defineRoute(app, 'member/info', ({ brand, member }) => Promise.resolve({ ...member.info, avatarUrl: avatarUrlOf(brand, member.avatar) }));

  defineRoute(app, 'member/sessions', ({ member }) => sessionsOf(db, member));
  defineRoute(app, 'member/endSession', ({ reply, member, input }) => endSession(db, reply, member, input.id, input.password));
  defineRoute(app, 'member/endOtherSessions', ({ reply, member, input }) => endOtherSessions(db, reply, member, input.password));

  defineRoute(app, 'member/password', async ({ reply, brand, lang, input, member }) => {
    const model = passwordChangeModel(brand);
    if (!model) throw apiError('MODULE_DISABLED');
    const values = checkFields(model, input, lang);
    // Passwords as typed, as registration keeps them and the sign-in compares them.
    const [oldPassword, newPassword] = [values.oldPassword!, values.newPassword!];
    await refuseGuessablePassword(newPassword, member.account, 'newPassword', contextWords(brand), app.breachedPasswords);
    if (!(await passwordMatches(await store.passwordHashOf(db, member.id), oldPassword))) throw apiError('OLD_PASSWORD_WRONG', {}, 'oldPassword');
    if (newPassword === oldPassword) throw apiError('FIELD_INVALID', { reason: 'errors:reason_same_password' }, 'newPassword');
    // The other sessions end with the old password; every process forgets them at commit (migration 010).
    await store.setPassword(db, member.id, await hashPassword(newPassword), member.tokenHash);
    // The old password given is a sign-in: this session goes on under a new token (ASVS 7.2.4).
    await renewSession(db, reply, member.tokenHash);
    // This session's own duty to change is done: its cached copy is read again.
    app.sessions.forgetMember(member.id);
    return true as const;
  });

  defineRoute(app, 'member/consolidated', async ({ member }) => store.contractsOf(db, member.id));
}
