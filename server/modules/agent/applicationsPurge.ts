import { sql } from 'kysely';
import { retriedQueue, type JobHandler } from '../../jobs/jobs';

const kind = 'agent.applicationsPurge';

/** How long a decided application is kept (decision 0319): long enough for support to answer a question about it. */
export const APPLICATION_KEPT_DAYS = 180;

/**
 * Each night, the applications to become an agent decided more than APPLICATION_KEPT_DAYS ago are
 * deleted with the person's contact details they hold (decision 0319). A pending one stays until it
 * is decided; an approved applicant's details live on as their account's; the audit log keeps who
 * decided what. The queue runs each pass once, whichever process takes it.
 */
export const applicationsPurgeJob = {
  kind,
  cron: '40 3 * * *',
  queue: retriedQueue(kind, 3, 300),
  handle: (async (_payload, trx) => {
    await trx
      .deleteFrom('agent_applications')
      .where('status', '<>', 'pending')
      .where('decided_at', '<', sql<Date>`now() - make_interval(days => ${APPLICATION_KEPT_DAYS})`)
      .execute();
  }) as JobHandler<object>,
};
