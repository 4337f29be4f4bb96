import type { Database } from '../db/open';
import { vacuumEmbedded } from '../db/vacuum';
import type { JobHandler, QueueSettings } from './jobs';

const kind = 'db.vacuum';

/**
 * The embedded engine's autovacuum (decision 0288), on the queue's schedule like every recurring
 * pass: once a minute, as autovacuum's naptime. A job runs inside a transaction and VACUUM cannot,
 * so the job leaves it for after its commit (the queue's `AfterCommit`), when the engine is free.
 * Scheduled on PGlite only; PGlite is one process's, so one process runs it. A vacuum that fails is
 * told by the queue and tried at the next pass.
 */
export const vacuumJob = {
  kind,
  cron: '* * * * *',
  queue: { retryLimit: 0, deleteAfterSeconds: 3600 } satisfies QueueSettings,
  handle: (database: Database) => (() => Promise.resolve(() => vacuumEmbedded(database))) as JobHandler<object>,
};
