import { readJsonLines, readLines } from './jsonl.js';

async function* chunks(...parts: string[]) {
  yield* parts;
}

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

describe('readLines', () => {
  it('splits on LF and CRLF across chunk boundaries, dropping a leading BOM', async () => {
    const lines = await collect(readLines(chunks('\ufeffone\r', '\ntw', 'o\n\nthree')));
    expect(lines).toEqual([
      { line: 1, text: 'one' },
      { line: 2, text: 'two' },
      { line: 3, text: '' },
      { line: 4, text: 'three' },
    ]);
  });
});

describe('readJsonLines', () => {
  it('parses one value per line, skips blank lines and numbers bad lines by their physical line', async () => {
    const out = await collect(readJsonLines(chunks('{"a":1}\n\n   \n{"b":"旺角"}\r\n{not json}\n{"c":3}')));
    expect(out).toEqual([
      { line: 1, value: { a: 1 } },
      { line: 4, value: { b: '旺角' } },
      { line: 5, error: expect.stringMatching(/^not valid JSON/) },
      { line: 6, value: { c: 3 } },
    ]);
  });
});
