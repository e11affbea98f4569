import type { GuidedQuery } from 'shared/contract';
import { builderModel, guidedFromModel, guidedViewOf, keywordText, keywordsLeft, removeKeyword, setKeyword } from './guided-edit';

const mtr: GuidedQuery = [
  { in: [['MTR'], ['港鐵']], ex: [] },
  { in: [['delay']], ex: [['Disneyland']] },
];

describe('the builder model', () => {
  it('gathers the exclusions of every group and puts them back on the last group', () => {
    const query: GuidedQuery = [
      { in: [['a']], ex: [['x']] },
      { in: [['b']], ex: [['y']] },
    ];
    const model = builderModel(query);
    expect(model).toEqual({ groups: [[['a']], [['b']]], exclusions: [['x'], ['y']] });
    expect(guidedFromModel(model)).toEqual([
      { in: [['a']], ex: [] },
      { in: [['b']], ex: [['x'], ['y']] },
    ]);
  });

  it('keeps exclusions without any group', () => {
    expect(guidedFromModel({ groups: [], exclusions: [['spam']] })).toEqual([{ in: [], ex: [['spam']] }]);
    expect(guidedFromModel({ groups: [], exclusions: [] })).toEqual([]);
  });
});

describe('editing keywords', () => {
  it('replaces a keyword in place and appends alternatives, groups and exclusions', () => {
    expect(setKeyword(mtr, { kind: 'in', group: 0, index: 1 }, ' 地鐵 ')[0]!.in).toEqual([['MTR'], ['地鐵']]);
    expect(setKeyword(mtr, { kind: 'in', group: 1, index: null }, '延誤')[1]!.in).toEqual([['delay'], ['延誤']]);
    expect(setKeyword(mtr, { kind: 'in', group: 2, index: null }, 'Tsuen Wan')).toHaveLength(3);
    expect(builderModel(setKeyword(mtr, { kind: 'ex', index: null }, '迪士尼')).exclusions).toEqual([['Disneyland'], ['迪士尼']]);
  });

  it("shows an alternative of several keywords joined by ' + ' and splits an edit back", () => {
    expect(keywordText(['MTR', 'delay'])).toBe('MTR + delay');
    expect(setKeyword(mtr, { kind: 'in', group: 0, index: 0 }, 'MTR + fare')[0]!.in[0]).toEqual(['MTR', 'fare']);
  });

  it('removes keywords, dropping a group left empty', () => {
    expect(removeKeyword(mtr, { kind: 'in', group: 1, index: 0 })).toEqual([{ in: [['MTR'], ['港鐵']], ex: [['Disneyland']] }]);
    expect(builderModel(removeKeyword(mtr, { kind: 'ex', index: 0 })).exclusions).toEqual([]);
  });
});

describe('the view flags', () => {
  it('says whether the query has no exclusions, or only exclusions', () => {
    expect(guidedViewOf([{ in: [['a']], ex: [] }])).toEqual({ NoExOnly: true, ExcludeOnly: false });
    expect(guidedViewOf(mtr)).toEqual({ NoExOnly: false, ExcludeOnly: false });
    expect(guidedViewOf([{ in: [], ex: [['spam']] }])).toEqual({ NoExOnly: false, ExcludeOnly: true });
  });
});

describe('keywords left', () => {
  it('counts down from the plan limit, unlimited when the plan has none', () => {
    expect(keywordsLeft(0, 10, 3)).toBe(7);
    expect(keywordsLeft(0, 10, 12)).toBe(0);
    expect(keywordsLeft(0, null, 500)).toBeNull();
  });

  it('caps an ad-hoc feed at 100 whatever the plan', () => {
    expect(keywordsLeft(1, null, 40)).toBe(60);
    expect(keywordsLeft(1, 500, 40)).toBe(60);
    expect(keywordsLeft(1, 50, 40)).toBe(10);
  });
});
