import type { SettingsTree } from '../generated/types';
import type { ModuleId } from '../generated/calls';
import { isModuleOn } from './moduleSwitch';

/** A piece of configuration a module cannot work without, as the console names it. */
export type SetupField = 'customerServiceUrl' | 'clientId' | 'clientSecret' | 'clientEnabled' | 'appLink';

/** What a brand has set, beyond its settings tree, that its modules need. */
export interface SetupFacts {
  /** The brand's customer-service address, when it has one (none: the site's own chat room, decision 0329). */
  customerServiceUrl: string | null | undefined;
  /** Each sign-in provider's client as the console saved it (none saved: not listed). */
  providers: ReadonlyArray<{ provider: 'google' | 'facebook'; clientId: string; hasSecret: boolean; enabled: boolean }>;
}

/** A module switched on whose entry players cannot use yet, with what it lacks. */
export interface SetupNeed {
  modId: ModuleId;
  missing: SetupField[];
}

const providerModules = { google: 'GOOGLELOGIN3', facebook: 'FBLOGIN3' } as const;

/**
 * The modules that are on but not set up: customer service whose window's address is no web address, a sign-in provider
 * without its client (ID, secret, switched on in the console). The site hides their entries until
 * they are (conditions' `customerService`, the providers a sign-in offers), so a switch alone never
 * shows players a button that goes nowhere; the console says what is missing. Pure: the server
 * answers it to the console from the brand and its saved clients.
 */
export function setupNeeds(settings: SettingsTree, facts: SetupFacts): SetupNeed[] {
  const needs: SetupNeed[] = [];
  if (isModuleOn(settings, 'CUSTSERV3') && facts.customerServiceUrl != null && !isAddress(facts.customerServiceUrl)) needs.push({ modId: 'CUSTSERV3', missing: ['customerServiceUrl'] });
  for (const provider of ['google', 'facebook'] as const) {
    const modId = providerModules[provider];
    if (!isModuleOn(settings, modId)) continue;
    const client = facts.providers.find((p) => p.provider === provider);
    const missing: SetupField[] = [];
    if (!client?.clientId.trim()) missing.push('clientId');
    if (!client?.hasSecret) missing.push('clientSecret');
    if (!client?.enabled) missing.push('clientEnabled');
    if (missing.length > 0) needs.push({ modId, missing });
  }
  return needs;
}

/** An address a player's browser can open: http or https, with a host. */
export function isAddress(url: string | null | undefined): boolean {
  if (!url) return false;
  try {
    const u = new URL(url);
    return (u.protocol === 'https:' || u.protocol === 'http:') && u.hostname !== '';
  } catch {
    return false;
  }
}
