import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows.js';
import { tasks } from '../../db/schema.js';
import { prepareDatabase } from '../../db/setup.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { createDemoStream } from '../demo-stream/demo-stream.js';
import { catchUpFeeds, refillFeed } from '../ingestion/feed-fill.js';
import { preparePosts, writePosts } from '../ingestion/store-posts.js';
import { postKeySets } from '../matching/presearcher.js';
import { RealtimeMatcher } from '../matching/realtime-matcher.js';
import { correctSentiments } from './sentiment-corrections.js';

const NOW = new Date('2026-11-21T04:00:00Z');
const SOURCE = { id: null, labelId: null, demo: true };

let t: TestDatabase;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestDatabase();
  await prepareDatabase(t.database, { seedDemo: true, demoStream: false, now: NOW });
});
afterAll(() => t.dispose());

/** Links whose copies differ from their post (or from the feed's correction), and links without text keys. */
async function outOfStep(): Promise<{ differ: number; unkeyed: number; links: number }> {
  const [row] = await queryRows<{ differ: number; unkeyed: number; links: number }>(
    db(),
    sql`
      select count(*) filter (where (fp.site, fp.medium, fp.effective_sentiment, fp.reaction_count, fp.comment_count, fp.share_count, fp.view_count)
          is distinct from (p.site, p.medium, coalesce(fp.sentiment, p.ai_sentiment), p.reaction_count, p.comment_count, p.share_count, p.view_count))::int as differ,
        count(*) filter (where fp.text_keys is null)::int as unkeyed, count(*)::int as links
      from feed_posts fp join posts p on p.id = fp.post_id`,
  );
  return row!;
}

describe("the feed links' copies of their posts", () => {
  const stream = createDemoStream({ seed: 7, now: NOW.getTime() }).history(2);

  it('are written with every link, by the collector and by fills, with the title and body keys', async () => {
    const matcher = await new RealtimeMatcher().current(db());
    await db().transaction((tx) => writePosts(tx, null, preparePosts(SOURCE, stream, matcher), NOW));
    const afterCollecting = await outOfStep();
    expect(afterCollecting.links).toBeGreaterThan(0);
    expect(afterCollecting).toMatchObject({ differ: 0, unkeyed: 0 });

    for (const { id } of await db().select({ id: tasks.id }).from(tasks)) await refillFeed(db(), id, NOW, async () => {});
    await db().update(tasks).set({ cron: 1, matchedSeq: 0 }).where(eq(tasks.name, 'Christmas markets'));
    await catchUpFeeds(db(), 1, NOW, async () => {});
    const afterFills = await outOfStep();
    expect(afterFills.links).toBeGreaterThan(afterCollecting.links);
    expect(afterFills).toMatchObject({ differ: 0, unkeyed: 0 });

    const [sample] = await queryRows<{ keys: string[]; title: string; body: string; author: string; site: string }>(
      db(),
      sql`select fp.text_keys as keys, p.thread_title as title, p.message as body, p.author_name as author, p.site
        from feed_posts fp join posts p on p.id = fp.post_id where p.author_name <> '' limit 1`,
    );
    expect([...sample!.keys].sort()).toEqual([...postKeySets(sample!).text].sort());
  });

  it("follow the engagement figures of a post collected again, and the feed's sentiment corrections", async () => {
    const again = stream.map((p) => ({ ...p, commentCount: p.commentCount + 3, viewCount: p.viewCount + 100, reactions: { ...p.reactions, count: p.reactions.count + 1 } }));
    const matcher = await new RealtimeMatcher().current(db());
    const result = await db().transaction((tx) => writePosts(tx, null, preparePosts(SOURCE, again, matcher), NOW));
    expect(result.inserted).toBe(0);
    expect(await outOfStep()).toMatchObject({ differ: 0 });

    const [link] = await queryRows<{ task_id: number; post_id: string; effective_sentiment: number | null }>(
      db(),
      sql`select task_id, post_id, effective_sentiment from feed_posts order by post_id limit 1`,
    );
    const corrected = link!.effective_sentiment === -1 ? 1 : -1;
    await correctSentiments(db(), link!.task_id, 1, new Map([[link!.post_id, corrected]]), NOW);
    const [after] = await queryRows<{ effective_sentiment: number }>(
      db(),
      sql`select effective_sentiment from feed_posts where task_id = ${link!.task_id} and post_id = ${link!.post_id}`,
    );
    expect(after!.effective_sentiment).toBe(corrected);
    expect(await outOfStep()).toMatchObject({ differ: 0 });
  });
});
