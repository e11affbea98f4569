import { eq } from 'drizzle-orm';
import { source, type SourceSettings } from 'shared/contract';
import type { Db } from '../../db/client.js';
import { sources } from '../../db/schema.js';
import { prepareDatabase } from '../../db/setup.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { hashSourceKey, sourceForKey } from '../ingest/source-key.js';
import { DEMO_SOURCE_REFUSED, createSource, getSource, issueSourceKey, listSources, removeSource, toSourceEntity, updateSource } from './registry.js';

let test: TestDatabase;
let db: Db;
beforeAll(async () => {
  test = await createTestDatabase();
  db = test.database.db;
  await prepareDatabase(test.database, { seedDemo: false, now: NOW });
});
afterAll(() => test.dispose());

const NOW = new Date('2026-11-20T04:00:00Z');
const LATER = new Date('2026-11-21T04:00:00Z');

const settings = (over: Partial<SourceSettings> = {}): SourceSettings => ({
  name: 'RTHK local news',
  kind: 'rss',
  target: 'https://rthk.hk/rthk/news/rss/e_expressnews_elocal.xml',
  medium: 'News',
  site: 'RTHK',
  label_id: null,
  poll_interval_s: 300,
  enabled: true,
  allow_private: false,
  ...over,
});

describe('the source registry', () => {
  it('creates a polled source that is due at once and a pushed one that is never polled', async () => {
    const rss = await createSource(db, settings(), NOW);
    const entity = toSourceEntity(rss, LATER);
    expect(source.parse(entity)).toEqual(entity);
    expect(entity).toMatchObject({
      ...settings(),
      has_api_key: false,
      created_at: NOW.getTime(),
      health: { last_success_at: null, last_error_at: null, last_error: null, posts_collected: 0, lag_ms: null, failures: 0, next_poll_at: NOW.getTime() },
    });

    const pushed = await createSource(db, settings({ name: 'Newsroom push', kind: 'ingest', target: '', label_id: 2 }), NOW);
    expect(toSourceEntity(pushed, NOW).health.next_poll_at).toBeNull();
    expect((await listSources(db)).map((s) => s.name)).toEqual(['RTHK local news', 'Newsroom push']);
    expect((await getSource(db, pushed.id)).labelId).toBe(2);
  });

  it.each([
    [settings({ name: 'RTHK local news' }), 409, 'conflict', "A source named 'RTHK local news' already exists"],
    [settings({ name: 'Sim', kind: 'demo', target: '' }), 400, 'invalid_request', DEMO_SOURCE_REFUSED],
    [settings({ name: 'No URL', target: '' }), 400, 'invalid_request', "A source of kind 'rss' needs a target"],
    [settings({ name: 'Push', kind: 'ingest' }), 400, 'invalid_request', "A source of kind 'ingest' takes no target; leave it empty"],
    [settings({ name: 'Odd', medium: 'Radio' as never }), 400, 'invalid_request', "Unknown medium 'Radio'"],
    [settings({ name: 'Labelled', label_id: 9999 }), 400, 'invalid_request', 'No industry label with id 9999'],
  ])('refuses %j', async (input, status, code, message) => {
    await expect(createSource(db, input, NOW)).rejects.toMatchObject({ status, code, message: expect.stringContaining(message) });
  });

  it('keeps the poll state and health on a plain change, and starts afresh on a new target', async () => {
    const [row] = await db.select().from(sources).where(eq(sources.name, 'RTHK local news'));
    const health = { etag: '"abc"', lastModified: 'Thu, 19 Nov 2026 10:00:00 GMT', cursor: { after: 'x' }, failures: 3, nextPollAt: LATER, lastSuccessAt: NOW, lastError: 'HTTP 503', lastErrorAt: NOW, postsCollected: 42, lagMs: 9000 };
    await db.update(sources).set(health).where(eq(sources.id, row!.id));

    const disabled = await updateSource(db, row!.id, settings({ enabled: false, poll_interval_s: 900 }), LATER);
    expect(disabled).toMatchObject({ ...health, enabled: false, pollIntervalS: 900 });
    expect(toSourceEntity(disabled, LATER).health).toMatchObject({ next_poll_at: null, posts_collected: 42, last_error: 'HTTP 503' });

    const moved = await updateSource(db, row!.id, settings({ target: 'https://rthk.hk/rthk/news/rss/c_expressnews_clocal.xml' }), LATER);
    expect(moved).toMatchObject({ etag: null, lastModified: null, cursor: {}, failures: 0, nextPollAt: LATER, postsCollected: 42, lastSuccessAt: NOW });
  });

  it('refuses a change to a name taken by another source, or of a source that does not exist', async () => {
    const [row] = await db.select().from(sources).where(eq(sources.name, 'RTHK local news'));
    await expect(updateSource(db, row!.id, settings({ name: 'Newsroom push' }), NOW)).rejects.toMatchObject({ status: 409, code: 'conflict' });
    await expect(updateSource(db, 99_999, settings(), NOW)).rejects.toMatchObject({ status: 404, code: 'not_found', message: 'No source with id 99999' });
  });

  it('issues a key that replaces the old one, and only its hash is stored', async () => {
    const [row] = await db.select().from(sources).where(eq(sources.name, 'Newsroom push'));
    const first = await issueSourceKey(db, row!.id);
    const second = await issueSourceKey(db, row!.id);
    expect(second).not.toBe(first);
    expect((await getSource(db, row!.id)).apiKeyHash).toBe(hashSourceKey(second));
    expect(await sourceForKey(db, second)).toBe(row!.id);
    expect(await sourceForKey(db, first)).toBeNull();
    expect(toSourceEntity(await getSource(db, row!.id), NOW).has_api_key).toBe(true);
    await expect(issueSourceKey(db, 99_999)).rejects.toMatchObject({ status: 404 });
  });

  it('removes a source', async () => {
    const [row] = await db.select().from(sources).where(eq(sources.name, 'Newsroom push'));
    await removeSource(db, row!.id);
    await expect(getSource(db, row!.id)).rejects.toMatchObject({ status: 404 });
    await expect(removeSource(db, row!.id)).rejects.toMatchObject({ status: 404 });
  });
});
