import type { Database } from './client.js';
import { seedDemo } from './seed/demo.js';
import { seedDemoStream } from './seed/demo-stream.js';
import { seedReference } from './seed/reference.js';

/** Migrates, refreshes the reference lists and, on the first start only, creates the demo data and queues the demo stream's history. Answers whether the demo data was created now. */
export async function prepareDatabase(database: Database, options: { seedDemo: boolean; now: Date; demoStream?: boolean }): Promise<{ demoSeeded: boolean }> {
  return database.exclusive(async () => {
    await database.migrate();
    await seedReference(database.db);
    const demoSeeded = options.seedDemo ? await seedDemo(database.db, options.now) : false;
    if (options.seedDemo && (options.demoStream ?? true)) await seedDemoStream(database.db, options.now);
    return { demoSeeded };
  });
}
