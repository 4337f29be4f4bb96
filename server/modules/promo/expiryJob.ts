import type { Kysely } from 'kysely';
import type { Brand } from '../../brands/store';
import type { Tables } from '../../db/tables';
import { retriedQueue, type JobHandler } from '../../jobs/jobs';
import { endGrant } from './turnover';

const kind = 'promo.expire';

/** Grants whose time ran out, a batch per pass: each back to the house once (its status leaves `active` in the same update). */
export async function expireGrants(trx: Kysely<Tables>, brandOf: (id: string) => Brand | undefined, limit = 200): Promise<number> {
  const due = await trx.selectFrom('bonus_grants').select(['id', 'brand_id']).where('status', '=', 'active').where('expires_at', '<=', new Date()).orderBy('expires_at').limit(limit).execute();
  let ended = 0;
  for (const g of due) {
    const brand = brandOf(g.brand_id);
    if (brand && (await endGrant(trx, brand, g.id, 'expired'))) ended++;
  }
  return ended;
}

/**
 * Every minute, the grants that ran out are forfeited back to house `promotions` (decision 0262).
 * One pass is one transaction: the work and the job's completion commit together, and whichever
 * process runs it, a grant ends once.
 */
export const expiryJob = {
  kind,
  cron: '* * * * *',
  queue: retriedQueue(kind, 3, 30, { keepDays: 1 }),
  handle: (brandOf: (id: string) => Brand | undefined) =>
    (async (_payload, trx) => {
      await expireGrants(trx, brandOf);
    }) as JobHandler<object>,
};
