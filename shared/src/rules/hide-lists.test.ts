import {
  SITE_REQUIRED,
  allMediaChecked,
  anySiteChecked,
  matchesHideSearch,
  mediumChecked,
  mediumPartlyChecked,
  setHidden,
  splitHideRows,
} from './hide-lists.js';

const MEDSITES = [
  { medium: 'Forum', sites: ['LIHKG', 'HKGolden'] },
  { medium: 'News', sites: ['RTHK'] },
  { medium: 'Blog', sites: [] },
];

describe('setHidden', () => {
  it('adds items at the end once, or takes them out, keeping the order', () => {
    expect(setHidden(['RTHK'], ['LIHKG', 'LIHKG', 'RTHK'], true)).toEqual(['LIHKG', 'RTHK']);
    expect(setHidden(['RTHK', 'LIHKG', 'HK01'], ['LIHKG', 'HKGolden'], false)).toEqual(['RTHK', 'HK01']);
    expect(setHidden([], ['MTR'], true)).toEqual(['MTR']);
  });
});

describe('site filter', () => {
  it('checks a medium only when all its sites are checked', () => {
    expect(mediumChecked(['LIHKG', 'HKGolden'], [])).toBe(true);
    expect(mediumChecked(['LIHKG', 'HKGolden'], ['HKGolden'])).toBe(false);
    expect(mediumPartlyChecked(['LIHKG', 'HKGolden'], ['HKGolden'])).toBe(true);
    expect(mediumPartlyChecked(['LIHKG', 'HKGolden'], ['HKGolden', 'LIHKG'])).toBe(false);
    expect(mediumChecked([], [])).toBe(false);
  });

  it("turns 'All medium' on only when every site is checked", () => {
    expect(allMediaChecked(MEDSITES, [])).toBe(true);
    expect(allMediaChecked(MEDSITES, ['RTHK'])).toBe(false);
    expect(allMediaChecked(MEDSITES, ['Facebook Page'])).toBe(true);
  });

  it('asks for at least one site', () => {
    expect(SITE_REQUIRED).toBe('Please select at least one site');
    expect(anySiteChecked(MEDSITES, ['LIHKG', 'HKGolden'])).toBe(true);
    expect(anySiteChecked(MEDSITES, ['LIHKG', 'HKGolden', 'RTHK'])).toBe(false);
  });
});

describe('keyword and topic managers', () => {
  it('searches case-insensitively by substring', () => {
    expect(matchesHideSearch('Tsuen Wan', 'wan')).toBe(true);
    expect(matchesHideSearch('Tsuen Wan', ' EN W ')).toBe(true);
    expect(matchesHideSearch('港鐵', '鐵')).toBe(true);
    expect(matchesHideSearch('Tsuen Wan', 'ferry')).toBe(false);
    expect(matchesHideSearch('Tsuen Wan', '  ')).toBe(true);
  });

  it('splits the rows by the local hidden list, each word once', () => {
    const rows = [
      { word: 'MTR', count: 9 },
      { word: 'delay', count: 4 },
      { word: 'MTR', count: 1 },
      { word: 'ferry', count: 2 },
    ];
    expect(splitHideRows(rows, ['delay'])).toEqual({
      shown: [
        { word: 'MTR', count: 9 },
        { word: 'ferry', count: 2 },
      ],
      hidden: [{ word: 'delay', count: 4 }],
    });
  });
});
