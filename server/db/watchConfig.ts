import type { Database } from './open';

/** The tables an API process keeps in memory, each with its own counter in brand_revision. */
export type Watched = 'brands' | 'geo_ip_ranges';

export interface ConfigWatch {
  /** Checks the counters now and reloads what moved: a writer in this process can wait for its change to be served. */
  sync(): Promise<void>;
  stop(): Promise<void>;
}

const CHECK_EVERY_MS = 1000;

/**
 * Keeps in-memory copies fresh without a query per request: NOTIFY on `marquee_config` (migration
 * 009) prompts a check at once, and a check every second catches what a dropped listening
 * connection missed. A check reads one row and reloads only the tables whose counter moved, so a
 * change by any process is served by every process within about a second, usually at once.
 */
export async function watchConfig(database: Database, reload: Record<Watched, () => Promise<void>>): Promise<ConfigWatch> {
  const seen: Record<Watched, string | null> = { brands: null, geo_ip_ranges: null };
  let running: Promise<void> | null = null;
  let again = false;

  const checkOnce = async () => {
    const row = await database.db.selectFrom('brand_revision').select(['rev', 'geo_rev']).executeTakeFirstOrThrow();
    const now: Record<Watched, string> = { brands: row.rev, geo_ip_ranges: row.geo_rev };
    for (const table of Object.keys(now) as Watched[]) {
      if (now[table] === seen[table]) continue;
      await reload[table]();
      seen[table] = now[table];
    }
  };

  // One check at a time; a request for one while another runs makes exactly one more after it.
  const check = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await checkOnce();
        } while (again);
      } finally {
        running = null;
      }
    })();
    return running;
  };

  const quiet = () => void check().catch(() => undefined);
  await check();
  const unlisten = await database.listen('marquee_config', quiet, quiet);
  const timer = setInterval(quiet, CHECK_EVERY_MS);
  timer.unref();

  return {
    async sync() {
      await check();
      // A check already under way may have read the counters before the caller's change.
      await check();
    },
    async stop() {
      clearInterval(timer);
      // The database may be closing already (its own onClose hook); there is nothing left to hear then.
      await unlisten().catch(() => undefined);
      await running?.catch(() => undefined);
    },
  };
}
