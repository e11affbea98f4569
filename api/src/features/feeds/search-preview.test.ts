import { PREVIEW_LIMIT, previewRecord } from 'shared/contract';
import { posts } from '../../db/schema.js';
import { feedCalls } from '../../testing/feeds.js';
import { login, startTestApp, type TestApp } from '../../testing/test-app.js';
import { postKeys } from '../matching/presearcher.js';
import { searchPreview } from './search-preview.js';

let t: TestApp;
let call: ReturnType<typeof feedCalls>;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  call = feedCalls(t.app);
  token = await login(t.app, 'analyst', 'analyst-demo');
});
afterAll(() => t.close());

const BASE = Date.parse('2026-11-01T00:00:00+08:00');
let serial = 0;

type PostInput = { message: string; title?: string; author?: string; site?: string; at: number };

async function insertPosts(list: PostInput[]) {
  for (let i = 0; i < list.length; i += 500) {
    await t.db.insert(posts).values(
      list.slice(i, i + 500).map((p) => {
        serial += 1;
        return {
          id: `post-${serial}`,
          source: 'test',
          sourceId: String(serial),
          medium: 'Forum' as const,
          site: p.site ?? 'LIHKG',
          threadTitle: p.title ?? '',
          message: p.message,
          authorName: p.author ?? 'someone',
          postedAt: new Date(p.at),
          // As the collector stores them, so the preview's index look-up finds the post.
          matchKeys: postKeys({ title: p.title ?? '', body: p.message, author: p.author ?? 'someone', site: p.site ?? 'LIHKG' }),
        };
      }),
    );
  }
}

async function preview(query: string) {
  const res = await call.preview(token, query);
  return { status: res.statusCode, body: res.json() };
}

describe('POST /api/task/searchprev', () => {
  beforeAll(async () => {
    await insertPosts([
      { message: 'MTR delay on the Tsuen Wan line this morning', title: 'Commute', author: 'kwun', at: BASE + 3_000 },
      { message: '港鐵荃灣綫又延誤', at: BASE + 2_000 },
      { message: 'ＭＴＲ ｄｅｌａｙ again, full-width text', at: BASE + 1_000 },
      { message: 'MTR delay near Disneyland resort', at: BASE + 4_000 },
      { message: 'Nothing about trains here', at: BASE + 5_000 },
      { message: 'mtr running smoothly', at: BASE + 6_000 },
    ]);
  });

  it('answers the matching posts newest first with the terms found', async () => {
    const { status, body } = await preview('MTR AND delay AND NOT Disneyland');
    expect(status).toBe(200);
    expect(body.total).toBe(2);
    expect(body.data.map((r: { message: string }) => r.message)).toEqual(['MTR delay on the Tsuen Wan line this morning', 'ＭＴＲ ｄｅｌａｙ again, full-width text']);
    expect(body.data[0]).toEqual({
      hash: expect.any(String),
      author: 'kwun',
      timestamp: BASE + 3_000,
      thread_title: 'Commute',
      message: 'MTR delay on the Tsuen Wan line this morning',
      site: 'LIHKG',
      medium: 'Forum',
      matched: ['MTR', 'delay'],
    });
    for (const record of body.data) expect(previewRecord.parse(record)).toEqual(record);
  });

  it('folds Traditional and Simplified Chinese through the matcher', async () => {
    const { body } = await preview('港铁 AND 延误');
    expect(body.data.map((r: { message: string }) => r.message)).toEqual(['港鐵荃灣綫又延誤']);
    expect(body.data[0].matched).toEqual(['港铁', '延误']);
  });

  it('matches alternatives across scripts', async () => {
    const { body } = await preview('(MTR OR 港鐵) AND (delay OR 延誤)');
    expect(body.total).toBe(4);
  });

  it('refuses a query that does not parse, with the parser message', async () => {
    const { status, body } = await preview('MTR AND (delay');
    expect(status).toBe(400);
    expect(body.result).toBe('invalid_request');
    expect(body.error).toMatch(/^Expected .+ at position \d+$/);
  });

  it('finds nothing for a query whose keywords hold no letters', async () => {
    const { status, body } = await preview('"!!!"');
    expect(status).toBe(200);
    expect(body).toEqual({ result: 'success', data: [], total: 0 });
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/task/searchprev', payload: { query: 'MTR' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('the preview limit and the scan', () => {
  beforeAll(async () => {
    // Older than everything above: 520 matches, then 1,200 posts that do not match, then 3 older matches.
    const day = 86_400_000;
    const start = BASE - 10 * day;
    await insertPosts([
      ...Array.from({ length: 520 }, (_, i) => ({ message: `ferry pier number ${i} is crowded`, at: start - i * 1_000 })),
      ...Array.from({ length: 1_200 }, (_, i) => ({ message: `天星小輪 ${i}`, at: start - day - i * 1_000 })),
      ...Array.from({ length: 3 }, (_, i) => ({ message: `舊碼頭 ${i}`, at: start - 2 * day - i * 1_000 })),
    ]);
  });

  it(`answers at most ${PREVIEW_LIMIT} records, newest first, with the total counted up to the limit`, async () => {
    const { body } = await preview('ferry AND pier');
    expect(body.total).toBe(PREVIEW_LIMIT);
    expect(body.data).toHaveLength(PREVIEW_LIMIT);
    expect(body.data[0].message).toBe('ferry pier number 0 is crowded');
    expect(body.data[PREVIEW_LIMIT - 1].message).toBe(`ferry pier number ${PREVIEW_LIMIT - 1} is crowded`);
  });

  it('finds Chinese keywords through the stored keys, past a page of newer posts without them', async () => {
    const { body } = await preview('碼頭');
    expect(body.data.map((r: { message: string }) => r.message)).toEqual(['舊碼頭 0', '舊碼頭 1', '舊碼頭 2']);
  });

  it('looks only at the newest posts of the scan window', async () => {
    expect((await searchPreview(t.db, 'MTR', 6)).total).toBe(4);
    expect((await searchPreview(t.db, 'MTR', 3)).records.map((r) => r.message)).toEqual(['mtr running smoothly', 'MTR delay near Disneyland resort']);
    expect((await searchPreview(t.db, '碼頭', 1_700)).total).toBe(0);
  });
});

