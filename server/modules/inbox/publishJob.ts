import { sql } from 'kysely';
import { retriedQueue, type JobHandler, type NewJob } from '../../jobs/jobs';

const kind = 'inbox.publish';

/**
 * A message scheduled for later is published by the clock, with no write at that moment to say
 * so: this job, sent with the message for its `publish_at`, says it on `marquee_cache` when it
 * runs (`inboxBrand:<brand id>`, or `inbox:<member id>` for one member), so the open pages of its
 * audience ask again. A message withdrawn meanwhile says nothing.
 */
export const publishJob = {
  kind,
  // A notice is cheap and late is harmless (a page asks again on its next navigation): a few quick
  // retries, then the dead-letter queue.
  queue: retriedQueue(kind, 3, 10),
  schedule: (message: { id: string; publishAt: Date }): NewJob => ({ kind, key: message.id, runAt: message.publishAt, payload: { messageId: message.id } }),
  handle: (async (payload, trx) => {
    await sql`select pg_notify('marquee_cache', case when member_id is null then 'inboxBrand:' || brand_id else 'inbox:' || member_id end)
      from messages where id = ${payload.messageId} and withdrawn_at is null`.execute(trx);
  }) as JobHandler<{ messageId: string }>,
};
