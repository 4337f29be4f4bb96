import { sql } from 'kysely';
import { retriedQueue, type JobHandler, type NewJob } from '../../jobs/jobs';
import { offersChanged } from '../../lib/offersNotice';

const kind = 'promo.turns';

/** A promotion's start or end, as saved: the moment its card turns from coming soon to open, or to closed. */
interface Turn {
  promotionId: string;
  at: string;
}

/**
 * A promotion starts and ends by the clock, with no write at that moment: this job, sent when the
 * promotion is saved for each of its start and end still to come, says the brand's offers changed
 * when it runs (decision 0289), so every open page of the brand, a visitor's too, asks for the
 * promotions again and its card turns by itself (as reward.opens does for an envelope). A turn the
 * promotion no longer has (saved again with other times, or switched off) says nothing; the times it
 * has now were sent with that save. Keyed by promotion and moment, so saving again sends no copy.
 */
export const turnsJob = {
  kind,
  // A notice is cheap and late is harmless (a page asks again on its next navigation).
  queue: retriedQueue(kind, 3, 10),
  schedule: (promotion: { id: string; startsAt: Date; endsAt: Date | null }, now = Date.now()): NewJob[] =>
    [promotion.startsAt, promotion.endsAt]
      .filter((at): at is Date => at !== null && at.getTime() > now)
      .map((at) => ({ kind, key: `${promotion.id}@${at.toISOString()}`, runAt: at, payload: { promotionId: promotion.id, at: at.toISOString() } satisfies Turn })),
  handle: (async (payload, trx) => {
    const at = new Date(payload.at);
    const p = await trx
      .selectFrom('promotions')
      .select('brand_id')
      .where('id', '=', payload.promotionId)
      .where('enabled', '=', true)
      // Stored to the microsecond, sent to the millisecond.
      .where((eb) => eb.or([eb(sql<Date>`date_trunc('milliseconds', starts_at)`, '=', at), eb(sql<Date>`date_trunc('milliseconds', ends_at)`, '=', at)]))
      .executeTakeFirst();
    if (p) await offersChanged(trx, p.brand_id);
  }) as JobHandler<Turn>,
};
