import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FeedPost } from 'shared/contract';
import { feedPostFixture, renderAt, stubFetch } from 'shared/testing';
import { Toaster, toaster } from 'shared/ui';
import { IrrelevantPostsModal } from '..';

const LIST = '/api/task/7/spam/list';
const RESTORE = '/api/task/7/spam/mtag';

const manual = feedPostFixture({
  hash: 'aa01',
  live_sid: '7_aa01',
  thread_title: 'Octopus card top-up scam',
  post_message: 'Beware of fake top-up sites '.repeat(6),
  author_name: 'Harbour Watch',
  spam: 1,
  spam_by: 'Mandy Chan',
  spam_at: Date.UTC(2024, 2, 6, 2, 30),
});
const auto = feedPostFixture({
  hash: 'bb02',
  live_sid: '7_bb02',
  thread_title: 'Win a free iPhone',
  post_message: 'Click <b>here</b> now',
  author_name: 'promo_bot',
  spam: 2,
  spam_by: null,
  spam_at: Date.UTC(2024, 2, 6, 3, 0),
});

interface Setup {
  writable?: boolean;
  lists?: Partial<Record<string, FeedPost[]>>;
  restore?: () => unknown;
}

function show({ writable = true, lists = {}, restore }: Setup = {}) {
  let lastType = 'all';
  const fetchMock = stubFetch({
    [LIST]: () => ({ result: 'success', data: lists[lastType] ?? [manual, auto], total: 2 }),
    [RESTORE]: restore ?? (() => ({ result: 'success', data: ['7_aa01'] })),
  });
  // stubFetch answers by path; the list's answer depends on the tab asked for.
  const answer = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
    lastType = new URL(String(input), 'http://localhost').searchParams.get('type') ?? 'all';
    return answer(input);
  });
  const onClose = jest.fn();
  const onRestored = jest.fn();
  renderAt(
    '/feed/7/posts',
    <>
      <IrrelevantPostsModal taskId={7} writable={writable} open onClose={onClose} onRestored={onRestored} />
      <Toaster />
    </>,
  );
  return { fetchMock, onClose, onRestored };
}

/** Method, path and query of each call. */
function calls(fetchMock: jest.Mock): string[] {
  return fetchMock.mock.calls.map(([input, init]: [RequestInfo | URL, RequestInit | undefined]) => {
    const url = new URL(String(input), 'http://localhost');
    return `${(init?.method ?? 'GET').toUpperCase()} ${url.pathname}${url.search}`;
  });
}

/** Chakra's checkbox reports a change after the click event, so the click is awaited. */
const tick = (box: HTMLElement) => act(async () => void fireEvent.click(box));

/** The JSON body of the last call. */
function lastBody(fetchMock: jest.Mock): unknown {
  const [, init] = fetchMock.mock.calls.at(-1) as [RequestInfo | URL, RequestInit];
  return JSON.parse(String(init.body));
}

const rows = () => screen.queryAllByTestId('irrelevant-row');
const restoreButton = () => screen.getByRole('button', { name: 'Restore selected posts' });

afterEach(() => act(() => toaster.remove()));

describe('Manage Irrelevant Posts', () => {
  it('lists every removed post on the All tab, with the remover or Auto remove', async () => {
    const { fetchMock } = show();
    expect(screen.getByRole('dialog', { name: 'Manage Irrelevant Posts' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading irrelevant posts' })).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(calls(fetchMock)).toEqual(['GET /api/task/7/spam/list?from=0&type=all']);
    const [first, second] = rows();
    expect(within(first!).getByText('Mandy Chan')).toBeTruthy();
    expect(within(first!).getByText('06 March 2024 at 10:30')).toBeTruthy();
    expect(within(second!).getByText('Auto remove')).toBeTruthy();
    for (const header of ['Posts', 'Post Date', 'Removed By', 'Date Removed']) expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
  });

  it('shows collected text as text and cuts long messages at 100 characters', async () => {
    show();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByText('Click <b>here</b> now')).toBeTruthy();
    expect(document.querySelector('b')).toBeNull();
    expect(screen.getByText(`${manual.post_message.slice(0, 100)} ...`)).toBeTruthy();
  });

  it.each([
    ['Removed Manually', 'manual'],
    ['Removed automatically', 'auto'],
  ])('asks for the posts of the %s tab', async (label, type) => {
    const { fetchMock } = show({ lists: { manual: [manual], auto: [auto] } });
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('tab', { name: label }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(calls(fetchMock).at(-1)).toBe(`GET /api/task/7/spam/list?from=0&type=${type}`);
    expect(within(rows()[0]!).getByText(type === 'manual' ? 'Mandy Chan' : 'Auto remove')).toBeTruthy();
  });

  it('filters the loaded list by title, message or author without asking the server again', async () => {
    const { fetchMock } = show();
    await waitFor(() => expect(rows()).toHaveLength(2));
    const search = screen.getByRole('searchbox', { name: 'Search posts' });
    fireEvent.change(search, { target: { value: 'PROMO_' } });
    expect(rows()).toHaveLength(1);
    expect(within(rows()[0]!).getByText('Win a free iPhone')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'top-up' } });
    expect(within(rows()[0]!).getByText('Octopus card top-up scam')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'ferry' } });
    expect(rows()).toHaveLength(0);
    expect(screen.getByText('No posts match "ferry"')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('restores the selected posts, drops them from the list and reports them', async () => {
    const { fetchMock, onRestored } = show();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(restoreButton()).toBeDisabled();
    await tick(screen.getByRole('checkbox', { name: 'Select post Octopus card top-up scam' }));
    expect(restoreButton()).toBeEnabled();
    expect(screen.getByText('1 post selected')).toBeTruthy();
    fireEvent.click(restoreButton());
    await waitFor(() => expect(onRestored).toHaveBeenCalledWith(['7_aa01']));
    expect(calls(fetchMock).at(-1)).toBe('POST /api/task/7/spam/mtag');
    expect(lastBody(fetchMock)).toEqual([{ live_sid: '7_aa01', spam: 0 }]);
    expect(rows()).toHaveLength(1);
    expect(within(rows()[0]!).getByText('Win a free iPhone')).toBeTruthy();
    expect(await screen.findByText('1 post restored')).toBeTruthy();
    expect(restoreButton()).toBeDisabled();
  });

  it('selects every row in sight with the select-all box', async () => {
    const { fetchMock } = show({ restore: () => ({ result: 'success', data: ['7_bb02'] }) });
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search posts' }), { target: { value: 'iphone' } });
    await tick(screen.getByRole('checkbox', { name: 'Select all posts' }));
    fireEvent.click(restoreButton());
    await waitFor(() => expect(calls(fetchMock).at(-1)).toBe('POST /api/task/7/spam/mtag'));
    expect(lastBody(fetchMock)).toEqual([{ live_sid: '7_bb02', spam: 0 }]);
  });

  it('keeps the rows and says so when the restore fails', async () => {
    const { onRestored } = show({ restore: () => ({ result: 'forbidden', error: 'You cannot change this feed' }) });
    await waitFor(() => expect(rows()).toHaveLength(2));
    await tick(screen.getByRole('checkbox', { name: 'Select post Win a free iPhone' }));
    fireEvent.click(restoreButton());
    expect(await screen.findByText('Failed to restore posts')).toBeTruthy();
    expect(screen.getByText('You cannot change this feed')).toBeTruthy();
    expect(rows()).toHaveLength(2);
    expect(onRestored).not.toHaveBeenCalled();
  });

  it('does not let a read-only user restore', async () => {
    show({ writable: false });
    await waitFor(() => expect(rows()).toHaveLength(2));
    await tick(screen.getByRole('checkbox', { name: 'Select all posts' }));
    expect(screen.getByRole('checkbox', { name: 'Select post Win a free iPhone' })).toBeChecked();
    expect(restoreButton()).toBeDisabled();
    expect(screen.getByText('This feed is read-only for you: posts cannot be restored.')).toBeTruthy();
  });

  it('shows the empty state', async () => {
    show({ lists: { all: [] } });
    expect(await screen.findByText('No irrelevant posts')).toBeTruthy();
  });

  it('shows a failed load and tries again', async () => {
    let fail = true;
    const fetchMock = stubFetch({
      [LIST]: () => (fail ? { result: 'server_error', error: 'Database unavailable' } : { result: 'success', data: [auto], total: 1 }),
    });
    renderAt('/feed/7/posts', <IrrelevantPostsModal taskId={7} writable open onClose={jest.fn()} onRestored={jest.fn()} />);
    expect(await screen.findByText('Database unavailable')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('closes with the Close button', async () => {
    const { onClose } = show();
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
