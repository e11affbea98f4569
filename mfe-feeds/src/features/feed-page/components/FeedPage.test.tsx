import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import type { AccessEntry, TaskSettings } from 'shared/contract';
import { formatMediumDate } from 'shared/rules';
import { accessListAtom, appStore } from 'shared/session';
import { accessEntry, renderAt, stubFetch, taskSettingsFixture } from 'shared/testing';
import FeedPage from '../../../exposes/FeedPage';
import type { FeedEditorProps } from '../../feed-editor';

// The editor is another feature; a stand-in shows how it was opened and reports a save.
jest.mock('../../feed-editor', () => ({ FeedEditor: (props: FeedEditorProps) => mockFeedEditor(props) }));

function mockFeedEditor({ open, mode, taskId, onClose, onSaved }: FeedEditorProps) {
  if (!open) return null;
  return (
    <div role="dialog" aria-label={`Feed editor in ${mode} mode for feed ${taskId}`}>
      <button onClick={() => onSaved?.({ task_id: taskId } as TaskSettings)}>Save and update</button>
      <button onClick={onClose}>Close editor</button>
    </div>
  );
}

const live = accessEntry({ task_id: 21, task_name: 'MTR Service Updates', task_type: 0 });
const adhoc = accessEntry({ task_id: 22, task_name: 'Harbour Festival 2024', task_type: 1 });
const hidden = accessEntry({ task_id: 23, task_name: 'Not readable', readable: false });
const readOnly = accessEntry({ task_id: 24, task_name: 'Shared With Me', writable: false });

// Noon in Hong Kong, so the expected day holds in any zone the test runs in.
const hk = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d, 4);
const today = () => formatMediumDate(Date.now());

/** What GET /api/task/info/:id answers for a feed; only the dates matter to the header. */
function settings(task_id: number, adhoc_from: number | null, adhoc_to: number | null = null) {
  return { result: 'success', data: taskSettings({ task_id, adhoc_from, adhoc_to }) };
}

const taskSettings = taskSettingsFixture;

/** Info of every feed, started on Nov 1, 2026 unless a test answers otherwise. */
const infoRoutes = () => ({
  '/api/task/info/21': () => settings(21, hk(2026, 11, 1)),
  '/api/task/info/22': () => settings(22, hk(2024, 3, 5), hk(2024, 4, 30)),
  '/api/task/info/24': () => settings(24, null),
});

let mounts = 0;
/** Tab content that counts its mounts, to see the tab refreshed. */
function TabContent({ name }: { name: string }) {
  const [mount] = useState(() => ++mounts);
  return (
    <p>
      {name} content, mount {mount}
    </p>
  );
}

function Where() {
  const location = useLocation();
  return <div data-testid="where">{location.pathname + location.search}</div>;
}

function show(path: string, entries: AccessEntry[] = [live, adhoc, hidden, readOnly]) {
  appStore.set(accessListAtom, { status: 'loaded', entries, error: null });
  return renderAt(
    path,
    <>
      <Routes>
        <Route path="/feed/:taskId" element={<FeedPage />}>
          <Route index element={<TabContent name="overview" />} />
          <Route path="overview" element={<TabContent name="overview" />} />
          <Route path="posts" element={<TabContent name="posts" />} />
          <Route path="compare" element={<TabContent name="compare" />} />
          <Route path="*" element={<TabContent name="overview" />} />
        </Route>
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </>,
  );
}

const tabNames = () => screen.getAllByRole('link').filter((l) => l.closest('nav')).map((l) => l.textContent);

beforeEach(() => {
  mounts = 0;
  stubFetch(infoRoutes());
});
afterEach(() => appStore.set(accessListAtom, { status: 'idle', entries: [], error: null }));

describe('Feed page', () => {
  it('blocks a feed that is not in the access list', () => {
    show('/feed/999/overview');
    expect(screen.getByText('Hm..you are not supposed to be here')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'back to home' }).getAttribute('href')).toBe('/feed');
    expect(screen.queryByText(/overview content/)).toBeNull();
  });

  it('blocks a feed the user may not read', () => {
    show('/feed/23/overview');
    expect(screen.getByText('Hm..you are not supposed to be here')).toBeTruthy();
  });

  it('blocks an id that is not a number', () => {
    show('/feed/abc/overview');
    expect(screen.getByText('Hm..you are not supposed to be here')).toBeTruthy();
  });

  it('waits for the access list before deciding', () => {
    appStore.set(accessListAtom, { status: 'loading', entries: [], error: null });
    renderAt(
      '/feed/21/overview',
      <Routes>
        <Route path="/feed/:taskId/*" element={<FeedPage />} />
      </Routes>,
    );
    expect(screen.getByRole('status', { name: 'Loading feed' })).toBeTruthy();
    expect(screen.queryByText('Hm..you are not supposed to be here')).toBeNull();
  });

  it('shows the header, the live tabs and the tab content', async () => {
    show('/feed/21/posts');
    expect(screen.getByRole('heading', { name: 'MTR Service Updates' })).toBeTruthy();
    expect(screen.getByText('Live')).toBeTruthy();
    expect(await screen.findByText(`Monitoring period: Nov 1, 2026 - ${today()}`)).toBeTruthy();
    expect(tabNames()).toEqual(['Overview', 'Posts']);
    expect(screen.getByRole('link', { name: 'Posts' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByText('posts content, mount 1')).toBeTruthy();
  });

  it('offers Compare for an ad-hoc feed', async () => {
    show('/feed/22/compare');
    await screen.findByText(/Monitoring period: Mar/);
    expect(screen.getByText('Ad-hoc')).toBeTruthy();
    expect(tabNames()).toEqual(['Overview', 'Posts', 'Compare']);
    expect(screen.getByRole('link', { name: 'Compare' }).getAttribute('href')).toBe('/feed/22/compare');
    expect(screen.getByRole('link', { name: 'Compare' }).getAttribute('aria-current')).toBe('page');
  });

  it('highlights Overview on the bare path', async () => {
    show('/feed/22');
    expect(screen.getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('overview content, mount 1')).toBeTruthy();
    await screen.findByText(/Monitoring period: Mar/);
  });

  it('switches to another feed, with its own monitoring period', async () => {
    show('/feed/21/posts');
    await screen.findByText(`Monitoring period: Nov 1, 2026 - ${today()}`);
    const switcher = screen.getByRole('combobox', { name: 'Switch feed' }) as HTMLSelectElement;
    expect(switcher.value).toBe('21');
    fireEvent.change(switcher, { target: { value: '22' } });
    expect(screen.getByTestId('where').textContent).toBe('/feed/22/overview');
    expect(screen.getByRole('heading', { name: 'Harbour Festival 2024' })).toBeTruthy();
    expect(await screen.findByText('Monitoring period: Mar 5, 2024 - Apr 30, 2024')).toBeTruthy();
  });
});

describe('monitoring period', () => {
  it("runs a live feed from its start to today", async () => {
    show('/feed/21/overview');
    expect(screen.getByRole('status', { name: 'Loading monitoring period' })).toBeTruthy();
    expect(await screen.findByText(`Monitoring period: Nov 1, 2026 - ${today()}`)).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading monitoring period' })).toBeNull();
  });

  it('shows both dates of an ad-hoc feed', async () => {
    show('/feed/22/overview');
    expect(await screen.findByText('Monitoring period: Mar 5, 2024 - Apr 30, 2024')).toBeTruthy();
  });

  it("reads 'not defined' without a start", async () => {
    show('/feed/24/overview');
    expect(await screen.findByText(`Monitoring period: not defined - ${today()}`)).toBeTruthy();
  });

  it("keeps the header when the feed's settings cannot be read", async () => {
    stubFetch({ '/api/task/info/21': () => ({ result: 'server_error', error: 'Database unavailable' }) });
    show('/feed/21/overview');
    expect(await screen.findByText(`Monitoring period: not defined - ${today()}`)).toBeTruthy();
    expect(screen.getByText("Could not load this feed's dates: Database unavailable")).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'MTR Service Updates' })).toBeTruthy();
    expect(screen.getByText('overview content, mount 1')).toBeTruthy();
  });
});

describe('editing the feed', () => {
  it('opens the editor in edit mode for this feed from the settings gear', async () => {
    show('/feed/21/overview');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Feed settings' }));
    expect(screen.getByRole('dialog', { name: 'Feed editor in edit mode for feed 21' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close editor' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await screen.findByText(/Monitoring period: Nov 1/);
  });

  it('has no settings gear for a feed the user may only read', async () => {
    show('/feed/24/overview');
    await screen.findByText(/Monitoring period: not defined/);
    expect(screen.queryByRole('button', { name: 'Feed settings' })).toBeNull();
  });

  it('after a save, fetches the settings, then the access list, then refreshes the tab', async () => {
    const renamed = { ...live, task_name: 'MTR Service Alerts' };
    let start = hk(2026, 11, 1);
    const fetchMock = stubFetch({
      ...infoRoutes(),
      '/api/task/info/21': () => settings(21, start),
      '/api/users/liveaccess': () => ({ result: 'success', data: [renamed, adhoc] }),
    });
    show('/feed/21/posts?search=delay');
    await screen.findByText(`Monitoring period: Nov 1, 2026 - ${today()}`);
    expect(screen.getByText('posts content, mount 1')).toBeTruthy();

    start = hk(2026, 10, 15);
    fireEvent.click(screen.getByRole('button', { name: 'Feed settings' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save and update' })));

    expect(await screen.findByText('posts content, mount 2')).toBeTruthy();
    expect(screen.getByText(`Monitoring period: Oct 15, 2026 - ${today()}`)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'MTR Service Alerts' })).toBeTruthy();
    const paths = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    expect(paths).toEqual(['/api/task/info/21', '/api/task/info/21', '/api/users/liveaccess']);
    expect(screen.getByTestId('where').textContent).toBe('/feed/21/posts?search=delay');
  });
});

describe('the posts search box', () => {
  const box = () => screen.getByPlaceholderText('Search here') as HTMLInputElement;

  it('is offered on the Posts tab only', async () => {
    show('/feed/21/overview');
    await screen.findByText(/Monitoring period/);
    expect(screen.queryByPlaceholderText('Search here')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Posts' }));
    expect(box()).toBeTruthy();
  });

  it('applies the search on Enter and clears it with the X', async () => {
    show('/feed/21/posts');
    await screen.findByText(/Monitoring period/);
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    fireEvent.change(box(), { target: { value: '  MTR delay ' } });
    expect(screen.getByTestId('where').textContent).toBe('/feed/21/posts');
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(screen.getByTestId('where').textContent).toBe('/feed/21/posts?search=MTR+delay');
    expect(box().value).toBe('MTR delay');

    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByTestId('where').textContent).toBe('/feed/21/posts');
    expect(box().value).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('shows the search of the URL, and follows it', async () => {
    show('/feed/21/posts?search=Octopus');
    await screen.findByText(/Monitoring period/);
    expect(box().value).toBe('Octopus');
    fireEvent.click(screen.getByRole('link', { name: 'Posts' }));
    await waitFor(() => expect(box().value).toBe(''));
  });
});
