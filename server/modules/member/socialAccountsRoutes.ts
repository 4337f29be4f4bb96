import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Brand } from '../../brands/store';
import type { SocialProvider } from '../../../src/generated/types';
import { defineRoute } from '../../http/defineRoute';
import { brandRuntime } from '../../lib/brandRuntime';
import { linksOf, readyProviders, unlink } from '../social/index';

/** The security centre's accounts at Google and Facebook: which of the providers offered now are linked, and unlinking one. */
export function socialAccountsRoutes(app: FastifyInstance, { db }: { db: Kysely<Tables> }) {
  /** The security centre's list: each provider offered now, linked or not. */
  async function linkedAccounts(brand: Brand, memberId: string, ready: SocialProvider[]) {
    const links = await linksOf(db, brand.id, memberId);
    return { providers: ready.map((provider) => ({ provider, linked: links.has(provider), linkedAt: links.get(provider)?.toISOString() ?? null })) };
  }

  defineRoute(app, 'member/socialAccounts', async ({ brand, member }) => linkedAccounts(brand, member.id, await readyProviders(db, brand)));

  // The offered providers are read once: the unlink's rule and the list it answers use the same.
  // The sign-in by SMS code counts as a way in only where the brand offers it: a brand asking two
  // factors at every sign-in closes it, and a number alone would then open nothing.
  defineRoute(app, 'member/unlinkSocial', async ({ brand, member, input }) => {
    const ready = await readyProviders(db, brand);
    await unlink(db, brand.id, member.id, input.provider, { readyProviders: ready, smsSignIn: brandRuntime(brand).login.types.includes('sms') });
    return linkedAccounts(brand, member.id, ready);
  });
}
