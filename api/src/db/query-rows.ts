import type { SQL } from 'drizzle-orm';
import type { Db } from './client.js';

/**
 * Runs raw SQL and answers its rows. Both drivers (PGlite and node-postgres) answer `{ rows }`; the shared Db
 * type cannot say so, hence this one typed door for hand-written queries. Column types are as the driver gives
 * them: bigint and numeric arrive as strings, timestamps as Date (node-postgres) or Date (PGlite).
 */
export async function queryRows<T extends object>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
