import type { BetRecord } from '../generated/types';
import { toMinorUnits } from './money';

/** What became of a round, in one word the record shows beside its figures. */
export type BetOutcome = 'open' | 'cancelled' | 'won' | 'lost' | 'even';

/**
 * A settled round is won, lost or even by its profit; an open one has paid nothing yet and a
 * cancelled one gave its stake back, so neither has a result to colour. The word is written out,
 * so a win and a loss never differ by colour alone.
 */
export function betOutcome(round: Pick<BetRecord, 'status' | 'profit'>): BetOutcome {
  if (round.status !== 'settled') return round.status;
  const profit = toMinorUnits(round.profit) ?? 0n;
  return profit > 0n ? 'won' : profit < 0n ? 'lost' : 'even';
}
