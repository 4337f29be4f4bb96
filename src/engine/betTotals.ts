import type { BetRecord } from '../generated/types';
import { fromMinorUnits, toMinorUnits } from './money';

export interface BetTotals {
  stake: string;
  payout: string;
  profit: string;
}

const minor = (amount: string) => toMinorUnits(amount) ?? 0n;

/**
 * The sum line of one page of the betting record, in minor units so no cent is lost. A cancelled
 * round's stake went back to the wallet, so it is not counted as staked; only settled rounds have
 * a result (an open round's stake is not a loss until it settles).
 */
export function betTotals(rounds: ReadonlyArray<Pick<BetRecord, 'status' | 'stake' | 'payout' | 'profit'>>): BetTotals {
  let stake = 0n;
  let payout = 0n;
  let profit = 0n;
  for (const r of rounds) {
    if (r.status === 'cancelled') continue;
    stake += minor(r.stake);
    if (r.status === 'settled') {
      payout += minor(r.payout);
      profit += minor(r.profit);
    }
  }
  return { stake: fromMinorUnits(stake), payout: fromMinorUnits(payout), profit: fromMinorUnits(profit) };
}
