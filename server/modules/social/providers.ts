import type { Kysely, Selectable } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Brand } from '../../brands/store';
import { calls, type ModuleId, type RedirectCallName } from '../../../src/generated/calls';
import type { SocialProvider } from '../../../src/generated/types';
import { isModuleOn } from '../../../src/engine/moduleSwitch';

export const socialProviders: readonly SocialProvider[] = ['google', 'facebook'];

/** The module of the settings tree that offers each provider (config/modules.json: googleSignIn, facebookSignIn). */
export const providerModule: Record<SocialProvider, ModuleId> = { google: 'GOOGLELOGIN3', facebook: 'FBLOGIN3' };

/** How messages name a provider: its own name, the same in every language. */
export const providerName: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

/**
 * What a sign-in asks for: who it is (openid) and an address to name the new account after.
 * Facebook grants the public profile with every sign-in and knows no `profile` scope.
 */
export const providerScope: Record<SocialProvider, string> = { google: 'openid email profile', facebook: 'openid email' };

/**
 * Each provider's return, a call of the table marked `redirect`: the page the browser opens when
 * the provider sends it back, answered by a redirect to the site.
 */
export const callbackCall = { google: 'social/googleCallback', facebook: 'social/facebookCallback' } as const satisfies Record<SocialProvider, RedirectCallName>;

/** Where each provider sends the browser back to, on every domain of the brand (the redirect URI registered with it). */
export const callbackPath = (provider: SocialProvider) => calls[callbackCall[provider]].path;

/** The provider's answer as it came, every parameter (scope, iss…), for openid-client to check. */
export const callbackQuery = (req: { url: string }) => new URL(req.url, 'http://callback').searchParams;

export type ProviderRow = Selectable<Tables['social_providers']>;

export async function providerRows(db: Kysely<Tables>, brandId: string) {
  return db.selectFrom('social_providers').selectAll().where('brand_id', '=', brandId).execute();
}

export async function providerRow(db: Kysely<Tables>, brandId: string, provider: SocialProvider) {
  return db.selectFrom('social_providers').selectAll().where('brand_id', '=', brandId).where('provider', '=', provider).executeTakeFirst();
}

/** A provider a visitor can use now: its module on and its client switched on in the console. */
export const isReady = (brand: Brand, row: { provider: SocialProvider; enabled: boolean } | undefined): boolean => Boolean(row?.enabled && isModuleOn(brand.settings, providerModule[row.provider]));

/** The providers a visitor can sign in with now. */
export async function readyProviders(db: Kysely<Tables>, brand: Brand): Promise<SocialProvider[]> {
  const rows = await providerRows(db, brand.id);
  return socialProviders.filter((p) => isReady(brand, rows.find((r) => r.provider === p)));
}
