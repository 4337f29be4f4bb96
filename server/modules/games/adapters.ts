import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { VendorWalletKind } from '../../../src/generated/types';

/** What a game's address is built from. */
export interface LaunchFacts {
  /** The launch token the game carries to the wallet API (GET the balance, post bets). */
  token: string;
  gameCode: string;
  lang: string;
  demo: boolean;
}

/**
 * How a vendor's games are opened. Every vendor is reached by one adapter named in
 * `vendor_connections`: the project's own studio, or an aggregator whose launch address is a
 * template the operator configures. Either way the game then calls the wallet API
 * (/vendor-api/:vendor/…) signed with the vendor's secret, so the wallet never knows which it is.
 */
export type VendorAdapter = (facts: LaunchFacts, connection: { launch_url: string | null }) => string;

const adapters: Record<'studio' | 'remote', VendorAdapter> = {
  // The studio's page is served by this server (play.html, built into /play/), so its address is a path.
  studio: (f) => `/play/play.html?${new URLSearchParams({ t: f.token, lang: f.lang, ...(f.demo ? { demo: '1' } : {}) })}`,
  // `{token}`, `{game}`, `{lang}` and `{demo}` in the configured address, each URL-encoded.
  remote: (f, c) =>
    (c.launch_url ?? '').replace(/\{(token|game|lang|demo)\}/g, (_, k: string) =>
      encodeURIComponent(k === 'token' ? f.token : k === 'game' ? f.gameCode : k === 'lang' ? f.lang : f.demo ? '1' : '0'),
    ),
};

/** How a launch reaches a vendor: the address that opens its game, and how the vendor holds the player's money. */
export interface VendorLaunch {
  url: string;
  wallet: VendorWalletKind;
}

/** The address that opens a game of `vendor` for the brand and the vendor's wallet kind, or null when the vendor is not connected. */
export async function launchUrlFor(db: Kysely<Tables>, brandId: string, vendor: string, facts: LaunchFacts): Promise<VendorLaunch | null> {
  const connection = await db.selectFrom('vendor_connections').select(['adapter', 'launch_url', 'wallet']).where('brand_id', '=', brandId).where('code', '=', vendor).executeTakeFirst();
  if (!connection || (connection.adapter === 'remote' && !connection.launch_url)) return null;
  return { url: adapters[connection.adapter](facts, connection), wallet: connection.wallet };
}
