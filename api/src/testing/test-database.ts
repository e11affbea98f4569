import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database, type DatabaseTarget } from '../db/client.js';

export interface TestDatabase {
  database: Database;
  /** Where it lives, so another process can open it (once this one has closed it, for PGlite). */
  target: DatabaseTarget;
  /** Closes the database and, on PostgreSQL, drops it. */
  dispose(): Promise<void>;
}

/**
 * A fresh, empty database for one test file: in-memory PGlite (on disk when asked), or, when DATABASE_URL is set, a new
 * uniquely named database on that server (dropped afterwards), so the same suites run on both.
 */
/** Makes closing safe to repeat, so a test may close its database early (to hand it to a child process) and still dispose it. */
function closingOnce(database: Database): Database {
  let closing: Promise<void> | null = null;
  const close = database.close.bind(database);
  return Object.assign(database, { close: () => (closing ??= close()) });
}

/** Opens the target; disposing closes it, then removes what held it. */
async function opened(target: DatabaseTarget, remove: () => unknown): Promise<TestDatabase> {
  const database = closingOnce(await openDatabase(target));
  return {
    database,
    target,
    async dispose() {
      await database.close();
      await remove();
    },
  };
}

export async function createTestDatabase(options: { onDisk?: boolean } = {}): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url && options.onDisk) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hp-db-'));
    return opened({ kind: 'pglite', dataDir }, () => rmSync(dataDir, { recursive: true, force: true }));
  }
  if (!url) return opened({ kind: 'pglite-memory' }, () => {});
  const name = `hp_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  return opened({ kind: 'postgres', url: testUrl.toString() }, async () => {
    const dropper = new pg.Client({ connectionString: url });
    await dropper.connect();
    try {
      await dropper.query(`drop database if exists ${name} with (force)`);
    } finally {
      await dropper.end();
    }
  });
}
