import type { JobHandler, NewJob, QueueSettings } from '../../jobs/jobs';
import { offersChanged } from '../../lib/offersNotice';

const kind = 'reward.opens';

/**
 * A red envelope made to open later opens by the clock, with no write at that moment: this job, sent
 * with the envelope for its `opens_at`, says the brand's offers changed when it runs, so the open
 * member pages ask for their badges again (as inbox.publish does for a scheduled message). One
 * withdrawn meanwhile says nothing.
 */
export const opensJob = {
  kind,
  // A notice is cheap and late is harmless (a page asks again on its next navigation).
  queue: { retryLimit: 3, retryDelay: 10, deadLetter: `${kind}.failed`, deleteAfterSeconds: 7 * 24 * 3600 } satisfies QueueSettings,
  schedule: (envelope: { id: string; opensAt: Date }): NewJob => ({ kind, key: envelope.id, runAt: envelope.opensAt, payload: { envelopeId: envelope.id } }),
  handle: (async (payload, trx) => {
    const e = await trx.selectFrom('red_envelopes').select('brand_id').where('id', '=', payload.envelopeId).where('withdrawn_at', 'is', null).executeTakeFirst();
    if (e) await offersChanged(trx, e.brand_id);
  }) as JobHandler<{ envelopeId: string }>,
};
