import { paytables } from './paytables';
import { spinSlot } from './slot';
import { playBaccarat, type BaccaratOutcome } from './baccarat';
import { playCrash, targetHundredths } from './crash';
import { pickOdds, playPick } from './pick';
import { markets } from './markets';

/** Which of the studio's games an engine id names: a paytable's id, `baccarat`, `crash` or `pick:<market>`. */
export type StudioKind = 'slot' | 'baccarat' | 'crash' | 'pick';

export function kindOf(engine: string): StudioKind | null {
  if (engine in paytables) return 'slot';
  if (engine === 'baccarat' || engine === 'crash') return engine;
  if (engine.startsWith('pick:') && engine.slice(5) in markets) return 'pick';
  return null;
}

const marketOf = (engine: string) => markets[engine.slice(5) as keyof typeof markets];
const linesOf = (engine: string) => (engine in paytables ? paytables[engine]!.lines.length : 0);

/** What a player stakes on a round, and on what. */
export interface RoundBet {
  stake: bigint;
  choice?: string | undefined;
  target?: number | undefined;
}

/** The steps of a stake above the game's smallest bet. */
const ladder = [1n, 2n, 5n, 10n, 20n, 50n, 100n, 200n, 500n, 1000n];

/**
 * The stakes a game offers, smallest first: its minimum bet times the ladder (a slot's minimum is
 * per line, so its stakes are line bets times its lines). A round stakes one of these, so the
 * biggest is the game's limit.
 */
export const stakesFor = (engine: string, minBet: bigint): bigint[] => ladder.map((step) => minBet * step * BigInt(Math.max(1, linesOf(engine))));

const baccaratSides: readonly BaccaratOutcome[] = ['player', 'banker', 'tie'];

/** Why a bet cannot be played on a game (a stake off its list, a choice it does not have), or null. */
export function betProblem(engine: string, minBet: bigint, bet: RoundBet): string | null {
  const kind = kindOf(engine);
  if (!kind) return 'engine';
  if (!stakesFor(engine, minBet).includes(bet.stake)) return 'stake';
  if (kind === 'baccarat' && !baccaratSides.includes(bet.choice as BaccaratOutcome)) return 'choice';
  if (kind === 'pick' && !marketOf(engine).outcomes.some((o) => o.id === bet.choice)) return 'choice';
  if (kind === 'crash' && (bet.target === undefined || targetHundredths(bet.target) === null)) return 'target';
  return null;
}

/** JSON has no bigint: amounts in an outcome are minor units as text. */
const plain = (value: unknown): unknown =>
  typeof value === 'bigint' ? value.toString() : Array.isArray(value) ? value.map(plain) : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)])) : value;

/**
 * Plays one round of a game from its floats (the same seeds and nonce always give the same round):
 * what it pays back, stake included, and what it drew, as JSON. The bet must have passed betProblem.
 */
export function playRound(engine: string, floats: () => number, bet: RoundBet): { payout: bigint; outcome: Record<string, unknown> } {
  const kind = kindOf(engine);
  if (kind === 'slot') {
    const table = paytables[engine]!;
    const spin = spinSlot(table, floats, bet.stake / BigInt(table.lines.length));
    return { payout: spin.totalWin, outcome: plain({ kind, ...spin }) as Record<string, unknown> };
  }
  if (kind === 'baccarat') {
    const hand = playBaccarat(floats, { [bet.choice as BaccaratOutcome]: bet.stake });
    return { payout: hand.payout, outcome: plain({ kind, choice: bet.choice, ...hand }) as Record<string, unknown> };
  }
  if (kind === 'crash') {
    const round = playCrash(floats, bet.stake, bet.target!);
    return { payout: round.payout, outcome: plain({ kind, target: bet.target, ...round }) as Record<string, unknown> };
  }
  if (kind === 'pick') {
    const round = playPick(floats, marketOf(engine), bet.choice!, bet.stake);
    return { payout: round.payout, outcome: plain({ kind, choice: bet.choice, ...round }) as Record<string, unknown> };
  }
  throw new Error(`no studio game plays ${engine}`);
}

/** What a game's page shows before play: a slot's table, a pick game's outcomes with their odds. */
export function gameFacts(engine: string): { table?: Record<string, unknown>; market?: Record<string, unknown> } {
  const kind = kindOf(engine);
  if (kind === 'slot') {
    const { id, rows, lines, symbols, freeSpins, rtp } = paytables[engine]!;
    return { table: { id, rows, reels: paytables[engine]!.reels.length, lines, symbols, freeSpins, rtp } };
  }
  if (kind === 'pick') {
    const market = marketOf(engine);
    return { market: { rtp: market.rtp, outcomes: market.outcomes.map((o) => ({ id: o.id, odds: pickOdds(market, o.id) })) } };
  }
  return {};
}
