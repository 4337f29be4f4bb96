import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Profile } from '../../config';
import type { Brand } from '../../brands/store';
import type { OpsSocialProvider, SocialProvider } from '../../../src/generated/types';
import { defineRoute } from '../../http/defineRoute';
import { apiError } from '../../errors';
import { isModuleOn } from '../../../src/engine/moduleSwitch';
import { brandOf } from '../../lib/brandOf';
import { audit } from '../../lib/audit';
import { OidcClients, callbackPath, providerModule, providerRow, providerRows, socialProviders, type ProviderRow } from '../social/index';

/** The issuer a provider not set up yet starts from in the console. */
const usualIssuer: Record<SocialProvider, string> = { google: 'https://accounts.google.com', facebook: 'https://www.facebook.com' };

/** What the console shows of a provider: everything but the secret, of which only whether one is kept. */
function opsView(brand: Brand, provider: SocialProvider, row: ProviderRow | undefined): OpsSocialProvider {
  return {
    provider,
    issuer: row?.issuer ?? usualIssuer[provider],
    clientId: row?.client_id ?? '',
    secretSet: Boolean(row?.client_secret),
    enabled: row?.enabled ?? false,
    moduleOn: isModuleOn(brand.settings, providerModule[provider]),
    callbackUrls: brand.domains.map((d) => `https://${d}${callbackPath(provider)}`),
    updatedAt: row ? new Date(row.updated_at).toISOString() : null,
  };
}

/** The console's page for a brand's clients at Google and Facebook (admin): read, save, each save audited without its secret. */
export function socialProviderRoutes(app: FastifyInstance, { db, profile }: { db: Kysely<Tables>; profile: Profile }) {
  // Only to read a new issuer's discovery document: the clients a sign-in uses are kept by the social module.
  const clients = new OidcClients(profile !== 'production');

  defineRoute(app, 'ops/socialProviders', async ({ input }) => {
    const brand = brandOf(app, input.brandId);
    const rows = await providerRows(db, brand.id);
    return socialProviders.map((p) => opsView(brand, p, rows.find((r) => r.provider === p)));
  });

  defineRoute(app, 'ops/saveSocialProvider', async ({ req, input, operator }) => {
    const brand = brandOf(app, input.brandId);
    const issuer = input.issuer.trim();
    const protocol = URL.canParse(issuer) ? new URL(issuer).protocol : '';
    // Plain HTTP only outside production, for a provider on the same machine in tests.
    if (protocol !== 'https:' && !(protocol === 'http:' && profile !== 'production')) throw apiError('FIELD_INVALID', { reason: 'errors:social_issuer_not_https' }, 'issuer');
    const kept = await providerRow(db, brand.id, input.provider);
    const secret = input.clientSecret ?? kept?.client_secret ?? '';
    if (input.enabled && !secret) throw apiError('FIELD_INVALID', { reason: 'errors:social_secret_required' }, 'clientSecret');
    // Switched on, it must work: its discovery document is read now, not at a player's first press.
    if (input.enabled) {
      await clients.discover(issuer, input.clientId, secret).catch((err: unknown) => {
        req.log.warn({ err, issuer }, 'social sign-in: the issuer given in the console did not answer as one');
        throw apiError('SOCIAL_ISSUER_INVALID', {}, 'issuer');
      });
    }
    const saved = await db.transaction().execute(async (trx) => {
      const values = { issuer, client_id: input.clientId, client_secret: secret, enabled: input.enabled, updated_at: new Date() };
      const row = await trx
        .insertInto('social_providers')
        .values({ brand_id: brand.id, provider: input.provider, ...values })
        .onConflict((oc) => oc.columns(['brand_id', 'provider']).doUpdateSet(values))
        .returningAll()
        .executeTakeFirstOrThrow();
      await audit(trx, {
        operator,
        action: 'social.save',
        brandId: brand.id,
        target: input.provider,
        detail: { issuer, clientId: input.clientId, enabled: input.enabled, secretChanged: input.clientSecret !== undefined && input.clientSecret !== kept?.client_secret },
        ip: req.ip,
      });
      return row;
    });
    return opsView(brand, input.provider, saved);
  });
}
