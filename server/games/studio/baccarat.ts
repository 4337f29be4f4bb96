/**
 * Punto banco, one hand from a full 8-deck shoe. The shoe is virtual: card i of 0..415 is
 * rank 'A23456789TJQK'[i % 13] of suit 'SHDC'[floor(i / 13) % 4], and each card dealt takes one
 * float, picking the floor(float × cards left)-th of the cards not yet dealt, in shoe order. Cards
 * go player, banker, player, banker, then the player's third and the banker's third when drawn.
 * A fresh shoe each hand keeps hands independent, so the RTPs below are exact and a hand can be
 * checked on its own.
 */

/** A card as two characters: rank (A, 2-9, T, J, Q, K) then suit (S, H, D, C), as "TH". */
export type Card = string;

export type BaccaratOutcome = 'player' | 'banker' | 'tie';

export interface BaccaratBets {
  player?: bigint;
  banker?: bigint;
  tie?: bigint;
}

export interface BaccaratHand {
  playerCards: Card[];
  bankerCards: Card[];
  playerTotal: number;
  bankerTotal: number;
  outcome: BaccaratOutcome;
  /** Everything the bets return, stakes included: a lost bet returns nothing, a pushed one its stake. */
  payout: bigint;
}

/** Return to player of each bet, 8 decks, as the exact enumeration in baccarat.test gives it. */
export const baccaratRtp = { banker: 0.9894, player: 0.9876, tie: 0.8564 } as const;

const decks = 8;
const shoeSize = decks * 52;
const ranks = 'A23456789TJQK';
const suits = 'SHDC';

// Cards are shoe indexes until the hand is settled; rank is index % 13 (0 the ace), and an ace
// counts 1, two to nine their face, ten and pictures 0.
const pointsAt = (index: number): number => (index % 13 < 9 ? (index % 13) + 1 : 0);
const totalOf = (hand: number[]): number => hand.reduce((sum, i) => sum + pointsAt(i), 0) % 10;
const cardAt = (index: number): Card => ranks[index % 13]! + suits[Math.floor(index / 13) % 4]!;

/**
 * Whether the banker draws a third card, by the standard tableau: on 0-5 when the player stood;
 * when the player drew, on 0-2 always, on 3 unless the player's third card is an 8, on 4 against
 * 2-7, on 5 against 4-7, on 6 against 6-7, never on 7. (Naturals are settled before this.)
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

function shoe(floats: () => number): () => number {
  const dealt: number[] = [];
  return () => {
    let index = Math.floor(floats() * (shoeSize - dealt.length));
    // Skipping the dealt cards at or below it, in shoe order, turns "the index-th card left" into a place in the shoe.
    let at = 0;
    for (; at < dealt.length && dealt[at]! <= index; at++) index++;
    dealt.splice(at, 0, index);
    return index;
  };
}

export function playBaccarat(floats: () => number, bets: BaccaratBets): BaccaratHand {
  if (Object.values(bets).some((stake) => stake !== undefined && stake < 0n)) throw new RangeError('a stake is not below 0');
  const deal = shoe(floats);
  const playerCards = [deal()];
  const bankerCards = [deal()];
  playerCards.push(deal());
  bankerCards.push(deal());
  const natural = totalOf(playerCards) >= 8 || totalOf(bankerCards) >= 8;
  if (!natural) {
    let playerThird: number | null = null;
    if (totalOf(playerCards) <= 5) {
      const card = deal();
      playerCards.push(card);
      playerThird = pointsAt(card);
    }
    if (bankerDraws(totalOf(bankerCards), playerThird)) bankerCards.push(deal());
  }
  const playerTotal = totalOf(playerCards);
  const bankerTotal = totalOf(bankerCards);
  const outcome: BaccaratOutcome = playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
  const player = bets.player ?? 0n;
  const banker = bets.banker ?? 0n;
  const tie = bets.tie ?? 0n;
  // A tie returns the player and banker stakes; the banker's 5% commission is rounded in the house's favour.
  const payout = outcome === 'player' ? player * 2n : outcome === 'banker' ? banker + (banker * 95n) / 100n : player + banker + tie * 9n;
  return { playerCards: playerCards.map(cardAt), bankerCards: bankerCards.map(cardAt), playerTotal, bankerTotal, outcome, payout };
}
