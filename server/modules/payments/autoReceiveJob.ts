import type { Brand } from '../../brands/store';
import type { NewJob, JobHandler } from '../../jobs/JobQueue';
import { autoReceive, autoReceiveAt } from './withdrawals';

/**
 * A paid withdrawal counts as received when its member has not said otherwise within the brand's
 * auto-receive minutes (SPEC §4): one job per withdrawal, scheduled in the transaction that paid it.
 */
export const autoReceiveJob = {
  kind: 'withdrawal.autoReceive',
  schedule: (brand: Brand, w: { id: string; paidAt: Date }): NewJob => ({ kind: 'withdrawal.autoReceive', key: w.id, runAt: autoReceiveAt(brand, w.paidAt), payload: { withdrawalId: w.id } }),
  // A member who answered in time has a receipt already: the update finds nothing to do.
  handle: (async (payload, trx) => {
    await autoReceive(trx, payload.withdrawalId);
  }) as JobHandler<{ withdrawalId: string }>,
};
