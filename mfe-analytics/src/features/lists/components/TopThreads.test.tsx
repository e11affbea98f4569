import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TopThread } from 'shared/contract';
import { renderAt } from 'shared/testing';
import { Toaster, toaster } from 'shared/ui';
import { TopThreads, type TopThreadsProps } from '..';

const thread = (title: string, over: Partial<TopThread> = {}): TopThread => ({
  url: `https://lihkg.com/thread/${title.length}${over.site ?? ''}`,
  title,
  site: 'LIHKG',
  medium: 'Forum',
  engagementCount: 1200,
  comment_count: 40,
  roc: 12.3456,
  unix_timestamp: Date.UTC(2024, 2, 5),
  ...over,
});

const engagement = [thread('MTR delay on Tsuen Wan line', { engagementCount: 15320 }), thread('', { url: 'x' }), thread('Ferry fares up', { site: 'RTHK' })];
const growth = [thread('Typhoon signal 8 tonight', { roc: 3.1 })];

const MEDSITES: NonNullable<TopThreadsProps['siteFilter']>['medsites'] = [
  { medium: 'Forum', sites: ['LIHKG', 'HKGolden'] },
  { medium: 'News', sites: ['RTHK'] },
];

function show(props: Partial<TopThreadsProps> = {}) {
  const onThreadClick = jest.fn();
  renderAt(
    '/',
    <>
      <TopThreads engagement={engagement} growth={growth} mode="preset" onThreadClick={onThreadClick} {...props} />
      <Toaster />
    </>,
  );
  return { onThreadClick };
}

const titles = () => screen.queryAllByRole('listitem').map((li) => li.querySelector('p')?.textContent);
const viewBy = () => screen.getByRole('combobox', { name: 'View by' });
const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
/** Chakra's checkbox reports a change after the click event, so the click is awaited. */
const tick = (name: string) => act(async () => void fireEvent.click(checkbox(name)));

async function openFilter() {
  fireEvent.click(screen.getByRole('button', { name: 'Filter sites' }));
  await screen.findByRole('checkbox', { name: 'All medium' });
}

afterEach(() => act(() => toaster.remove()));

describe('TopThreads', () => {
  it('shows a skeleton while the data is null', () => {
    show({ engagement: null });
    expect(screen.getByTestId('top-threads')).toHaveAttribute('aria-busy', 'true');
  });

  it('lists by total engagement, without empty titles, and by growth to 2 decimals', () => {
    show();
    expect(viewBy()).toHaveValue('engagement');
    expect(titles()).toEqual(['MTR delay on Tsuen Wan line', 'Ferry fares up']);
    expect(screen.getAllByTestId('thread-figure').map((f) => f.textContent)).toEqual(['15,320', '1,200']);
    expect(within(screen.getAllByRole('listitem')[1]!).getByText('RTHK')).toBeTruthy();
    fireEvent.change(viewBy(), { target: { value: 'growth' } });
    expect(titles()).toEqual(['Typhoon signal 8 tonight']);
    expect(screen.getByTestId('thread-figure').textContent).toBe('3.10');
  });

  it('is 597 px high, 953 px when expanded', () => {
    const { unmount } = renderAt('/', <TopThreads engagement={engagement} growth={growth} mode="preset" onThreadClick={jest.fn()} />);
    expect(getComputedStyle(screen.getByTestId('thread-list')).height).toBe('597px');
    unmount();
    renderAt('/', <TopThreads engagement={engagement} growth={growth} mode="adhoc" expanded onThreadClick={jest.fn()} />);
    expect(getComputedStyle(screen.getByTestId('thread-list')).height).toBe('953px');
  });

  it('keeps the view read-only on engagement in the ad-hoc feed, with no site filter', () => {
    show({ mode: 'adhoc', siteFilter: { medsites: MEDSITES, hidden: [], onSave: jest.fn() } });
    expect(viewBy()).toBeDisabled();
    expect(viewBy()).toHaveValue('engagement');
    expect(screen.queryByRole('button', { name: 'Filter sites' })).toBeNull();
  });

  it('opens a thread', () => {
    const { onThreadClick } = show();
    fireEvent.click(screen.getByRole('button', { name: /Ferry fares up/ }));
    expect(onThreadClick).toHaveBeenCalledWith(engagement[2]);
  });

  it('edits the hidden sites in a local list and saves the unchecked ones', async () => {
    const onSave = jest.fn().mockResolvedValue(undefined);
    show({ siteFilter: { medsites: MEDSITES, hidden: ['RTHK'], onSave } });
    await openFilter();
    expect(checkbox('RTHK').checked).toBe(false);
    expect(checkbox('News').checked).toBe(false);
    expect(checkbox('Forum').checked).toBe(true);
    expect(checkbox('All medium').checked).toBe(false);
    await tick('HKGolden');
    expect(checkbox('Forum').checked).toBe(false);
    await tick('News');
    expect(checkbox('RTHK').checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(['HKGolden']));
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'All medium' })).toBeNull());
  });

  it("toggles every site with 'All medium' and discards with Cancel", async () => {
    const onSave = jest.fn().mockResolvedValue(undefined);
    show({ siteFilter: { medsites: MEDSITES, hidden: ['RTHK'], onSave } });
    await openFilter();
    await tick('All medium');
    expect(['LIHKG', 'HKGolden', 'RTHK', 'Forum', 'News'].map((n) => checkbox(n).checked)).toEqual([true, true, true, true, true]);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'All medium' })).toBeNull());
    await openFilter();
    expect(checkbox('RTHK').checked).toBe(false);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('says to select at least one site but still saves when none is checked', async () => {
    const onSave = jest.fn().mockResolvedValue(undefined);
    show({ siteFilter: { medsites: MEDSITES, hidden: [], onSave } });
    await openFilter();
    await tick('All medium');
    expect(checkbox('LIHKG').checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please select at least one site')).toBeTruthy();
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(['LIHKG', 'HKGolden', 'RTHK']));
  });
});
