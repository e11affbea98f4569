import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import type { AccessEntry } from 'shared/contract';
import { accessListAtom, appStore } from 'shared/session';
import { accessEntry, renderAt, stubFetch } from 'shared/testing';
import FeedList from '../../../exposes/FeedList';

const HOUR = 3_600_000;
const day = (n: number) => Date.UTC(2024, 4, n);

const live = accessEntry({
  task_id: 11,
  task_name: 'MTR Service Updates',
  task_type: 0,
  total_threads: 900,
  last_edit_user: 'Mandy Chan',
  last_edit_time: Date.now() - 5 * HOUR,
  stat: { ...accessEntry({ task_id: 0, task_name: '' }).stat, thread_count: { total: 120, prev_avg: 100 } },
  line: { delta: 20, points: [1, 2, 3, 4, 5, 6, 7].map((n) => ({ ts: day(n), count: n * 10 })) },
});
const adhoc = accessEntry({
  task_id: 12,
  task_name: 'Harbour Festival 2024',
  task_type: 1,
  total_threads: 5321,
  line: { delta: 0, points: [{ ts: day(1), count: 4 }] },
});
const quiet = accessEntry({
  task_id: 13,
  task_name: 'Cathay Pacific',
  task_type: 0,
  stat: { ...accessEntry({ task_id: 0, task_name: '' }).stat, thread_count: { total: 3, prev_avg: 6 } },
});
const empty = accessEntry({ task_id: 14, task_name: 'New Launch', task_type: 1 });

function Where() {
  const location = useLocation();
  return <div data-testid="where">{location.pathname + location.search}</div>;
}

function show(entries: AccessEntry[], path = '/feed') {
  appStore.set(accessListAtom, { status: 'loaded', entries, error: null });
  return renderAt(
    path,
    <>
      <Routes>
        <Route path="/feed" element={<FeedList />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </>,
  );
}

const card = (name: string) => screen.getByRole('link', { name });

afterEach(() => appStore.set(accessListAtom, { status: 'idle', entries: [], error: null }));

describe('My Feeds', () => {
  it('lists the feeds under the heading', () => {
    show([live, adhoc]);
    expect(screen.getByRole('heading', { name: 'My Feeds' })).toBeTruthy();
    expect(screen.getAllByRole('link').map((l) => l.getAttribute('aria-label'))).toEqual(['MTR Service Updates', 'Harbour Festival 2024']);
  });

  it('shows the last 24 hrs and the change against the average on live cards', () => {
    show([live, quiet]);
    const liveCard = within(card('MTR Service Updates'));
    expect(liveCard.getByText('120 threads in the last 24 hrs')).toBeTruthy();
    expect(liveCard.getByText('20% higher than average')).toBeTruthy();
    expect(liveCard.getByText('▲')).toBeTruthy();
    expect(liveCard.getByText('Live')).toBeTruthy();
    const quietCard = within(card('Cathay Pacific'));
    expect(quietCard.getByText('50% lower than average')).toBeTruthy();
    expect(quietCard.getByText('▼')).toBeTruthy();
  });

  it('shows the total on ad-hoc cards', () => {
    show([adhoc]);
    const adhocCard = within(card('Harbour Festival 2024'));
    expect(adhocCard.getByText('5.3K total')).toBeTruthy();
    expect(adhocCard.getByText('Ad-hoc')).toBeTruthy();
    expect(adhocCard.queryByText(/than average/)).toBeNull();
  });

  it('draws the sparkline only with more than one point', () => {
    show([live, adhoc, empty]);
    const liveCard = within(card('MTR Service Updates'));
    expect(liveCard.getByTestId('sparkline')).toBeTruthy();
    expect(liveCard.getByText('Last 7 days')).toBeTruthy();
    expect(within(card('Harbour Festival 2024')).queryByTestId('sparkline')).toBeNull();
    expect(within(card('Harbour Festival 2024')).queryByText('Last 7 days')).toBeNull();
    const emptyCard = within(card('New Launch'));
    expect(emptyCard.queryByTestId('sparkline')).toBeNull();
    expect(emptyCard.getByText('No data available yet')).toBeTruthy();
  });

  it('shows when and by whom a feed was last edited, with the full date on hover', () => {
    show([live, empty]);
    const liveCard = within(card('MTR Service Updates'));
    const edited = liveCard.getByText('5 hours ago');
    expect(edited.getAttribute('title')).toMatch(/^\d{2} \w+ \d{4} at \d{2}:\d{2}$/);
    expect(liveCard.getByText('Mandy Chan')).toBeTruthy();
  });

  it('filters by name, case-insensitively, and keeps the query in the URL', () => {
    show([live, adhoc, quiet]);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search feeds by name' }), { target: { value: 'hArBoUr' } });
    expect(screen.getAllByRole('link').map((l) => l.getAttribute('aria-label'))).toEqual(['Harbour Festival 2024']);
    expect(screen.getByTestId('where').textContent).toBe('/feed?q=hArBoUr');
  });

  it('reads the query from the URL and says when nothing matches', () => {
    show([live, adhoc], '/feed?q=nothing');
    expect(screen.getByText('No feeds match "nothing"')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(screen.getByTestId('where').textContent).toBe('/feed');
  });

  it('shows the empty state without feeds', () => {
    show([]);
    expect(screen.getByText('You have no feeds yet')).toBeTruthy();
    expect(screen.getByText('Create a new feed to get started')).toBeTruthy();
  });

  it('opens the overview on click and on Enter', () => {
    show([live, adhoc]);
    fireEvent.click(card('MTR Service Updates'));
    expect(screen.getByTestId('where').textContent).toBe('/feed/11/overview');
  });

  it('opens the overview with the keyboard', () => {
    show([live, adhoc]);
    const target = card('Harbour Festival 2024');
    expect(target.tabIndex).toBe(0);
    fireEvent.keyDown(target, { key: 'Enter' });
    expect(screen.getByTestId('where').textContent).toBe('/feed/12/overview');
  });
});

describe('loading the list', () => {
  it('loads the list when nobody has, then shows it', async () => {
    const fetchMock = stubFetch({ '/api/users/liveaccess': () => ({ result: 'success', data: [live] }) });
    renderAt('/feed', <FeedList />);
    expect(screen.getByRole('status', { name: 'Loading feeds' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'MTR Service Updates' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says the list failed and retries', async () => {
    let fail = true;
    stubFetch({
      '/api/users/liveaccess': () => (fail ? { result: 'server_error', error: 'Database unavailable' } : { result: 'success', data: [adhoc] }),
    });
    renderAt('/feed', <FeedList />);
    expect(await screen.findByText('Failed to fetch access')).toBeTruthy();
    fail = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(await screen.findByRole('link', { name: 'Harbour Festival 2024' })).toBeTruthy();
  });
});
