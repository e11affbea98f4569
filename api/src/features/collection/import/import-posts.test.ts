import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_INGEST_BATCH } from 'shared/contract';
import { formatFromPath, formatImportError, importFile, importPosts, type ImportBatch, type ImportFormat } from './import-posts.js';

async function collect(batches: AsyncIterable<ImportBatch>): Promise<ImportBatch[]> {
  const out: ImportBatch[] = [];
  for await (const batch of batches) out.push(batch);
  return out;
}

/** All posts and the final error list of an import. */
async function run(text: string, format: ImportFormat = 'csv', maxErrors?: number) {
  const batches = await collect(importPosts(text, format, maxErrors === undefined ? {} : { maxErrors }));
  const last = batches.at(-1);
  return { batches, posts: batches.flatMap((b) => b.posts), errors: last?.errors ?? [], stopped: last?.stopped };
}

const HEADER = 'source_id,post_message,unix_timestamp';

describe('importPosts from CSV', () => {
  it('applies defaults for empty cells and converts numbers, booleans and ISO dates', async () => {
    const { posts, errors } = await run(
      'source_id,is_comment,post_message,unix_timestamp,comment_count,lang,author_image\n' +
        'a,,hello,1714527000000,,,\n' +
        'b,TRUE,second,2024-05-01T09:30:00+08:00, 7 ,zh-HK,https://img.example.com/b.png\n' +
        'c,0,third,2024-05-01T01:30:00Z,0,en,\n',
    );
    expect(errors).toEqual([]);
    expect(posts[0]).toMatchObject({ source_id: 'a', is_comment: false, comment_count: 0, lang: null, author_image: null, thread_title: '' });
    expect(posts[1]).toMatchObject({ is_comment: true, unix_timestamp: 1_714_527_000_000, comment_count: 7, lang: 'zh-HK' });
    expect(posts[2]).toMatchObject({ is_comment: false, unix_timestamp: 1_714_527_000_000 });
  });

  it('rejects unknown columns in one error naming them, reading no row', async () => {
    const { posts, errors, stopped } = await run('source_id,post_mesage,unix_timestamp,autor_name\na,b,1\n');
    expect(posts).toEqual([]);
    expect(stopped).toBe(true);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.line).toBe(1);
    expect(errors[0]?.message).toMatch(/unknown column "post_mesage", "autor_name"/);
  });

  it('rejects a header without the required columns or with a column twice', async () => {
    expect((await run('source_id,unix_timestamp\na,1\n')).errors[0]?.message).toBe('missing required column post_message');
    expect((await run(`${HEADER},source_id\na,b,1,c\n`)).errors[0]?.message).toMatch(/source_id appears more than once/);
    expect((await run('')).errors[0]?.message).toMatch(/header row/);
  });

  it('reports bad rows with their line and field and keeps every valid row', async () => {
    const { posts, errors } = await run(
      `${HEADER},comment_count,is_comment\n` +
        'ok1,fine,1714527000000,1,false\n' +
        'bad1,fine,1714527000000,12k,false\n' +
        'bad2,,1714527000000,1,maybe\n' +
        'bad3,fine,next tuesday,1,false\n' +
        'bad4,fine\n' +
        'ok2,fine,2024-05-01T09:30:00+08:00,2,true\n',
    );
    expect(posts.map((p) => p.source_id)).toEqual(['ok1', 'ok2']);
    expect(errors.map(formatImportError)).toEqual([
      'line 3: comment_count: "12k" is not a whole number',
      'line 4: is_comment: "maybe" is not true, false, 1 or 0',
      expect.stringMatching(/^line 5: unix_timestamp: "next tuesday" is neither epoch milliseconds nor an ISO 8601 date-time/),
      'line 6: 2 fields where the header has 5',
    ]);
  });

  it('names the field of a contract violation, with "Required" for a missing value', async () => {
    const { errors } = await run(`${HEADER},post_link,view_count\nx,,1714527000000,,\ny,hi,1714527000000,ftp://example.com/a,-3\n`);
    expect(errors.map(formatImportError)).toEqual([
      'line 2: post_message: Required',
      expect.stringMatching(/^line 3: post_link: .+; view_count: Too small/),
    ]);
  });

  it('gives the starting line of a row after quoted fields that span lines', async () => {
    const text = `${HEADER}\n"a","first\nsecond\nthird",1\n"b","quote ""x"", comma\r\nmore",1\r\n\nc,,1\nd,"ok",nope\n`;
    const { posts, errors } = await run(text);
    expect(posts.map((p) => p.post_message)).toEqual(['first\nsecond\nthird', 'quote "x", comma\r\nmore']);
    expect(errors.map((e) => e.line)).toEqual([8, 9]);
  });

  it('skips blank lines, also at the end of the file', async () => {
    const { posts, errors } = await run(`\uFEFF${HEADER}\r\n\r\na,hello,1\r\n\r\n`);
    expect(errors).toEqual([]);
    expect(posts).toHaveLength(1);
  });

  it('stops at maxErrors and yields the valid rows read so far', async () => {
    const rows = ['ok1,a,1', 'b1,,1', 'ok2,a,1', 'b2,,1', 'ok3,a,1', 'b3,,1'];
    const { posts, errors, stopped } = await run(`${HEADER}\n${rows.join('\n')}\n`, 'csv', 2);
    expect(posts.map((p) => p.source_id)).toEqual(['ok1', 'ok2']);
    expect(errors.map((e) => e.line)).toEqual([3, 5]);
    expect(stopped).toBe(true);
  });

  it('yields batches of at most MAX_INGEST_BATCH posts, each carrying the errors so far', async () => {
    const rows = Array.from({ length: MAX_INGEST_BATCH * 2 + 5 }, (_, i) => (i === 3 ? `bad${i},,1` : `p${i},message ${i},1`));
    const { batches, posts } = await run(`${HEADER}\n${rows.join('\n')}\n`);
    expect(batches.map((b) => b.posts.length)).toEqual([MAX_INGEST_BATCH, MAX_INGEST_BATCH, 4]);
    expect(batches.map((b) => b.errors.length)).toEqual([1, 1, 1]);
    expect(posts).toHaveLength(rows.length - 1);
  });

  it('yields no trailing empty batch when the posts fill the last batch exactly', async () => {
    const rows = Array.from({ length: MAX_INGEST_BATCH }, (_, i) => `p${i},m,1`);
    const { batches } = await run(`${HEADER}\n${rows.join('\n')}\n`);
    expect(batches.map((b) => b.posts.length)).toEqual([MAX_INGEST_BATCH]);
  });

  it('reads an async iterable of chunks', async () => {
    async function* chunks() {
      yield `${HEADER}\na,"split`;
      yield ' here",1\n';
    }
    const [batch] = await collect(importPosts(chunks(), 'csv', {}));
    expect(batch?.posts[0]?.post_message).toBe('split here');
  });
});

describe('importPosts from JSON lines', () => {
  it('reads posts with ISO or epoch timestamps and reports bad lines by number', async () => {
    const text = [
      '{"source_id":"a","post_message":"早晨","unix_timestamp":"2024-05-01T09:30:00+08:00"}',
      '',
      '{"source_id":"b","post_message":"hi","unix_timestamp":1714527000000,"is_comment":true}',
      '{"source_id":"c", oops',
      '["not","an","object"]',
      '{"source_id":"d","post_mesage":"typo","unix_timestamp":1}',
      '{"source_id":"e","unix_timestamp":"2024-05-01T09:30:00"}',
      '{"source_id":"f","unix_timestamp":1}',
    ].join('\n');
    const { posts, errors } = await run(text, 'jsonl');
    expect(posts.map((p) => [p.source_id, p.unix_timestamp])).toEqual([['a', 1_714_527_000_000], ['b', 1_714_527_000_000]]);
    expect(errors.map(formatImportError)).toEqual([
      expect.stringMatching(/^line 4: not valid JSON/),
      'line 5: the line is not a JSON object',
      'line 6: unknown field "post_mesage"',
      expect.stringMatching(/^line 7: unix_timestamp: .*no time zone/),
      'line 8: post_message: Required',
    ]);
  });
});

describe('importFile', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'import-posts-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('streams a file of thousands of rows from disk', async () => {
    const count = 4321;
    const rows = Array.from({ length: count }, (_, i) => `p${i},"港島線 line ${i}, with ""quotes""\nand a second line",${1_714_527_000_000 + i},${i % 7}`);
    const path = join(dir, 'posts.csv');
    await writeFile(path, `\uFEFF${HEADER},reaction_like\r\n${rows.join('\r\n')}\r\n`, 'utf8');
    const batches = await collect(importFile(path));
    expect(batches.map((b) => b.posts.length)).toEqual([1000, 1000, 1000, 1000, 321]);
    expect(batches.at(-1)?.errors).toEqual([]);
    const last = batches.at(-1)?.posts.at(-1);
    expect(last).toMatchObject({ source_id: `p${count - 1}`, post_message: `港島線 line ${count - 1}, with "quotes"\nand a second line`, reaction_like: (count - 1) % 7 });
  });

  it('closes the file when the caller stops early', async () => {
    const path = join(dir, 'early.jsonl');
    await writeFile(path, Array.from({ length: 2500 }, (_, i) => JSON.stringify({ source_id: `p${i}`, post_message: 'm', unix_timestamp: 1 })).join('\n'));
    for await (const batch of importFile(path)) {
      expect(batch.posts).toHaveLength(MAX_INGEST_BATCH);
      break;
    }
  });

  it('refuses a file name with no known format', () => {
    expect(() => importFile(join(dir, 'posts.xlsx'))).toThrow(/\.csv.*\.jsonl or \.ndjson/);
  });
});

describe('formatFromPath', () => {
  it('tells the format from the extension, in any case', () => {
    expect(formatFromPath('posts.csv')).toBe('csv');
    expect(formatFromPath('dir/POSTS.CSV')).toBe('csv');
    expect(formatFromPath('posts.jsonl')).toBe('jsonl');
    expect(formatFromPath('posts.ndjson')).toBe('jsonl');
    expect(() => formatFromPath('posts.json')).toThrow(/Cannot tell the format of "posts.json"/);
    expect(() => formatFromPath('posts')).toThrow(/Cannot tell/);
  });
});
