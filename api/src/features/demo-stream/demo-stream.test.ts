import { MEDIUMS } from 'shared/contract';
import { compileQuery, guidedToQuery, parseQuery } from 'shared/query';
import { tasks } from '../../db/schema.js';
import { prepareDatabase } from '../../db/setup.js';
import { createTestDatabase } from '../../testing/test-database.js';
import type { CollectedPost } from '../collection/collected-post.js';
import { createDemoStream, DEMO_ID_PREFIX, DEMO_ORIGIN } from './demo-stream.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = Date.parse('2026-11-20T00:00:00Z');
const history = createDemoStream({ seed: 42, now: NOW }).history(30);

/** Hong Kong hour of day and calendar day of a time. */
const hkHour = (t: number) => new Date(t + 8 * HOUR).getUTCHours();
const hkDay = (t: number) => Math.floor((t + 8 * HOUR) / DAY);

describe('demo stream', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    const again = createDemoStream({ seed: 42, now: NOW }).history(30);
    expect(again).toEqual(history);
    const other = createDemoStream({ seed: 43, now: NOW }).history(1);
    expect(other.map((p) => p.message)).not.toEqual(createDemoStream({ seed: 42, now: NOW }).history(1).map((p) => p.message));
  });

  it('continues the same world: consecutive live windows reproduce the history exactly', () => {
    const stream = createDemoStream({ seed: 42, now: NOW + DAY });
    const windows: CollectedPost[] = [];
    for (let t = NOW - 6 * HOUR; t < NOW; t += 15 * 60_000) windows.push(...stream.next(t, t + 15 * 60_000));
    expect(windows.map((p) => p.sourceId)).toEqual(history.filter((p) => p.postedAt >= NOW - 6 * HOUR).map((p) => p.sourceId));
  });

  it('covers 30 days with a daily rhythm and burst days standing out', () => {
    expect(Math.min(...history.map((p) => p.postedAt))).toBeLessThan(NOW - 29.9 * DAY);
    expect(Math.max(...history.map((p) => p.postedAt))).toBeLessThan(NOW);
    const byHour = new Array<number>(24).fill(0);
    for (const p of history) if (!p.isComment) byHour[hkHour(p.postedAt)]!++;
    expect(byHour[12]! + byHour[21]!).toBeGreaterThan(4 * (byHour[3]! + byHour[4]!));

    const byDay = new Map<number, number>();
    for (const p of history) byDay.set(hkDay(p.postedAt), (byDay.get(hkDay(p.postedAt)) ?? 0) + 1);
    const full = [...byDay.entries()].filter(([day]) => day > hkDay(NOW - 30 * DAY) && day < hkDay(NOW)).map(([, n]) => n);
    const median = [...full].sort((a, b) => a - b)[Math.floor(full.length / 2)]!;
    expect(full.filter((n) => n > 2 * median).length).toBeGreaterThanOrEqual(2);
    expect(history.length).toBeGreaterThan(3000);
  });

  it('keeps threads and comments consistent', () => {
    const threads = new Map(history.filter((p) => !p.isComment).map((p) => [p.sourceId, p]));
    const comments = history.filter((p) => p.isComment);
    expect(comments.length).toBeGreaterThan(threads.size);
    const perThread = new Map<string, number>();
    const broken = comments.filter((c) => {
      perThread.set(c.threadSourceId, (perThread.get(c.threadSourceId) ?? 0) + 1);
      if (!c.postLink.startsWith(`${c.threadLink}#comment-`)) return true;
      const thread = threads.get(c.threadSourceId);
      // A comment's thread may have opened before the window; when it is inside, it must match and come first.
      if (!thread) return false;
      return c.postedAt <= thread.postedAt || c.threadTitle !== thread.threadTitle || c.threadLink !== thread.threadLink || c.site !== thread.site || c.medium !== thread.medium;
    });
    expect(broken).toEqual([]);
    // Every comment of a thread in the window is counted by it (comments after the window are counted too).
    expect([...perThread].filter(([id, n]) => threads.has(id) && threads.get(id)!.commentCount < n)).toEqual([]);
    expect([...threads.values()].filter((t) => t.threadSourceId !== t.sourceId)).toEqual([]);
    expect(comments.filter((c) => !threads.has(c.threadSourceId)).length).toBeLessThan(comments.length / 10);
  });

  it('has a skewed author distribution', () => {
    const byAuthor = new Map<string, number>();
    for (const p of history) byAuthor.set(p.authorId, (byAuthor.get(p.authorId) ?? 0) + 1);
    const counts = [...byAuthor.values()].sort((a, b) => b - a);
    const top = counts.slice(0, Math.ceil(counts.length * 0.05)).reduce((a, b) => a + b, 0);
    expect(top / history.length).toBeGreaterThan(0.3);
    expect(counts.filter((n) => n <= 2).length).toBeGreaterThan(counts.length / 3);
  });

  it('spans every medium, English and Chinese (Traditional and Simplified), with reactions that add up', () => {
    expect(new Set(history.map((p) => p.medium))).toEqual(new Set(MEDIUMS));
    expect(history.some((p) => /[a-z]{4}/i.test(p.message) && !/\p{Script=Han}/u.test(p.message))).toBe(true);
    expect(history.some((p) => /[嘅咗唔喺啲]/.test(p.message))).toBe(true);
    expect(history.some((p) => /[这们铁发]/.test(p.message))).toBe(true);
    const unbalanced = history.filter(({ reactions: { count, ...kinds } }) => Object.values(kinds).reduce((a, b) => a + b, 0) !== count);
    expect(unbalanced).toEqual([]);
  });

  it('labels everything as demo: links on the reserved .invalid domain, ids prefixed', () => {
    const links = history.flatMap((p) => [p.threadLink, p.postLink, p.authorLink, p.channelLink]);
    expect(links.filter((link) => link !== null && !link.startsWith(`${DEMO_ORIGIN}/`))).toEqual([]);
    expect(history.filter((p) => !p.sourceId.startsWith(DEMO_ID_PREFIX) || !p.authorId.startsWith(DEMO_ID_PREFIX))).toEqual([]);
  });

  it("matches each demo account feed's query at least 100 times", async () => {
    const t = await createTestDatabase();
    try {
      await prepareDatabase(t.database, { seedDemo: true, now: new Date(NOW) });
      const feeds = await t.database.db.select().from(tasks);
      expect(feeds.length).toBeGreaterThanOrEqual(5);
      for (const feed of feeds) {
        const parsed = parseQuery(guidedToQuery(feed.queryLayer));
        if (!parsed.ok) throw new Error(`${feed.name}: ${parsed.error.message}`);
        const query = compileQuery(parsed.ast);
        const matched = history.filter((p) => query.matches({ title: p.threadTitle, body: p.message })).length;
        expect({ feed: feed.name, enough: matched >= 100 }).toEqual({ feed: feed.name, enough: true });
      }
    } finally {
      await t.dispose();
    }
  });
});
