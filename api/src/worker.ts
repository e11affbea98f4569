import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { prepareDatabase } from './db/setup.js';
import { databaseTarget } from './db/target.js';
import { Collector } from './features/ingestion/collector.js';

/**
 * A collector process without the API, for server mode: API processes run with COLLECT=false and any number of
 * these share the job queue in PostgreSQL.
 */
async function worker(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(databaseTarget(config));
  // Migrating is idempotent and locked, so a worker may start before or with the API.
  await prepareDatabase(database, { seedDemo: config.seedDemo, now: new Date() });
  const collector = new Collector({
    db: database.db,
    log: { info: (m) => process.stdout.write(`${m}\n`), error: (m) => process.stderr.write(`${m}\n`) },
  });
  const stop = async (signal: string) => {
    process.stdout.write(`${signal} received, finishing the current job\n`);
    await collector.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  collector.start();
  process.stdout.write('HarbourPulse collector is running\n');
}

worker().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? `Configuration error: ${error.message}` : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
