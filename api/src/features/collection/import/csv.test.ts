import { CsvReader, readCsvRecords, type CsvRecord } from './csv.js';

/** Reads text fed in the given chunk sizes; 1 splits between every character, including CR and LF of CRLF. */
function read(text: string, chunkSize = text.length || 1): CsvRecord[] {
  const reader = new CsvReader();
  const out: CsvRecord[] = [];
  for (let i = 0; i < text.length; i += chunkSize) out.push(...reader.push(text.slice(i, i + chunkSize)));
  return [...out, ...reader.end()];
}

const fields = (text: string, chunkSize?: number) => read(text, chunkSize).map((r) => r.fields);

describe('CsvReader', () => {
  it('reads plain records with LF or CRLF endings, with or without a final line break', () => {
    expect(fields('a,b\n1,2\n')).toEqual([['a', 'b'], ['1', '2']]);
    expect(fields('a,b\r\n1,2\r\n')).toEqual([['a', 'b'], ['1', '2']]);
    expect(fields('a,b\r\n1,2')).toEqual([['a', 'b'], ['1', '2']]);
  });

  it('keeps commas, line breaks and doubled quotes inside quoted fields', () => {
    const text = 'id,msg\n1,"Hello, world"\n2,"line one\nline two"\n3,"She said ""hi"""\n4,""\n';
    expect(fields(text)).toEqual([['id', 'msg'], ['1', 'Hello, world'], ['2', 'line one\nline two'], ['3', 'She said "hi"'], ['4', '']]);
  });

  it('keeps a CRLF inside quotes verbatim and ends the record at the CRLF after the closing quote', () => {
    expect(fields('"a\r\nb","c"\r\nd,e\r\n')).toEqual([['a\r\nb', 'c'], ['d', 'e']]);
  });

  it('gives the same records whatever the chunk boundaries', () => {
    const text = '\ufeffid,msg\r\n1,"a, ""b""\r\nc"\r\n2,旺角食家\r\n3,"x"\r\n';
    const whole = fields(text);
    for (const size of [1, 2, 3, 5, 7]) expect(fields(text, size)).toEqual(whole);
    expect(whole).toEqual([['id', 'msg'], ['1', 'a, "b"\r\nc'], ['2', '旺角食家'], ['3', 'x']]);
  });

  it('skips a UTF-8 byte order mark only at the very start', () => {
    expect(fields('\ufeffsource_id\nx\n')).toEqual([['source_id'], ['x']]);
    expect(fields('a\n\ufeffb\n')).toEqual([['a'], ['\ufeffb']]);
  });

  it('reads Chinese text and emoji unchanged', () => {
    expect(fields('msg\n"天星小輪又加價，真係冇眼睇 🥟"\n')).toEqual([['msg'], ['天星小輪又加價，真係冇眼睇 🥟']]);
  });

  it('numbers each record by the physical line it starts on', () => {
    const records = read('h1,h2\n"one\ntwo\nthree",x\nnext,y\n\n"a\r\nb",z\r\nlast,w');
    expect(records.map((r) => r.line)).toEqual([1, 2, 5, 6, 7, 9]);
  });

  it('reads empty fields and blank lines as empty fields', () => {
    expect(fields('a,,c\n\n,\n')).toEqual([['a', '', 'c'], [''], ['', '']]);
  });

  it('reports a quoted field left open at the end of the file', () => {
    const [, last] = read('a,b\n1,"never closed\n2,3\n');
    expect(last).toMatchObject({ line: 2, error: expect.stringMatching(/not closed/) });
  });

  it('reports stray quotes for their record only and reads on', () => {
    const records = read('a,b\n1,x"y\n2,"q"z\n3,ok\n');
    expect(records.map((r) => [r.line, r.error !== undefined])).toEqual([[1, false], [2, true], [3, true], [4, false]]);
    expect(records[1]?.error).toMatch(/quote inside an unquoted field/);
    expect(records[2]?.error).toMatch(/after the closing quote/);
    expect(records[3]?.fields).toEqual(['3', 'ok']);
  });

  it('reads an async stream of chunks', async () => {
    async function* chunks() {
      yield 'a,"b\n';
      yield 'c"\n1,2';
    }
    const out: CsvRecord[] = [];
    for await (const record of readCsvRecords(chunks())) out.push(record);
    expect(out).toEqual([{ line: 1, fields: ['a', 'b\nc'] }, { line: 3, fields: ['1', '2'] }]);
  });
});
