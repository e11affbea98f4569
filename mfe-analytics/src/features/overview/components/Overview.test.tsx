import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import html2canvas from 'html2canvas';
import { jsPDF } from 'jspdf';
import { accessEntry } from 'shared/testing';
import { toDayInput } from 'shared/rules';
import { toaster } from 'shared/ui';
import Overview from '../../../exposes/Overview';
import { clickChartIn, currentUrl, ok, overviewRoutes, renderPage, stubApi, thread } from '../overview-testing';

jest.mock('echarts-for-react/lib/core', () => require('../overview-testing').echartsForReactFake);
jest.mock('../../charts/echarts', () => ({ echarts: {} }));
jest.mock('html2canvas', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('jspdf', () => ({ jsPDF: jest.fn() }));
// The spec's waits (3 s first loader, 500 ms before export) are left out but in the test about them.
const mockTiming = { intro: 0, authors: 0 };
jest.mock('../../overview-data/overview-timing', () => ({
  get INTRO_MS() {
    return mockTiming.intro;
  },
  get AUTHORS_READY_DELAY_MS() {
    return mockTiming.authors;
  },
}));

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 8_000 });

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const live = accessEntry({ task_id: 7, task_name: 'MTR Service', task_type: 0 });
const adhoc = accessEntry({ task_id: 8, task_name: 'Harbour Fest', task_type: 1 });
// 1 to 10 March 2024, Hong Kong days, as the server stores them.
const FEST_FROM = Date.UTC(2024, 1, 29, 16);
const FEST_TO = Date.UTC(2024, 2, 10, 16) - 1;

afterEach(() => {
  act(() => toaster.remove());
  mockTiming.intro = 0;
});

function show(path: string, routes = overviewRoutes(7)) {
  const api = stubApi({ ...overviewRoutes(7), ...overviewRoutes(8, { settings: { task_type: 1, adhoc_from: FEST_FROM, adhoc_to: FEST_TO } }), ...routes });
  renderPage(path, '/feed/:taskId/*', <Overview />, [live, adhoc]);
  return api;
}

const windowOf = (request: { query: URLSearchParams }) => ({ from: Number(request.query.get('from')), to: Number(request.query.get('to')) });

describe('Overview of a live feed', () => {
  it('shows the loading indicator for the first 3 seconds, then the dashboard', async () => {
    jest.useFakeTimers();
    try {
      mockTiming.intro = 3000;
      show('/feed/7/overview');
      expect(screen.getByRole('status', { name: 'Loading overview' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(2900));
      expect(screen.getByRole('status', { name: 'Loading overview' })).toBeInTheDocument();
      expect(screen.queryByTestId('stat-cards')).toBeNull();
      act(() => jest.advanceTimersByTime(100));
      expect(screen.queryByRole('status', { name: 'Loading overview' })).toBeNull();
      // The data was read behind the loading indicator.
      expect(await within(screen.getByTestId('stat-cards')).findByText('9')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('reads the last 7 days by default, every call in parallel, and lays out the live columns', async () => {
    const before = Date.now();
    const api = show('/feed/7/overview');
    expect(await within(await screen.findByTestId('stat-cards')).findByText('9')).toBeInTheDocument();
    const [stats] = api.to('GET', '/api/task/7/analytics/stats');
    const { from, to } = windowOf(stats!);
    expect(to - from).toBe(7 * DAY);
    expect(to).toBeGreaterThanOrEqual(before);
    expect(api.to('GET', '/api/task/7/analytics/linechart')[0]!.query.get('range')).toBe('1');
    expect(api.to('GET', '/api/task/7/analytics/top_term')[0]!.query.get('ide')).toBe('week');
    expect(api.to('GET', '/api/task/7/analytics/top_growth')[0]!.query.get('ide')).toBe('week');
    expect(api.to('GET', '/api/task/7/analytics/top_sites')[0]!.query.get('ide')).toBe('week');
    expect(api.to('POST', '/api/task/7/analytics/top_engagement')[0]!.body).toEqual({ from, to });
    expect(screen.getByText('Threads Count in Last 7 days')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');

    const topics = await screen.findByTestId('trending-topics');
    const [left, right] = [topics.parentElement!, screen.getByTestId('top-threads').parentElement!];
    expect(Array.from(left.children).map((c) => c.getAttribute('data-testid'))).toEqual(['trending-topics', 'word-cloud', 'top-authors']);
    expect(Array.from(right.children).map((c) => c.getAttribute('data-testid'))).toEqual(['top-threads', 'top-sites']);
    expect(within(screen.getByTestId('top-threads')).getByRole('button', { name: 'Filter sites' })).toBeInTheDocument();
    // The header with logo and name is only for the PDF.
    expect(screen.queryByTestId('pdf-header')).toBeNull();
  });

  it('keeps the preset, a custom range and the interval in the URL', async () => {
    const api = show('/feed/7/overview?range=month');
    await screen.findByText('Threads Count in Last 30 days');
    fireEvent.click(screen.getByRole('button', { name: 'Last 24 hours' }));
    expect(currentUrl().search).toBe('?range=today');
    await screen.findByText('Threads Count in Last 24 hours');
    await waitFor(() => expect(api.to('GET', '/api/task/7/analytics/stats')).toHaveLength(2));
    const { from, to } = windowOf(api.to('GET', '/api/task/7/analytics/stats')[1]!);
    expect(to - from).toBe(DAY);

    const today = toDayInput(Date.now());
    const yesterday = toDayInput(Date.now() - DAY);
    fireEvent.click(screen.getByRole('button', { name: 'Custom range' }));
    const [fromInput, toInput] = [await screen.findByLabelText('From'), screen.getByLabelText('To')];
    fireEvent.change(fromInput, { target: { value: today } });
    fireEvent.change(toInput, { target: { value: yesterday } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The start date cannot be after the end date');
    expect(currentUrl().searchParams.get('from')).toBeNull();

    fireEvent.change(fromInput, { target: { value: yesterday } });
    fireEvent.change(toInput, { target: { value: today } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(currentUrl().search).toBe(`?from=${yesterday}&to=${today}`));
    // A custom range has no ' in Last …' and is read by dates, not by preset name.
    await screen.findByText('Threads Count');
    await waitFor(() => expect(api.to('GET', '/api/task/7/analytics/top_term')).toHaveLength(3));
    const custom = api.to('GET', '/api/task/7/analytics/top_term')[2]!;
    expect(custom.query.get('ide')).toBeNull();
    expect(Number(custom.query.get('to')) - Number(custom.query.get('from'))).toBe(2 * DAY);

    // Two days offer hour or day; hour is the default, the choice is kept.
    const lineCharts = () => api.to('GET', '/api/task/7/analytics/linechart');
    expect(lineCharts().at(-1)!.query.get('range')).toBe('0');
    fireEvent.click(within(screen.getByTestId('count-timeline')).getByText('Day'));
    await waitFor(() => expect(currentUrl().searchParams.get('interval')).toBe('day'));
    await waitFor(() => expect(lineCharts().at(-1)!.query.get('range')).toBe('1'));
    expect(api.to('GET', '/api/task/7/analytics/sentiment_count').at(-1)!.query.get('range')).toBe('1');
  });

  it('shows the empty state when the window has no posts', async () => {
    show('/feed/7/overview', overviewRoutes(7, { posts: 0 }));
    expect(await screen.findByText('Nothing to show here at the moment')).toBeInTheDocument();
    expect(screen.getByText('Try a longer data period of data or give it some time to reload')).toBeInTheDocument();
    expect(screen.queryByTestId('stat-cards')).toBeNull();
    expect(screen.getByRole('button', { name: 'Last 24 hours' })).toBeInTheDocument();
  });

  it('shows a failed call as empty data', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    show('/feed/7/overview', { ...overviewRoutes(7), 'GET /api/task/7/analytics/top_authors': () => ({ result: 'server_error', error: 'Down' }) });
    const authors = await screen.findByTestId('top-authors');
    await waitFor(() => expect(authors).toHaveAttribute('aria-busy', 'false'));
    expect(within(authors).getByText('Nothing to show here at the moment')).toBeInTheDocument();
    expect(await within(screen.getByTestId('top-threads')).findByText(thread.title)).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith("The overview's authors could not be loaded", expect.anything());
    error.mockRestore();
  });

  it('says so for a feed outside the access list', () => {
    show('/feed/99/overview');
    expect(screen.getByText('Hm..you are not supposed to be here')).toBeInTheDocument();
  });
});

describe('Overview of an ad-hoc feed', () => {
  it("reads the feed's own period and lays out the ad-hoc columns, without trending topics", async () => {
    const api = show('/feed/8');
    await screen.findByTestId('stat-cards');
    expect(windowOf(api.to('GET', '/api/task/8/analytics/stats')[0]!)).toEqual({ from: FEST_FROM, to: FEST_TO + 1 });
    expect(api.to('GET', '/api/task/8/analytics/top_sites')[0]!.query.get('from')).toBe(String(FEST_FROM));
    expect(api.to('GET', '/api/task/8/analytics/top_term')).toHaveLength(0);
    expect(api.to('GET', '/api/task/8/analytics/top_growth')).toHaveLength(0);
    expect(screen.queryByTestId('trending-topics')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Last 7 days' })).toBeNull();
    expect(screen.getByText('Threads Count')).toBeInTheDocument();

    const left = screen.getByTestId('word-cloud').parentElement!;
    expect(Array.from(left.children).map((c) => c.getAttribute('data-testid'))).toEqual(['word-cloud', 'top-authors', 'top-sites']);
    const threads = screen.getByTestId('top-threads');
    expect(within(threads).getByTestId('thread-list')).toHaveStyle({ height: '953px' });
    expect(within(threads).queryByRole('button', { name: 'Filter sites' })).toBeNull();
    await within(threads).findByText(thread.title);
  });
});

describe('Overview clicks', () => {
  it('an author opens their posts in the window', async () => {
    const api = show('/feed/8');
    const authors = await screen.findByTestId('top-authors');
    fireEvent.click(await within(authors).findByText('Ada'));
    expect(await screen.findByTestId('post-details')).toBeInTheDocument();
    await waitFor(() => expect(api.to('GET', '/api/task/author')).toHaveLength(1));
    const query = Object.fromEntries(api.to('GET', '/api/task/author')[0]!.query);
    expect(query).toEqual({ task_id: '8', author_id: 'LIHKG:ada', from: String(FEST_FROM), to: String(FEST_TO) });
  });

  it('a count-timeline point opens the posts of its bucket', async () => {
    const api = show('/feed/8');
    const timeline = await screen.findByTestId('count-timeline');
    await within(timeline).findByTestId('echart');
    clickChartIn(timeline, 0, 1);
    const modal = await screen.findByTestId('post-details');
    expect(modal).toBeInTheDocument();
    // The second day of the period, its last millisecond included, threads only (the default view).
    await waitFor(() => expect(api.to('POST', '/api/task/search')).toHaveLength(1));
    expect(api.to('POST', '/api/task/search')[0]!.body).toMatchObject({ task_id: 8, from: FEST_FROM + DAY, to: FEST_FROM + 2 * DAY - 1, is_comment: false });
  });
});

describe('Overview hide settings', () => {
  it('saves hidden keywords and reads the word cloud again', async () => {
    const api = show('/feed/7/overview');
    const cloud = await screen.findByTestId('word-cloud');
    await within(cloud).findByTestId('echart');
    // Chosen from the menu as a keyboard user does (pointer selection is unreliable beside other menus in jsdom).
    const user = userEvent.setup();
    within(cloud).getByRole('button', { name: 'Intelligent Word Cloud options' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menuitem', { name: 'Manage hidden keywords' });
    await user.keyboard('{ArrowDown}{Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByTestId('hide-row').map((r) => r.firstElementChild!.textContent)).toEqual(['delay', 'train']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide delay' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.to('POST', '/api/task/overview/7/hide')).toHaveLength(1));
    expect(api.to('POST', '/api/task/overview/7/hide')[0]!.body).toEqual({ keywords: ['crowd', 'delay'] });
    await waitFor(() => expect(api.to('GET', '/api/task/7/wordcloud')).toHaveLength(2));
    expect(api.to('GET', '/api/task/7/analytics/top_term')).toHaveLength(1);
  });

  it("'Hide this topic' saves the topic at once and reads the trending topics again", async () => {
    const api = show('/feed/7/overview');
    const topics = await screen.findByTestId('trending-topics');
    fireEvent.click(await within(topics).findByRole('button', { name: /^Hide this topic/ }));
    await waitFor(() => expect(api.to('POST', '/api/task/overview/7/hide')).toHaveLength(1));
    expect(api.to('POST', '/api/task/overview/7/hide')[0]!.body).toEqual({ topics: ['signal'] });
    await waitFor(() => expect(api.to('GET', '/api/task/7/analytics/top_term')).toHaveLength(2));
    expect(api.to('GET', '/api/task/7/wordcloud')).toHaveLength(1);
  });

  it("lists hidden topics in 'Manage hidden topics' with the share of posts the server gives them", async () => {
    show('/feed/7/overview', {
      'GET /api/task/7/overview/hide': () => ok({ hide: { keywords: [], topics: ['fare', 'strike'], sites: [] } }),
      'GET /api/task/7/analytics/top_term': () =>
        ok([{ term: [{ name: 'topics', result: [{ word: 'signal', related_word: [], ai_score: 3, doc_freq: 40 }] }] }], { hidden: { fare: 12.5, strike: 0 } }),
    });
    const topics = await screen.findByTestId('trending-topics');
    await within(topics).findByText('signal');
    const user = userEvent.setup();
    within(topics).getByRole('button', { name: 'Trending topic options' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menuitem', { name: 'Manage hidden topics' });
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('tab', { name: 'Hidden topics' }));
    await waitFor(() =>
      expect(within(dialog).getAllByTestId('hide-row').map((r) => [...r.children].map((c) => c.textContent))).toEqual([
        ['fare', '12.5', expect.any(String)],
        ['strike', '0', expect.any(String)],
      ]),
    );
  });
});

describe('Overview PDF export', () => {
  function fakePdf() {
    const pdf = { internal: { pageSize: { getWidth: () => 1190, getHeight: () => 1684 } }, addImage: jest.fn(), save: jest.fn() };
    jest.mocked(jsPDF).mockImplementation(() => pdf as unknown as jsPDF);
    return pdf;
  }

  it('captures the page with its header and without its controls into one A2 page, then takes the header away', async () => {
    const pdf = fakePdf();
    let headerDuringCapture: string | null = null;
    jest.mocked(html2canvas).mockImplementation(async (element) => {
      headerDuringCapture = within(element).getByTestId('pdf-header').textContent;
      return { width: 1000, height: 3000, toDataURL: () => 'data:image/png;base64,AA' } as unknown as HTMLCanvasElement;
    });
    show('/feed/7/overview');
    const button = await screen.findByRole('button', { name: 'Export PDF' });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    await waitFor(() => expect(pdf.save).toHaveBeenCalledWith('MTR Service overview.pdf'));
    expect(headerDuringCapture).toContain('MTR Service');
    const options = jest.mocked(html2canvas).mock.calls[0]![1]!;
    expect(options.ignoreElements!(screen.getByRole('group', { name: 'Date range' }).parentElement!)).toBe(true);
    expect(jsPDF).toHaveBeenCalledWith(expect.objectContaining({ format: 'a2', orientation: 'portrait' }));
    await waitFor(() => expect(screen.queryByTestId('pdf-header')).toBeNull());
    expect(screen.getByRole('button', { name: 'Export PDF' })).toBeEnabled();
  });

  it('takes the header away and says so when the capture fails', async () => {
    jest.mocked(html2canvas).mockRejectedValue(new Error('Canvas too large'));
    show('/feed/7/overview');
    const button = await screen.findByRole('button', { name: 'Export PDF' });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    expect(await screen.findByText('The PDF could not be made')).toBeInTheDocument();
    expect(screen.queryByTestId('pdf-header')).toBeNull();
    expect(screen.getByRole('button', { name: 'Export PDF' })).toBeEnabled();
  });
});
