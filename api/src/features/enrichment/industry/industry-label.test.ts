import { foldText } from 'shared/query';
import { INDUSTRY_KEYWORDS } from './industry-keywords.js';
import { ALL_IN_HONG_KONG, industryLabel } from './industry-label.js';

describe('industryLabel', () => {
  it("keeps the source's own label", () => {
    expect(industryLabel('Hang Seng rises 3%', 'Stocks rally', 9)).toBe(9);
  });

  it.each([
    ['Policy address', 'The chief executive spoke to LegCo about housing.', 2],
    ['恒指升1.2%', '港股成交偏淡，銀行股帶動。', 3],
    ['紅館演唱會搶飛', '新歌好好聽', 4],
    ['Took the kids out', 'Parents and children queued for the playground.', 5],
    ['新款口紅', '護膚品同化妝品大減價', 6],
    ['Vita milk tea review', 'Strong tea, a bit too sweet.', 7],
    ['中環茶餐廳推介', '呢間餐廳嘅西多士好正', 8],
    ['5G月費又加', 'Broadband and mobile plans from HKT and SmarTone', 9],
  ])('classifies %s by its keywords', (title, message, label) => {
    expect(industryLabel(title, message, null)).toBe(label);
  });

  it('matches keywords in either script and English keywords as whole words, plural or not', () => {
    expect(industryLabel('', '立法会议员投票', null)).toBe(2);
    expect(industryLabel('', 'New restaurants open', null)).toBe(8);
    // 'art' is no keyword, and 'bar' does not match inside 'barber'.
    expect(industryLabel('', 'The barber party was great', null)).toBe(ALL_IN_HONG_KONG);
  });

  it('gives a tie to the lower id and no hit to All in Hong Kong', () => {
    expect(industryLabel('奶茶', '茶餐廳', null)).toBe(7);
    expect(industryLabel('Typhoon signal 8', 'Stay indoors tonight.', null)).toBe(ALL_IN_HONG_KONG);
  });

  it('lists each keyword under one label only', () => {
    const all = Object.values(INDUSTRY_KEYWORDS).flat().map(foldText);
    expect(all.filter((w, i) => all.indexOf(w) !== i)).toEqual([]);
  });
});
