import fc from 'fast-check';
import type { QueryNode } from './ast.js';
import { MAX_QUERY_DEPTH, MAX_QUERY_LENGTH, parseQuery } from './parse.js';
import { printQuery } from './print.js';

function ast(text: string): QueryNode {
  const result = parseQuery(text);
  if (!result.ok) throw new Error(result.error.message);
  return result.ast;
}

function error(text: string) {
  const result = parseQuery(text);
  if (result.ok) throw new Error(`'${text}' parsed`);
  return result.error;
}

const t = (value: string): QueryNode => ({ type: 'term', value });

describe('parseQuery', () => {
  it('binds NOT tighter than AND, and AND tighter than OR', () => {
    expect(ast('a OR b AND NOT c')).toEqual({
      type: 'or',
      children: [t('a'), { type: 'and', children: [t('b'), { type: 'not', child: t('c') }] }],
    });
    expect(ast('(a OR b) AND c')).toEqual({ type: 'and', children: [{ type: 'or', children: [t('a'), t('b')] }, t('c')] });
  });

  it('joins keywords written side by side with AND', () => {
    expect(ast('a b NOT c')).toEqual(ast('a AND b AND NOT c'));
    expect(ast('a b OR c')).toEqual(ast('(a AND b) OR c'));
  });

  it('merges chains of the same operator into one node', () => {
    expect(ast('a AND (b AND c)')).toEqual({ type: 'and', children: [t('a'), t('b'), t('c')] });
  });

  it('treats operators as operators only in upper case', () => {
    expect(ast('cats and dogs')).toEqual({ type: 'and', children: [t('cats'), t('and'), t('dogs')] });
    expect(ast('a or b')).toEqual({ type: 'and', children: [t('a'), t('or'), t('b')] });
    expect(ast('not near')).toEqual({ type: 'and', children: [t('not'), t('near')] });
  });

  it('reads quoted phrases with escaped quotes and backslashes', () => {
    expect(ast('"milk tea"')).toEqual({ type: 'phrase', value: 'milk tea' });
    expect(ast('"say \\"hi\\"" OR "a\\\\b"')).toEqual({
      type: 'or',
      children: [
        { type: 'phrase', value: 'say "hi"' },
        { type: 'phrase', value: 'a\\b' },
      ],
    });
    expect(ast('"AND"')).toEqual({ type: 'phrase', value: 'AND' });
  });

  it('reads NEAR/n between keywords, phrases and alternatives', () => {
    expect(ast('a NEAR/3 "b c"')).toEqual({ type: 'near', distance: 3, left: t('a'), right: { type: 'phrase', value: 'b c' } });
    expect(ast('NOT a NEAR/2 (b OR c) d')).toEqual({
      type: 'and',
      children: [{ type: 'not', child: { type: 'near', distance: 2, left: t('a'), right: { type: 'or', children: [t('b'), t('c')] } } }, t('d')],
    });
  });

  it('reads title:, author: and site: with a keyword or a phrase', () => {
    expect(ast('title:"milk tea" Author:joe site:lihkg.com')).toEqual({
      type: 'and',
      children: [
        { type: 'field', field: 'title', child: { type: 'phrase', value: 'milk tea' } },
        { type: 'field', field: 'author', child: t('joe') },
        { type: 'field', field: 'site', child: t('lihkg.com') },
      ],
    });
    expect(ast('re:zero')).toEqual(t('re:zero'));
  });

  it('keeps keywords with other punctuation whole', () => {
    expect(ast('MTR站 iPhone15 a:b')).toEqual({ type: 'and', children: [t('MTR站'), t('iPhone15'), t('a:b')] });
  });

  it.each([
    ['', 0, 'a keyword', 'Expected a keyword'],
    ['   ', 0, 'a keyword', 'Expected a keyword'],
    ['(MTR OR 港鐵) AND (delay', 22, "a closing ')'", "Expected a closing ')' at position 22"],
    ['a AND', 5, 'a keyword', 'Expected a keyword at position 5'],
    ['a OR OR b', 5, 'a keyword', 'Expected a keyword at position 5'],
    ['AND a', 0, 'a keyword', 'Expected a keyword at position 0'],
    ['()', 1, 'a keyword', 'Expected a keyword at position 1'],
    ['a ) b', 2, "a matching '(' for this ')'", "Expected a matching '(' for this ')' at position 2"],
    ['a "b c', 6, `a closing '"'`, `Expected a closing '"' at position 6`],
    ['a "  "', 2, 'a keyword inside the quotes', 'Expected a keyword inside the quotes at position 2'],
    ['a NEAR b', 2, 'a distance from 0 to 100 after NEAR, like NEAR/3', 'Expected a distance from 0 to 100 after NEAR, like NEAR/3 at position 2'],
    ['a NEAR/-1 b', 2, 'a distance from 0 to 100 after NEAR, like NEAR/3', 'Expected a distance from 0 to 100 after NEAR, like NEAR/3 at position 2'],
    ['a NEAR/101 b', 2, 'a distance from 0 to 100 after NEAR, like NEAR/3', 'Expected a distance from 0 to 100 after NEAR, like NEAR/3 at position 2'],
    ['a NEAR/2 NOT b', 9, 'a keyword', 'Expected a keyword at position 9'],
    ['x (a AND b) NEAR/2 c', 2, 'keywords, phrases or alternatives joined by OR beside NEAR', 'Expected keywords, phrases or alternatives joined by OR beside NEAR at position 2'],
    ['a NEAR/2 (b NOT c)', 9, 'keywords, phrases or alternatives joined by OR beside NEAR', 'Expected keywords, phrases or alternatives joined by OR beside NEAR at position 9'],
    ['title: tea', 6, 'a keyword or a quoted phrase right after title:', 'Expected a keyword or a quoted phrase right after title: at position 6'],
    ['site:(a)', 5, 'a keyword or a quoted phrase right after site:', 'Expected a keyword or a quoted phrase right after site: at position 5'],
  ])('refuses %j at %i', (text, position, expected, message) => {
    expect(error(text)).toEqual({ position, expected, message });
  });

  it('refuses nesting deeper than the limit, and accepts it up to the limit', () => {
    const nested = (n: number) => `${'('.repeat(n)}a${')'.repeat(n)}`;
    expect(parseQuery(nested(MAX_QUERY_DEPTH)).ok).toBe(true);
    expect(error(nested(MAX_QUERY_DEPTH + 1)).position).toBe(MAX_QUERY_DEPTH);
    expect(error(`${'NOT '.repeat(MAX_QUERY_DEPTH + 1)}a`).message).toBe(`Expected at most ${MAX_QUERY_DEPTH} levels of parentheses and NOT at position ${4 * MAX_QUERY_DEPTH}`);
    expect(error('('.repeat(3000)).position).toBe(MAX_QUERY_DEPTH);
  });

  it('refuses queries longer than the limit', () => {
    expect(parseQuery('a '.repeat(MAX_QUERY_LENGTH / 2)).ok).toBe(true);
    expect(error(`${'a '.repeat(MAX_QUERY_LENGTH / 2)}b`)).toEqual({
      position: MAX_QUERY_LENGTH,
      expected: `a query of at most ${MAX_QUERY_LENGTH} characters`,
      message: `Expected a query of at most ${MAX_QUERY_LENGTH} characters at position ${MAX_QUERY_LENGTH}`,
    });
  });

  it('never throws, on any text', () => {
    const pieces = fc.constantFrom('(', ')', '"', '\\', ' ', 'AND', 'OR', 'NOT', 'NEAR', 'NEAR/2', 'NEAR/x', 'title:', 'site:', 'a', '港', ':');
    const queryLike = fc.array(pieces, { maxLength: 30 }).map((p) => p.join(''));
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'grapheme', maxLength: 60 }), queryLike), (text) => {
        const result = parseQuery(text);
        if (!result.ok) {
          expect(result.error.position).toBeGreaterThanOrEqual(0);
          expect(result.error.position).toBeLessThanOrEqual(text.length);
          expect(result.error.message.startsWith(`Expected ${result.error.expected}`)).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe('printQuery', () => {
  const keyword = fc.oneof(
    fc.constantFrom('MTR', '港鐵', 'delay', 'a:b', 'iPhone15', 'x\\y'),
    fc.stringMatching(/^[a-z港鐵]{1,6}$/),
  );
  const phrase = fc.oneof(fc.constantFrom('milk tea', 'AND', 'say "hi"', 'a\\b', '(x)', 'title:x', 'NEAR/2'), keyword);
  const leaf = fc.oneof(
    keyword.map((value): QueryNode => ({ type: 'term', value })),
    phrase.map((value): QueryNode => ({ type: 'phrase', value })),
    fc.tuple(fc.constantFrom('title', 'author', 'site' as const), fc.boolean(), phrase).map(
      ([field, isTerm, value]): QueryNode =>
        isTerm && !/[\s()"]/.test(value) ? { type: 'field', field, child: { type: 'term', value } } : { type: 'field', field, child: { type: 'phrase', value } },
    ),
  );
  // Positional nodes only, as NEAR accepts: leaves, OR of them, NEAR of them.
  const { positional } = fc.letrec<{ positional: QueryNode }>((tie) => ({
    positional: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      fc.array(tie('positional'), { minLength: 2, maxLength: 3 }).map((c): QueryNode => ({ type: 'or', children: c.flatMap((n) => (n.type === 'or' ? n.children : [n])) })),
      fc.tuple(tie('positional'), fc.integer({ min: 1, max: 100 }), tie('positional')).map(([left, distance, right]): QueryNode => ({ type: 'near', distance, left, right })),
    ),
  }));
  const { node } = fc.letrec<{ node: QueryNode }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      positional,
      fc.array(tie('node'), { minLength: 2, maxLength: 3 }).map((c): QueryNode => ({ type: 'and', children: c.flatMap((n) => (n.type === 'and' ? n.children : [n])) })),
      fc.array(tie('node'), { minLength: 2, maxLength: 3 }).map((c): QueryNode => ({ type: 'or', children: c.flatMap((n) => (n.type === 'or' ? n.children : [n])) })),
      tie('node').map((child): QueryNode => ({ type: 'not', child })),
    ),
  }));

  it('prints text that parses back to the same AST', () => {
    fc.assert(
      fc.property(node, (tree) => {
        expect(ast(printQuery(tree))).toEqual(tree);
      }),
      { numRuns: 1000 },
    );
  });

  it('prints the usual layout', () => {
    expect(printQuery(ast('a b OR NOT (c OR d) title:"x y"'))).toBe('(a AND b) OR (NOT (c OR d) AND title:"x y")');
    expect(printQuery(ast('a NEAR/2 (b OR "c d") NEAR/1 e'))).toBe('a NEAR/2 (b OR "c d") NEAR/1 e');
    expect(printQuery(ast('title:AND "NOT"'))).toBe('title:AND AND "NOT"');
  });
});
