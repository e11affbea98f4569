import { accessEntry } from '../testing/access-entry.js';
import { canDrawSparkline, feedFigure, feedHasData, filterFeedsByName } from './feed-list.js';

describe('filterFeedsByName', () => {
  const feeds = [{ task_name: 'MTR Service' }, { task_name: 'Cathay Pacific' }, { task_name: '港鐵 news' }];

  it('matches a case-insensitive substring', () => {
    expect(filterFeedsByName(feeds, 'pAcI')).toEqual([{ task_name: 'Cathay Pacific' }]);
    expect(filterFeedsByName(feeds, 'r s')).toEqual([{ task_name: 'MTR Service' }]);
    expect(filterFeedsByName(feeds, '港鐵')).toEqual([{ task_name: '港鐵 news' }]);
  });

  it('keeps everything for a blank query and nothing for a miss', () => {
    expect(filterFeedsByName(feeds, '  ')).toEqual(feeds);
    expect(filterFeedsByName(feeds, 'zzz')).toEqual([]);
  });
});

describe('feedFigure', () => {
  it('gives live feeds the last 24 hrs against the average', () => {
    const live = accessEntry({ stat: { ...accessEntry().stat, thread_count: { total: 1200, prev_avg: 1000 } } });
    expect(feedFigure(live)).toEqual({
      kind: 'live',
      threadsText: '1.2K threads in the last 24 hrs',
      diff: { percent: 20, direction: 'higher' },
      diffText: '20% higher than average',
    });
  });

  it('uses the singular and the lower direction', () => {
    const live = accessEntry({ stat: { ...accessEntry().stat, thread_count: { total: 1, prev_avg: 4 } } });
    const figure = feedFigure(live);
    expect(figure.kind === 'live' && [figure.threadsText, figure.diffText]).toEqual(['1 thread in the last 24 hrs', '75% lower than average']);
  });

  it('gives ad-hoc feeds their total', () => {
    expect(feedFigure(accessEntry({ task_type: 1, total_threads: 5321 }))).toEqual({ kind: 'adhoc', totalText: '5.3K total' });
    expect(feedFigure(accessEntry({ task_type: 1, total_threads: 12 }))).toEqual({ kind: 'adhoc', totalText: '12 total' });
  });
});

describe('sparkline and data', () => {
  it('draws only with more than one point', () => {
    expect(canDrawSparkline([])).toBe(false);
    expect(canDrawSparkline([{ ts: 1, count: 3 }])).toBe(false);
    expect(canDrawSparkline([{ ts: 1, count: 0 }, { ts: 2, count: 0 }])).toBe(true);
  });

  it('knows a feed without any collected thread', () => {
    expect(feedHasData(accessEntry())).toBe(false);
    expect(feedHasData(accessEntry({ line: { delta: 0, points: [{ ts: 1, count: 0 }, { ts: 2, count: 0 }] } }))).toBe(false);
    expect(feedHasData(accessEntry({ total_threads: 3 }))).toBe(true);
    expect(feedHasData(accessEntry({ line: { delta: 0, points: [{ ts: 1, count: 2 }] } }))).toBe(true);
  });
});
