import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { GameList } from '../../../src/generated/types';
import { listOrder, popularOrder, type ListedGame } from './listedGames';
import { SnapshotMemo } from './SnapshotMemo';

/** What players may see of one brand's catalogue, read at one time. */
export interface CatalogueSnapshot {
  /** `<CATEGORY>/<CODE>` of each vendor offered, with its name. */
  readonly vendors: ReadonlyMap<string, string>;
  /** Every game shown (active, its vendor offered in its category), in list order. */
  readonly games: readonly ListedGame[];
  /** The same, by category. */
  readonly byCategory: ReadonlyMap<string, readonly ListedGame[]>;
  /** The same, by `<CATEGORY>/<VENDOR>`: a vendor's list passes over its own games only. */
  readonly byVendor: ReadonlyMap<string, readonly ListedGame[]>;
  /** The same, most played first. */
  readonly popular: readonly ListedGame[];
  /**
   * A category's games whose names hold a text, by `<category>\0<text>`: a search's further pages
   * and filters, and everyone who searches the same, scan the names once.
   */
  readonly searches: SnapshotMemo<readonly ListedGame[]>;
  /** Game list answers by language and query: the same for everyone who asks, until the catalogue changes. */
  readonly answers: SnapshotMemo<GameList>;
}

/**
 * A game in one literal, its fields always in one order: objects made by rest and spread of a row
 * this wide come out in the engine's slow dictionary form, and a filter over them took 30 times as long.
 */
const listed = (r: Omit<ListedGame, 'minBetMinor'>): ListedGame => ({
  id: r.id,
  code: r.code,
  name: r.name,
  vendor: r.vendor,
  category: r.category,
  classify: r.classify,
  image: r.image,
  min_bet: r.min_bet,
  lines: r.lines,
  is_hot: r.is_hot,
  is_new: r.is_new,
  maintenance: r.maintenance,
  demo: r.demo,
  engine: r.engine,
  sort: r.sort,
  plays: r.plays,
  searchText: r.searchText,
  minBetMinor: BigInt(r.min_bet),
});

function arrange(vendors: ReadonlyMap<string, string>, games: ListedGame[]): CatalogueSnapshot {
  games.sort(listOrder);
  const byCategory = new Map<string, ListedGame[]>();
  const byVendor = new Map<string, ListedGame[]>();
  const add = (map: Map<string, ListedGame[]>, key: string, g: ListedGame) => {
    const list = map.get(key);
    if (list) list.push(g);
    else map.set(key, [g]);
  };
  for (const g of games) {
    add(byCategory, g.category, g);
    add(byVendor, `${g.category}/${g.vendor}`, g);
  }
  return {
    vendors,
    games,
    byCategory,
    byVendor,
    popular: [...games].sort(popularOrder),
    // A few megabytes at most each: 200,000 games found, 100,000 games answered.
    searches: new SnapshotMemo(200_000, (found) => found.length),
    answers: new SnapshotMemo(100_000, (answer) => answer.games.length + 1),
  };
}

/** A game as readSnapshot's JSON holds it: a tuple, the names of its 17 fields said once, here. */
type GameTuple = [number, string, Record<string, string>, string, string, string | null, string, string, number, boolean, boolean, boolean, boolean, string, number, string, string];

// A brand's games come as one row of JSON rather than a row each: PGlite, which runs on the
// server's own thread, reads 10,000 games so in about 60 ms instead of 210 (their plays in 10
// instead of 30), and PostgreSQL in about the same time either way. Minor units travel as text.
async function readSnapshot(db: Kysely<Tables>, brandId: string): Promise<CatalogueSnapshot> {
  const [vendorRows, gameRows] = await Promise.all([
    db.selectFrom('vendors').select(['code', 'category', 'name']).where('brand_id', '=', brandId).where('active', '=', true).execute(),
    sql<{ games: string | null }>`select json_agg(json_build_array(id, code, name, vendor, category, classify, image, min_bet::text, lines,
        is_hot, is_new, maintenance, demo, engine, sort, plays::text, search_text))::text as games
      from games where brand_id = ${brandId} and active`.execute(db),
  ]);
  const vendors = new Map(vendorRows.map((v) => [`${v.category}/${v.code}`, v.name]));
  const games: ListedGame[] = [];
  for (const [id, code, name, vendor, category, classify, image, min_bet, lines, is_hot, is_new, maintenance, demo, engine, sort, plays, searchText] of JSON.parse(
    gameRows.rows[0]?.games ?? '[]',
  ) as GameTuple[]) {
    if (vendors.has(`${category}/${vendor}`))
      games.push(listed({ id, code, name, vendor, category, classify, image, min_bet, lines, is_hot, is_new, maintenance, demo, engine, sort, plays: BigInt(plays), searchText }));
  }
  return arrange(vendors, games);
}

/** The last snapshot with its plays read again: all a recount changes, at a fifth of a whole read's cost. */
async function rereadPlays(db: Kysely<Tables>, brandId: string, last: CatalogueSnapshot): Promise<CatalogueSnapshot> {
  const { rows } = await sql<{ plays: string | null }>`select string_agg(id || ':' || plays, ',') as plays from games where brand_id = ${brandId} and active`.execute(db);
  const plays = new Map(
    (rows[0]?.plays?.split(',') ?? []).map((pair) => {
      const [id, count] = pair.split(':');
      return [Number(id), BigInt(count!)];
    }),
  );
  return arrange(
    last.vendors,
    last.games.map((g) => {
      const now = plays.get(g.id);
      return now === undefined || now === g.plays ? g : listed({ ...g, plays: now });
    }),
  );
}

/** What a brand's snapshot needs: its plays read again, or all of it. */
export type Stale = 'plays' | 'all';

type Held = { current: CatalogueSnapshot | null; reading: Promise<CatalogueSnapshot> | null; stale: Stale | null };

/**
 * Each brand's catalogue in memory, so a game list is filtered, ordered and paged without a query.
 * It is read again when told that a game or vendor of the brand changed: by the console in this
 * process, and by any writer through NOTIFY (migration 026): `games:<brand>` for a change, and
 * `plays:<brand>` after a recount of plays, which reads only the plays. The last read keeps
 * serving while the next is under way, so a change makes no request wait.
 */
export class CatalogueSnapshots {
  private readonly held = new Map<string, Held>();

  constructor(private readonly db: Kysely<Tables>) {}

  of(brandId: string): Promise<CatalogueSnapshot> {
    const h = this.entry(brandId);
    if (h.current) return Promise.resolve(h.current);
    return h.reading ?? this.refresh(brandId);
  }

  /**
   * Reads the brand's catalogue (or its plays) again. The answer is a snapshot read after the
   * call: a call while a read is under way (which may have begun before the change) makes exactly
   * one more read after it, of all that any call since asked for.
   */
  refresh(brandId: string, stale: Stale = 'all'): Promise<CatalogueSnapshot> {
    const h = this.entry(brandId);
    h.stale = h.stale === 'all' ? 'all' : stale;
    if (h.reading) return h.reading;
    const reading = (async () => {
      try {
        while (h.stale) {
          const last = h.stale === 'plays' ? h.current : null;
          h.stale = null;
          h.current = last ? await rereadPlays(this.db, brandId, last) : await readSnapshot(this.db, brandId);
        }
        return h.current!;
      } catch (err) {
        // A failed read leaves nothing that might be stale: the next request reads again.
        h.current = null;
        h.stale = null;
        throw err;
      } finally {
        h.reading = null;
      }
    })();
    h.reading = reading;
    return reading;
  }

  /** A change was announced: brands never asked for are read when first asked for. */
  changed(brandId: string, stale: Stale = 'all'): void {
    if (this.held.has(brandId)) void this.refresh(brandId, stale).catch(() => undefined);
  }

  /** What was announced meanwhile may be lost (a listening connection dropped): every brand is read again. */
  changedAll(): void {
    for (const brandId of this.held.keys()) this.changed(brandId);
  }

  private entry(brandId: string): Held {
    let h = this.held.get(brandId);
    if (!h) {
      h = { current: null, reading: null, stale: null };
      this.held.set(brandId, h);
    }
    return h;
  }
}
