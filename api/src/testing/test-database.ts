import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client.js';

export interface TestDatabase {
  database: Database;
  /** Closes the database and, on PostgreSQL, drops it. */
  dispose(): Promise<void>;
}

/**
 * A fresh, empty database for one test file: in-memory PGlite, or, when DATABASE_URL is set, a new
 * uniquely named database on that server (dropped afterwards), so the same suites run on both.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ kind: 'pglite-memory' });
    return { database, dispose: () => database.close() };
  }
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
  const database = await openDatabase({ kind: 'postgres', url: testUrl.toString() });
  return {
    database,
    async dispose() {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
