import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { posts, sources } from '../../db/schema.js';
import { sharedData } from '../../testing/shared-data.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { Collector } from './collector.js';

const FEED = readFileSync(sharedData('fixtures', 'feeds', 'rss-parser', 'guardian.rss'));
const ETAG = '"guardian-1"';

let t: TestApp;
let server: Server;
let origin: string;
const requests: { url: string; ifNoneMatch: string | undefined }[] = [];

beforeAll(async () => {
  t = await startTestApp();
  server = createServer((req, res) => {
    requests.push({ url: req.url ?? '', ifNoneMatch: req.headers['if-none-match'] as string | undefined });
    if (req.url === '/broken') {
      res.writeHead(503, { 'retry-after': '120' }).end();
    } else if (req.headers['if-none-match'] === ETAG) {
      res.writeHead(304).end();
    } else {
      res.writeHead(200, { 'content-type': 'application/rss+xml', etag: ETAG }).end(FEED);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

const addSource = async (name: string, target: string, allowPrivate: boolean) =>
  (await t.db.insert(sources).values({ name, kind: 'rss', target, medium: 'News', site: 'The Guardian', pollIntervalS: 900, allowPrivate }).returning())[0]!;
const health = async (id: number) => (await t.db.select().from(sources).where(eq(sources.id, id)))[0]!;

describe('polling a registered source', () => {
  it('stores a feed, remembers its ETag, and asks conditionally next time', async () => {
    const source = await addSource('Guardian (local copy)', `${origin}/feed.rss`, true);
    const collector = new Collector({ db: t.db, clock: t.clock.now });
    await collector.runUntilIdle();
    const stored = await t.db.select().from(posts).where(eq(posts.sourceRef, source.id));
    expect(stored.length).toBeGreaterThan(10);
    expect(await health(source.id)).toMatchObject({ etag: ETAG, failures: 0, lastError: null, postsCollected: stored.length, lastSuccessAt: t.clock.now() });
    expect((await health(source.id)).nextPollAt).toEqual(new Date(t.clock.now().getTime() + 900_000));

    t.clock.advance(900_000);
    await collector.runUntilIdle();
    expect(requests.at(-1)).toEqual({ url: '/feed.rss', ifNoneMatch: ETAG });
    expect(await health(source.id)).toMatchObject({ postsCollected: stored.length, lastSuccessAt: t.clock.now() });
  });

  it('records a failure in the source health and backs off, honouring Retry-After', async () => {
    const source = await addSource('Broken feed', `${origin}/broken`, true);
    await new Collector({ db: t.db, clock: t.clock.now }).runUntilIdle();
    const after = await health(source.id);
    expect(after.failures).toBe(1);
    expect(after.lastError).toContain('503');
    expect(after.lastErrorAt).toEqual(t.clock.now());
    expect(after.nextPollAt!.getTime() - t.clock.now().getTime()).toBeGreaterThanOrEqual(120_000);
  });

  it('refuses a loopback address unless an admin allowed private addresses for the source', async () => {
    const source = await addSource('Sneaky feed', `${origin}/feed.rss`, false);
    const before = requests.length;
    await new Collector({ db: t.db, clock: t.clock.now }).runUntilIdle();
    expect(requests.length).toBe(before);
    expect((await health(source.id)).lastError).toContain('private address');
  });
});
