import pino from 'pino';
import { ConfigError, readConfig } from './config';
import { openDatabase } from './db/open';
import { MigrationError } from './db/migrate';
import { ConfigFileError } from './brands/loadBrandFiles';
import { prepareDatabase } from './boot';
import { buildApp } from './app';

const log = pino({ name: 'marquee' });

async function main() {
  const cfg = readConfig();
  const database = await openDatabase({
    databaseUrl: cfg.databaseUrl,
    dataDir: cfg.dataDir,
    onConnectionLost: (err) => log.warn({ err }, 'PostgreSQL closed an idle connection; the pool opens a new one when needed'),
  });
  try {
    const { firstAdmin, ...prepared } = await prepareDatabase(database, cfg);
    log.info({ ...prepared, database: database.kind, profile: cfg.profile }, 'database ready');
    // Shown once, the only time the key exists outside the database: the admin enrols it in an authenticator app.
    if (firstAdmin) log.warn({ enrol: firstAdmin.key }, `console: the first admin "${firstAdmin.name}" was made from MARQUEE_ADMIN_NAME and MARQUEE_ADMIN_PASSWORD; add this key to an authenticator app now, and choose a new password at the first sign-in`);
  } catch (err) {
    await database.close().catch(() => undefined);
    throw err;
  }
  const app = await buildApp({
    database,
    profile: cfg.profile,
    clientDir: cfg.clientDir,
    logger: log,
    trustProxy: cfg.trustProxy,
    redisUrl: cfg.redisUrl,
    redisPrefix: cfg.redisPrefix,
    breachedPasswordsUrl: cfg.breachedPasswordsUrl,
  });
  app.addHook('onClose', async () => {
    await database.close();
    log.info('database closed');
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping: no new connections, finishing requests in flight');
    const force = setTimeout(() => {
      log.error('requests still in flight after 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: cfg.port, host: cfg.host });
  log.info(`Marquee (${cfg.profile}) on http://localhost:${cfg.port}/`);
}

main().catch((err) => {
  if (err instanceof ConfigFileError) log.fatal({ file: err.file, pointer: err.pointer, reason: err.reason }, `bad config file: ${err.message}`);
  else if (err instanceof MigrationError) log.fatal({ migration: err.migration, err: err.cause }, err.message);
  else if (err instanceof ConfigError) log.fatal(err.message);
  else log.fatal({ err }, 'could not start');
  process.exit(1);
});
