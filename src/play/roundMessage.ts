import { formatMoney } from '../engine/formatAmount';
import { formatNumber } from '../engine/formatNumber';
import { toMinorUnits } from '../engine/money';
import type { Outcome } from './studioTypes';

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** A multiplier as shown everywhere in the games: two places and ×, "2.00×". */
export const formatMultiplier = (m: number): string => `${formatNumber(m, { decimals: 2 })}×`;

/** The name of a pick game's outcome: home/draw/away and the rest by their market, a number game's digits as "Number 7". */
export function outcomeLabel(t: Translate, market: string, id: string): string {
  return market === 'numbers' ? t('pick_number', { n: id }) : t(`pick_${market}_${id}`);
}

/**
 * What a finished round says, the way the live region reads it out: what happened (the hand, the
 * crash point, the result), then what it paid. A bet that came back whole (a tie with a Player or
 * Banker bet) is said to be returned, not won.
 */
export function roundMessage(t: Translate, outcome: Outcome, round: { stake: string; payout: string; symbol: string; market?: string }): string {
  const parts: string[] = [];
  if (outcome.kind === 'slot' && outcome.freeSpins.length) parts.push(t('result_slotFree', { spins: outcome.freeSpins.length }));
  if (outcome.kind === 'baccarat') parts.push(t(`result_baccarat_${outcome.outcome}`, { player: outcome.playerTotal, banker: outcome.bankerTotal }));
  if (outcome.kind === 'crash') parts.push(t(outcome.won ? 'result_crash_won' : 'result_crash_lost', { target: formatMultiplier(outcome.target), point: formatMultiplier(outcome.crashPoint) }));
  if (outcome.kind === 'pick') parts.push(t('result_pick', { result: outcomeLabel(t, round.market ?? '', outcome.result) }));
  const payout = toMinorUnits(round.payout) ?? 0n;
  const stake = toMinorUnits(round.stake) ?? 0n;
  if (payout === 0n) parts.push(t('result_lost'));
  else if (payout === stake && outcome.kind !== 'slot') parts.push(t('result_returned', { amount: formatMoney(round.symbol, round.payout) }));
  else parts.push(t('result_won', { amount: formatMoney(round.symbol, round.payout) }));
  return parts.join(' ');
}
