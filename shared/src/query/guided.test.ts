import fc from 'fast-check';
import type { GuidedQuery } from '../contract/index.js';
import { guidedToQuery } from './guided.js';
import { compileQuery } from './match.js';
import { parseQuery } from './parse.js';

function compileGuided(q: GuidedQuery) {
  const result = parseQuery(guidedToQuery(q));
  if (!result.ok) throw new Error(result.error.message);
  return compileQuery(result.ast);
}

describe('guidedToQuery', () => {
  it('prints the spec example', () => {
    const q = [
      { in: [['MTR'], ['港鐵']], ex: [['Disneyland']] },
      { in: [['delay'], ['延誤']], ex: [] },
    ];
    expect(guidedToQuery(q)).toBe('(MTR OR 港鐵) AND NOT (Disneyland) AND (delay OR 延誤)');
  });

  describe('three groups with two exclusions each', () => {
    const q = [
      { in: [['MTR'], ['港鐵']], ex: [['Disneyland'], ['迪士尼']] },
      { in: [['delay'], ['延誤']], ex: [['typhoon'], ['颱風']] },
      { in: [['Tsuen Wan'], ['荃灣']], ex: [['fare'], ['車費']] },
    ];
    const query = compileGuided(q);

    it('prints the exact layout', () => {
      expect(guidedToQuery(q)).toBe(
        '(MTR OR 港鐵) AND NOT (Disneyland OR 迪士尼) AND (delay OR 延誤) AND NOT (typhoon OR 颱風) AND ("Tsuen Wan" OR 荃灣) AND NOT (fare OR 車費)',
      );
    });

    it('matches a post with a keyword of every group and no exclusion', () => {
      expect(query.matches({ body: '港铁荃湾线今朝延误' })).toBe(true);
      expect(query.matches({ title: 'MTR delay', body: 'Tsuen Wan line' })).toBe(true);
    });

    it('rejects a post holding an exclusion of any group', () => {
      expect(query.matches({ body: '港鐵荃灣綫延誤，因為颱風' })).toBe(false);
      expect(query.matches({ body: 'MTR delay at Tsuen Wan, fare refund' })).toBe(false);
      expect(query.matches({ body: 'MTR delay at Tsuen Wan near Disneyland' })).toBe(false);
    });

    it('rejects a post missing a group', () => {
      expect(query.matches({ body: 'MTR delay today' })).toBe(false);
    });
  });

  it('joins the keywords of one alternative with AND', () => {
    const q = [{ in: [['MTR', 'delay'], ['港鐵']], ex: [['Disneyland', 'fireworks'], ['迪士尼']] }];
    expect(guidedToQuery(q)).toBe('((MTR AND delay) OR 港鐵) AND NOT ((Disneyland AND fireworks) OR 迪士尼)');
    const query = compileGuided(q);
    expect(query.matches({ body: 'MTR delay, Disneyland closed' })).toBe(true);
    expect(query.matches({ body: 'MTR delay, Disneyland fireworks' })).toBe(false);
    expect(query.matches({ body: 'MTR on time' })).toBe(false);
  });

  it('quotes keywords with spaces, parentheses, quotes or operator spellings', () => {
    const q = [{ in: [['milk tea'], ['AND'], ['NEAR'], ['(x)'], ['say "hi"'], ['title:x'], ['or']], ex: [] }];
    expect(guidedToQuery(q)).toBe('("milk tea" OR "AND" OR "NEAR" OR "(x)" OR "say \\"hi\\"" OR "title:x" OR or)');
  });

  it('prints a group of exclusions only as its NOT part, and an empty query as nothing', () => {
    expect(guidedToQuery([{ in: [['MTR']], ex: [] }, { in: [], ex: [['Disneyland']] }])).toBe('(MTR) AND NOT (Disneyland)');
    expect(guidedToQuery([{ in: [[' ']], ex: [] }])).toBe('');
  });

  it('prints the normalised query', () => {
    expect(guidedToQuery([{ in: [[' MTR '], ['mtr'], ['港鐵'], ['港铁']], ex: [] }])).toBe('(MTR OR 港鐵)');
  });
});

// Property: the parsed and compiled text of a guided query means what the guided query means.
const LATIN = ['MTR', 'mtr', 'delay', 'Delay', 'art', 'party', 'milk tea', 'AND', 'or', 'NOT', 'say "hi"', '(x)', 'title:x'];
const CHINESE = ['港鐵', '港铁', '香港', '香港人', '延誤', '延误', '天氣', '鐵'];
const VOCABULARY = [...LATIN, ...CHINESE];
const FILLER = ['the', 'tea', 'milk', 'x', 'hi', '今日', '人', 'title'];

/** A deliberately simple reading of the vocabulary above, independent of the matcher. */
const FOLD: Record<string, string> = { 鐵: '铁', 誤: '误', 氣: '气' };
const simple = (text: string) => text.toLowerCase().replace(/[鐵誤氣]/g, (c) => FOLD[c] as string);
const latinWords = (text: string) => simple(text).match(/[a-z0-9]+|[\u4e00-\u9fff]/g) ?? [];

function appears(keyword: string, doc: string): boolean {
  if (/^[\u4e00-\u9fff]+$/.test(keyword)) return simple(doc).includes(simple(keyword));
  const words = latinWords(doc);
  const wanted = latinWords(keyword);
  return words.some((_, i) => wanted.every((w, k) => words[i + k] === w));
}

function oracle(q: GuidedQuery, doc: string): boolean {
  return q.every(
    (group) =>
      (group.in.length === 0 || group.in.some((alternative) => alternative.every((k) => appears(k, doc)))) &&
      !group.ex.some((alternative) => alternative.every((k) => appears(k, doc))),
  );
}

describe('guidedToQuery, parsed and compiled', () => {
  const keyword = fc.constantFrom(...VOCABULARY);
  const alternative = fc.array(keyword, { minLength: 1, maxLength: 2 });
  const group = fc.record({
    in: fc.array(alternative, { minLength: 1, maxLength: 3 }),
    ex: fc.array(alternative, { minLength: 0, maxLength: 3 }),
  });
  const guided = fc.array(group, { minLength: 1, maxLength: 4 });
  const doc = fc
    .array(fc.tuple(fc.constantFrom(...VOCABULARY, ...FILLER), fc.constantFrom(' ', ', ', '')), { maxLength: 12 })
    .map((parts) => parts.map(([word, sep]) => word + sep).join(''));

  it('matches exactly the documents the guided query describes', () => {
    fc.assert(
      fc.property(guided, doc, (q, text) => {
        expect(compileGuided(q).matches({ body: text })).toBe(oracle(q, text));
      }),
      { numRuns: 3000 },
    );
  });
});
