import type { Kysely, Selectable } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Brand } from '../../brands/store';
import { calls, type ModuleId } from '../../../src/generated/calls';
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
 * Where each provider sends the browser back to, on every domain of the brand: beside the start
 * call, whose address the call table holds. It is a page the browser opens, not a call: it answers a redirect.
 */
export const callbackPath = (provider: SocialProvider) => calls['social/start'].path.replace(/\/start$/, `/${provider}/callback`);

export type ProviderRow = Selectable<Tables['social_providers']>;

export async function providerRows(db: Kysely<Tables>, brandId: string) {
  return db.selectFrom('social_providers').selectAll().where('brand_id', '=', brandId).execute();
}

export async function providerRow(db: Kysely<Tables>, brandId: string, provider: SocialProvider) {
  return db.selectFrom('social_providers').selectAll().where('brand_id', '=', brandId).where('provider', '=', provider).executeTakeFirst();
}

/** A provider a visitor can use now: its module on and its client switched on in the console. */
export const isReady = (brand: Brand, row: { provider: SocialProvider; enabled: boolean } | undefined): boolean => Boolean(row?.enabled && isModuleOn(brand.settings, providerModule[row.provider]));
