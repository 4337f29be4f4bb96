import type { StudioSession } from '../generated/types';

// The shapes the studio's API leaves open in its schemas (a slot's table, a round's outcome: "as its
// game describes it"), written out as server/games/studio/*.ts sends them. Minor units travel as
// text there (JSON has no bigint); the round's own stake and payout are decimal strings.

export type GameKind = StudioSession['game']['kind'];

export interface SlotSymbol {
  id: string;
  kind: 'plain' | 'wild' | 'scatter';
  /** Multiple of the line bet by count ("3", "4", "5"); a scatter's are multiples of the total bet. */
  pays: Record<string, number>;
}

export interface SlotTable {
  id: string;
  rows: number;
  reels: number;
  /** Each line names a row per reel. */
  lines: number[][];
  symbols: SlotSymbol[];
  freeSpins?: { scatterCount: number; spins: number; multiplier: number } | null;
  rtp: number;
}

export interface PickMarket {
  rtp: number;
  outcomes: { id: string; odds: number }[];
}

export interface LineWin {
  line: number;
  symbol: string;
  count: number;
  /** Minor units. */
  win: string;
}

export interface SlotSpin {
  /** grid[reel][row], row 0 at the top. */
  grid: string[][];
  lineWins: LineWin[];
  /** Minor units. */
  scatterWin: string;
}

export interface SlotOutcome extends SlotSpin {
  kind: 'slot';
  stops: number[];
  freeSpins: (SlotSpin & { win: string })[];
  totalWin: string;
}

export type BaccaratSide = 'player' | 'banker' | 'tie';

export interface BaccaratOutcome {
  kind: 'baccarat';
  choice: BaccaratSide;
  playerCards: string[];
  bankerCards: string[];
  playerTotal: number;
  bankerTotal: number;
  outcome: BaccaratSide;
  payout: string;
}

export interface CrashOutcome {
  kind: 'crash';
  target: number;
  crashPoint: number;
  won: boolean;
  payout: string;
}

export interface PickOutcome {
  kind: 'pick';
  choice: string;
  result: string;
  won: boolean;
  odds: number;
  payout: string;
}

export type Outcome = SlotOutcome | BaccaratOutcome | CrashOutcome | PickOutcome;
