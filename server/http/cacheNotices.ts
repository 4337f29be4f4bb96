import type { Database } from '../db/open';
import type { Sessions } from './sessions';
import type { Balances } from '../modules/wallet/Balances';
import type { CatalogueSnapshots } from '../modules/games/CatalogueSnapshots';
import type { VendorSecrets } from '../modules/vendorApi/vendorSecrets';

/**
 * Session reads and balances are kept in memory a second at most, and each brand's game catalogue
 * and vendors' secrets until they change; whatever changes them says so at commit on
 * `marquee_cache` (migrations 010, 026 and 031), and this drops the copy (reads the catalogue
 * again) at once. A listening connection that was lost may have missed notices: then every copy goes.
 */
export function listenForCacheNotices(
  database: Database,
  sessions: Sessions,
  balances: Balances,
  catalogues: CatalogueSnapshots,
  vendorSecrets: VendorSecrets,
): Promise<() => Promise<void>> {
  const forgetAll = () => {
    sessions.forgetAll();
    balances.forgetAll();
    catalogues.changedAll();
    vendorSecrets.forgetAll();
  };
  return database.listen(
    'marquee_cache',
    (payload) => {
      const [kind, key = ''] = payload.split(/:(.*)/s);
      if (kind === 'session') sessions.forgetSession(key);
      else if (kind === 'member') sessions.forgetMember(key);
      else if (kind === 'wallet') balances.forget(key);
      else if (kind === 'games') catalogues.changed(key);
      else if (kind === 'plays') catalogues.changed(key, 'plays');
      else if (kind === 'connection') vendorSecrets.forgetBrand(key);
      else if (kind === 'all') forgetAll();
    },
    forgetAll,
  );
}
