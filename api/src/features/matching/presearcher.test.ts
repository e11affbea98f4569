import { MEDIUMS, type MediumName } from 'shared/contract';
import { compileQuery, documentTokens, parseQuery } from 'shared/query';
import { Rng } from '../../random/seeded-rng.js';
import { FeedMatcher, postKeySets, staticCommonness, type MatchableFeed, type MatchablePost } from './presearcher.js';

/** A seeded generator, so a failure reproduces. */
function generator(seed: number) {
  const rng = new Rng(seed);
  return { next: () => rng.next(), int: (n: number) => rng.int(0, n - 1), pick: <T>(list: readonly T[]): T => rng.pick(list) };
}
type Random = ReturnType<typeof generator>;

// Traditional and Simplified spellings of the same words, and Latin words in several cases, so folding is exercised.
const LATIN = ['MTR', 'mtr', 'delay', 'Typhoon', 'signal', 'milk', 'tea', 'the', 'a', 'Disneyland', 'iPhone15', 'fare', 'HSBC'];
const CHINESE = ['港鐵', '港铁', '延誤', '延误', '颱風', '台风', '奶茶', '茶餐廳', '茶餐厅', '銅鑼灣', '铜锣湾', '今日', '好', '人', '排隊'];
const AUTHORS = ['joe', 'Mary Chan', '陳大文', 'mtr fan'];
const SITES = ['LIHKG', 'Reddit', 'lihkg.com', 'HKGolden', '香港討論區'];
const LANGS = ['en', 'zh-HK'];

const word = (r: Random) => (r.next() < 0.5 ? r.pick(LATIN) : r.pick(CHINESE));

function keyword(r: Random): string {
  return r.next() < 0.2 ? `"${word(r)} ${word(r)}"` : word(r);
}

/** A leaf NEAR accepts: a keyword, a phrase or alternatives of them. */
function positional(r: Random): string {
  return r.next() < 0.2 ? `(${keyword(r)} OR ${keyword(r)})` : keyword(r);
}

function query(r: Random, depth: number): string {
  const roll = r.next();
  if (depth === 0 || roll < 0.25) return keyword(r);
  if (roll < 0.35) return `${r.pick(['title', 'author', 'site'])}:${r.next() < 0.5 ? r.pick([...AUTHORS, ...SITES].filter((w) => !w.includes(' '))) : keyword(r)}`;
  if (roll < 0.5) return `(${positional(r)} NEAR/${r.int(4)} ${positional(r)})`;
  if (roll < 0.65) return `NOT (${query(r, depth - 1)})`;
  const parts = Array.from({ length: 2 + r.int(2) }, () => query(r, depth - 1));
  return `(${parts.join(roll < 0.85 ? ' AND ' : ' OR ')})`;
}

function feed(r: Random, id: number): MatchableFeed {
  // Every tenth feed is NOT only, so it has no required clause and must go to the always-check list.
  const text = id % 10 === 0 ? `NOT (${query(r, 1)})` : query(r, 3);
  return {
    id,
    query: text,
    mediums: r.next() < 0.3 ? [r.pick(MEDIUMS), r.pick(MEDIUMS)] : null,
    lang: r.next() < 0.2 ? r.pick(LANGS) : null,
    from: r.next() < 0.2 ? 500 + r.int(500) : null,
    to: r.next() < 0.2 ? 1000 + r.int(500) : null,
  };
}

function post(r: Random): MatchablePost {
  // Chinese words written together or apart, so CJK pairs across word boundaries appear too.
  const text = (n: number) => Array.from({ length: n }, () => word(r)).join(r.next() < 0.5 ? ' ' : '');
  return {
    title: text(1 + r.int(5)),
    body: text(r.int(25)),
    author: r.pick(AUTHORS),
    site: r.pick(SITES),
    medium: r.pick(MEDIUMS),
    lang: r.next() < 0.1 ? null : r.pick(LANGS),
    postedAt: r.int(2000),
  };
}

/** The reference: every feed's filters and compiled query checked for the post. */
function naive(feeds: readonly MatchableFeed[], p: MatchablePost): number[] {
  return feeds
    .filter((f) => {
      const parsed = parseQuery(f.query);
      if (!parsed.ok) throw new Error(parsed.error.message);
      const inFilters =
        (f.mediums === null || f.mediums.includes(p.medium)) &&
        (f.lang === null || f.lang === p.lang) &&
        (f.from === null || p.postedAt >= f.from) &&
        (f.to === null || p.postedAt <= f.to);
      return inFilters && compileQuery(parsed.ast).matches({ title: p.title, body: p.body, author: p.author, site: p.site });
    })
    .map((f) => f.id)
    .sort((a, b) => a - b);
}

const base = { mediums: null, lang: null, from: null, to: null };
const postOf = (title: string, body: string, extra: Partial<MatchablePost> = {}): MatchablePost => ({
  title,
  body,
  author: 'joe',
  site: 'LIHKG',
  medium: 'Forum',
  lang: 'zh-HK',
  postedAt: 1000,
  ...extra,
});

describe('FeedMatcher', () => {
  it('gives exactly the feeds that checking every feed gives, on random mixed English and Chinese feeds and posts', () => {
    const r = generator(20261121);
    let matches = 0;
    let candidates = 0;
    for (let round = 0; round < 20; round++) {
      const feeds = Array.from({ length: 60 }, (_, i) => feed(r, i));
      const matcher = new FeedMatcher();
      feeds.forEach((f) => matcher.add(f));
      for (let i = 0; i < 30; i++) {
        const p = post(r);
        const expected = naive(feeds, p);
        expect({ query: p, ids: matcher.match(p) }).toEqual({ query: p, ids: expected });
        matches += expected.length;
        candidates += matcher.candidateCount(p);
      }
      // After removing and replacing feeds the index must still agree.
      const kept = feeds.filter((f) => f.id % 3 !== 0);
      feeds.filter((f) => f.id % 3 === 0).forEach((f) => matcher.remove(f.id));
      const replaced = kept.map((f) => (f.id % 3 === 1 ? feed(r, f.id) : f));
      replaced.filter((f) => f.id % 3 === 1).forEach((f) => matcher.add(f));
      for (let i = 0; i < 10; i++) {
        const p = post(r);
        expect({ query: p, ids: matcher.match(p) }).toEqual({ query: p, ids: naive(replaced, p) });
      }
    }
    // The stream must exercise both outcomes, and the presearch must actually skip feeds.
    expect(matches).toBeGreaterThan(500);
    expect(candidates).toBeLessThan(20 * 30 * 60 * 0.8);
  });

  it('files a feed under the rarer of its required clauses', () => {
    const matcher = new FeedMatcher();
    matcher.add({ id: 1, query: 'the AND Disneyland', ...base });
    expect(matcher.candidateCount(postOf('the day', 'the end'))).toBe(0);
    expect(matcher.match(postOf('the day', 'Disneyland'))).toEqual([1]);
    matcher.add({ id: 2, query: 'a AND 港鐵', ...base });
    expect(matcher.candidateCount(postOf('a', 'a b c'))).toBe(0);
    expect(matcher.match(postOf('a', '港铁 today'))).toEqual([2]);
  });

  it('checks feeds without a required clause against every post, and never files one that cannot match', () => {
    const matcher = new FeedMatcher();
    matcher.add({ id: 1, query: 'NOT 颱風', ...base });
    matcher.add({ id: 2, query: '"!!"', ...base });
    expect(matcher.match(postOf('hello', 'world'))).toEqual([1]);
    expect(matcher.match(postOf('hello', '台风 today'))).toEqual([]);
    expect(matcher.candidateCount(postOf('!!', '!!'))).toBe(1);
  });

  it('applies mediums, language and the date range', () => {
    const matcher = new FeedMatcher();
    const mediums: MediumName[] = ['News'];
    matcher.add({ id: 1, query: '奶茶', ...base, mediums });
    matcher.add({ id: 2, query: '奶茶', ...base, lang: 'en' });
    matcher.add({ id: 3, query: '奶茶', ...base, from: 1000, to: 2000 });
    expect(matcher.match(postOf('', '奶茶', { medium: 'News', lang: 'en', postedAt: 999 }))).toEqual([1, 2]);
    expect(matcher.match(postOf('', '奶茶', { medium: 'Forum', lang: 'zh-HK', postedAt: 2000 }))).toEqual([3]);
  });

  it('replaces a feed added again under the same id, and forgets a removed one', () => {
    const matcher = new FeedMatcher();
    matcher.add({ id: 1, query: 'typhoon', ...base });
    matcher.add({ id: 1, query: 'signal', ...base });
    expect(matcher.match(postOf('typhoon', ''))).toEqual([]);
    expect(matcher.match(postOf('signal', ''))).toEqual([1]);
    matcher.remove(1);
    expect(matcher.match(postOf('signal', ''))).toEqual([]);
  });

  it('rejects a query that does not parse', () => {
    expect(() => new FeedMatcher().add({ id: 7, query: 'a AND (', ...base })).toThrow(/^Feed 7: /);
  });
});

describe('staticCommonness', () => {
  it('ranks CJK pairs and long words as rarer than lone CJK characters and short words', () => {
    expect(staticCommonness('港铁')).toBeLessThan(staticCommonness('港'));
    expect(staticCommonness('disneyland')).toBeLessThan(staticCommonness('delay'));
    expect(staticCommonness('delay')).toBeLessThan(staticCommonness('the'));
    expect(staticCommonness('港铁')).toBeLessThan(staticCommonness('fare'));
  });
});

describe('postKeySets', () => {
  it("answers every field's keys, and apart those of the title and body", () => {
    const post = { title: '港鐵延誤', body: 'Signal fault, 列車延誤', author: 'MTR 觀察者', site: 'LIHKG' };
    const { all, text } = postKeySets(post);
    expect(new Set(all)).toEqual(documentTokens(post));
    expect(new Set(text)).toEqual(documentTokens({ title: post.title, body: post.body }));
    expect(text).toEqual(expect.arrayContaining(['港铁', '延误', 'signal']));
    expect(text).not.toContain('mtr');
    expect(all).toEqual(expect.arrayContaining(['mtr', '观察', 'lihkg']));
  });
});
