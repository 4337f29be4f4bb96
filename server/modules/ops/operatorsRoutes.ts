import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { generateSecret } from 'otplib';
import type { Tables } from '../../db/tables';
import { defineRoute } from '../../http/defineRoute';
import { apiError } from '../../errors';
import { hashPassword, passwordMatches } from '../../lib/password';
import { renewSession } from '../../lib/renewSession';
import { operatorPasswordHash } from './store';
import { enrolmentKey } from '../../lib/totp';
import { temporaryPassword } from '../../lib/temporaryPassword';
import * as store from './operatorsStore';

/** The issuer an authenticator app lists the console's codes under (as for the first admin). */
const ISSUER = 'Marquee console';
const keyOf = (username: string, secret: string) => enrolmentKey(ISSUER, username, secret);

/**
 * The console's operators, kept by admins (ASVS 6.4.4, 7.4.2, 7.4.5), and every operator's own
 * sessions (7.5.2). What an admin sets (a first password, a reset) is shown once, never stored in
 * clear nor audited, and the operator must choose their own password before anything else opens.
 */
export function operatorsRoutes(app: FastifyInstance, { db }: { db: Kysely<Tables> }) {
  defineRoute(app, 'ops/operators', async () => ({ items: await store.operatorRows(db) }));

  defineRoute(app, 'ops/createOperator', async ({ req, input, operator }) => {
    const password = temporaryPassword();
    const secret = generateSecret();
    const id = await store.addOperator(db, { username: input.username, role: input.role, passwordHash: await hashPassword(password), totpSecret: secret, by: operator, ip: req.ip });
    if (!id) throw apiError('OPERATOR_TAKEN', {}, 'username');
    return { id, username: input.username, temporaryPassword: password, authenticator: await keyOf(input.username, secret) };
  });

  defineRoute(app, 'ops/resetOperator', async ({ req, input, operator }) => {
    if (input.id === operator.id) throw apiError('OPS_NOT_SELF');
    if (input.what === 'password') {
      const password = temporaryPassword();
      const reset = await store.resetOperator(db, { id: input.id, set: { passwordHash: await hashPassword(password) }, identityNote: input.identityNote.trim(), by: operator, ip: req.ip });
      if (!reset) throw apiError('NOT_FOUND');
      return { temporaryPassword: password, endedSessions: reset.endedSessions };
    }
    const secret = generateSecret();
    const reset = await store.resetOperator(db, { id: input.id, set: { totpSecret: secret }, identityNote: input.identityNote.trim(), by: operator, ip: req.ip });
    if (!reset) throw apiError('NOT_FOUND');
    return { authenticator: await keyOf(reset.username, secret), endedSessions: reset.endedSessions };
  });

  defineRoute(app, 'ops/operatorStatus', async ({ req, input, operator }) => {
    // An admin never locks themselves out, so an unlocked admin always remains.
    if (input.id === operator.id) throw apiError('OPS_NOT_SELF');
    const endedSessions = await store.setOperatorLocked(db, { id: input.id, locked: input.locked, by: operator, ip: req.ip });
    if (endedSessions === null) throw apiError('NOT_FOUND');
    return { id: input.id, locked: input.locked, endedSessions };
  });

  defineRoute(app, 'ops/sessions', async ({ operator }) => store.sessionsOf(db, operator));

  // Signing one's own devices out asks for the password again: a console left open cannot throw its owner out.
  defineRoute(app, 'ops/endSession', async ({ req, reply, input, operator }) => {
    if (!(await passwordMatches(await operatorPasswordHash(db, operator.id), input.password))) throw apiError('OLD_PASSWORD_WRONG', {}, 'password');
    // The password given again is a sign-in (ASVS 7.2.4): this session goes on under a new token,
    // and the old one's id names no session any more.
    const asker = { ...operator, tokenHash: await renewSession(db, reply, operator.tokenHash, 'operator_sessions') };
    if (!(await store.endOwnSessions(db, { operator: asker, id: input.id ?? null, ip: req.ip }))) throw apiError('NOT_FOUND');
    return store.sessionsOf(db, asker);
  });
}
