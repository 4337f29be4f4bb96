import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '../db/tables';
import type { DemoVendors } from './seedDemo';
import { toMinorUnits } from '../../src/engine/money';

/** One game of config/seed/games.json, as scripts/makeGameSeed.ts writes it. */
export interface SeedGame {
  vendor: string;
  category: string;
  code: string;
  name: { en: string; bn: string };
  minBet: string;
  lines: number;
  classify: string | null;
  engine: string;
  hot: boolean;
  new: boolean;
  demo: boolean;
  maintenance: boolean;
}

/**
 * A demo game's rounds played so far, the same for a code on every machine: a new demo site's
 * popular row then shows a mix of games, not the first category's hot ones in a line.
 */
const demoPlays = (code: string) => createHash('sha256').update(code).digest().readUInt32BE(0) % 5000;

/** Where scripts/artwork/gameTiles.ts draws a game's tile. */
export const tilePath = (brandId: string, code: string) => `/seed/games/${brandId}/${code.toLowerCase()}.svg`;

/**
 * The demo catalogue of config/seed/games.json, once per database (its own marker, so a database
 * seeded before games existed gets them too), and every vendor of the demo brands connected to the
 * studio, each with a secret of its own for signing its wallet calls, and holding money as
 * config/seed/vendors.json says: the demo brands have vendors of both kinds (decision 0255).
 */
export async function seedDemoGames(db: Kysely<Tables>, configDir: string): Promise<boolean> {
  const file = JSON.parse(readFileSync(join(configDir, 'seed', 'games.json'), 'utf8')) as Record<string, SeedGame[]>;
  const listed = JSON.parse(readFileSync(join(configDir, 'seed', 'vendors.json'), 'utf8')) as DemoVendors;
  const seeded = await db.transaction().execute(async (trx) => {
    // Claim the marker first: a second process starting at once waits on this row, then skips.
    const claimed = await trx
      .insertInto('meta')
      .values({ key: 'demo_games_seeded_at', value: new Date().toISOString() })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) return false;
    const brandIds = new Set((await trx.selectFrom('brands').select('id').execute()).map((r) => r.id));
    for (const [brand, games] of Object.entries(file)) {
      if (!brandIds.has(brand) || !games.length) continue;
      const vendors = [...new Set(games.map((g) => g.vendor))];
      const ownWallet = new Set((listed[brand] ?? []).filter((v) => v.wallet === 'transfer').map((v) => v.code));
      await trx
        .insertInto('vendor_connections')
        .values(
          vendors.map((code) => ({ brand_id: brand, code, adapter: 'studio' as const, secret: randomBytes(32).toString('base64url'), launch_url: null, wallet: ownWallet.has(code) ? ('transfer' as const) : ('seamless' as const) })),
        )
        .onConflict((oc) => oc.columns(['brand_id', 'code']).doNothing())
        .execute();
      await trx
        .insertInto('games')
        .values(
          games.map((g, i) => ({
            brand_id: brand,
            vendor: g.vendor,
            category: g.category,
            code: g.code,
            name: JSON.stringify(g.name),
            image: tilePath(brand, g.code),
            min_bet: String(toMinorUnits(g.minBet) ?? 1n),
            lines: g.lines,
            classify: g.classify,
            engine: g.engine,
            is_hot: g.hot,
            is_new: g.new,
            demo: g.demo,
            maintenance: g.maintenance,
            sort: i,
            plays: String(demoPlays(g.code)),
          })),
        )
        .onConflict((oc) => oc.columns(['brand_id', 'vendor', 'code']).doNothing())
        .execute();
    }
    return true;
  });
  // PGlite never gathers statistics by itself: without them a list plans as if the catalogue were empty.
  if (seeded) await sql`analyze games`.execute(db);
  return seeded;
}
