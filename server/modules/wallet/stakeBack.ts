import type { Posting } from './ledger';

/**
 * A stake given back from the house account it went to, where it was taken from: what the bonus
 * wallet paid of it to the bonus wallet (migration 054), the rest to main. A vendor's rollback and a
 * lottery issue's cancel give stakes back alike.
 */
export function stakeBack(house: string, memberId: string, stake: bigint, fromBonus: bigint): Posting[] {
  return [{ house, amount: -stake }, ...(fromBonus < stake ? [{ memberId, amount: stake - fromBonus }] : []), ...(fromBonus > 0n ? [{ memberId, wallet: 'bonus', amount: fromBonus }] : [])];
}
