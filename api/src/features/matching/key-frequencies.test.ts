import { posts } from '../../db/schema.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { prepareDatabase } from '../../db/setup.js';
import { sampledCommonness } from './key-frequencies.js';
import { postKeys, staticCommonness } from './presearcher.js';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
  await prepareDatabase(test.database, { seedDemo: false, now: new Date() });
});
afterAll(() => test.dispose());

const insert = (n: number, body: (i: number) => string) =>
  test.database.db.insert(posts).values(
    Array.from({ length: n }, (_, i) => ({
      id: `k-${body(i)}-${i}`,
      source: 'test',
      sourceId: `${body(i)}-${i}`,
      medium: 'Forum' as const,
      site: 'LIHKG',
      message: body(i),
      postedAt: new Date(),
      matchKeys: postKeys({ title: '', body: body(i), author: '', site: 'LIHKG' }),
    })),
  );

it('uses the static estimate while the archive is small, then the document frequency of recent posts', async () => {
  await insert(50, () => 'mtr delay');
  expect(await sampledCommonness(test.database.db)).toBe(staticCommonness);

  await insert(250, (i) => (i % 10 === 0 ? 'mtr signal fault' : 'mtr running'));
  const commonness = await sampledCommonness(test.database.db);
  // 'mtr' is in every post, 'signal' in one in ten of the newest, 'typhoon' in none.
  expect(commonness('mtr')).toBeCloseTo(300.5 / 300);
  expect(commonness('signal')).toBeCloseTo(25.5 / 300);
  expect(commonness('typhoon')).toBeCloseTo(0.5 / 300);
});
