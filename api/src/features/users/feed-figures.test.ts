import type { Db } from '../../db/client.js';
import { feedPosts, posts, tasks } from '../../db/schema.js';
import { prepareDatabase } from '../../db/setup.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { PLAN } from '../../testing/feeds.js';
import { createAccount } from '../accounts/accounts.js';
import { feedFigures, lineDelta } from './feed-figures.js';

let test: TestDatabase;
let db: Db;
beforeAll(async () => {
  test = await createTestDatabase();
  db = test.database.db;
  await prepareDatabase(test.database, { seedDemo: false, now: NOW });
});
afterAll(() => test.dispose());

/** Noon in Hong Kong on 20 Nov 2026; that Hong Kong day began at 2026-11-19T16:00Z. */
const NOW = new Date('2026-11-20T04:00:00Z');
const at = (iso: string) => new Date(iso);

interface PostSpec {
  id: string;
  posted: string;
  comment?: boolean;
  site?: string;
  authorId?: string;
  author?: string;
  comments?: number;
  shares?: number;
  reactions?: number;
  views?: number;
}

async function newFeed(accountId: number, name: string): Promise<number> {
  const [task] = await db.insert(tasks).values({ accountId, name, taskType: 0, langAbbr: 'en', cron: 0 }).returning({ id: tasks.id });
  return task!.id;
}

async function hold(taskId: number, specs: PostSpec[]): Promise<void> {
  await db
    .insert(posts)
    .values(
      specs.map((p) => ({
        id: p.id,
        source: 'test',
        sourceId: p.id,
        threadId: p.id,
        medium: 'Forum' as const,
        site: p.site ?? 'LIHKG',
        message: `post ${p.id}`,
        authorId: p.authorId ?? '',
        authorName: p.author ?? '',
        postedAt: at(p.posted),
        isComment: p.comment ?? false,
        commentCount: p.comments ?? 0,
        shareCount: p.shares ?? 0,
        reactionCount: p.reactions ?? 0,
        viewCount: p.views ?? 0,
      })),
    )
    .onConflictDoNothing();
  await db.insert(feedPosts).values(specs.map((p) => ({ taskId, postId: p.id, postedAt: at(p.posted), isComment: p.comment ?? false, matchedAt: NOW })));
}

const point = (iso: string, count: number) => ({ ts: Date.parse(iso), count });

describe('feedFigures', () => {
  let busy: number;
  let other: number;
  let empty: number;

  beforeAll(async () => {
    const account = await createAccount(db, 'Figures Ltd', PLAN);
    [busy, other, empty] = [await newFeed(account.id, 'Busy'), await newFeed(account.id, 'Other'), await newFeed(account.id, 'Empty')];
    const shared: PostSpec = { id: 'a1', posted: '2026-11-20T03:00:00Z', author: 'Ada', comments: 2, shares: 1, reactions: 3, views: 100 };
    await hold(busy, [
      // The last 24 hours: (2026-11-19T04:00Z, 2026-11-20T04:00Z].
      shared,
      { id: 'a2', posted: '2026-11-20T02:00:00Z', comment: true, author: 'Ben', reactions: 1 },
      { id: 'a3', posted: '2026-11-20T04:00:00Z', site: 'Reddit', authorId: 'u1', author: 'Ada', views: 10 },
      { id: 'a4', posted: '2026-11-19T16:00:00Z', author: 'Ada', views: 5 },
      { id: 'a5', posted: '2026-11-19T15:59:59.999Z', author: 'Ben' },
      { id: 'a7', posted: '2026-11-20T01:00:00Z', comment: true, shares: 4 },
      // Dated after now: counted in the total only.
      { id: 'a6', posted: '2026-11-20T05:00:00Z', author: 'Ada' },
      // The 7 days before: (2026-11-12T04:00Z, 2026-11-19T04:00Z].
      { id: 'b1', posted: '2026-11-19T04:00:00Z', author: 'Ada', views: 70 },
      { id: 'b2', posted: '2026-11-17T04:00:00Z', author: 'Cat', comments: 5 },
      { id: 'b3', posted: '2026-11-17T03:00:00Z', comment: true, author: 'Dan' },
      { id: 'b4', posted: '2026-11-15T04:00:00Z', author: 'Ada' },
      { id: 'b5', posted: '2026-11-13T16:00:00Z', author: 'Eve' },
      { id: 'b6', posted: '2026-11-13T15:59:59.999Z', author: 'Eve' },
      // Older than both windows.
      { id: 'b7', posted: '2026-11-12T04:00:00Z', author: 'Fay' },
    ]);
    await hold(other, [shared, { id: 'z1', posted: '2026-11-20T03:30:00Z', author: 'Zed', views: 1 }]);
  });

  it('compares the last 24 hours with the daily average of the 7 days before', async () => {
    const figures = (await feedFigures(db, [busy, other, empty], NOW)).get(busy)!;
    expect(figures.total_threads).toBe(11);
    expect(figures.stat).toEqual({
      // LIHKG Ada, LIHKG Ben and Reddit u1 (an author without a name is no one); before: 1, 2, 1 and 1 a day.
      author_count: { total: 3, prev_avg: 5 / 7 },
      eng_count: { total: 11, prev_avg: 5 / 7 },
      post_count: { total: 6, prev_avg: 6 / 7 },
      thread_count: { total: 4, prev_avg: 5 / 7 },
      view_count: { total: 115, prev_avg: 10 },
    });
  });

  it('counts threads per Hong Kong day over the last 7 days, oldest first', async () => {
    const { line } = (await feedFigures(db, [busy], NOW)).get(busy)!;
    expect(line.points).toEqual([
      point('2026-11-14T00:00:00+08:00', 1),
      point('2026-11-15T00:00:00+08:00', 1),
      point('2026-11-16T00:00:00+08:00', 0),
      point('2026-11-17T00:00:00+08:00', 1),
      point('2026-11-18T00:00:00+08:00', 0),
      point('2026-11-19T00:00:00+08:00', 2),
      point('2026-11-20T00:00:00+08:00', 3),
    ]);
    // 3 today against an average of 5/6 before.
    expect(line.delta).toBe(260);
  });

  it("keeps each feed's posts to itself, and answers feeds without posts with zeros", async () => {
    const figures = await feedFigures(db, [other, empty], NOW);
    expect([...figures.keys()]).toEqual([other, empty]);
    expect(figures.get(other)).toMatchObject({
      total_threads: 2,
      stat: { author_count: { total: 2, prev_avg: 0 }, post_count: { total: 2, prev_avg: 0 }, view_count: { total: 101, prev_avg: 0 }, eng_count: { total: 6, prev_avg: 0 } },
      line: { delta: 99999 },
    });
    const nothing = figures.get(empty)!;
    expect(nothing.total_threads).toBe(0);
    expect(nothing.line).toEqual({ delta: 0, points: expect.arrayContaining([point('2026-11-20T00:00:00+08:00', 0)]) });
    expect(nothing.line.points.every((p) => p.count === 0) && nothing.line.points.length === 7).toBe(true);
    expect(Object.values(nothing.stat).every((s) => s.total === 0 && s.prev_avg === 0)).toBe(true);
    expect(await feedFigures(db, [], NOW)).toEqual(new Map());
  });
});

describe('lineDelta', () => {
  it.each([
    [[0, 0, 0, 0, 0, 0, 0], 0],
    [[0, 0, 0, 0, 0, 0, 5], 99999],
    [[2, 2, 2, 2, 2, 2, 1], -50],
    [[2, 4, 2, 4, 2, 4, 3], 0],
    [[1, 1, 1, 1, 1, 1, 2], 100],
    [[], 0],
  ])('%j gives %d', (counts, delta) => {
    expect(lineDelta(counts)).toBe(delta);
  });
});
