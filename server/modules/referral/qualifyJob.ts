import type { Brand } from '../../brands/store';
import { retriedQueue, type JobHandler } from '../../jobs/jobs';
import { isModuleOn } from '../../../src/engine/moduleSwitch';
import { qualifyPending } from './qualify';

const kind = 'referral.qualify';

/**
 * Every five minutes, each brand's pending invitees are looked at and those who reached the
 * thresholds qualify (decision 0264): the settling of a bet, the busiest write there is, does no
 * referral work, and a reward arrives within minutes of the bet that earned it. The queue runs
 * each pass once, whichever process takes it; the pass does all its work in the job's transaction.
 */
export const qualifyJob = {
  kind,
  cron: '*/5 * * * *',
  queue: retriedQueue(kind, 2, 30),
  handler: (brands: () => readonly Brand[]): JobHandler =>
    async (_payload, trx) => {
      // A brand whose referral module is off pays nothing; its invitees wait, pending.
      for (const brand of brands()) if (isModuleOn(brand.settings, 'AFFMAN3')) await qualifyPending(trx, brand);
    },
};
