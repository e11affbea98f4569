import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../../db/client.js';
import { prepareDatabase } from '../../db/setup.js';
import { feedPosts, jobs, posts, sources, tasks } from '../../db/schema.js';
import type { IngestPostInput } from 'shared/contract';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { enqueue } from './queue.js';

/*
 * Kills a collector with SIGKILL while it stores queued batches, starts it again, and checks that every post is
 * stored once, linked once, and counted once: the durable queue neither loses nor repeats work.
 */

const JOBS = 24;
const PER_JOB = 250;
/** Each batch repeats the last posts of the one before, as a source re-sending overlapping pages would. */
const OVERLAP = 40;
const NOW = new Date();

function batch(job: number): IngestPostInput[] {
  const start = job * (PER_JOB - OVERLAP);
  return Array.from({ length: PER_JOB }, (_, i) => {
    const n = start + i;
    // Every third post is about an MTR delay, in Cantonese, so the real-time MTR feed matches a known share.
    const message = n % 3 === 0 ? `港鐵東鐵綫第${n}次延誤，大家小心` : `Post number ${n} about the harbour`;
    return { source_id: `p${n}`, post_message: message, unix_timestamp: NOW.getTime() - (n % 500) * 60_000, lang: n % 3 === 0 ? 'zh-HK' : 'en' };
  });
}
const distinct = (JOBS - 1) * (PER_JOB - OVERLAP) + PER_JOB;
const mtrShare = Array.from({ length: distinct }, (_, n) => n).filter((n) => n % 3 === 0).length;

const child = path.join(__dirname, '..', '..', 'testing', 'collector-process.ts');

function startCollector(target: TestDatabase['target']): { process: ChildProcess; jobsDone: Promise<number>; exited: Promise<number | null> } {
  // tsx as a loader in the node process itself (its CLI would run the script in a grandchild SIGKILL does not reach).
  const proc = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', child], {
    cwd: path.join(__dirname, '..', '..', '..'),
    env: { ...process.env, TEST_DATABASE_TARGET: JSON.stringify(target) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let done = 0;
  let stderr = '';
  proc.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  const jobsDone = new Promise<number>((resolve, reject) => {
    proc.stdout!.on('data', (d: Buffer) => {
      done += (d.toString().match(/^job /gm) ?? []).length;
      if (done >= 3) resolve(done);
    });
    void exited.then((code) => (done >= 3 ? resolve(done) : reject(new Error(`collector exited (${code}) after ${done} jobs: ${stderr}`))));
  });
  return { process: proc, jobsDone, exited };
}

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase({ onDisk: true });
});
afterAll(() => testDb.dispose());

it('loses and repeats nothing when the collector is killed mid-ingestion and restarted', async () => {
  const { db } = testDb.database;
  await prepareDatabase(testDb.database, { seedDemo: true, demoStream: false, now: NOW });
  // Only the real-time MTR feed collects, and on the whole archive, so the expected links are known exactly.
  await db.update(tasks).set({ status: 0 });
  await db
    .update(tasks)
    .set({ status: 1, adhocFrom: null, listMedium: null })
    .where(eq(tasks.name, 'MTR service disruptions'));
  await db.delete(jobs);
  const [source] = await db.insert(sources).values({ name: 'Crash push', kind: 'ingest', medium: 'Forum', site: 'LIHKG', pollIntervalS: 3600 }).returning();
  for (let j = 0; j < JOBS; j++) await enqueue(db, 'ingest', { sourceId: source!.id, posts: batch(j) }, { runAt: NOW });
  await testDb.database.close();

  // First run: killed once a few batches are stored, most likely inside a batch's transaction.
  const first = startCollector(testDb.target);
  const before = await first.jobsDone;
  first.process.kill('SIGKILL');
  await first.exited;
  expect(before).toBeLessThan(JOBS);

  // Second run: picks up the rest, including a batch whose claim the killed process held (its lease runs out).
  const reopened = await openDatabase(testDb.target);
  await reopened.db.update(jobs).set({ lockedUntil: null });
  const [{ left }] = (await reopened.db.select({ left: sql<number>`count(*)::int` }).from(jobs)) as [{ left: number }];
  expect(left).toBeGreaterThan(0);
  await reopened.close();
  const second = startCollector(testDb.target);
  expect(await second.exited).toBe(0);

  const check = await openDatabase(testDb.target);
  try {
    const count = async (table: typeof posts | typeof feedPosts | typeof jobs) =>
      ((await check.db.select({ n: sql<number>`count(*)::int` }).from(table)) as [{ n: number }])[0].n;
    expect(await count(posts)).toBe(distinct);
    expect(await count(feedPosts)).toBe(mtrShare);
    expect(await count(jobs)).toBe(0);
    const [health] = await check.db.select().from(sources).where(eq(sources.id, source!.id));
    expect(health!.postsCollected).toBe(distinct);
  } finally {
    await check.close();
  }
}, 180_000);
