import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Profile } from '../../config';
import { defineRoute } from '../../http/defineRoute';
import { calls, type CallName } from '../../../src/generated/calls';
import { apiError } from '../../errors';
import { parsedAddress } from '../../geo/parsedAddress';
import { captchaAnswer } from '../system/index';
import { sliderTarget } from '../session/index';

/** Whether an address is this machine: 127.0.0.0/8, ::1, or ::ffff:127.x.y.z. */
export function isLoopbackAddress(address: string | undefined): boolean {
  return !!address && parsedAddress(address)?.range() === 'loopback';
}

/** The profiles a call names in its `x-call` (none: every profile). */
const offeredIn = (name: CallName, profile: Profile) => (calls[name].profiles as readonly string[] | null)?.includes(profile) ?? true;

/**
 * Demo and test only (never registered in production): what the site would have sent by SMS or
 * e-mail, and — in the test profile — the answer of a challenge, so automated tests pass the same
 * checks a player does instead of switching them off.
 */
export function devRoutes(app: FastifyInstance, { db, profile }: { db: Kysely<Tables>; profile: Profile }) {
  if (!offeredIn('dev/outbox', profile)) return;
  // Only for someone on this machine; anyone else gets the answer of a path that does not exist. The
  // client is judged as the rest of the server judges it, by req.ip: a proxy on this machine (which
  // MARQUEE_TRUST_PROXY trusts, loopback by default) that forwards a visitor from elsewhere names
  // them in X-Forwarded-For, and the visitor is not this machine. The socket's own peer must be this
  // machine too, so a trusted proxy elsewhere cannot vouch for a client it calls 127.0.0.1.
  app.addHook('onRequest', (req, _reply, done) => {
    done(isLoopbackAddress(req.ip) && isLoopbackAddress(req.socket.remoteAddress) ? undefined : apiError('NOT_FOUND'));
  });

  defineRoute(app, 'dev/outbox', async ({ brand, input }) => {
    const rows = await db
      .selectFrom('dev_outbox')
      .select(['channel', 'to', 'text', 'code', 'at'])
      .where('brand_id', '=', brand.id)
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(input.limit ?? 50)
      .execute();
    return rows.map((r) => ({ channel: r.channel as 'sms' | 'email', to: r.to, text: r.text, code: r.code, at: new Date(r.at).toISOString() }));
  });

  if (!offeredIn('dev/challenge', profile)) return;
  defineRoute(app, 'dev/challenge', async ({ input }) => {
    const target = await sliderTarget(db, input.id);
    const answer = (await captchaAnswer(db, input.id)) ?? (target === null ? null : String(target));
    if (answer === null) throw apiError('NOT_FOUND');
    return { id: input.id, answer };
  });
}
