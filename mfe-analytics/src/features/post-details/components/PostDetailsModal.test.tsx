import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api, type Endpoint, type ModalPost } from 'shared/contract';
import { apiClient } from 'shared/session';
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { system } from 'shared/ui';
import { PostDetailsModal, type PostDetailsRequest } from '..';

jest.mock('shared/session', () => ({ ...jest.requireActual('shared/session'), apiClient: { call: jest.fn() } }));

const call = jest.mocked(apiClient.call) as unknown as jest.Mock;

const post = (over: Partial<ModalPost> = {}): ModalPost => ({
  hash: 'a1',
  site: 'LIHKG',
  medium: 'Forum',
  author_name: 'Harbour Watch',
  unix_timestamp: Date.UTC(2024, 2, 5, 6, 7),
  is_comment: false,
  thread_title: 'MTR delay on Tsuen Wan line',
  thread_link: 'https://lihkg.com/thread/1',
  post_link: 'https://lihkg.com/thread/1/page/1',
  post_message: 'Trains are late again',
  ai_sentiment: 0,
  ...over,
});

const WINDOW = { from: Date.UTC(2024, 2, 1), to: Date.UTC(2024, 2, 8) };
const author = { id: 'lihkg:123', name: 'Harbour Watch', site: 'LIHKG', channel: '時事台', postCount: 4 };

/** Each call answers with `posts`; the input is checked against the endpoint's own schemas as the server would. */
function answer(posts: ModalPost[]) {
  call.mockImplementation(async (e: Endpoint, input: { params?: unknown; query?: unknown; body?: unknown }) => {
    e.params?.parse(input.params);
    e.query?.parse(input.query);
    e.body?.parse(input.body);
    return { result: 'success', data: posts };
  });
}

const wrapper = ({ children }: { children: ReactNode }) => <ChakraProvider value={system}>{children}</ChakraProvider>;

const show = (request: PostDetailsRequest | null, onClose = jest.fn()) => {
  const view = render(<PostDetailsModal request={request} onClose={onClose} />, { wrapper });
  return { ...view, onClose };
};

const articles = () => screen.queryAllByRole('article');

beforeEach(() => call.mockReset());

describe('PostDetailsModal', () => {
  it.each<[string, PostDetailsRequest, Endpoint, unknown]>([
    [
      'author',
      { kind: 'author', taskId: 7, author, window: WINDOW },
      api.analytics.authorPosts,
      { query: { task_id: 7, author_id: 'lihkg:123', from: WINDOW.from, to: WINDOW.to } },
    ],
    [
      'thread',
      { kind: 'thread', taskId: 7, threadLink: 'https://lihkg.com/thread/1', title: 'MTR delay' },
      api.posts.thread,
      { body: { task_id: 7, thread_link: 'https://lihkg.com/thread/1' } },
    ],
    [
      'topic',
      { kind: 'topic', taskId: 7, words: ['MTR', 'delay'], window: WINDOW },
      api.analytics.phrases,
      { params: { id: 7 }, body: { topics: ['MTR', 'delay'], from: WINDOW.from, to: WINDOW.to } },
    ],
    [
      'chart',
      { kind: 'chart', taskId: 7, window: WINDOW, isComment: true },
      api.posts.search,
      { body: { task_id: 7, from: WINDOW.from, to: WINDOW.to, sort: 'unix_timestamp', size: 20, offset: 0, is_comment: true } },
    ],
    [
      'chart (threads and comments)',
      { kind: 'chart', taskId: 7, window: WINDOW },
      api.posts.search,
      { body: { task_id: 7, from: WINDOW.from, to: WINDOW.to, sort: 'unix_timestamp', size: 20, offset: 0 } },
    ],
    [
      'sentiment',
      { kind: 'sentiment', taskId: 7, sentiment: -1, window: WINDOW },
      api.posts.search,
      { body: { task_id: 7, from: WINDOW.from, to: WINDOW.to, sort: 'unix_timestamp', size: 20, offset: 0, sentiment: [-1] } },
    ],
  ])('loads the posts of the %s kind', async (_kind, request, endpoint, input) => {
    answer([post()]);
    show(request);
    expect(screen.getByRole('status', { name: 'Loading posts' })).toBeTruthy();
    await waitFor(() => expect(articles()).toHaveLength(1));
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0]![0]).toBe(endpoint);
    expect(call.mock.calls[0]![1]).toEqual(input);
    expect(call.mock.calls[0]![2].signal).toBeInstanceOf(AbortSignal);
  });

  it.each<[PostDetailsRequest, string]>([
    [{ kind: 'sentiment', taskId: 7, sentiment: 1, window: WINDOW }, 'Post Details - Positive'],
    [{ kind: 'sentiment', taskId: 7, sentiment: 0, window: WINDOW }, 'Post Details - Neutral'],
    [{ kind: 'sentiment', taskId: 7, sentiment: -1, window: WINDOW }, 'Post Details - Negative'],
    [{ kind: 'author', taskId: 7, author, window: WINDOW }, 'Post Details'],
  ])('is titled for its kind', async (request, title) => {
    answer([]);
    show(request);
    expect(screen.getByTestId('post-details')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: title })).toBeTruthy();
    expect(await screen.findByText('Nothing to show here at the moment')).toBeTruthy();
  });

  it('shows each message once, with site, author, Hong Kong time, thread title and a link, all as text', async () => {
    const long = 'Trains on the Tsuen Wan line were held for 20 minutes at <b>Admiralty</b> this morning';
    answer([
      post({ hash: 'a1', post_message: long }),
      post({ hash: 'b2', post_message: long, site: 'HKGolden' }),
      post({ hash: 'c3', post_message: 'Short one', is_comment: true, post_link: 'javascript:alert(1)' }),
    ]);
    show({ kind: 'chart', taskId: 7, window: WINDOW });
    await waitFor(() => expect(articles()).toHaveLength(2));
    const [first, second] = articles();
    expect(within(first!).getByText('LIHKG')).toBeTruthy();
    expect(within(first!).getByText('Harbour Watch')).toBeTruthy();
    expect(within(first!).getByText('05 March 2024 at 14:07')).toBeTruthy();
    expect(within(first!).getByText('MTR delay on Tsuen Wan line')).toBeTruthy();
    expect(within(first!).getByRole('link', { name: 'View post' })).toHaveAttribute('href', 'https://lihkg.com/thread/1/page/1');
    expect(within(first!).getByText(`${long.slice(0, 50)} ...`)).toBeTruthy();
    expect(document.querySelector('[data-testid="post-details"] b')).toBeNull();
    fireEvent.click(within(first!).getByRole('button', { name: 'Show more ...' }));
    expect(within(first!).getByText(long)).toBeTruthy();
    fireEvent.click(within(first!).getByRole('button', { name: 'Show less ...' }));
    expect(within(first!).getByText(`${long.slice(0, 50)} ...`)).toBeTruthy();
    expect(within(second!).queryByRole('button', { name: 'Show more ...' })).toBeNull();
    expect(within(second!).queryByRole('link')).toBeNull();
    expect(within(second!).getByText('View post')).toBeTruthy();
  });

  it('drops the answer of an earlier request that a newer one replaced', async () => {
    let releaseFirst: (value: unknown) => void = () => undefined;
    const signals: AbortSignal[] = [];
    call.mockImplementationOnce((_e: Endpoint, _input: unknown, options: { signal: AbortSignal }) => {
      signals.push(options.signal);
      return new Promise((resolve) => {
        releaseFirst = resolve;
      });
    });
    call.mockImplementationOnce(async (_e: Endpoint, _input: unknown, options: { signal: AbortSignal }) => {
      signals.push(options.signal);
      return { result: 'success', data: [post({ hash: 'new', thread_title: 'Ferry fares up' })] };
    });
    const onClose = jest.fn();
    const { rerender } = show({ kind: 'author', taskId: 7, author, window: WINDOW }, onClose);
    rerender(<PostDetailsModal request={{ kind: 'thread', taskId: 7, threadLink: 'https://rthk.hk/1', title: 'Ferry' }} onClose={onClose} />);
    await screen.findByRole('article', { name: 'Ferry fares up' });
    expect(signals[0]!.aborted).toBe(true);
    expect(signals[1]!.aborted).toBe(false);
    await act(async () => releaseFirst({ result: 'success', data: [post({ hash: 'old', thread_title: 'Old thread' })] }));
    expect(screen.queryByRole('article', { name: 'Old thread' })).toBeNull();
    expect(articles()).toHaveLength(1);
  });

  it('shows a failed load', async () => {
    call.mockRejectedValue(new Error('Database unavailable'));
    show({ kind: 'topic', taskId: 7, words: ['MTR'], window: WINDOW });
    expect(await screen.findByText('Database unavailable')).toBeTruthy();
  });

  it('closes with the close button and stays closed without a request', async () => {
    answer([post()]);
    const { onClose, rerender } = show({ kind: 'author', taskId: 7, author, window: WINDOW });
    await waitFor(() => expect(articles()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Close post details' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    rerender(<PostDetailsModal request={null} onClose={onClose} />);
    await waitFor(() => expect(screen.queryByTestId('post-details')).toBeNull());
    expect(call).toHaveBeenCalledTimes(1);
  });
});
