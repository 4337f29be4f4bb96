import type { Kysely } from 'kysely';
import type { Brand } from '../../../brands/store';
import type { Tables } from '../../../db/tables';
import { retriedQueue, type JobHandler, type Jobs, type NewJob } from '../../../jobs/jobs';
import { autoReceive, autoReceiveAt } from './withdrawals';

const kind = 'withdrawal.autoReceive';

/**
 * A paid withdrawal counts as received when its member has not said otherwise within the brand's
 * auto-receive minutes (SPEC §4): one job per withdrawal, sent in the transaction that paid it.
 */
export const autoReceiveJob = {
  kind,
  // A failed run waits longer after each attempt, about 30 s doubling up to 5 minutes, so a database
  // in trouble is not hammered; after the tenth attempt the job goes to the dead-letter queue, where
  // the console's operators can see it and redrive it. Done jobs are kept a month, so the same
  // withdrawal's job is not sent twice while anyone would look.
  queue: retriedQueue(kind, 9, 30, { retryBackoff: true, retryDelayMax: 300, keepDays: 30 }),
  schedule: (brand: Brand, w: { id: string; paidAt: Date }): NewJob => ({ kind, key: w.id, runAt: autoReceiveAt(brand, w.paidAt), payload: { withdrawalId: w.id } }),
  // A member who answered in time has a receipt already: the update finds nothing to do.
  handle: (async (payload, trx) => {
    await autoReceive(trx, payload.withdrawalId);
  }) as JobHandler<{ withdrawalId: string }>,
  /**
   * Sends the job again for every paid withdrawal without a receipt, at start: each has its job
   * whatever became of the one sent when it was paid (the queue before pg-boss kept its jobs in a
   * table that is gone, migration 045). A job pg-boss still keeps is left as it is. Resolves to how
   * many were sent anew.
   */
  async resend(db: Kysely<Tables>, jobs: Jobs, brands: readonly Brand[]): Promise<number> {
    const open = await db.selectFrom('withdrawals').select(['id', 'brand_id', 'paid_at']).where('status', '=', 'paid').where('receipt', 'is', null).execute();
    let sent = 0;
    for (const w of open) {
      const brand = brands.find((b) => b.id === w.brand_id);
      if (!brand || !w.paid_at) continue;
      if (await jobs.send(db, autoReceiveJob.schedule(brand, { id: w.id, paidAt: new Date(w.paid_at) }))) sent++;
    }
    return sent;
  },
};
