// `npm run tree:check`: reads the database the server uses (DATABASE_URL, else the embedded one in
// MARQUEE_DATA_DIR or data/ — stop `npm start` first, one process opens it at a time) and says
// whether the downline tree's closure table matches every member's upline. Exits 1 on any fault.
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/open';
import { migrate } from '../server/db/migrate';
import { checkTree } from '../server/modules/agent/checkTree';

const config = readConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(database);
  const faults = await checkTree(database.db);
  const links = await database.db.selectFrom('member_tree').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst();
  if (faults.length) {
    console.error(`tree: ${faults.length} fault(s)`);
    for (const f of faults) console.error(`  ${f}`);
    process.exitCode = 1;
  } else {
    console.log(`tree: sound (${links?.n ?? 0} links; every member's uplines, and nothing else)`);
  }
} finally {
  await database.close();
}
