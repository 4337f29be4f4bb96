import { retriedQueue, type JobHandler, type NewJob } from '../../jobs/jobs';
import { offersChanged } from '../../lib/offersNotice';

const kind = 'reward.opens';

/** What turns: an envelope's or a raffle's opening or closing (an envelope's opening alone before raffles were told). */
type Turn = { envelopeId: string } | { raffleId: string };

/** The reward centre's offers that open and close by the clock. */
interface Window {
  id: string;
  opensAt: Date;
  closesAt: Date;
}

/**
 * A red envelope or a raffle opens and closes by the clock, with no write at that moment: this job,
 * sent with it for its opening and its closing still to come, says the brand's offers changed when
 * it runs, so every open page of the brand asks for the promotions and the reward centre again and
 * its card turns by itself (decision 0289; as inbox.publish does for a scheduled message). One
 * withdrawn meanwhile says nothing (its withdrawal said so then).
 */
export const opensJob = {
  kind,
  // A notice is cheap and late is harmless (a page asks again on its next navigation).
  queue: retriedQueue(kind, 3, 10),
  /** An envelope's turns to come: its opening keyed by its id (as it always was), its closing by `<id>:closes`. */
  envelope: (e: Window, now = Date.now()): NewJob[] => [
    ...(e.opensAt.getTime() > now ? [{ kind, key: e.id, runAt: e.opensAt, payload: { envelopeId: e.id } satisfies Turn }] : []),
    ...(e.closesAt.getTime() > now ? [{ kind, key: `${e.id}:closes`, runAt: e.closesAt, payload: { envelopeId: e.id } satisfies Turn }] : []),
  ],
  /** A raffle's turns to come, keyed `raffle:<id>` and `raffle:<id>:closes`. */
  raffle: (r: Window, now = Date.now()): NewJob[] => [
    ...(r.opensAt.getTime() > now ? [{ kind, key: `raffle:${r.id}`, runAt: r.opensAt, payload: { raffleId: r.id } satisfies Turn }] : []),
    ...(r.closesAt.getTime() > now ? [{ kind, key: `raffle:${r.id}:closes`, runAt: r.closesAt, payload: { raffleId: r.id } satisfies Turn }] : []),
  ],
  handle: (async (payload, trx) => {
    const row =
      'raffleId' in payload
        ? await trx.selectFrom('raffles').select('brand_id').where('id', '=', payload.raffleId).where('withdrawn_at', 'is', null).executeTakeFirst()
        : await trx.selectFrom('red_envelopes').select('brand_id').where('id', '=', payload.envelopeId).where('withdrawn_at', 'is', null).executeTakeFirst();
    if (row) await offersChanged(trx, row.brand_id);
  }) as JobHandler<Turn>,
};
