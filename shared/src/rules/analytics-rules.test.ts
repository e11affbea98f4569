import { engagementOf, hourlyGrowth } from './engagement.js';
import { presetWindow, previousWindow } from './overview-window.js';
import { siteActivityCount } from './site-activity.js';
import { listableThreads } from './top-threads.js';

describe('overview rules', () => {
  it('sums reactions, comments and shares as engagement, and grows it per hour of age', () => {
    expect(engagementOf({ reaction_count: 3, comment_count: 4, share_count: 5 })).toBe(12);
    expect(hourlyGrowth(12, 0, 4 * 3_600_000)).toBe(3);
    expect(hourlyGrowth(12, 0, 60_000)).toBe(12);
  });

  it('scales Facebook Page and Group counts by 0.2, floored, except for Today and ad-hoc feeds', () => {
    expect(siteActivityCount('Facebook Page', 14, { today: false, adhoc: false })).toBe(2);
    expect(siteActivityCount('Facebook Group', 4, { today: false, adhoc: false })).toBe(0);
    expect(siteActivityCount('Facebook Page', 14, { today: true, adhoc: false })).toBe(14);
    expect(siteActivityCount('Facebook Page', 14, { today: false, adhoc: true })).toBe(14);
    expect(siteActivityCount('LIHKG', 14, { today: false, adhoc: false })).toBe(14);
  });

  it('drops threads with empty titles and repeated titles', () => {
    const threads = [{ title: 'A' }, { title: ' ' }, { title: 'B' }, { title: 'A' }];
    expect(listableThreads(threads)).toEqual([{ title: 'A' }, { title: 'B' }]);
  });

  it('gives preset windows ending now and the window before', () => {
    const now = 10 * 86_400_000;
    expect(presetWindow('today', now)).toEqual({ from: 9 * 86_400_000, to: now });
    expect(previousWindow(presetWindow('week', now))).toEqual({ from: -4 * 86_400_000, to: 3 * 86_400_000 });
  });
});
