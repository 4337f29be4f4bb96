import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Category, Game, GameListRequest } from '../../../src/generated/types';
import { fromMinorUnits, toMinorUnits } from '../../../src/engine/money';
import { pickTranslation } from '../../../src/engine/pickTranslation';
import { pageOf } from '../../db/pageOf';

type Lister = SelectQueryBuilder<Tables, 'games' | 'vendors', object>;

/** A brand's games that a player may see: active, of a vendor the brand offers in that category. */
export function visibleGames(db: Kysely<Tables>, brandId: string): Lister {
  return db
    .selectFrom('games')
    .innerJoin('vendors', (j) => j.onRef('vendors.brand_id', '=', 'games.brand_id').onRef('vendors.code', '=', 'games.vendor').onRef('vendors.category', '=', 'games.category'))
    .where('games.brand_id', '=', brandId)
    .where('games.active', '=', true)
    .where('vendors.active', '=', true);
}

const gameColumns = [
  'games.id',
  'games.code',
  'games.name',
  'games.vendor',
  'vendors.name as vendor_name',
  'games.category',
  'games.classify',
  'games.image',
  'games.min_bet',
  'games.lines',
  'games.is_hot',
  'games.is_new',
  'games.maintenance',
  'games.demo',
] as const;

type GameRow = { id: number; code: string; name: Record<string, string>; vendor: string; vendor_name: string; category: string; classify: string | null; image: string; min_bet: string; lines: number; is_hot: boolean; is_new: boolean; maintenance: boolean; demo: boolean };

/** Reads the columns a game tile needs from a list of visible games. */
export const withGameColumns = (q: Lister) => q.select(gameColumns);

/** A game as the wire names it, in the asker's language (the brand's own when it lacks one). */
export const toGame = (r: GameRow, lang: string, defaultLang: string): Game => ({
  nodeId: r.id,
  gameCode: r.code,
  gameName: pickTranslation(r.name, lang, defaultLang),
  vassalage: r.vendor,
  vendorName: r.vendor_name,
  gameType: r.category as Category,
  classify: r.classify,
  image: r.image,
  minBet: fromMinorUnits(r.min_bet),
  lines: r.lines,
  isHot: r.is_hot ? 1 : 0,
  isNew: r.is_new ? 1 : 0,
  maintenance: r.maintenance ? 1 : 0,
  demo: r.demo ? 1 : 0,
});

/** `%` and `_` in a search are letters, not wildcards. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** SPEC §3's game list query: one page of a category's games, narrowed by its filters, in the operator's order. */
export async function gameList(db: Kysely<Tables>, brandId: string, input: GameListRequest) {
  let q = visibleGames(db, brandId).where('games.category', '=', input.gameType);
  if (input.vassalage) q = q.where('games.vendor', '=', input.vassalage);
  if (input.gameClassify) q = q.where('games.classify', '=', input.gameClassify);
  if (input.minBet) q = q.where('games.min_bet', '<=', String(toMinorUnits(input.minBet)));
  if (input.minLineNum) q = q.where('games.lines', '>=', input.minLineNum);
  const name = input.gameName?.trim();
  if (name) {
    const like = likeText(name);
    // Either language: a Bengali reader may search for an English name they saw on a tile.
    q = q.where((eb) => eb.or([eb(sql`games.name->>'en'`, 'ilike', like), eb(sql`games.name->>'bn'`, 'ilike', like)]));
  }
  return pageOf(input.pageNo ?? 1, input.pageSize ?? 12, q, (limit, offset) =>
    withGameColumns(q).orderBy('games.sort').orderBy('games.id').limit(limit).offset(offset).execute() as Promise<GameRow[]>,
  );
}

/** A vendor's classifies in a category with their game counts (the slot page's tabs), in tab order. */
export async function classifiesOf(db: Kysely<Tables>, brandId: string, category: Category, vendor: string | undefined) {
  let q = visibleGames(db, brandId).where('games.category', '=', category).where('games.classify', 'is not', null);
  if (vendor) q = q.where('games.vendor', '=', vendor);
  const rows = await q.select(['games.classify', sql<string>`count(*)`.as('n')]).groupBy('games.classify').execute();
  return classifyOrder.flatMap((c) => rows.filter((r) => r.classify === c).map((r) => ({ classify: c, count: Number(r.n) })));
}

/** SPEC §2.8's lottery tabs: scratch, video poker, table games, arcade, slot machine, bingo. */
export const classifyOrder = ['SC', 'VP', 'TG', 'AC', 'JP', 'BG'];

/** SPEC §9: hot games are grouped in this order; categories the spec does not name follow. */
const hotOrder: Category[] = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS', 'COCKFIGHT'];

export async function hotGames(db: Kysely<Tables>, brandId: string, vendor: string | undefined) {
  let q = visibleGames(db, brandId).where('games.is_hot', '=', true);
  if (vendor) q = q.where('games.vendor', '=', vendor);
  const rows = (await withGameColumns(q).orderBy('games.sort').orderBy('games.id').execute()) as GameRow[];
  return hotOrder.map((gameType) => ({ gameType, rows: rows.filter((r) => r.category === gameType) })).filter((g) => g.rows.length > 0);
}

export async function popularGames(db: Kysely<Tables>, brandId: string, count: number) {
  return (await withGameColumns(visibleGames(db, brandId)).orderBy('games.plays', 'desc').orderBy('games.is_hot', 'desc').orderBy('games.sort').limit(count).execute()) as GameRow[];
}

/** The game a nodeId names, if the brand shows it (with the columns a launch needs). */
export async function gameOf(db: Kysely<Tables>, brandId: string, nodeId: number) {
  return (await withGameColumns(visibleGames(db, brandId).where('games.id', '=', nodeId))
    .select(['games.engine'])
    .executeTakeFirst()) as (GameRow & { engine: string }) | undefined;
}

/** Other games of the category that are open, for the maintenance prompt: the hot ones first. */
export async function alternativesTo(db: Kysely<Tables>, brandId: string, game: { id: number; category: string }, count = 6) {
  return (await withGameColumns(visibleGames(db, brandId).where('games.category', '=', game.category).where('games.maintenance', '=', false).where('games.id', '<>', game.id))
    .orderBy('games.is_hot', 'desc')
    .orderBy('games.plays', 'desc')
    .orderBy('games.sort')
    .limit(count)
    .execute()) as GameRow[];
}
export type { GameRow };
