import { applyChange, clearFilters, isFiltered, readView } from './url-state';

const view = (query: string) => readView(new URLSearchParams(query));

describe('posts URL state', () => {
  it('defaults everything, and ignores what it does not know', () => {
    expect(view('page=0&size=25&sort=likes&type=7&sentiment=5&sentiment=&range=-9&from=2024-01-01')).toEqual({
      page: 1,
      size: 20,
      sort: 'unix_timestamp',
      types: 0,
      sites: null,
      sentiments: [],
      timeframe: -3,
      range: null,
      search: '',
    });
  });

  it('writes a change, leaving defaults out and the search as it is', () => {
    const next = applyChange(new URLSearchParams('search=MTR&page=4'), { sort: 'share_count', sentiments: [-128, 0], sites: ['LIHKG'] });
    expect(next.toString()).toBe('search=MTR&sort=share_count&site=LIHKG&sentiment=-128&sentiment=0');
    expect(view(next.toString())).toMatchObject({ page: 1, sort: 'share_count', sentiments: [-128, 0], sites: ['LIHKG'], search: 'MTR' });
  });

  it('keeps the page only when the page is what changed', () => {
    expect(applyChange(new URLSearchParams('size=40'), { page: 3 }).toString()).toBe('size=40&page=3');
    expect(applyChange(new URLSearchParams('page=3'), { size: 30 }).toString()).toBe('size=30');
    expect(applyChange(new URLSearchParams('page=3'), { range: { from: '2024-03-01', to: '2024-03-31' } }).toString()).toBe('from=2024-03-01&to=2024-03-31');
  });

  it('clears the filters and the search, keeping size and sort', () => {
    const params = new URLSearchParams('search=tram&type=2&sentiment=1&site=RTHK&range=-2&size=40&sort=view_count&page=2');
    expect(isFiltered(readView(params))).toBe(true);
    const cleared = clearFilters(params);
    expect(cleared.toString()).toBe('size=40&sort=view_count');
    expect(isFiltered(readView(cleared))).toBe(false);
  });
});
