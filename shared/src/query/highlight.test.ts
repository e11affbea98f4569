import { highlightSegments } from './highlight.js';

describe('highlightSegments', () => {
  it('marks every occurrence, case-insensitively', () => {
    expect(highlightSegments('MTR delay, mtr again', ['mtr'])).toEqual([
      { text: 'MTR', match: true },
      { text: ' delay, ', match: false },
      { text: 'mtr', match: true },
      { text: ' again', match: false },
    ]);
  });

  it('prefers the longer of overlapping terms and escapes regex characters', () => {
    expect(highlightSegments('milk tea (HK) at 蘭芳園', ['milk', 'milk tea', '(HK)'])).toEqual([
      { text: 'milk tea', match: true },
      { text: ' ', match: false },
      { text: '(HK)', match: true },
      { text: ' at 蘭芳園', match: false },
    ]);
  });

  it('leaves the text whole without terms', () => {
    expect(highlightSegments('plain', [])).toEqual([{ text: 'plain', match: false }]);
    expect(highlightSegments('plain', ['  '])).toEqual([{ text: 'plain', match: false }]);
    expect(highlightSegments('', ['a'])).toEqual([]);
  });
});
