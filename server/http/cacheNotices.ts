import type { Database } from '../db/open';
import type { Sessions } from './sessions';

/** What each module's cache in memory offers to be told of a change (server/app.ts hands them in). */
export interface CachesToDrop {
  /** The balances of wallet/Balances. */
  balances: { forget(memberId: string): void; forgetAll(): void };
  /** The game catalogue of games/CatalogueSnapshots. */
  catalogues: { changed(brandId: string, what?: 'plays'): void; changedAll(): void };
  /** The vendors' secrets of vendor/vendorSecrets. */
  vendorSecrets: { forgetBrand(brandId: string): void; forgetAll(): void };
  /** The unread counts of inbox/UnreadCounts. */
  unread: { forget(memberId: string): void; forgetBrand(brandId: string): void; forgetAll(): void };
  /** The members' badges (missions, rewards, promotions) of server/badges.ts. */
  badges: { forget(memberId: string): void; forgetBrand(brandId: string): void; forgetAll(): void };
  /** The agents' overviews kept a minute (agent/keptOverviews): dropped only when everything is. */
  overviews: { forgetAll(): void };
}

/** Who hears each notice after the caches have dropped their copy: the live channel's open pages. */
export interface NoticeFollower {
  notice(payload: string): void;
  /** The listening connection was lost and is back: notices may have been missed. */
  resync(): void;
}

/**
 * Session reads and balances are kept in memory a second at most, and each brand's game catalogue
 * and vendors' secrets until they change; whatever changes them says so at commit on
 * `marquee_cache` (migrations 010, 026, 031, 046 and 050, and server/lib/offersNotice.ts), and this drops the copy (reads the catalogue
 * again) at once. A listening connection that was lost may have missed notices: then every copy goes.
 *
 * `follower` (the live hub) hears each notice on the same connection, after the copy is dropped: a
 * page told its balance changed asks for it at once, and on a connection of its own the notice
 * could reach the hub first, the page read the copy about to be dropped, and keep the old figure
 * with no later event to correct it.
 */
export function listenForCacheNotices(
  database: Database,
  sessions: Sessions,
  { balances, catalogues, vendorSecrets, unread, badges, overviews }: CachesToDrop,
  follower?: NoticeFollower,
): Promise<() => Promise<void>> {
  const forgetAll = () => {
    sessions.forgetAll();
    balances.forgetAll();
    catalogues.changedAll();
    vendorSecrets.forgetAll();
    unread.forgetAll();
    badges.forgetAll();
    overviews.forgetAll();
  };
  return database.listen(
    'marquee_cache',
    (payload) => {
      const [kind, key = ''] = payload.split(/:(.*)/s);
      if (kind === 'session') sessions.forgetSession(key);
      else if (kind === 'member') sessions.forgetMember(key);
      else if (kind === 'wallet') {
        balances.forget(key);
        // A bet, a win, a take or a claim: raffle tickets and the rebate move with money.
        badges.forget(key);
      }
      else if (kind === 'games') catalogues.changed(key);
      else if (kind === 'plays') catalogues.changed(key, 'plays');
      else if (kind === 'connection') vendorSecrets.forgetBrand(key);
      else if (kind === 'inbox') {
        unread.forget(key);
        // Every grant's start and end tells the member by a message: their promotions may have changed.
        badges.forget(key);
      } else if (kind === 'inboxBrand') unread.forgetBrand(key);
      else if (kind === 'offers') badges.forgetBrand(key);
      // A settled round (migration 061's settle_round) or a sign-in (lib/missionProgress) completed one of the member's missions.
      else if (kind === 'mission') badges.forget(key);
      // A credited deposit may open a deposit bonus, a raffle ticket, an envelope.
      else if (kind === 'deposit') badges.forget(key.split(':')[0] ?? '');
      else if (kind === 'all') forgetAll();
      follower?.notice(payload);
    },
    () => {
      forgetAll();
      follower?.resync();
    },
  );
}
