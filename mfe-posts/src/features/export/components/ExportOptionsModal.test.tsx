import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ExportJob, TaskSettings } from 'shared/contract';
import { setSession } from 'shared/session';
import { renderAt, sessionUser, taskSettingsFixture } from 'shared/testing';
import { Toaster, toaster } from 'shared/ui';
import { ExportOptionsModal } from '..';

/** 10:00 on 20 March 2024 in Hong Kong. */
const NOW = Date.UTC(2024, 2, 20, 2, 0);
const hkDayStart = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d) - 8 * 3_600_000;
const JOB_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

const job = (over: Partial<ExportJob> = {}): ExportJob => ({
  id: JOB_ID,
  task_id: 9,
  state: 'running',
  rows_done: 0,
  rows_total: 0,
  url: null,
  file_name: 'MTR-20240320100000.xlsx',
  error: null,
  created_at: NOW,
  ...over,
});

const taskSettings = (over: Partial<TaskSettings>) =>
  taskSettingsFixture({ task_id: 9, task_name: 'MTR', adhoc_from: hkDayStart(2024, 1, 1), ...over });

const success = (data: unknown) => ({ result: 'success', data });

type Handler = (init: RequestInit) => unknown;

/** A fetch that answers 'METHOD /path' routes; a route given a list answers its replies in turn, the last one repeatedly. */
function routeFetch(routes: Record<string, Handler | Handler[]>) {
  const served: Record<string, number> = {};
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const key = `${(init.method ?? 'GET').toUpperCase()} ${new URL(String(input), 'http://localhost').pathname}`;
    const route = routes[key];
    if (!route) throw new Error(`No stubbed reply for ${key}`);
    const n = (served[key] = (served[key] ?? 0) + 1);
    const handler = Array.isArray(route) ? route[Math.min(n, route.length) - 1]! : route;
    const reply = handler(init);
    if (reply instanceof Response) return reply;
    return new Response(JSON.stringify(reply), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const INFO = 'GET /api/task/info/9';
const USER_INFO = 'GET /api/task/9/user_info';
const START = 'POST /api/task/export/posts';
const STATUS = `GET /api/task/export/${JOB_ID}`;
const CANCEL = `DELETE /api/task/export/${JOB_ID}`;
const FILE = `GET /api/task/export/${JOB_ID}/file`;

const baseRoutes = (exportsUsed = 1): Record<string, Handler | Handler[]> => ({
  [INFO]: () => success(taskSettings({})),
  [USER_INFO]: () => success({ exported_rows: 10, exports_used: exportsUsed, mod: 0, display_smart_train_prompt: false }),
});

function show(routes: Record<string, Handler | Handler[]>, feed: { task_type: 0 | 1 } = { task_type: 0 }) {
  const fetchMock = routeFetch(routes);
  const onClose = jest.fn();
  const view = renderAt(
    '/feed/9/posts',
    <>
      <ExportOptionsModal feed={{ task_id: 9, task_name: 'MTR', ...feed }} open onClose={onClose} />
      <Toaster />
    </>,
  );
  return { fetchMock, onClose, view };
}

/** Method and path of each call. */
function calls(fetchMock: jest.Mock): string[] {
  return fetchMock.mock.calls.map(([input, init]: [RequestInfo | URL, RequestInit | undefined]) => `${(init?.method ?? 'GET').toUpperCase()} ${new URL(String(input), 'http://localhost').pathname}`);
}

function bodyOf(fetchMock: jest.Mock, key: string): unknown {
  const index = calls(fetchMock).indexOf(key);
  const [, init] = fetchMock.mock.calls[index] as [RequestInfo | URL, RequestInit];
  return JSON.parse(String(init.body));
}

/** Chakra's checkbox reports a change after the click event, so the click is awaited. */
const tick = (name: string) => act(async () => void fireEvent.click(screen.getByRole('checkbox', { name })));
/** Whether a box shows as ticked: the state Chakra draws, which the hidden input follows only later. */
const ticked = (name: string) => screen.getByRole('checkbox', { name }).closest('[data-part="root"]')!.getAttribute('data-state') === 'checked';
const exportButton = () => screen.getByRole('button', { name: 'Export' });
const formReady = () => screen.findByLabelText('From');

beforeEach(() => {
  // Zag (under Chakra's checkbox) reports changes in a microtask, which must stay real.
  jest.useFakeTimers({ now: NOW, doNotFake: ['queueMicrotask'] });
  setSession(sessionUser({ token: 'test-token', exportPerMonthPerTaskQuota: 5 }));
});

afterEach(() => {
  act(() => toaster.remove());
  setSession(null);
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('Export Options: the form', () => {
  it("offers a live feed's last 7 days, every column and the month's quota", async () => {
    show(baseRoutes(2));
    expect(screen.getByRole('dialog', { name: 'Export Options' })).toBeTruthy();
    expect(((await formReady()) as HTMLInputElement).value).toBe('2024-03-13');
    const to = screen.getByLabelText('To') as HTMLInputElement;
    expect(to.value).toBe('2024-03-20');
    expect(to.max).toBe('2024-03-20');
    expect((screen.getByLabelText('From') as HTMLInputElement).min).toBe('2024-01-01');
    expect(ticked('Select all')).toBe(true);
    expect(ticked('Date & Time')).toBe(true);
    expect(ticked('Views')).toBe(true);
    expect(await screen.findByText('2 of 5 exports used this month')).toBeTruthy();
    expect(exportButton()).toBeEnabled();
  });

  it("offers an ad-hoc feed's own period", async () => {
    show({ ...baseRoutes(), [INFO]: () => success(taskSettings({ task_type: 1, adhoc_from: hkDayStart(2024, 2, 1), adhoc_to: hkDayStart(2024, 2, 15) + 86_399_999 })) }, { task_type: 1 });
    expect(((await formReady()) as HTMLInputElement).value).toBe('2024-02-01');
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('2024-02-15');
  });

  it('says an empty date range and no columns in toasts, and sends nothing', async () => {
    const { fetchMock } = show(baseRoutes());
    fireEvent.change(await formReady(), { target: { value: '' } });
    fireEvent.click(exportButton());
    expect(await screen.findByText('Date range cannot be empty')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2024-03-15' } });
    await tick('Select all');
    expect(ticked('Medium')).toBe(false);
    fireEvent.click(exportButton());
    expect(await screen.findByText('Columns cannot be empty')).toBeTruthy();
    expect(calls(fetchMock)).not.toContain(START);
  });

  it('never lets both threads and comments be excluded', async () => {
    show(baseRoutes());
    await formReady();
    await tick('Exclude comments');
    expect(ticked('Exclude comments')).toBe(true);
    await tick('Exclude threads');
    expect(ticked('Exclude threads')).toBe(true);
    expect(ticked('Exclude comments')).toBe(false);
  });

  it('sends the columns, the Hong Kong day bounds and what to include', async () => {
    const { fetchMock } = show({ ...baseRoutes(), [START]: () => success(job({ state: 'done', rows_done: 3, rows_total: 3 })) });
    fireEvent.change(await formReady(), { target: { value: '2024-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2024-03-02' } });
    await tick('Medium');
    await tick('Exclude threads');
    fireEvent.click(exportButton());
    expect(await screen.findByText('Success! The Excel file is ready to download')).toBeTruthy();
    const body = bodyOf(fetchMock, START) as Record<string, unknown>;
    expect(body).toEqual({
      task_id: 9,
      columns: ['post_timestamp', 'site', 'channel', 'thread_title', 'post_message', 'author_name', 'post_link', 'thread_link', 'sentiment', 'reaction_count', 'comment_count', 'share_count', 'view_count'],
      unix_start: hkDayStart(2024, 3, 1),
      unix_end: hkDayStart(2024, 3, 3) - 1,
      comments: true,
      thread: false,
    });
  });

  it('refuses days outside the feed', async () => {
    const { fetchMock } = show(baseRoutes());
    fireEvent.change(await formReady(), { target: { value: '2023-12-31' } });
    fireEvent.click(exportButton());
    expect(await screen.findByText('Pick dates between Jan 1, 2024 and Mar 20, 2024')).toBeTruthy();
    expect(calls(fetchMock)).not.toContain(START);
  });
});

describe('Export Options: the quota', () => {
  it('stops the export when the month’s exports are used up, and says why', async () => {
    show(baseRoutes(5));
    await formReady();
    expect(await screen.findByText('All 5 exports of this feed are used this month')).toBeTruthy();
    expect(exportButton()).toBeDisabled();
  });

  it('needs a plan with exports', async () => {
    setSession(sessionUser({ exportPerMonthPerTaskQuota: 0 }));
    show(baseRoutes(0));
    await formReady();
    expect(screen.getByText('Upgrade your plan to export data')).toBeTruthy();
    expect(exportButton()).toBeDisabled();
  });

  it('shows no count when it cannot be fetched, and still exports', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    show({ ...baseRoutes(), [USER_INFO]: () => ({ result: 'server_error', error: 'Database unavailable' }) });
    await formReady();
    await waitFor(() => expect(console.error).toHaveBeenCalledWith('failed to fetch posts exported count', expect.anything()));
    expect(screen.queryByText(/exports used this month/)).toBeNull();
    expect(exportButton()).toBeEnabled();
  });
});

describe('Export Options: exporting', () => {
  it('shows the progress until the file is ready, then downloads it with the session token', async () => {
    const createObjectURL = jest.fn((_blob: Blob) => 'blob:export-file');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = jest.fn();
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { fetchMock } = show({
      ...baseRoutes(),
      [START]: () => success(job()),
      [STATUS]: [() => success(job({ rows_done: 40, rows_total: 100 })), () => success(job({ state: 'done', rows_done: 100, rows_total: 100, url: `/api/task/export/${JOB_ID}/file` }))],
      [FILE]: () => new Response(new Uint8Array([80, 75, 3, 4]), { status: 200, headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } }),
    });
    await formReady();
    fireEvent.click(exportButton());
    expect(await screen.findByText('Exporting data...')).toBeTruthy();
    expect(screen.getByText('Counting posts...')).toBeTruthy();
    expect(await screen.findByText('40 of 100 rows')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    expect(await screen.findByText('Success! The Excel file is ready to download')).toBeTruthy();
    expect(screen.getByText('MTR-20240320100000.xlsx')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[calls(fetchMock).indexOf(FILE)] as [RequestInfo | URL, RequestInit];
    expect(new Headers(init.headers).get('token')).toBe('test-token');
    expect(createObjectURL.mock.calls[0]![0].size).toBe(4);
    const link = clicked.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('MTR-20240320100000.xlsx');
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:export-file'));
    expect(calls(fetchMock).filter((c) => c === STATUS)).toHaveLength(2);
  });

  it('says a refused download', async () => {
    show({
      ...baseRoutes(),
      [START]: () => success(job({ state: 'done' })),
      [FILE]: () => new Response(JSON.stringify({ result: 'not_found', error: 'Export not found' }), { status: 404, headers: { 'content-type': 'application/json' } }),
    });
    await formReady();
    fireEvent.click(exportButton());
    fireEvent.click(await screen.findByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Download failed')).toBeTruthy();
    expect(screen.getByText('Export not found')).toBeTruthy();
  });

  it('cancels: deletes the job, stops asking, says so and returns to the form', async () => {
    const { fetchMock } = show({
      ...baseRoutes(),
      [START]: () => success(job({ rows_total: 100 })),
      [STATUS]: () => success(job({ rows_done: 10, rows_total: 100 })),
      [CANCEL]: () => success(job({ state: 'cancelled' })),
    });
    await formReady();
    fireEvent.click(exportButton());
    expect(await screen.findByText('0 of 100 rows')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Request cancelled')).toBeTruthy();
    expect(exportButton()).toBeTruthy();
    await waitFor(() => expect(calls(fetchMock)).toContain(CANCEL));
    await act(async () => void jest.advanceTimersByTime(2000));
    expect(calls(fetchMock)).not.toContain(STATUS);
  });

  it("says 'no post to export' and returns to the form", async () => {
    show({ ...baseRoutes(), [START]: () => ({ result: 'not_found', error: 'no post to export' }) });
    await formReady();
    fireEvent.click(exportButton());
    expect(await screen.findByText('no post to export')).toBeTruthy();
    expect(exportButton()).toBeTruthy();
  });

  it("shows a failed export's message and returns to the form", async () => {
    show({ ...baseRoutes(), [START]: () => success(job()), [STATUS]: () => success(job({ state: 'failed', error: 'The export could not be written' })) });
    await formReady();
    fireEvent.click(exportButton());
    expect(await screen.findByText('The export could not be written')).toBeTruthy();
    expect(exportButton()).toBeTruthy();
  });

  it('cancels the export when the modal is closed meanwhile', async () => {
    const { fetchMock, view } = show({ ...baseRoutes(), [START]: () => success(job()), [STATUS]: () => success(job()), [CANCEL]: () => success(job({ state: 'cancelled' })) });
    await formReady();
    fireEvent.click(exportButton());
    expect(await screen.findByText('Exporting data...')).toBeTruthy();
    view.unmount();
    await waitFor(() => expect(calls(fetchMock)).toContain(CANCEL));
  });
});
