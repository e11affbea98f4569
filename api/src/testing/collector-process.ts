/**
 * A collector in a process of its own, for the crash test: it runs queued jobs until none is left, printing a line
 * per job, then exits. The database comes from TEST_DATABASE_TARGET (a DatabaseTarget as JSON).
 */
import { openDatabase, type DatabaseTarget } from '../db/client.js';
import { Collector } from '../features/ingestion/collector.js';

const target = JSON.parse(process.env.TEST_DATABASE_TARGET ?? 'null') as DatabaseTarget | null;
if (!target) throw new Error('Set TEST_DATABASE_TARGET');

const database = await openDatabase(target);
const collector = new Collector({ db: database.db, log: { info: () => {}, error: (m) => process.stderr.write(`${m}\n`) } });
process.stdout.write('ready\n');
let ran = 0;
while (await collector.runNext()) {
  ran += 1;
  process.stdout.write(`job ${ran}\n`);
}
await database.close();
process.stdout.write('idle\n');
