import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import type { AccessEntry, TaskSettings } from 'shared/contract';
import { accessListAtom, appStore } from 'shared/session';
import { accessEntry, renderAt, stubFetch } from 'shared/testing';
import { Toaster, toaster } from 'shared/ui';
import FeedList from '../../../exposes/FeedList';
import type { FeedEditorProps } from '../../feed-editor';

// The editor is another feature; a stand-in shows how it was opened and reports a created feed.
jest.mock('../../feed-editor', () => ({ FeedEditor: (props: FeedEditorProps) => mockFeedEditor(props) }));

const mockCreated = { task_id: 15, task_name: 'Octopus Card' } as TaskSettings;

function mockFeedEditor({ open, mode, onClose, onCreated }: FeedEditorProps) {
  if (!open) return null;
  return (
    <div role="dialog" aria-label={`Feed editor in ${mode} mode`}>
      <button onClick={() => onCreated?.(mockCreated)}>Finish creating</button>
      <button onClick={onClose}>Close editor</button>
    </div>
  );
}

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

/** `toasts` mounts the toaster, only where a test reads a toast (it updates itself after mounting). */
function show(entries: AccessEntry[], path = '/feed', toasts = false) {
  appStore.set(accessListAtom, { status: 'loaded', entries, error: null });
  return renderAt(
    path,
    <>
      <Routes>
        <Route path="/feed" element={<FeedList />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
      {toasts ? <Toaster /> : null}
    </>,
  );
}

const card = (name: string) => screen.getByRole('link', { name });

afterEach(() => {
  appStore.set(accessListAtom, { status: 'idle', entries: [], error: null });
  act(() => toaster.remove());
});

/** The method and path of each fetch call, e.g. 'DELETE /api/task/delete/11'. */
function calls(fetchMock: jest.Mock): string[] {
  return fetchMock.mock.calls.map(([input, init]: [RequestInfo | URL, RequestInit | undefined]) => {
    const request = input instanceof Request ? input : null;
    const url = request ? request.url : String(input);
    return `${(init?.method ?? request?.method ?? 'GET').toUpperCase()} ${new URL(url, 'http://localhost').pathname}`;
  });
}

const cardNames = () => screen.queryAllByRole('link').map((l) => l.getAttribute('aria-label'));

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

describe('creating a feed', () => {
  it('opens the editor in create mode from New Feed, top right of the header', () => {
    show([live]);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'New Feed' }));
    expect(screen.getByRole('dialog', { name: 'Feed editor in create mode' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close editor' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers New Feed in the empty state too', () => {
    show([]);
    const emptyState = screen.getByText('You have no feeds yet').parentElement?.parentElement as HTMLElement;
    fireEvent.click(within(emptyState).getByRole('button', { name: 'New Feed' }));
    expect(screen.getByRole('dialog', { name: 'Feed editor in create mode' })).toBeTruthy();
  });

  it('drops a search that would hide the new feed, and keeps one that shows it', () => {
    show([live], '/feed?q=mtr');
    fireEvent.click(screen.getByRole('button', { name: 'New Feed' }));
    fireEvent.click(screen.getByRole('button', { name: 'Finish creating' }));
    expect(screen.getByTestId('where').textContent).toBe('/feed');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search feeds by name' }), { target: { value: 'CARD' } });
    fireEvent.click(screen.getByRole('button', { name: 'Finish creating' }));
    expect(screen.getByTestId('where').textContent).toBe('/feed?q=CARD');
  });

  it('keeps the cards on screen while the list reloads, and shows the new feed', () => {
    show([live]);
    act(() => appStore.set(accessListAtom, { status: 'loading', entries: [live], error: null }));
    expect(cardNames()).toEqual(['MTR Service Updates']);
    expect(screen.queryByRole('status', { name: 'Loading feeds' })).toBeNull();
    act(() => appStore.set(accessListAtom, { status: 'loaded', entries: [live, accessEntry({ task_id: 15, task_name: 'Octopus Card' })], error: null }));
    expect(cardNames()).toEqual(['MTR Service Updates', 'Octopus Card']);
  });
});

describe('the actions menu of a card', () => {
  const openMenu = async (name: string) => {
    const user = userEvent.setup();
    screen.getByRole('button', { name: `Actions for ${name}` }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menuitem', { name: 'Delete feed' });
    return user;
  };

  const askToDelete = async (name: string) => {
    const user = await openMenu(name);
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Delete feed' })).toHaveAttribute('data-highlighted'));
    await user.keyboard('{Enter}');
    return { user, dialog: await screen.findByRole('alertdialog') };
  };

  it('is reached and used with the keyboard without opening the feed', async () => {
    show([live, adhoc]);
    const user = userEvent.setup();
    card('MTR Service Updates').focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Actions for MTR Service Updates' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Delete feed' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/feed');
  });

  it('does not open the feed when clicked', async () => {
    show([live]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Actions for MTR Service Updates' }));
    expect(await screen.findByRole('menuitem', { name: 'Delete feed' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/feed');
  });

  it('asks before deleting, and Cancel keeps the feed', async () => {
    const fetchMock = stubFetch({});
    show([live, adhoc]);
    const { user, dialog } = await askToDelete('MTR Service Updates');
    expect(within(dialog).getByText('Are you sure?')).toBeTruthy();
    expect(within(dialog).getByText('Once you delete this feed, it will be gone forever.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(cardNames()).toEqual(['MTR Service Updates', 'Harbour Festival 2024']);
    expect(screen.getByTestId('where').textContent).toBe('/feed');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('deletes the feed and shows the list the server answered', async () => {
    const fetchMock = stubFetch({ '/api/task/delete/11': () => ({ result: 'success', data: [adhoc] }) });
    show([live, adhoc, quiet]);
    const { user, dialog } = await askToDelete('MTR Service Updates');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(cardNames()).toEqual(['Harbour Festival 2024']));
    expect(calls(fetchMock)).toEqual(['DELETE /api/task/delete/11']);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/feed');
  });

  it('shows the Delete button loading while the call runs', async () => {
    let answer: (reply: Response) => void = () => {};
    globalThis.fetch = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve))) as unknown as typeof fetch;
    show([live, adhoc]);
    const { user, dialog } = await askToDelete('Harbour Festival 2024');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const deleting = within(dialog).getByRole('button', { name: /Deleting/ });
    expect(deleting).toHaveAttribute('data-loading');
    expect(deleting).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await act(async () => answer(new Response(JSON.stringify({ result: 'success', data: [live] }), { headers: { 'content-type': 'application/json' } })));
    await waitFor(() => expect(cardNames()).toEqual(['MTR Service Updates']));
  });

  it("says 'Failed to delete access' with the server's reason and keeps the feed", async () => {
    stubFetch({ '/api/task/delete/11': () => ({ result: 'forbidden', error: 'You cannot change this feed' }) });
    show([live, adhoc], '/feed', true);
    const { user, dialog } = await askToDelete('MTR Service Updates');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete access')).toBeTruthy();
    expect(screen.getByText('You cannot change this feed')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(cardNames()).toEqual(['MTR Service Updates', 'Harbour Festival 2024']);
  });

  it('has no Delete for a feed the user may only read', () => {
    show([accessEntry({ task_id: 16, task_name: 'Shared With Me', writable: false }), live]);
    expect(screen.queryByRole('button', { name: 'Actions for Shared With Me' })).toBeNull();
    expect(within(card('Shared With Me')).queryByRole('button')).toBeNull();
    expect(screen.getByRole('button', { name: 'Actions for MTR Service Updates' })).toBeTruthy();
  });
});
