import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.js';

/** The same Drizzle API over either driver; queries are written once against this. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Applies the SQL migrations that are not applied yet. */
  migrate(): Promise<void>;
  /** Runs `work` while holding a database-wide lock, so several API processes starting together do not migrate or seed twice. */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string } | { kind: 'pglite-memory' };

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Any fixed number; it names the advisory lock taken while migrating and seeding. */
const STARTUP_LOCK_KEY = 7_413_001;

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    // JIT compiles plans over ~100k estimated rows, costing 100+ ms per overview aggregation for no gain at our sizes.
    const pool = new pg.Pool({ connectionString: target.url, options: '-c jit=off' });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      driver: 'postgres',
      migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
      async exclusive(work) {
        // Session-level advisory locks belong to one connection, so the lock is held on a client of its own.
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
          try {
            return await work();
          } finally {
            await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
          }
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }

  let client: PGlite;
  let unlock = () => {};
  if (target.kind === 'pglite') {
    mkdirSync(target.dataDir, { recursive: true });
    unlock = lockDataDir(target.dataDir);
    try {
      client = await PGlite.create(path.join(target.dataDir, 'pgdata'));
    } catch (error) {
      unlock();
      throw error;
    }
  } else {
    client = await PGlite.create();
  }
  const pgliteDb = drizzlePglite(client, { schema });
  return {
    db: pgliteDb as unknown as Db,
    driver: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    // PGlite is one connection inside this process; nothing else can open its data directory meanwhile.
    exclusive: (work) => work(),
    async close() {
      await client.close();
      unlock();
    },
  };
}

export class DatabaseBusyError extends Error {
  override name = 'DatabaseBusyError';
}

/**
 * PGlite is one process's database: a second process opening the same files would corrupt them.
 * A lock file holding the owner's pid keeps a second server (or the admin CLI) out while the first runs;
 * a lock left by a process that no longer exists is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const lockFile = path.join(dataDir, 'pgdata.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockFile, 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && processExists(owner)) {
        throw new DatabaseBusyError(`The embedded database in ${dataDir} is in use by process ${owner}. Stop that process first, or use DATABASE_URL.`);
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the embedded database in ${dataDir}`);
}

function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
