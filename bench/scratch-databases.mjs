// Throw-away databases for the benchmarks: embedded PGlite in a temporary folder, and, when DATABASE_URL is set,
// a fresh database on that PostgreSQL server. Each comes with `drop` to remove it afterwards.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// bench/ is no package of its own: the driver comes from the API's dependencies.
const pg = createRequire(new URL('../api/package.json', import.meta.url))('pg');

export async function scratchDatabases() {
  const dataDir = mkdtempSync(join(tmpdir(), 'hp-bench-'));
  const list = [{ label: 'PGlite (embedded, on disk)', kind: 'pglite', target: { kind: 'pglite', dataDir }, drop: async () => rmSync(dataDir, { recursive: true, force: true }) }];
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `hp_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const scratch = new URL(url);
    scratch.pathname = `/${name}`;
    list.push({
      label: 'PostgreSQL',
      kind: 'postgres',
      target: { kind: 'postgres', url: scratch.toString() },
      drop: async () => {
        const dropper = new pg.Client({ connectionString: url });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      },
    });
  }
  return list;
}
