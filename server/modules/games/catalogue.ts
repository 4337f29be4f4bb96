import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import stringify from 'safe-stable-stringify';
import type { Tables } from '../../db/tables';
import type { Category, Game, GameList, GameListRequest } from '../../../src/generated/types';
import { fromMinorUnits, toMinorUnits } from '../../../src/engine/money';
import { pickTranslation } from '../../../src/engine/pickTranslation';
import { pageOf } from '../../db/pageOf';
import { menuOrder } from '../../../src/engine/menuOrder';
import type { CatalogueSnapshot, CatalogueSnapshots } from './CatalogueSnapshots';
import { classifyCounts, hotByCategory, listPage, nameMatches, type GameRow, type ListedGame } from './listedGames';

type Games = SelectQueryBuilder<Tables, 'games', object>;

const gameColumns = [
  'games.id',
  'games.code',
  'games.name',
  'games.vendor',
  'games.category',
  'games.classify',
  'games.image',
  'games.min_bet',
  'games.lines',
  'games.is_hot',
  'games.is_new',
  'games.maintenance',
  'games.demo',
  'games.engine',
] as const;

/**
 * A brand's games as players see them, in one language. A game shows when it is active and its
 * vendor is offered in its category. Lists (the game list, tabs, hot, popular) are read from the
 * brand's snapshot in memory (CatalogueSnapshots.ts). What must be current to the moment (a launch)
 * or is a member's own (favourites, recent games) is queried, naming the snapshot's vendors rather
 * than joining the vendors to every game, so a page walks one index in its order.
 */
export class Catalogue {
  private constructor(
    private readonly db: Kysely<Tables>,
    private readonly brandId: string,
    private readonly lang: string,
    private readonly defaultLang: string,
    /** The brand's categories in its menu's order (config `categories`). */
    private readonly categories: readonly Category[],
    private readonly snapshot: CatalogueSnapshot,
  ) {}

  static async of(db: Kysely<Tables>, snapshots: CatalogueSnapshots, brand: { id: string; config: { defaultLang: string; categories: Category[] } }, lang: string): Promise<Catalogue> {
    return new Catalogue(db, brand.id, lang, brand.config.defaultLang, brand.config.categories, await snapshots.of(brand.id));
  }

  /** Games a player may see, of one category when given (its vendors named), else of any offered vendor. */
  visible(category?: string): Games {
    const q = this.db.selectFrom('games').where('games.brand_id', '=', this.brandId).where('games.active', '=', true);
    const keys = [...this.snapshot.vendors.keys()];
    // An empty list would be an SQL error; a key no vendor has matches nothing instead.
    const or = <T>(list: T[], none: T) => (list.length ? list : [none]);
    if (category)
      return q.where('games.category', '=', category).where(
        'games.vendor',
        'in',
        or(
          keys.filter((k) => k.startsWith(`${category}/`)).map((k) => k.slice(category.length + 1)),
          '',
        ),
      );
    return q.where(sql<string>`games.category || '/' || games.vendor`, 'in', or(keys, ''));
  }

  /** The columns a tile needs (and a launch's engine). */
  columns<T extends Games>(q: T) {
    return q.select(gameColumns);
  }

  /** A game as the wire names it, in the catalogue's language (the brand's own when it lacks one). */
  toGame = (r: GameRow): Game => ({
    nodeId: r.id,
    gameCode: r.code,
    gameName: pickTranslation(r.name, this.lang, this.defaultLang),
    vassalage: r.vendor,
    vendorName: this.snapshot.vendors.get(`${r.category}/${r.vendor}`) ?? r.vendor,
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

  /**
   * SPEC §3's game list query: one page of a category's games, narrowed by its filters, in the
   * operator's order. Without a category (as the platform family's sites ask), every category the
   * navigation shows, one after another in its order, each in the operator's order.
   */
  list(input: GameListRequest): GameList {
    const categories = input.gameType ? [input.gameType] : this.shownCategories();
    // The categories are in the key: an operator may reorder the brand's menu while the catalogue stays.
    return this.snapshot.answers.get(`${this.lang}|${this.defaultLang}|${categories.join(',')}|${stringify(input)}`, () => this.listPage(input, categories));
  }

  /** The categories the navigation shows (those with an offered vendor), in its order. */
  private shownCategories(): Category[] {
    const offered = new Set<string>();
    for (const key of this.snapshot.vendors.keys()) offered.add(key.slice(0, key.indexOf('/')));
    return menuOrder(this.categories.filter((c) => offered.has(c)));
  }

  private listPage(input: GameListRequest, categories: Category[]): GameList {
    // Either language: a Bengali reader may search for an English name they saw on a tile.
    const name = input.gameName?.trim().toLowerCase();
    const of = (gameType: Category): readonly ListedGame[] => {
      const category = this.snapshot.byCategory.get(gameType) ?? [];
      if (name) return this.snapshot.searches.get(`${gameType}\0${name}`, () => nameMatches(category, name));
      return input.vassalage ? (this.snapshot.byVendor.get(`${gameType}/${input.vassalage}`) ?? []) : category;
    };
    const games = categories.length === 1 ? of(categories[0]!) : categories.flatMap(of);
    const page = listPage(games, {
      vendor: input.vassalage,
      classify: input.gameClassify,
      minBetAtMost: input.minBet ? (toMinorUnits(input.minBet) ?? undefined) : undefined,
      minLines: input.minLineNum,
      pageNo: input.pageNo ?? 1,
      pageSize: input.pageSize ?? 12,
    });
    return { games: page.rows.map(this.toGame), pageNo: page.pageNo, totalPages: page.totalPages, total: page.total };
  }

  /** A vendor's classifies in a category with their game counts (the slot page's tabs), in tab order. */
  classifies(category: Category, vendor: string | undefined) {
    return classifyCounts(this.snapshot.byCategory.get(category) ?? [], vendor);
  }

  hot(vendor: string | undefined) {
    return hotByCategory(this.snapshot.games, vendor).map((g) => ({ gameType: g.gameType, games: g.games.map(this.toGame) }));
  }

  /** The most played games, as last counted (countPlays.ts). */
  popular(count: number) {
    return this.snapshot.popular.slice(0, count).map(this.toGame);
  }

  /** The game a nodeId names, if players may see it. */
  async game(nodeId: number): Promise<GameRow | undefined> {
    return await this.columns(this.visible().where('games.id', '=', nodeId)).executeTakeFirst();
  }

  /** The game a vendor's code names, if players may see it. */
  async gameByCode(vendor: string, code: string): Promise<GameRow | undefined> {
    return await this.columns(this.visible().where('games.vendor', '=', vendor).where('games.code', '=', code)).executeTakeFirst();
  }

  /** Other open games of a game's category, for the maintenance prompt: the hot and most played first. */
  async alternativesTo(game: { id: number; category: string }, count = 6) {
    const q = this.visible(game.category).where('games.maintenance', '=', false).where('games.id', '<>', game.id);
    const rows = (await this.columns(q).orderBy('games.is_hot', 'desc').orderBy('games.plays', 'desc').orderBy('games.sort').limit(count).execute()) as GameRow[];
    return rows.map(this.toGame);
  }

  /** One page of a member's favourites or recent games (of a category, of a vendor), newest first. */
  async memberPage(kind: 'favourite' | 'recent', memberId: string, input: { gameType?: Category; vassalage?: string; pageNo?: number; pageSize?: number }) {
    const joined =
      kind === 'favourite'
        ? this.visible(input.gameType).innerJoin('favourite_games as m', 'm.game_id', 'games.id')
        : this.visible(input.gameType).innerJoin('recent_games as m', 'm.game_id', 'games.id');
    let q = joined.where('m.member_id', '=', memberId);
    if (input.vassalage) q = q.where('games.vendor', '=', input.vassalage);
    const page = await pageOf(
      input.pageNo ?? 1,
      input.pageSize ?? 12,
      q,
      (limit, offset) =>
        q
          .select(gameColumns)
          .orderBy(kind === 'favourite' ? sql`m.created_at` : sql`m.played_at`, 'desc')
          .orderBy('games.id')
          .limit(limit)
          .offset(offset)
          .execute() as Promise<GameRow[]>,
    );
    return { ...page, games: page.rows.map(this.toGame) };
  }
}
