/**
 * A baccarat card as the studio writes it: rank then suit, "TH" for the ten of hearts (the engine's
 * shoe, server/games/studio/baccarat.ts), "10H" accepted too.
 */
export type Suit = 'S' | 'H' | 'D' | 'C';

export interface CardFace {
  /** What the corner shows: A, 2-10, J, Q, K. */
  rank: string;
  suit: Suit;
  red: boolean;
  /** Baccarat points: ace 1, two to nine their face, tens and pictures 0. */
  points: number;
}

export function cardFace(card: string): CardFace {
  const suit = card.slice(-1) as Suit;
  const raw = card.slice(0, -1).toUpperCase();
  const rank = raw === 'T' ? '10' : raw;
  const n = rank === 'A' ? 1 : Number(rank);
  return { rank, suit, red: suit === 'H' || suit === 'D', points: Number.isInteger(n) && n >= 1 && n <= 9 ? n : 0 };
}

/** A hand's baccarat total: its points, tens dropped. */
export const handTotal = (cards: readonly string[]): number => cards.reduce((sum, c) => sum + cardFace(c).points, 0) % 10;

export interface DealStep {
  side: 'player' | 'banker';
  /** Which of that side's cards. */
  index: number;
}

/** The order the cards come out of the shoe: player, banker, player, banker, then the player's third and the banker's third. */
export function dealOrder(playerCards: number, bankerCards: number): DealStep[] {
  const steps: DealStep[] = [];
  for (let i = 0; i < 3; i++) {
    if (i < playerCards) steps.push({ side: 'player', index: i });
    if (i < bankerCards && i < 2) steps.push({ side: 'banker', index: i });
  }
  if (bankerCards > 2) steps.push({ side: 'banker', index: 2 });
  return steps;
}
