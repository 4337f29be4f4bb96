import { sql } from 'kysely';
import { retriedQueue, type JobHandler } from '../../jobs/jobs';

const kind = 'limits.usagePurge';

/**
 * Each night, the usage rows every limit has stopped counting are deleted: the longest period is
 * 30 days (`limit_window('month')` of migration 082), and neither the ledger's trigger nor the
 * member's figures read further back. Without it the table would keep a row of every stake of a
 * member with a limit for ever. The queue runs each pass once, whichever process takes it.
 */
export const limitUsagePurgeJob = {
  kind,
  cron: '50 3 * * *',
  queue: retriedQueue(kind, 3, 300),
  handle: (async (_payload, trx) => {
    await trx
      .deleteFrom('limit_usage')
      .where('at', '<', sql<Date>`now() - limit_window('month')`)
      .execute();
  }) as JobHandler<object>,
};
