// `npm run ledger:check`: reads the books of the database the server uses (DATABASE_URL, else the
// embedded one in MARQUEE_DATA_DIR or data/ — stop `npm start` first, one process opens it at a
// time) and says whether they hold. Exits 1 on any fault.
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/open';
import { migrate } from '../server/db/migrate';
import { checkLedger } from '../server/modules/wallet/checkLedger';

const config = readConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  // The books are read as this version of the code writes them.
  await migrate(database);
  const counts = await database.db
    .selectFrom('ledger_transactions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirst();
  const faults = await checkLedger(database.db);
  if (faults.length) {
    console.error(`ledger: ${faults.length} fault(s)`);
    for (const f of faults) console.error(`  ${f}`);
    process.exitCode = 1;
  } else {
    console.log(`ledger: sound (${counts?.n ?? 0} changes; every change and every brand sums to 0; every wallet equals its entries)`);
  }
} finally {
  await database.close();
}
