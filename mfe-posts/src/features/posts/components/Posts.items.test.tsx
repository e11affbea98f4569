import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { feedPostFixture } from 'shared/testing';
import { toaster } from 'shared/ui';
import { exportSelectedPosts } from '../../export';
import { baseRoutes, chooseFromMenu, failure, ok, renderPosts, stubApi } from '../posts-testing';

jest.mock('../../export', () => ({ ExportOptionsModal: () => null, exportSelectedPosts: jest.fn() }));
jest.mock('../../irrelevant', () => ({ IrrelevantPostsModal: () => null }));

// Chakra's menus, tooltips and drawer are slow to render in jsdom on a shared machine; the default 5 s is too tight.
jest.setTimeout(20_000);
configure({ asyncUtilTimeout: 5_000 });

const first = feedPostFixture({ live_sid: '7_a1', hash: 'a1', thread_title: 'MTR delay on Tsuen Wan line', post_message: 'Trains are late again' });
const second = feedPostFixture({ live_sid: '7_b2', hash: 'b2', thread_title: 'Tram fares rise', ai_sentiment: null, bookmarked_by: ['Ben'] });

afterEach(() => {
  act(() => toaster.remove());
  jest.mocked(exportSelectedPosts).mockClear();
});

const article = (name: string) => screen.findByRole('article', { name });

describe('Post items', () => {
  it('cuts a long message at 100 characters with See More / See Less', async () => {
    const long = `${'a'.repeat(100)}TAIL`;
    stubApi(baseRoutes([feedPostFixture({ live_sid: '7_a1', post_message: long })]));
    renderPosts();
    const item = await article('Title');
    expect(within(item).getByText(`${'a'.repeat(100)} ...`)).toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: 'See More ...' }));
    expect(within(item).getByText(long)).toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: 'See Less ...' }));
    expect(within(item).queryByText(long)).toBeNull();
  });

  it('renders collected markup as text and links only http(s)', async () => {
    const hostile = feedPostFixture({
      live_sid: '7_c3',
      thread_title: 'Hostile post',
      post_message: '<img src=x onerror=alert(1)>',
      post_link: 'javascript:alert(1)',
      thread_link: 'javascript:alert(1)',
      author_link: 'https://lihkg.com/profile/1',
    });
    stubApi(baseRoutes([hostile, first]));
    const { container } = renderPosts();
    const item = await article('Hostile post');
    expect(within(item).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(within(item).queryByRole('link', { name: 'Hostile post' })).toBeNull();
    expect(within(item).getByRole('link', { name: 'Ann' })).toHaveAttribute('href', 'https://lihkg.com/profile/1');
    const safe = within(await article('MTR delay on Tsuen Wan line')).getByRole('link', { name: 'MTR delay on Tsuen Wan line' });
    expect(safe).toHaveAttribute('href', 'https://example.com/p');
    expect(safe).toHaveAttribute('target', '_blank');
    expect(safe).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows compact counts, the pending sentiment and the demo badge', async () => {
    stubApi(baseRoutes([feedPostFixture({ live_sid: '7_d4', reaction_count: 12_345, view_count: 2_500_000, ai_sentiment: null, demo: true })]));
    renderPosts();
    const item = await article('Title');
    expect(within(item).getByLabelText('12.3K reactions')).toBeInTheDocument();
    expect(within(item).getByLabelText('2.5M views')).toBeInTheDocument();
    expect(within(item).getByText('Analyzing Sentiment ...')).toBeInTheDocument();
    expect(within(item).getByText('Demo data')).toBeInTheDocument();
  });

  it('sets the sentiment with the picker', async () => {
    const api = stubApi({ ...baseRoutes([first]), 'POST /api/task/7/sentiment/tag': () => ok([{ live_sid: '7_a1', ai_sentiment: -1 }]) });
    renderPosts();
    const item = await article('MTR delay on Tsuen Wan line');
    await chooseFromMenu(within(item).getByRole('button', { name: 'Change sentiment, now Neutral' }), 'Negative');
    expect(await within(item).findByRole('button', { name: 'Change sentiment, now Negative' })).toBeInTheDocument();
    expect(api.sent.find((r) => r.path === '/api/task/7/sentiment/tag')?.body).toEqual([{ task_id: 7, live_sid: '7_a1', value: -1 }]);
  });

  it("says 'Failed to update sentiment' when the tag is refused, and keeps the old one", async () => {
    stubApi({ ...baseRoutes([first]), 'POST /api/task/7/sentiment/tag': () => failure('forbidden', 'You can only read this feed') });
    renderPosts();
    const item = await article('MTR delay on Tsuen Wan line');
    await chooseFromMenu(within(item).getByRole('button', { name: 'Change sentiment, now Neutral' }), 'Positive');
    expect(await screen.findByText('Failed to update sentiment')).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Change sentiment, now Neutral' })).toBeInTheDocument();
  });

  it('gives a read-only feed no sentiment picker and no irrelevant action', async () => {
    stubApi(baseRoutes([first]));
    renderPosts('/feed/7/posts', { writable: false });
    const item = await article('MTR delay on Tsuen Wan line');
    expect(within(item).getByText('Neutral')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: /Change sentiment/ })).toBeNull();
    expect(within(item).queryByRole('button', { name: 'Post actions' })).toBeNull();
  });

  it('toggles the bookmark and names who bookmarked the post', async () => {
    const bookmark = (name: string, at: number) => ({ task_id: 7, ac_id: 1, user_id: at, live_sid: '7_b2', created_at: at, user_display_name: name });
    const api = stubApi({
      ...baseRoutes([second]),
      'POST /api/task/7/bookmark/7_b2': () => ok([bookmark('Ada Analyst', 2), bookmark('Ben', 1)]),
      'DELETE /api/task/7/bookmark/7_b2': () => ok([bookmark('Ben', 1)]),
    });
    renderPosts();
    const item = await article('Tram fares rise');
    await userEvent.hover(within(item).getByRole('button', { name: 'Bookmark post' }));
    expect(await screen.findByText('Bookmarked by Ben')).toBeInTheDocument();

    await userEvent.click(within(item).getByRole('button', { name: 'Bookmark post' }));
    const remove = await within(item).findByRole('button', { name: 'Remove bookmark' });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    await userEvent.unhover(remove);
    await userEvent.hover(remove);
    expect(await screen.findByText('Bookmarked by Ben, Ada Analyst')).toBeInTheDocument();

    await userEvent.click(remove);
    expect(await within(item).findByRole('button', { name: 'Bookmark post' })).toHaveAttribute('aria-pressed', 'false');
    expect(api.sent.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining(['POST /api/task/7/bookmark/7_b2', 'DELETE /api/task/7/bookmark/7_b2']),
    );
  });

  it('marks a post irrelevant and takes it off the list', async () => {
    const api = stubApi({ ...baseRoutes([first, second]), 'POST /api/task/7/spam/tag': () => ok(first) });
    renderPosts();
    const item = await article('MTR delay on Tsuen Wan line');
    await chooseFromMenu(within(item).getByRole('button', { name: 'Post actions' }), 'Mark as irrelevant');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'MTR delay on Tsuen Wan line' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Tram fares rise' })).toBeInTheDocument();
    expect(screen.getByText('Total records:')).toHaveTextContent('Total records: 1');
    expect(api.sent.find((r) => r.path === '/api/task/7/spam/tag')?.body).toEqual({ live_sid: '7_a1', user_spam: 1 });
  });

  it("says 'failed to set irrelevant' and keeps the post when the call fails", async () => {
    stubApi({ ...baseRoutes([first]), 'POST /api/task/7/spam/tag': () => failure('forbidden', 'You can only read this feed') });
    renderPosts();
    const item = await article('MTR delay on Tsuen Wan line');
    await chooseFromMenu(within(item).getByRole('button', { name: 'Post actions' }), 'Mark as irrelevant');
    expect(await screen.findByText('failed to set irrelevant')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'MTR delay on Tsuen Wan line' })).toBeInTheDocument();
  });

  it('selects posts, counts them on the export badge, exports them and clears on cancel', async () => {
    stubApi(baseRoutes([first, second]));
    renderPosts();
    await userEvent.click(within(await article('MTR delay on Tsuen Wan line')).getByRole('button', { name: 'Select post' }));
    await userEvent.click(within(screen.getByRole('article', { name: 'Tram fares rise' })).getByRole('button', { name: 'Select post' }));
    expect(screen.getByRole('button', { name: 'Export (2 selected)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel selection' })).toBeInTheDocument();

    await chooseFromMenu(screen.getByRole('button', { name: 'Export (2 selected)' }), 'Export selected posts (2)');
    expect(exportSelectedPosts).toHaveBeenCalledWith('MTR Service Updates', [first, second]);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel selection' }));
    expect(screen.getByRole('button', { name: 'Export (0 selected)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Select posts' })).toBeInTheDocument();
  });

  it('disables export when the plan has no export quota', async () => {
    stubApi(baseRoutes([first]));
    renderPosts('/feed/7/posts', { user: { exportPerMonthPerTaskQuota: 0 } });
    await article('MTR delay on Tsuen Wan line');
    expect(screen.getByRole('button', { name: 'Export (0 selected)' })).toBeDisabled();
    expect(screen.getByLabelText('Upgrade your plan to export data')).toBeInTheDocument();
  });

  it("highlights the feed's keywords and the search as text", async () => {
    stubApi(baseRoutes([first]));
    const { container } = renderPosts('/feed/7/posts?search=late');
    const item = await article('MTR delay on Tsuen Wan line');
    expect(container.querySelector('mark')).toBeNull();
    await userEvent.click(screen.getByText('Highlight keywords'));
    await waitFor(() => expect([...item.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['MTR', 'late']));
  });
});

describe('Thread viewer', () => {
  it('shows the original post and its comments', async () => {
    const main = feedPostFixture({ live_sid: '7_m0', thread_title: 'Harbour Festival fireworks tonight', post_message: 'Opening post text', author_name: 'Host' });
    const comments = [
      feedPostFixture({ live_sid: '7_c1', is_comment: true, post_message: 'First comment', author_name: 'Cat' }),
      feedPostFixture({ live_sid: '7_c2', is_comment: true, post_message: 'Second comment', author_name: 'Dan' }),
    ];
    const api = stubApi({ ...baseRoutes([first]), 'POST /api/task/thread': () => ok([main, ...comments]) });
    renderPosts();
    await userEvent.click(within(await article('MTR delay on Tsuen Wan line')).getByRole('button', { name: 'View thread' }));

    const panel = await screen.findByRole('dialog');
    expect(within(panel).getByText('Viewing Post Details')).toBeInTheDocument();
    expect(await within(panel).findByText(/^Last updated:/)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: /Visit post link/ })).toHaveAttribute('href', 'https://example.com/p');
    const original = within(panel).getByRole('region', { name: 'Original post' });
    expect(within(original).getByText('Harbour Festival firework ...')).toBeInTheDocument();
    expect(within(original).getByText('Opening post text')).toBeInTheDocument();
    expect(within(original).getByTestId('author-fallback')).toBeInTheDocument();
    const section = within(panel).getByRole('region', { name: 'Post comments' });
    expect(within(section).getByText('Total records: 2')).toBeInTheDocument();
    expect(within(section).getByText('First comment')).toBeInTheDocument();
    expect(within(section).getByText('Second comment')).toBeInTheDocument();
    expect(api.sent.find((r) => r.path === '/api/task/thread')?.body).toEqual({ task_id: 7, thread_link: 'https://example.com/t' });
  });
});
