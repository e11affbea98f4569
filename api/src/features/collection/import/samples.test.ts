import { join } from 'node:path';
import { importFile, type ImportBatch } from './import-posts.js';

const samples = join(__dirname, 'samples');

describe('sample import files', () => {
  it.each(['sample-posts.csv', 'sample-posts.jsonl'])('%s parses with no errors', async (file) => {
    const batches: ImportBatch[] = [];
    for await (const batch of importFile(join(samples, file))) batches.push(batch);
    expect(batches.at(-1)?.errors).toEqual([]);
    const posts = batches.flatMap((b) => b.posts);
    expect(posts).toHaveLength(10);
    expect(posts.some((p) => p.lang === 'zh-HK') && posts.some((p) => p.lang === 'en')).toBe(true);
  });
});
