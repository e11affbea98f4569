// Helpers of the overview and compare page tests: a fetch that answers by method and path and records what was sent,
// the replies of every overview call for a feed, a stand-in for the echarts canvas, and the page rendered in a router.
import { ChakraProvider } from '@chakra-ui/react';
import { act, render, within } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { useRef, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { AccessEntry, CountSummary, TaskSettings, TimelinePoint, TopAuthor, TopThread } from 'shared/contract';
import { accessListAtom, appStore, setSession } from 'shared/session';
import { sessionUser, taskSettingsFixture } from 'shared/testing';
import { Toaster, system } from 'shared/ui';

export const ok = (data: unknown, extra: Record<string, unknown> = {}) => ({ result: 'success', data, ...extra });

export interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Reply = (request: SentRequest) => unknown;

/** Replaces fetch: `routes` are keyed 'METHOD /path'; every request is recorded in `sent`. */
export function stubApi(routes: Record<string, Reply>) {
  const sent: SentRequest[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const request = { method: (init?.method ?? 'GET').toUpperCase(), path: url.pathname, query: url.searchParams, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    sent.push(request);
    const route = routes[`${request.method} ${request.path}`];
    if (!route) throw new Error(`No stubbed reply for ${request.method} ${request.path}`);
    return new Response(JSON.stringify(await route(request)), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { sent, to: (method: string, path: string) => sent.filter((r) => r.method === method && r.path === path) };
}

const figure = (total: number, previous: number) => ({ total, previous });
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export function statsFixture(posts: number): CountSummary {
  return { postCount: figure(posts, 4), threadCount: figure(3, 1), authorCount: figure(2, 2), engagementCount: figure(40, 20), viewCount: figure(0, 0) };
}

export const author: TopAuthor = { id: 'LIHKG:ada', name: 'Ada', site: 'LIHKG', channel: 'Forum', postCount: 3 };
export const thread: TopThread = {
  url: 'https://lihkg.com/thread/1',
  title: 'MTR delay on Island line',
  site: 'LIHKG',
  medium: 'Forum',
  engagementCount: 30,
  comment_count: 12,
  roc: 1.25,
  unix_timestamp: Date.UTC(2024, 2, 9),
};

/** Replies of every overview call of feed `id`; `posts` is the stat cards' post total (0 shows the empty state). */
export function overviewRoutes(id: number, { posts = 9, settings = {} as Partial<TaskSettings>, word = 'delay' } = {}): Record<string, Reply> {
  // Two buckets from the window's start, of the interval asked for.
  const points = (r: SentRequest): TimelinePoint[] => {
    const from = Number(r.query.get('from'));
    const size = r.query.get('range') === '0' ? HOUR : DAY;
    return [
      { point: from, postCount: 5, threadCount: 2, commentCount: 3, topThreads: [] },
      { point: from + size, postCount: 4, threadCount: 1, commentCount: 3, topThreads: [] },
    ];
  };
  return {
    [`GET /api/task/info/${id}`]: () => ok(taskSettingsFixture({ task_id: id, ...settings })),
    [`GET /api/task/${id}/analytics/stats`]: () => ok(statsFixture(posts)),
    [`GET /api/task/${id}/analytics/linechart`]: (r) => ok(points(r), { interval: Number(r.query.get('range')) }),
    [`GET /api/task/${id}/analytics/sentiment_count`]: (r) =>
      ok({ total: { positive: 5, neutral: 3, negative: 1 }, points: [{ timestamp: Number(r.query.get('from')), positive: 5, neutral: 3, negative: 1 }] }, { interval: Number(r.query.get('range')) }),
    [`GET /api/task/${id}/analytics/top_term`]: () =>
      ok([{ term: [{ name: 'topics', result: [{ word: 'signal', related_word: ['fault'], ai_score: 3, doc_freq: 40 }] }] }], { hidden: {} }),
    [`POST /api/task/${id}/analytics/top_engagement`]: () => ok([thread]),
    [`GET /api/task/${id}/analytics/top_growth`]: () => ok([thread]),
    [`GET /api/task/${id}/wordcloud`]: () => ok({ [word]: 7, train: 3 }, { hidden: { crowd: 2 } }),
    [`GET /api/task/${id}/analytics/top_authors`]: () => ok({ threads: [author], comments: [], total: [author] }),
    [`GET /api/task/${id}/analytics/top_sites`]: () => ok({ threads: [{ site: 'LIHKG', medium: 'Forum', channel: 'Forum', postCount: 3 }], comments: [], total: [] }),
    [`GET /api/task/${id}/overview/hide`]: () => ok({ hide: { keywords: ['crowd'], topics: [], sites: [] } }),
    [`POST /api/task/overview/${id}/hide`]: (r) => ok({ keywords: ['crowd'], topics: [], sites: [], ...(r.body as object) }),
    'GET /api/misc/list/medsites': () => ok([{ medium: 'Forum', sites: ['LIHKG'] }]),
    // What the Post Details modal reads.
    'POST /api/task/search': () => ok([], { total: 0 }),
    'GET /api/task/author': () => ok([]),
  };
}

// jsdom has no canvas: a stand-in for echarts-for-react that keeps each chart's props, to click its items.
const charts = new Map<string, { onEvents?: { click?: (event: { seriesIndex: number; dataIndex: number; name: string }) => void } }>();
let chartCount = 0;
function FakeECharts(props: { onEvents?: { click?: (event: { seriesIndex: number; dataIndex: number; name: string }) => void } }) {
  const id = useRef(String(chartCount++)).current;
  charts.set(id, props);
  return <div data-testid="echart" data-chart-id={id} />;
}
export const echartsForReactFake = { __esModule: true, default: FakeECharts };

/** Clicks item `dataIndex` of series `seriesIndex` of the chart inside `card`. */
export function clickChartIn(card: HTMLElement, seriesIndex: number, dataIndex: number) {
  const id = within(card).getByTestId('echart').getAttribute('data-chart-id')!;
  act(() => charts.get(id)!.onEvents!.click!({ seriesIndex, dataIndex, name: '' }));
}

let location = '';
function LocationProbe() {
  const { pathname, search } = useLocation();
  location = `${pathname}${search}`;
  return null;
}

/** Where the router is now (path and query). */
export const currentUrl = () => new URL(location, 'http://localhost');

/** Renders `page` at `path` for a user with the access list `entries`. */
export function renderPage(path: string, routePath: string, page: ReactNode, entries: AccessEntry[]) {
  setSession(sessionUser());
  appStore.set(accessListAtom, { status: 'loaded', entries, error: null });
  return render(
    <JotaiProvider store={appStore}>
      <ChakraProvider value={system}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={routePath} element={page} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
        <Toaster />
      </ChakraProvider>
    </JotaiProvider>,
  );
}
