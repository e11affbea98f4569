import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { DatabaseBusyError, openDatabase } from './db/client.js';
import { prepareDatabase } from './db/setup.js';
import { DEMO_LOGINS } from './db/seed/demo.js';
import { databaseTarget } from './db/target.js';
import { failRunningExports } from './features/exports/export-jobs.js';
import { Collector, type CollectorLog } from './features/ingestion/collector.js';

const collectorLog: CollectorLog = {
  info: (message) => process.stdout.write(`${message}\n`),
  error: (message) => process.stderr.write(`${message}\n`),
};

async function main(): Promise<void> {
  const config = loadConfig();
  const target = databaseTarget(config);
  const database = await openDatabase(target);
  await prepareDatabase(database, { seedDemo: config.seedDemo, now: new Date() });
  // Exports run inside the API process that started them, so those still running were cut off by a stop.
  await failRunningExports(database.db, new Date());

  const collector = config.collect ? new Collector({ db: database.db, log: collectorLog }) : null;
  const app = await buildApp({
    config,
    db: database.db,
    log: { level: process.env.LOG_LEVEL ?? 'info' },
    ...(collector ? { workQueued: () => collector.nudge() } : {}),
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    // Stop taking requests and let the job in progress finish, then close the database so PGlite flushes its files.
    await app.close();
    await collector?.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  collector?.start();
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const where = target.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  const lines = [
    '',
    `HarbourPulse is running at http://${shownHost}:${config.port}/  (data: ${where})`,
    `API docs: http://${shownHost}:${config.port}/api/docs`,
  ];
  if (config.seedDemo) lines.push('Demo logins (demo data):', ...DEMO_LOGINS.map((l) => `  ${l.username} / ${l.password}  (${l.account})`));
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

main().catch((error: unknown) => {
  const message =
    error instanceof ConfigError
      ? `Configuration error: ${error.message}`
      : error instanceof DatabaseBusyError
        ? error.message
        : error instanceof Error
          ? (error.stack ?? error.message)
          : String(error);
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
