#!/usr/bin/env node
import { ConfigError, loadConfig } from '../config.js';
import { DatabaseBusyError, openDatabase } from '../db/client.js';
import { prepareDatabase } from '../db/setup.js';
import { databaseTarget } from '../db/target.js';
import { InputError } from '../errors.js';
import { HELP, runCommand } from './commands.js';

async function admin(argv: string[]): Promise<number> {
  const command = argv[0];
  if (command === undefined || command === 'help' || command === '--help') {
    process.stdout.write(`${HELP}\n`);
    return 0;
  }
  const config = loadConfig();
  const database = await openDatabase(databaseTarget(config));
  try {
    // The CLI may be the first thing run against a new database; the demo data is left to the server.
    await prepareDatabase(database, { seedDemo: false, now: new Date() });
    process.stdout.write(`${await runCommand(database.db, argv, new Date())}\n`);
    return 0;
  } finally {
    await database.close();
  }
}

admin(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof InputError || error instanceof ConfigError || error instanceof DatabaseBusyError;
    process.stderr.write(`${known ? `Error: ${error.message}` : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(known ? 2 : 1);
  },
);
