import type { Category } from '../../../src/generated/types';

/** A game's row as the catalogue reads it (catalogue.ts). */
export type GameRow = {
  id: number;
  code: string;
  name: Record<string, string>;
  vendor: string;
  category: string;
  classify: string | null;
  image: string;
  min_bet: string;
  lines: number;
  is_hot: boolean;
  is_new: boolean;
  maintenance: boolean;
  demo: boolean;
  engine: string;
};

/** A game as a brand's catalogue keeps it in memory: its tile's columns and what lists narrow and order by. */
export interface ListedGame extends GameRow {
  sort: number;
  plays: bigint;
  /** The names in every language, lower-cased by the database (migration 023's `search_text`). */
  searchText: string;
  minBetMinor: bigint;
}

/** SPEC §3's game list query as the catalogue reads it, a bet in minor units (a name is searched first: nameMatches). */
export interface ListQuery {
  vendor?: string | undefined;
  classify?: string | undefined;
  /** Games whose smallest bet is at most this. */
  minBetAtMost?: bigint | undefined;
  minLines?: number | undefined;
  pageNo: number;
  pageSize: number;
}

/** SPEC §2.8's lottery tabs: scratch, video poker, table games, arcade, slot machine, bingo. */
export const classifyOrder = ['SC', 'VP', 'TG', 'AC', 'JP', 'BG'];

/** SPEC §9: hot games are grouped in this order; categories the spec does not name follow. */
const hotOrder: Category[] = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS', 'COCKFIGHT'];

/** The operator's order, the id settling ties: every list's order but the popular one. */
export const listOrder = (a: ListedGame, b: ListedGame): number => a.sort - b.sort || a.id - b.id;

/** The popular list's order: most played first; then hot; then the operator's order. */
export const popularOrder = (a: ListedGame, b: ListedGame): number => (a.plays === b.plays ? Number(b.is_hot) - Number(a.is_hot) || listOrder(a, b) : a.plays > b.plays ? -1 : 1);

/** One page of games (already of one category, in list order) that pass the query's filters, and how many pass. */
export function listPage(games: readonly ListedGame[], q: ListQuery): { rows: ListedGame[]; pageNo: number; total: number; totalPages: number } {
  const { vendor, classify, minBetAtMost, minLines } = q;
  const start = (q.pageNo - 1) * q.pageSize;
  const end = start + q.pageSize;
  let rows: ListedGame[];
  let total: number;
  if (!vendor && !classify && minBetAtMost === undefined && !minLines) {
    rows = games.slice(start, end);
    total = games.length;
  } else {
    // One pass that counts and keeps only the page: a list request allocates nothing per game.
    rows = [];
    total = 0;
    for (const g of games) {
      if (vendor && g.vendor !== vendor) continue;
      if (classify && g.classify !== classify) continue;
      if (minBetAtMost !== undefined && g.minBetMinor > minBetAtMost) continue;
      if (minLines && g.lines < minLines) continue;
      if (total >= start && total < end) rows.push(g);
      total++;
    }
  }
  return { rows, pageNo: q.pageNo, total, totalPages: Math.ceil(total / q.pageSize) };
}

/** The games whose names (in any language, lower-cased) hold `text`, taken literally: no wildcards. */
export function nameMatches(games: readonly ListedGame[], text: string): ListedGame[] {
  return games.filter((g) => g.searchText.includes(text));
}

/** A category's classifies (of one vendor, when given) with their game counts, in tab order; empty ones left out. */
export function classifyCounts(games: readonly ListedGame[], vendor: string | undefined): Array<{ classify: string; count: number }> {
  const counts = new Map<string, number>();
  for (const g of games) if (g.classify !== null && (!vendor || g.vendor === vendor)) counts.set(g.classify, (counts.get(g.classify) ?? 0) + 1);
  return classifyOrder.filter((c) => counts.has(c)).map((c) => ({ classify: c, count: counts.get(c)! }));
}

/** Hot games (of one vendor, when given) grouped by category in the spec's order, each group in list order. */
export function hotByCategory(games: readonly ListedGame[], vendor: string | undefined): Array<{ gameType: Category; games: ListedGame[] }> {
  const hot = games.filter((g) => g.is_hot && (!vendor || g.vendor === vendor));
  return hotOrder.map((gameType) => ({ gameType, games: hot.filter((g) => g.category === gameType) })).filter((g) => g.games.length > 0);
}
