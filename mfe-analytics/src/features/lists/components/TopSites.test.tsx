import { fireEvent, screen, within } from '@testing-library/react';
import type { SiteActivity } from 'shared/contract';
import { renderAt } from 'shared/testing';
import { TopSites } from '..';

const site = (name: string, channel: string, postCount: number): SiteActivity => ({ site: name, medium: 'Forum', channel, postCount });

const data = {
  threads: [site('RTHK', '', 7)],
  comments: [site('LIHKG', '吹水台', 30)],
  total: [site('LIHKG', '時事台', 40), site('HKGolden', '', 10)],
};

const rows = () => screen.getAllByTestId('site-row');

describe('TopSites', () => {
  it('shows a skeleton while the data is null', () => {
    renderAt('/', <TopSites data={null} />);
    expect(screen.getByTestId('top-sites')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryAllByTestId('site-row')).toHaveLength(0);
  });

  it('lists site, channel and count with a bar against the busiest row, by threads and comments first', () => {
    renderAt('/', <TopSites data={data} />);
    expect(screen.getByText('Top sites by activity')).toBeTruthy();
    expect(rows()).toHaveLength(2);
    expect(within(rows()[0]!).getByText('LIHKG')).toBeTruthy();
    expect(within(rows()[0]!).getByText('時事台')).toBeTruthy();
    expect(within(rows()[0]!).getByText('40')).toBeTruthy();
    const bar = (row: HTMLElement) => row.querySelector('[aria-hidden] > div') as HTMLElement;
    expect(getComputedStyle(bar(rows()[0]!)).width).toBe('100%');
    expect(getComputedStyle(bar(rows()[1]!)).width).toBe('25%');
  });

  it('switches the view', () => {
    renderAt('/', <TopSites data={data} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'View by' }), { target: { value: 'comments' } });
    expect(rows()).toHaveLength(1);
    expect(within(rows()[0]!).getByText('吹水台')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'View by' }), { target: { value: 'threads' } });
    expect(within(rows()[0]!).getByText('RTHK')).toBeTruthy();
  });

  it('shows the empty state', () => {
    renderAt('/', <TopSites data={{ threads: [], comments: [], total: [] }} />);
    expect(screen.getByText('Nothing to show here at the moment')).toBeTruthy();
  });
});
