import type { Database } from './db/open';
import { migrate } from './db/migrate';
import { loadBrandFiles } from './brands/loadBrandFiles';
import { insertMissingBrands } from './brands/store';
import { seedDemo } from './seed/seedDemo';
import { seedDemoMembers } from './seed/seedDemoMembers';
import { seedDemoGames } from './seed/seedDemoGames';
import { seedDemoMissions } from './seed/seedDemoMissions';
import { seedDemoPromotions } from './seed/seedDemoPromotions';
import { createFirstAdmin, seedDemoOperators } from './seed/seedOperators';

/**
 * Everything between an open database and a server that may take requests: brand files validated
 * (a bad one stops here, before anything is written), migrations applied, brands the database lacks
 * inserted, demo content, demo accounts and the demo game catalogue loaded into a database that never had them, and the
 * first admin made from MARQUEE_ADMIN_NAME and MARQUEE_ADMIN_PASSWORD when there is no operator.
 */
export async function prepareDatabase(database: Database, opts: { configDir: string; seedDemo: boolean; adminName?: string | undefined; adminPassword?: string | undefined }) {
  const brands = loadBrandFiles(opts.configDir);
  const migrations = await migrate(database);
  const insertedBrands = await insertMissingBrands(database.db, brands);
  const seeded = opts.seedDemo ? await seedDemo(database.db, opts.configDir) : false;
  const seededMembers = opts.seedDemo ? await seedDemoMembers(database.db, opts.configDir) : false;
  const seededGames = opts.seedDemo ? await seedDemoGames(database.db, opts.configDir) : false;
  const seededPromotions = opts.seedDemo ? await seedDemoPromotions(database.db, opts.configDir) : false;
  const seededOperators = opts.seedDemo ? await seedDemoOperators(database.db, opts.configDir) : [];
  if (opts.seedDemo) await seedDemoMissions(database.db, opts.configDir);
  const firstAdmin = await createFirstAdmin(database.db, { name: opts.adminName, password: opts.adminPassword });
  return { migrations, insertedBrands, seeded, seededMembers, seededGames, seededPromotions, seededOperators, firstAdmin };
}
