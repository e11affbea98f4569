// Helpers of this feature's component tests: a fetch that answers by method and path, and the screen rendered
// inside a router with the toaster and a remote loader.
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { FeedPost, TaskSettings } from 'shared/contract';
import { accessListAtom, appStore, setSession, type SessionUser } from 'shared/session';
import { accessEntry, sessionUser, taskSettingsFixture } from 'shared/testing';
import { RemoteLoaderProvider, Toaster, system, type RemoteLoader } from 'shared/ui';
import Posts from '../../exposes/Posts';

export const ok = (data: unknown, extra: Record<string, unknown> = {}) => ({ result: 'success', data, ...extra });
export const failure = (result: string, error: string) => ({ result, error });

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

type Route = (request: SentRequest) => unknown;

/** Replaces fetch: `routes` are keyed 'METHOD /path'; every request is recorded in `sent`. */
export function stubApi(routes: Record<string, Route>) {
  const sent: SentRequest[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = new URL(url, 'http://localhost').pathname;
    const request = { method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    sent.push(request);
    const route = routes[`${method} ${path}`];
    if (!route) throw new Error(`No stubbed reply for ${method} ${path}`);
    if (init?.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    return new Response(JSON.stringify(await route(request)), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, sent, searches: () => sent.filter((r) => r.path === '/api/task/search').map((r) => r.body as Record<string, unknown>) };
}

/** A feed's settings as api.tasks.info answers them. */
export function feedSettings(overrides: Partial<TaskSettings> = {}): TaskSettings {
  return taskSettingsFixture({ task_id: 7, task_name: 'MTR Service Updates', query_string: 'MTR OR 港鐵', lang_abbr: 'en', list_medium: ['Forum', 'News'], ...overrides });
}

export const MEDSITES = [
  { medium: 'Forum', sites: ['LIHKG', 'HKGolden'] },
  { medium: 'News', sites: ['RTHK', 'HK01'] },
  { medium: 'Blog', sites: ['Medium'] },
];

/** The replies every render needs: the feed's settings, the site lists and a page of posts. */
export function baseRoutes(posts: FeedPost[], settings: Partial<TaskSettings> = {}, total = posts.length): Record<string, Route> {
  return {
    'GET /api/task/info/7': () => ok(feedSettings(settings)),
    'GET /api/misc/list/medsites': () => ok(MEDSITES),
    'POST /api/task/search': () => ok(posts, { total }),
  };
}

let location = '';
function LocationProbe() {
  const { pathname, search } = useLocation();
  location = `${pathname}${search}`;
  return null;
}

/** Where the router is now (path and query). */
export const currentUrl = () => new URL(location, 'http://localhost');

export interface RenderOptions {
  writable?: boolean;
  taskType?: 0 | 1;
  user?: Partial<SessionUser>;
  loader?: RemoteLoader;
  /** Rendered inside the router beside the screen, e.g. a stand-in for the sub-header's search box. */
  beside?: ReactNode;
}

export function renderPosts(path = '/feed/7/posts', { writable = true, taskType = 0, user = {}, loader = jest.fn(), beside = null }: RenderOptions = {}) {
  setSession(sessionUser(user));
  appStore.set(accessListAtom, {
    status: 'loaded',
    entries: [accessEntry({ task_id: 7, task_name: 'MTR Service Updates', writable, task_type: taskType })],
    error: null,
  });
  return render(
    <JotaiProvider store={appStore}>
      <ChakraProvider value={system}>
        <RemoteLoaderProvider value={loader}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/feed/:taskId/posts" element={<Posts />} />
            </Routes>
            <LocationProbe />
            {beside}
          </MemoryRouter>
        </RemoteLoaderProvider>
        <Toaster />
      </ChakraProvider>
    </JotaiProvider>,
  );
}

/** Opens a menu and picks an item as a keyboard user does: Enter on the trigger, arrows to the item, Enter. */
export async function chooseFromMenu(trigger: HTMLElement, item: string) {
  const user = userEvent.setup();
  trigger.focus();
  await user.keyboard('{Enter}');
  await screen.findByRole('menuitem', { name: item });
  const highlighted = () => screen.queryAllByRole('menuitem').find((el) => el.hasAttribute('data-highlighted'));
  await waitFor(() => expect(highlighted()).toBeDefined());
  for (let step = 0; step < 10 && highlighted()?.textContent?.trim() !== item; step++) {
    const before = highlighted();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(highlighted()).not.toBe(before));
  }
  await waitFor(() => expect(screen.getByRole('menuitem', { name: item })).toHaveAttribute('data-highlighted'));
  await user.keyboard('{Enter}');
}
