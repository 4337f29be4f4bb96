import type { Brand } from '../../brands/store';
import { accountRules } from '../../lib/accountRules';

/** The clocks of the provider and of this server may disagree this much. */
const CLOCK_SKEW_S = 60;

/**
 * How long ago, at most, the player may have proved who they are at the provider for a sign-in
 * here (ASVS 7.6.1): no longer than a session this brand grants. Sent as `max_age`, so a provider
 * whose own session is older asks for the password again instead of signing in without a prompt.
 */
export const providerAuthMaxAgeS = (brand: Brand): number => Math.floor(accountRules(brand).sessionMs / 1000);

/**
 * Whether the provider's answer is too old for the sign-in it is used for: `auth_time` (seconds)
 * earlier than `max_age` allows. A provider that states no time is taken at its word that it
 * honoured `max_age`: OpenID Connect asks it to state one, but not every provider does.
 */
export function providerAuthTooOld(authTime: unknown, maxAgeS: number, nowS = Date.now() / 1000): boolean {
  if (typeof authTime !== 'number') return false;
  return nowS - authTime > maxAgeS + CLOCK_SKEW_S;
}
