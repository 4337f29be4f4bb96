import type { Database } from '../db/open';
import type { Sessions } from './sessions';
import type { Balances } from '../modules/wallet/Balances';

/**
 * Session reads and balances are kept in memory a second at most; whatever changes them says so
 * at commit on `marquee_cache` (migration 010), and this drops the copy at once. A listening
 * connection that was lost may have missed notices: then every copy goes.
 */
export function listenForCacheNotices(database: Database, sessions: Sessions, balances: Balances): Promise<() => Promise<void>> {
  const forgetAll = () => {
    sessions.forgetAll();
    balances.forgetAll();
  };
  return database.listen(
    'marquee_cache',
    (payload) => {
      const [kind, key = ''] = payload.split(/:(.*)/s);
      if (kind === 'session') sessions.forgetSession(key);
      else if (kind === 'member') sessions.forgetMember(key);
      else if (kind === 'wallet') balances.forget(key);
      else if (kind === 'all') forgetAll();
    },
    forgetAll,
  );
}
