import { countIncludeKeywords, hasKeywords, KEYWORD_CHAR_ERROR, keywordError, normaliseGuided } from './keywords.js';

describe('keywordError', () => {
  it("refuses '*' and '/' anywhere in a keyword", () => {
    expect(KEYWORD_CHAR_ERROR).toBe("Characters like '*' and '/' are not allowed as keywords");
    expect(keywordError('*')).toBe(KEYWORD_CHAR_ERROR);
    expect(keywordError('MTR*')).toBe(KEYWORD_CHAR_ERROR);
    expect(keywordError('a/b')).toBe(KEYWORD_CHAR_ERROR);
    expect(keywordError('港鐵')).toBeNull();
    expect(keywordError('milk tea')).toBeNull();
  });
});

describe('normaliseGuided', () => {
  it('trims keywords and drops blanks, empty alternatives and empty groups', () => {
    expect(
      normaliseGuided([
        { in: [['  MTR '], [' '], []], ex: [['']] },
        { in: [], ex: [] },
        { in: [['', ' ']], ex: [[' Disneyland']] },
      ]),
    ).toEqual([
      { in: [['MTR']], ex: [] },
      { in: [], ex: [['Disneyland']] },
    ]);
  });

  it('removes duplicates that differ in case or in Traditional/Simplified form, keeping the first spelling', () => {
    expect(normaliseGuided([{ in: [['MTR'], ['mtr'], ['港鐵'], ['港铁'], ['ＭＴＲ']], ex: [['Disney'], ['DISNEY']] }])).toEqual([
      { in: [['MTR'], ['港鐵']], ex: [['Disney']] },
    ]);
  });

  it('removes duplicate keywords inside an alternative and alternatives holding the same keywords', () => {
    expect(normaliseGuided([{ in: [['MTR', 'mtr', 'delay'], ['Delay', 'MTR'], ['delay']], ex: [] }])).toEqual([
      { in: [['MTR', 'delay'], ['delay']], ex: [] },
    ]);
  });

  it('keeps the same keyword in different lists and groups', () => {
    const q = [
      { in: [['MTR']], ex: [['MTR']] },
      { in: [['MTR']], ex: [] },
    ];
    expect(normaliseGuided(q)).toEqual(q);
  });
});

describe('countIncludeKeywords and hasKeywords', () => {
  it('counts include keywords only, after normalising', () => {
    const q = [
      { in: [['MTR', 'delay'], ['港鐵'], ['港铁'], [' ']], ex: [['Disneyland'], ['Ocean Park']] },
      { in: [['延誤']], ex: [] },
    ];
    expect(countIncludeKeywords(q)).toBe(4);
    expect(hasKeywords(q)).toBe(true);
  });

  it('has no keywords when only exclusions or blanks are given', () => {
    const q = [{ in: [[' ']], ex: [['Disneyland']] }];
    expect(countIncludeKeywords(q)).toBe(0);
    expect(hasKeywords(q)).toBe(false);
    expect(hasKeywords([])).toBe(false);
  });
});
