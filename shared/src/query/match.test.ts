import fc from 'fast-check';
import { compileQuery, type MatchDocument } from './match.js';
import { parseQuery } from './parse.js';
import { queryTerms } from './query-terms.js';

function compiled(text: string) {
  const result = parseQuery(text);
  if (!result.ok) throw new Error(result.error.message);
  return compileQuery(result.ast);
}

const matches = (query: string, body: string, rest: Omit<MatchDocument, 'body'> = {}) => compiled(query).matches({ body, ...rest });

describe('compileQuery: words', () => {
  it('matches Latin keywords as whole words only', () => {
    expect(matches('art', 'modern art today')).toBe(true);
    expect(matches('art', 'a party tonight')).toBe(false);
    expect(matches('art', 'artists')).toBe(false);
  });

  it("splits at apostrophes, so art matches Art's", () => {
    expect(matches('art', "the Art's collection")).toBe(true);
  });

  it('ignores case and full-width forms', () => {
    expect(matches('mtr', 'MTR delay')).toBe(true);
    expect(matches('MTR', 'ｍｔｒ')).toBe(true);
    expect(matches('Disneyland', 'DISNEYLAND fireworks')).toBe(true);
  });

  it('matches Chinese keywords inside longer runs of characters', () => {
    expect(matches('香港', '香港人')).toBe(true);
    expect(matches('港鐵', '港鐵站好多人')).toBe(true);
    expect(matches('香港人', '香港')).toBe(false);
  });

  it('does not join Chinese characters across punctuation or spaces', () => {
    expect(matches('香港', '好香。港式奶茶')).toBe(false);
    expect(matches('香港', '香 港')).toBe(false);
  });

  it('folds Traditional and Simplified forms together', () => {
    expect(matches('港铁', '今日港鐵又延誤')).toBe(true);
    expect(matches('港鐵', '港铁')).toBe(true);
    expect(matches('發展', '发展')).toBe(true);
    expect(matches('萬', '一万')).toBe(true);
  });

  it('matches mixed keywords sensibly', () => {
    expect(matches('MTR站', '喺MTR站等')).toBe(true);
    expect(matches('MTR站', 'MTR 站')).toBe(true);
    expect(matches('MTR站', 'MTR')).toBe(false);
    expect(matches('iPhone15', 'new iPhone15 launch')).toBe(true);
    expect(matches('iPhone15', 'new iPhone 15 launch')).toBe(true);
    expect(matches('iPhone', 'new iPhone15 launch')).toBe(true);
    expect(matches('iPhone15', 'new iPhone launch')).toBe(false);
  });

  it('matches phrases as consecutive words, across punctuation', () => {
    expect(matches('"milk tea"', 'hot milk tea please')).toBe(true);
    expect(matches('"milk tea"', 'milk-tea')).toBe(true);
    expect(matches('"milk tea"', 'tea with milk')).toBe(false);
    expect(matches('"milk tea"', 'milk and tea')).toBe(false);
    expect(matches('"say \\"hi\\""', 'they say hi')).toBe(true);
  });

  it('never matches a keyword without letters, digits or Chinese characters', () => {
    expect(matches('"!!!"', 'wow!!!')).toBe(false);
    expect(matches('NOT "!!!"', 'wow!!!')).toBe(true);
  });
});

describe('compileQuery: operators', () => {
  it('follows precedence: a OR b AND NOT c', () => {
    const q = compiled('a OR b AND NOT c');
    expect(q.matches({ body: 'a c' })).toBe(true);
    expect(q.matches({ body: 'b' })).toBe(true);
    expect(q.matches({ body: 'b c' })).toBe(false);
    expect(q.matches({ body: 'c' })).toBe(false);
  });

  it('treats lower-case operator words as keywords', () => {
    expect(matches('cats and dogs', 'cats love dogs')).toBe(false);
    expect(matches('cats and dogs', 'cats and dogs')).toBe(true);
  });

  it('finds the parts of an AND in the title or the body', () => {
    expect(matches('typhoon AND 停課', '明日停課', { title: 'Typhoon No. 8' })).toBe(true);
    expect(matches('"typhoon signal"', 'signal 8', { title: 'Typhoon' })).toBe(false);
  });
});

describe('compileQuery: NEAR', () => {
  it('matches both orders within the distance', () => {
    const q = compiled('apple NEAR/3 juice');
    expect(q.matches({ body: 'apple juice' })).toBe(true);
    expect(q.matches({ body: 'juice from an apple' })).toBe(true);
    expect(q.matches({ body: 'apple pie and juice' })).toBe(true);
    expect(q.matches({ body: 'apple pie with some juice' })).toBe(true);
    expect(q.matches({ body: 'apple pie with some more juice' })).toBe(false);
    expect(q.matches({ body: 'juice is from an apple' })).toBe(true);
    expect(q.matches({ body: 'juice is not from an apple' })).toBe(false);
  });

  it('counts each Chinese character as one position', () => {
    expect(matches('港鐵 NEAR/3 延誤', '港鐵今日又延誤')).toBe(true);
    expect(matches('港鐵 NEAR/2 延誤', '港鐵今日又延誤')).toBe(false);
    expect(matches('港鐵 NEAR/0 延誤', '延誤港鐵')).toBe(true);
    expect(matches('港鐵 NEAR/0 延誤', '延誤，港鐵')).toBe(true);
    expect(matches('港鐵 NEAR/0 延誤', '延誤左港鐵')).toBe(false);
  });

  it('takes phrases and alternatives, and chains', () => {
    expect(matches('"milk tea" NEAR/2 (hot OR 熱)', 'milk tea, 熱')).toBe(true);
    expect(matches('"milk tea" NEAR/2 (hot OR 熱)', 'hot and very good milk tea')).toBe(false);
    expect(matches('a NEAR/0 b NEAR/0 c', 'c b a')).toBe(true);
    expect(matches('a NEAR/0 b NEAR/0 c', 'a b x c')).toBe(false);
  });

  it('does not measure between the title and the body', () => {
    expect(matches('apple NEAR/5 juice', 'juice', { title: 'apple' })).toBe(false);
  });
});

describe('compileQuery: fields', () => {
  const doc: MatchDocument = { title: 'Best milk tea in town', body: 'We tried ten cafés', author: 'Chan Tai Man', site: 'forum.lihkg.com' };

  it('title: looks in the title only', () => {
    expect(compiled('title:"milk tea"').matches(doc)).toBe(true);
    expect(compiled('title:cafés').matches(doc)).toBe(false);
    expect(compiled('cafés').matches(doc)).toBe(true);
  });

  it('author: looks in the author only', () => {
    expect(compiled('author:chan').matches(doc)).toBe(true);
    expect(compiled('author:"Chan Tai Man"').matches(doc)).toBe(true);
    expect(compiled('author:milk').matches(doc)).toBe(false);
    expect(compiled('chan').matches(doc)).toBe(false);
  });

  it('site: matches the whole site name or a word of it, ignoring case', () => {
    expect(compiled('site:forum.lihkg.com').matches(doc)).toBe(true);
    expect(compiled('site:LIHKG').matches(doc)).toBe(true);
    expect(compiled('site:lihkg.com').matches(doc)).toBe(true);
    expect(compiled('site:lih').matches(doc)).toBe(false);
    expect(compiled('site:lihkg').matches({ body: 'lihkg' })).toBe(false);
  });
});

describe('matchedTerms and queryTerms', () => {
  it('lists the positive terms found, as written in the query', () => {
    const q = compiled('(港铁 OR MTR) AND NOT Disneyland AND (delay OR "signal fault") author:chan');
    expect(q.matchedTerms({ body: 'MTR 港鐵站 delay, Disneyland', author: 'chan' })).toEqual(['港铁', 'MTR', 'delay']);
  });

  it('queryTerms leaves out NOT, author: and site: terms', () => {
    const result = parseQuery('(港铁 OR MTR) NOT Disneyland title:"signal fault" author:chan site:rthk a NEAR/2 b MTR');
    if (!result.ok) throw new Error(result.error.message);
    expect(queryTerms(result.ast)).toEqual(['港铁', 'MTR', 'signal fault', 'a', 'b']);
  });

  it('sees a changed field of the same document object', () => {
    const q = compiled('typhoon');
    const doc: MatchDocument = { body: 'sunny' };
    expect(q.matches(doc)).toBe(false);
    doc.body = 'typhoon signal 8';
    expect(q.matches(doc)).toBe(true);
    expect(q.matchedTerms(doc)).toEqual(['typhoon']);
  });
});

describe('compileQuery on arbitrary input', () => {
  it('never throws', () => {
    const text = fc.oneof(fc.string({ unit: 'grapheme', maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 40 }));
    fc.assert(
      fc.property(text, text, text, fc.option(text, { nil: undefined }), (query, body, title, site) => {
        const parsed = parseQuery(query);
        if (!parsed.ok) return;
        const q = compileQuery(parsed.ast);
        const doc = { body, title, site };
        expect(typeof q.matches(doc)).toBe('boolean');
        expect(Array.isArray(q.matchedTerms(doc))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
