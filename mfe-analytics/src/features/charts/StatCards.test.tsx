import { screen } from '@testing-library/react';
import type { CountSummary } from 'shared/contract';
import { renderAt } from 'shared/testing';
import { FEED_COLORS } from './feed-series';
import { StatCards } from './StatCards';

const summary: CountSummary = {
  postCount: { total: 12_345, previous: 10_000 },
  threadCount: { total: 88, previous: 100 },
  authorCount: { total: 40, previous: 40 },
  engagementCount: { total: 1_500_000, previous: 0 },
  viewCount: { total: 0, previous: 0 },
};

function card(label: string) {
  return screen.getByText(label).closest('[data-stat]') as HTMLElement;
}

function figures(label: string) {
  return [...card(label).querySelectorAll('[data-part="change"]')].map((change) => {
    const value = change.parentElement!.querySelector('[data-part="value"]')!;
    return [value.textContent, change.textContent, change.getAttribute('data-direction')];
  });
}

describe('StatCards', () => {
  it('shows the five figures with their change against the period before', () => {
    renderAt('/', <StatCards series={[{ taskId: 1, name: 'MTR', color: FEED_COLORS.main, data: summary }]} />);
    const root = screen.getByTestId('stat-cards');
    expect([...root.querySelectorAll('[data-part="label"]')].map((c) => c.textContent)).toEqual([
      'Posts',
      'Threads',
      'Unique authors',
      'Total engagement',
      'View count',
    ]);
    expect(figures('Posts')[0]).toEqual(['12.3K', '23%', 'higher']);
    expect(figures('Threads')[0]).toEqual(['88', '12%', 'lower']);
    expect(figures('Unique authors')[0]).toEqual(['40', '0%', 'same']);
    expect(figures('Total engagement')[0]).toEqual(['1.5M', '∞', 'higher']);
    expect(figures('View count')[0]).toEqual(['0', '0%', 'same']);
    expect(screen.getByLabelText('23% higher than the period before').querySelector('svg')).toBeTruthy();
    expect(screen.getByLabelText('12% lower than the period before').querySelector('svg')).toBeTruthy();
    expect(screen.getAllByLabelText('No change from the period before')[0]!.querySelector('svg')).toBeNull();
  });

  it('shows one line per feed in the compare view, in the feed colours', () => {
    renderAt(
      '/',
      <StatCards
        series={[
          { taskId: 1, name: 'MTR', color: FEED_COLORS.main, data: summary },
          { taskId: 2, name: 'KMB', color: FEED_COLORS.compared, data: { ...summary, postCount: { total: 5, previous: 10 } } },
        ]}
      />,
    );
    expect(figures('Posts')).toEqual([
      ['12.3K', '23%', 'higher'],
      ['5', '50%', 'lower'],
    ]);
    const values = card('Posts').querySelectorAll('[data-part="value"]');
    expect(getComputedStyle(values[0]!).color).toBe('rgb(49, 151, 149)');
    expect(getComputedStyle(values[1]!).color).toBe('rgb(214, 158, 46)');
  });

  it('shows a skeleton for a feed still loading', () => {
    renderAt(
      '/',
      <StatCards
        series={[
          { taskId: 1, name: 'MTR', color: FEED_COLORS.main, data: summary },
          { taskId: 2, name: 'KMB', color: FEED_COLORS.compared, data: null },
        ]}
      />,
    );
    expect(screen.getAllByTestId('stat-loading')).toHaveLength(5);
    expect(figures('Posts')).toHaveLength(1);
  });
});
