import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { verify } from 'otplib';
import type { Tables } from '../../db/tables';
import { defineRoute } from '../../http/defineRoute';
import { apiError } from '../../errors';
import { hashPassword, passwordMatches } from '../../lib/password';
import { checkFields } from '../../lib/checkFields';
import { contextWords, refuseGuessablePassword } from '../../lib/passwordWeakness';
import { renewSession } from '../../lib/renewSession';
import { operatorPasswordForm, signInAddress, usernameKey } from './service';
import { TOTP_TOLERANCE_S } from '../../lib/totp';
import { withModule } from './settings';
import { setupNeeds } from '../../../src/engine/moduleSetup';
import { offerLimits } from '../../../src/engine/offerFigures';
import { providerRows } from '../social/index';
import { oneTimePasswordExpired } from '../../lib/temporaryPassword';
import * as store from './store';
import { audit } from '../../lib/audit';
import { endOperatorSession } from '../../http/operatorSession';
import { lockBrand, publishParts } from './brandVersions';
import { brandRoutes, patternIds } from './brandRoutes';
import { contentRoutes } from './contentRoutes';
import { messageRoutes } from './messageRoutes';
import { referralRoutes } from './referralRoutes';
import { agentContractRoutes } from './agentContractRoutes';
import { contractSettlementRoutes } from './contractSettlementRoutes';
import { envelopeRoutes } from './envelopeRoutes';
import { raffleRoutes } from './raffleRoutes';
import { missionRoutes } from './missionRoutes';
import { promotionRoutes } from './promotionRoutes';
import { breakRoutes } from './breakRoutes';
import { bannerRoutes } from './bannerRoutes';
import { memberRoutes } from './memberRoutes';
import { gameRoutes } from './gameRoutes';
import { vendorRoutes } from './vendorRoutes';
import { helpRoutes } from './helpRoutes';
import { operatorsRoutes } from './operatorsRoutes';
import { paymentsDeskRoutes } from './paymentsDeskRoutes';
import { pointsRoutes } from './pointsRoutes';
import { socialProviderRoutes } from './socialProviderRoutes';
import { vipRoutes } from './vipRoutes';
import { rebateRoutes } from './rebateRoutes';
import { limitsRoutes } from './limitsRoutes';
import { lotteryRoutes } from './lotteryRoutes';
import { agentApplicationRoutes } from './agentApplicationRoutes';
import { feedbackDeskRoutes } from './feedbackDeskRoutes';
import { chatDeskRoutes } from './chatDeskRoutes';
import { agentTreeRoutes } from './agentTreeRoutes';
import type { SmsSender } from '../verification/index';
import type { Profile } from '../../config';

/** The console's calls (/ops/): operator sign-in and sign-out, module switches and the audit log. */
export function opsRoutes(app: FastifyInstance, { db, sms, profile }: { db: Kysely<Tables>; sms: SmsSender; profile: Profile }) {
  brandRoutes(app, { db });
  contentRoutes(app, { db });
  messageRoutes(app, { db });
  referralRoutes(app, { db });
  agentContractRoutes(app, { db });
  contractSettlementRoutes(app, { db });
  envelopeRoutes(app, { db });
  raffleRoutes(app, { db });
  missionRoutes(app, { db });
  rebateRoutes(app, { db });
  limitsRoutes(app, { db });
  lotteryRoutes(app, { db });
  promotionRoutes(app, { db });
  breakRoutes(app, { db });
  bannerRoutes(app, { db });
  memberRoutes(app, { db, sms });
  gameRoutes(app, { db });
  vendorRoutes(app);
  helpRoutes(app, { db });
  operatorsRoutes(app, { db });
  paymentsDeskRoutes(app);
  pointsRoutes(app);
  socialProviderRoutes(app, { db, profile });
  vipRoutes(app, { db });
  agentTreeRoutes(app);
  agentApplicationRoutes(app, { db, sms });
  feedbackDeskRoutes(app, { db });
  chatDeskRoutes(app, { db });

  defineRoute(app, 'ops/signIn', async ({ req, input }) => {
    const key = usernameKey(input.username);
    const from = { key, address: signInAddress(req.ip) };
    // The try is claimed before anything is compared: tries fired together cannot all slip past the
    // wait. Only this address waits: the right password and code from anywhere else still sign in.
    const wait = await store.claimTry(db, from);
    if (wait > 0) throw apiError('OPS_SIGN_IN_TOO_SOON', { seconds: String(wait) });
    const op = await store.findOperator(db, key);
    const passwordOk = await passwordMatches(op?.password_hash ?? null, input.password);
    let codeOk = false;
    if (op && passwordOk && !op.locked && op.totp_secret && input.code) {
      const result = await verify({ secret: op.totp_secret, token: input.code, epochTolerance: TOTP_TOLERANCE_S });
      codeOk = result.valid && 'timeStep' in result && (await store.spendTotpStep(db, op.id, result.timeStep));
    }
    // One answer for every failure: a wrong name, password, code or a locked operator read alike.
    if (!op || !codeOk) {
      await audit(db, { operator: op ? { id: op.id, username: op.username } : null, operatorName: input.username.trim(), action: 'signIn.failed', ip: req.ip });
      throw apiError('OPS_SIGN_IN_FAILED');
    }
    await store.clearFailures(db, from);
    // Told only to whoever gave the password and a code: an admin must issue a new one.
    if (oneTimePasswordExpired(op.password_expires_at)) {
      await audit(db, { operator: op, action: 'signIn.expiredPassword', ip: req.ip });
      throw apiError('OPS_ONE_TIME_PASSWORD_EXPIRED');
    }
    const token = await store.startOperatorSession(db, op.id, req.ip);
    await audit(db, { operator: op, action: 'signIn', ip: req.ip });
    return { token, operator: { id: op.id, username: op.username, role: op.role, mustChangePassword: op.must_change_password } };
  });

  defineRoute(app, 'ops/signOut', async ({ req, operator }) => {
    await endOperatorSession(db, operator.tokenHash);
    await audit(db, { operator, action: 'signOut', ip: req.ip });
    return true as const;
  });

  defineRoute(app, 'ops/brands', () =>
    Promise.all(
      app.brands.all().map(async (b) => ({
        id: b.id,
        name: b.config.name,
        defaultLang: b.config.defaultLang,
        languages: b.config.supportLanguages,
        currencySymbol: b.config.currency.symbol,
        // The figures content may state as the payment forms' bounds, so the console warns of another before a save.
        offerLimits: offerLimits(b.config.payments),
        settings: b.settings,
        // What a module switched on still lacks, so the console says "needs setup" rather than players meeting nothing.
        setup: setupNeeds(b.settings, {
          customerServiceUrl: b.config.customerService?.url,
          providers: (await providerRows(db, b.id)).map((r) => ({ provider: r.provider, clientId: r.client_id, hasSecret: r.client_secret !== '', enabled: r.enabled })),
        }),
      })),
    ),
  );

  defineRoute(app, 'ops/me', ({ operator }) => Promise.resolve({ id: operator.id, username: operator.username, role: operator.role, mustChangePassword: operator.mustChangePassword }));

  /**
   * An operator's own password (ASVS 6.2.2, 6.2.3), checked in the order of a player's change
   * (member/password): the form's lengths and confirmation, a guessable password, the current
   * password, the same one again. The change ends the operator's other sessions (7.4.3).
   */
  defineRoute(app, 'ops/changePassword', async ({ req, reply, lang, input, operator }) => {
    const values = checkFields(operatorPasswordForm, input, lang);
    // Passwords as typed, as the sign-in compares them.
    const [oldPassword, newPassword] = [values.oldPassword!, values.newPassword!];
    await refuseGuessablePassword(newPassword, operator.username, 'newPassword', contextWords(null), app.breachedPasswords);
    if (!(await passwordMatches(await store.operatorPasswordHash(db, operator.id), oldPassword))) throw apiError('OLD_PASSWORD_WRONG', {}, 'oldPassword');
    if (newPassword === oldPassword) throw apiError('FIELD_INVALID', { reason: 'errors:reason_same_password' }, 'newPassword');
    await store.changeOperatorPassword(db, { operator, passwordHash: await hashPassword(newPassword), ip: req.ip });
    // The old password given is a sign-in (ASVS 7.2.4): this session goes on under a new token.
    await renewSession(db, reply, operator.tokenHash, 'operator_sessions');
    return true as const;
  });

  defineRoute(app, 'ops/setModule', async ({ req, input, operator }) => {
    await db.transaction().execute(async (trx) => {
      const published = await lockBrand(trx, input.brandId);
      const settings = withModule(published.settings, input.modId, input.enabled);
      if (!settings) throw apiError('FIELD_INVALID', { reason: 'errors:unknown_module' }, 'modId');
      // A switch goes live at once, as its own version, so it can be rolled back like any edit.
      await publishParts(trx, {
        brandId: input.brandId,
        parts: { ...published, settings },
        operator,
        note: '',
        action: 'module.set',
        target: input.modId,
        detail: { enabled: input.enabled },
        ip: req.ip,
        patternIds,
      });
    });
    // This process sees the change on its next request; the others by NOTIFY (migration 009).
    await app.syncConfig();
    return { brandId: input.brandId, modId: input.modId, enabled: input.enabled };
  });

  defineRoute(app, 'ops/audit', async ({ input }) => {
    const { rows, total } = await store.auditPage(db, { ...input, pageNo: input.pageNo ?? 1, pageSize: input.pageSize ?? 20 });
    return {
      total,
      items: rows.map((r) => ({
        id: String(r.id),
        operator: r.operator_name,
        action: r.action,
        brandId: r.brand_id,
        target: r.target,
        detail: r.detail,
        ip: r.ip,
        at: new Date(r.at).toISOString(),
      })),
    };
  });
}
