import type { Config } from '../config.js';
import type { DatabaseTarget } from './client.js';

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite under DATA_DIR. */
export function databaseTarget(config: Config): DatabaseTarget {
  return config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir };
}
