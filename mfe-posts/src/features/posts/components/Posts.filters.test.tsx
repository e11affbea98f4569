import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSearchParams } from 'react-router';
import { feedPostFixture } from 'shared/testing';
import { toaster } from 'shared/ui';
import { baseRoutes, currentUrl, ok, renderPosts, stubApi } from '../posts-testing';

// The other features of this remote are stood in for: these tests are about the Posts screen.
jest.mock('../../export', () => ({ ExportOptionsModal: () => null, exportSelectedPosts: jest.fn() }));
jest.mock('../../irrelevant', () => ({ IrrelevantPostsModal: () => null }));

const DAY = 86_400_000;

// Chakra's menus and popovers are slow to render in jsdom on a shared machine; the default 5 s is too tight.
jest.setTimeout(20_000);
configure({ asyncUtilTimeout: 5_000 });
const posts = [feedPostFixture({ live_sid: '7_a1', hash: 'a1' })];

afterEach(() => act(() => toaster.remove()));

async function lastSearch(api: ReturnType<typeof stubApi>, count: number) {
  await waitFor(() => expect(api.searches()).toHaveLength(count));
  return api.searches()[count - 1]!;
}

async function pick(trigger: RegExp, item: string, role: 'menuitem' | 'menuitemradio' | 'menuitemcheckbox' = 'menuitemradio') {
  await userEvent.click(screen.getByRole('button', { name: trigger }));
  await userEvent.click(await screen.findByRole(role, { name: item }));
}

describe('Posts filters', () => {
  it("sends the default search of a live feed: the last 7 days, the feed's mediums, everything else open", async () => {
    const api = stubApi(baseRoutes(posts));
    renderPosts('/feed/7/posts?search=MTR%20delay');
    const body = await lastSearch(api, 1);
    expect(body).toMatchObject({
      task_id: 7,
      sites: null,
      mediums: ['Forum', 'News'],
      is_comment: null,
      size: 20,
      offset: 0,
      query: 'MTR delay',
      sort: 'unix_timestamp',
      spam: false,
      sentiment: [],
    });
    expect((body.to as number) - (body.from as number)).toBe(7 * DAY);
    expect(await screen.findByText('Total records:')).toHaveTextContent('Total records: 1');
  });

  it('restores every filter from the URL', async () => {
    const api = stubApi(baseRoutes(posts, {}, 200));
    renderPosts('/feed/7/posts?page=3&size=40&sort=view_count&type=1&site=LIHKG&sentiment=-128&sentiment=1&range=-2&search=MTR');
    const body = await lastSearch(api, 1);
    expect(body).toMatchObject({ offset: 80, size: 40, sort: 'view_count', is_comment: true, sites: ['LIHKG'], sentiment: [-128, 1], query: 'MTR' });
    expect((body.to as number) - (body.from as number)).toBe(DAY);
    expect(screen.getByRole('button', { name: 'Sort: Most views' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Post type: Comments' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Medium: Forum' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Date: Last 24 hours' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sentiment: Positive, Unassigned' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('starts again at page 1 when the sort changes', async () => {
    const api = stubApi(baseRoutes(posts, {}, 200));
    renderPosts('/feed/7/posts?page=2');
    expect((await lastSearch(api, 1)).offset).toBe(20);
    await pick(/^Sort:/, 'Most reactions');
    expect(await lastSearch(api, 2)).toMatchObject({ sort: 'reaction_count', offset: 0 });
    expect(currentUrl().searchParams.get('page')).toBeNull();
    expect(currentUrl().searchParams.get('sort')).toBe('reaction_count');
  });

  it('sends the post type from page 1', async () => {
    const api = stubApi(baseRoutes(posts, {}, 200));
    renderPosts('/feed/7/posts?page=2');
    await lastSearch(api, 1);
    await pick(/^Post type:/, 'Comments', 'menuitemcheckbox');
    expect(await lastSearch(api, 2)).toMatchObject({ is_comment: false, offset: 0 });
    expect(currentUrl().searchParams.get('type')).toBe('2');
  });

  it('sends the sentiment filter from page 1', async () => {
    const api = stubApi(baseRoutes(posts, {}, 200));
    renderPosts('/feed/7/posts?page=2');
    await lastSearch(api, 1);
    await pick(/^Sentiment:/, 'Positive', 'menuitemcheckbox');
    expect(await lastSearch(api, 2)).toMatchObject({ sentiment: [0, -1, -128], offset: 0 });
    expect(currentUrl().searchParams.getAll('sentiment')).toEqual(['0', '-1', '-128']);
  });

  it('sends the date preset, the sites and the page size', async () => {
    const api = stubApi(baseRoutes(posts, {}, 200));
    renderPosts('/feed/7/posts?page=2');
    await lastSearch(api, 1);
    await pick(/^Date:/, 'Last 31 days');
    const body = await lastSearch(api, 2);
    expect((body.to as number) - (body.from as number)).toBe(31 * DAY);

    await userEvent.click(screen.getByRole('button', { name: /^Medium:/ }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'LIHKG' }));
    expect(await lastSearch(api, 3)).toMatchObject({ sites: ['HKGolden', 'RTHK', 'HK01'] });
    expect(currentUrl().searchParams.getAll('site')).toEqual(['HKGolden', 'RTHK', 'HK01']);

    await userEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    expect(await lastSearch(api, 4)).toMatchObject({ offset: 20 });
    fireEvent.change(screen.getByLabelText('Per page'), { target: { value: '30' } });
    expect(await lastSearch(api, 5)).toMatchObject({ size: 30, offset: 0, sites: ['HKGolden', 'RTHK', 'HK01'] });
  });

  it('starts a new search from the sub-header at page 1', async () => {
    function SearchBox() {
      const [, setParams] = useSearchParams();
      return <button onClick={() => setParams((p) => (p.set('search', 'tram'), p))}>Apply search</button>;
    }
    const api = stubApi(baseRoutes(posts, {}, 200));
    renderPosts('/feed/7/posts?page=3', { beside: <SearchBox /> });
    await lastSearch(api, 1);
    await userEvent.click(screen.getByRole('button', { name: 'Apply search' }));
    await waitFor(() => expect(api.searches().at(-1)).toMatchObject({ query: 'tram', offset: 0 }));
    expect(currentUrl().searchParams.get('page')).toBeNull();
    expect(currentUrl().searchParams.get('search')).toBe('tram');
  });

  it("keeps at least one post type: 'Please select at least one post type'", async () => {
    const api = stubApi(baseRoutes(posts));
    renderPosts('/feed/7/posts?type=1');
    await lastSearch(api, 1);
    await pick(/^Post type:/, 'Comments', 'menuitemcheckbox');
    expect(await screen.findByText('Please select at least one post type')).toBeInTheDocument();
    expect(currentUrl().searchParams.get('type')).toBe('1');
    expect(api.searches()).toHaveLength(1);
  });

  it("keeps at least one medium: 'Please select at least one medium'", async () => {
    const api = stubApi(baseRoutes(posts));
    renderPosts('/feed/7/posts?site=RTHK&site=HK01');
    await lastSearch(api, 1);
    expect(screen.getByRole('button', { name: 'Medium: News' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Medium:/ }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'News' }));
    expect(await screen.findByText('Please select at least one medium')).toBeInTheDocument();
    expect(currentUrl().searchParams.getAll('site')).toEqual(['RTHK', 'HK01']);
    expect(api.searches()).toHaveLength(1);
  });

  it('moves between pages and validates the go-to-page input', async () => {
    const api = stubApi(baseRoutes(posts, {}, 100));
    renderPosts();
    await lastSearch(api, 1);
    await userEvent.click(await screen.findByRole('button', { name: 'Page 3' }));
    expect(await lastSearch(api, 2)).toMatchObject({ offset: 40 });

    const goTo = await screen.findByLabelText('Go to page');
    await userEvent.type(goTo, '9{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a page number from 1 to 5');
    await userEvent.clear(goTo);
    await userEvent.type(goTo, '4{Enter}');
    expect(await lastSearch(api, 3)).toMatchObject({ offset: 60 });
    expect(currentUrl().searchParams.get('page')).toBe('4');
    expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeDisabled();
  });

  it("reads an ad-hoc feed's period, cut to the last 3 months, and refuses a range further back", async () => {
    const now = Date.now();
    const api = stubApi(baseRoutes(posts, { task_type: 1, adhoc_from: now - 200 * DAY, adhoc_to: now - 10 * DAY }));
    renderPosts('/feed/7/posts', { taskType: 1 });
    const body = await lastSearch(api, 1);
    expect(body.from as number).toBeGreaterThan(now - 93 * DAY);
    expect(body.to as number).toBeLessThan(now - 9 * DAY);

    await userEvent.click(screen.getByRole('button', { name: /^Date:/ }));
    const from = new Date(now - 150 * DAY + 8 * 3_600_000).toISOString().slice(0, 10);
    fireEvent.change(await screen.findByLabelText('From'), { target: { value: from } });
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Only 3 months of data can be displayed')).toBeInTheDocument();
    expect(api.searches()).toHaveLength(1);
  });
});

describe('Posts empty states', () => {
  it("shows the spec's empty state and opens the feed editor through federation", async () => {
    const onSavedCalls: string[] = [];
    function StandInEditor({ open, mode, taskId, onSaved }: { open: boolean; mode: string; taskId: number; onSaved?: () => void }) {
      if (!open) return null;
      return (
        <div role="dialog" aria-label={`Editor ${mode} ${taskId}`}>
          <button
            onClick={() => {
              onSavedCalls.push('saved');
              onSaved?.();
            }}
          >
            Save keywords
          </button>
        </div>
      );
    }
    const loader = jest.fn().mockResolvedValue({ default: StandInEditor });
    const api = stubApi({ ...baseRoutes([]), 'GET /api/users/liveaccess': () => ok([]) });
    renderPosts('/feed/7/posts', { loader });
    expect(await screen.findByText('Seems like we need more time collecting data for this feed..')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'refine your keywords' }));
    expect(loader).toHaveBeenCalledWith('mfe_feeds/FeedEditor');
    const editor = await screen.findByRole('dialog', { name: 'Editor edit 7' });
    await userEvent.click(within(editor).getByRole('button', { name: 'Save keywords' }));
    await waitFor(() => expect(api.searches()).toHaveLength(2));
    await waitFor(() => expect(api.sent.some((r) => r.path === '/api/users/liveaccess')).toBe(true));
    expect(onSavedCalls).toEqual(['saved']);
  });

  it('tells filters without posts apart and clears them', async () => {
    const api = stubApi(baseRoutes([]));
    renderPosts('/feed/7/posts?sentiment=1&type=2&search=tram');
    expect(await screen.findByText('No posts match these filters')).toBeInTheDocument();
    expect(screen.queryByText('Seems like we need more time collecting data for this feed..')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await lastSearch(api, 2)).toMatchObject({ sentiment: [], is_comment: null, query: '' });
    expect(currentUrl().search).toBe('');
  });

  it('shows a read-only feed the empty state without the editor link', async () => {
    stubApi(baseRoutes([]));
    renderPosts('/feed/7/posts', { writable: false });
    expect(await screen.findByText('Come back later or refine your keywords to collect more posts')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'refine your keywords' })).toBeNull();
  });

  it("says 'failed to fetch data' with the server's reason", async () => {
    stubApi({ ...baseRoutes([]), 'POST /api/task/search': () => ({ result: 'invalid_request', error: 'Expected a keyword' }) });
    renderPosts('/feed/7/posts?search=AND');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('failed to fetch data');
    expect(alert).toHaveTextContent('Expected a keyword');
  });
});
