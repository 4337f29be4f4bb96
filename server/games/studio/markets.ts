import type { PickMarket } from './pick';

/** The studio's pick markets; each outcome's odds follow from its chance and the rtp (pick.ts). */
export const markets = {
  match: {
    rtp: 0.95,
    outcomes: [
      { id: 'home', probability: 0.45 },
      { id: 'draw', probability: 0.25 },
      { id: 'away', probability: 0.3 },
    ],
  },
  // Meron and wala are the two corners of a cockfight; a draw is rare, and long odds.
  cockfight: {
    rtp: 0.95,
    outcomes: [
      { id: 'meron', probability: 0.49 },
      { id: 'wala', probability: 0.49 },
      { id: 'draw', probability: 0.02 },
    ],
  },
  numbers: {
    rtp: 0.95,
    outcomes: Array.from({ length: 10 }, (_, digit) => ({ id: String(digit), probability: 0.1 })),
  },
} satisfies Record<string, PickMarket>;
