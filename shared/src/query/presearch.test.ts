import fc from 'fast-check';
import type { QueryNode } from './ast.js';
import { compileQuery } from './match.js';
import { parseQuery } from './parse.js';
import { indexDocument } from './document-index.js';
import { documentTokens, PresearchIndex, requiredTermSets } from './presearch.js';

function ast(text: string): QueryNode {
  const result = parseQuery(text);
  if (!result.ok) throw new Error(result.error.message);
  return result.ast;
}

describe('requiredTermSets', () => {
  it('lists one clause per required part, alternatives together', () => {
    expect(requiredTermSets(ast('(a OR b) AND c'))).toEqual([['a', 'b'], ['c']]);
    expect(requiredTermSets(ast('(MTR OR 港鐵) AND NOT Disneyland AND (Delay OR 延誤)'))).toEqual([
      ['mtr', '港铁'],
      ['delay', '延误'],
    ]);
  });

  it('requires every word of a phrase, CJK characters as pairs of neighbours', () => {
    expect(requiredTermSets(ast('"milk tea"'))).toEqual([['milk'], ['tea']]);
    expect(requiredTermSets(ast('香港人'))).toEqual([['香港'], ['港人']]);
    expect(requiredTermSets(ast('MTR站'))).toEqual([['mtr'], ['站']]);
  });

  it('takes the most selective clause of each alternative', () => {
    expect(requiredTermSets(ast('"milk tea" OR coffee'))).toEqual([['milk', 'coffee']]);
  });

  it('requires both sides of NEAR and the term of a field', () => {
    expect(requiredTermSets(ast('a NEAR/2 b author:chan'))).toEqual([['a'], ['b'], ['chan']]);
  });

  it('requires nothing when a NOT or an unconstrained alternative is all there is', () => {
    expect(requiredTermSets(ast('NOT a'))).toEqual([]);
    expect(requiredTermSets(ast('a OR NOT b'))).toEqual([]);
  });

  it('gives an empty clause for a query that can never match', () => {
    expect(requiredTermSets(ast('"!!!"'))).toEqual([[]]);
    expect(requiredTermSets(ast('a "!!!"'))).toEqual([[]]);
    expect(requiredTermSets(ast('"!!!" OR a'))).toEqual([['a']]);
  });

  it('merges repeated clauses', () => {
    expect(requiredTermSets(ast('a AND (b OR c) AND A AND (c OR b)'))).toEqual([['a'], ['b', 'c']]);
  });
});

describe('documentTokens', () => {
  it('holds the folded tokens of every field and the pairs of neighbouring CJK characters', () => {
    expect([...documentTokens({ title: 'MTR', body: '港鐵站', author: 'Chan', site: 'lihkg.com' })].sort()).toEqual(
      ['mtr', '港', '铁', '站', '港铁', '铁站', 'chan', 'lihkg', 'com'].sort(),
    );
  });
});

describe('PresearchIndex', () => {
  const found = (index: PresearchIndex<number>, body: string) => [...new Set(index.find(indexDocument({ body })).flatMap((set) => [...set]))].sort();

  it('finds values by the single and pair keys a document holds, and forgets removed ones', () => {
    const index = new PresearchIndex<number>();
    index.add(1, ['mtr', '港铁']);
    index.add(2, ['港铁']);
    index.add(3, ['铁站']);
    expect(found(index, 'MTR delay')).toEqual([1]);
    expect(found(index, '今日港鐵站')).toEqual([1, 2, 3]);
    expect(found(index, '港。鐵 站')).toEqual([]);
    index.remove(1);
    index.add(3, ['delay']);
    expect(found(index, 'MTR delay 港鐵站')).toEqual([2, 3]);
  });

  it('lists a key shared by many values once, and stays right after they are removed', () => {
    const index = new PresearchIndex<number>();
    const ids = Array.from({ length: 300 }, (_, i) => i);
    ids.forEach((id) => index.add(id, ['typhoon']));
    expect(index.find(indexDocument({ body: 'typhoon typhoon', title: 'Typhoon' }))).toHaveLength(1);
    ids.forEach((id) => index.remove(id));
    expect(found(index, 'typhoon')).toEqual([]);
    index.add(7, ['typhoon']);
    expect(found(index, 'typhoon')).toEqual([7]);
  });
});

describe('requiredTermSets with documentTokens', () => {
  const word = fc.constantFrom('MTR', 'mtr', 'delay', 'art', '港鐵', '港铁', '香港', '香港人', '延誤', '"milk tea"', 'title:art', 'site:lihkg', '"!!!"');
  const { node } = fc.letrec<{ node: string }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      word,
      fc.tuple(tie('node'), tie('node')).map(([a, b]) => `(${a} AND ${b})`),
      fc.tuple(tie('node'), tie('node')).map(([a, b]) => `(${a} OR ${b})`),
      tie('node').map((a) => `NOT ${a}`),
      fc.tuple(word, fc.integer({ min: 0, max: 3 }), word).map(([a, n, b]) => `${a} NEAR/${n} ${b}`),
    ),
  }));
  const text = fc.array(fc.constantFrom('MTR', 'delay', 'art', 'party', '港鐵', '香港', '人', '延誤', 'milk', 'tea', '。', ' '), { maxLength: 10 }).map((w) => w.join(' '));

  it('never rules out a document that matches', () => {
    fc.assert(
      fc.property(node, text, text, fc.constantFrom('lihkg.com', 'rthk.hk'), (query, body, title, site) => {
        const tree = ast(query);
        const doc = { body, title, site };
        if (!compileQuery(tree).matches(doc)) return;
        const tokens = documentTokens(doc);
        for (const clause of requiredTermSets(tree)) expect(clause.some((key) => tokens.has(key))).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });
});
