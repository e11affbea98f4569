import { act, screen, waitFor } from '@testing-library/react';
import { appStore, accessListAtom, resetSession, sessionAtom, setSession } from 'shared/session';
import { authFail, calledKeys, mockFetch, success } from '../../test-support/fake-api';
import { renderApp } from '../../test-support/render-app';
import { loginUser, sessionUser } from '../../test-support/session-fixture';
import { TOKEN_REFRESH_INTERVAL_MS } from './timing';

beforeEach(() => resetSession());
afterEach(() => jest.useRealTimers());

describe('restoring a stored session', () => {
  it('shows a spinner while the config is fetched, then the page with the configured loader', async () => {
    setSession(sessionUser());
    let answer: (reply: ReturnType<typeof success>) => void = () => undefined;
    mockFetch({
      'GET /api/users/config': () => new Promise((resolve) => (answer = resolve)),
      'GET /api/users/liveaccess': () => success([]),
    });
    renderApp('/feed');
    expect(screen.getByRole('status', { name: 'Checking your session' })).toBeInTheDocument();
    act(() => answer(success({ font: '', loader: 2 })));
    expect(await screen.findByText('remote mfe_feeds/FeedList')).toBeInTheDocument();
    expect(appStore.get(sessionAtom)?.loader).toBe(2);
  });

  it("resets the session and shows the login page when the config call answers 'Auth Fail'", async () => {
    setSession(sessionUser());
    mockFetch({ 'GET /api/users/config': () => authFail });
    renderApp('/feed/3/posts');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(appStore.get(sessionAtom)).toBeNull();
  });

  it("keeps the session and says 'Failed to fetch config' on any other failure", async () => {
    setSession(sessionUser());
    mockFetch({
      'GET /api/users/config': () => ({ status: 500, body: { result: 'server_error', error: 'Database unavailable' } }),
      'GET /api/users/liveaccess': () => success([]),
    });
    renderApp('/feed');
    expect(await screen.findByText('Failed to fetch config')).toBeInTheDocument();
    expect(await screen.findByText('remote mfe_feeds/FeedList')).toBeInTheDocument();
    expect(appStore.get(sessionAtom)?.token).toBe('token-1');
  });

  it('loads the access list once logged in', async () => {
    setSession(sessionUser());
    const fetchMock = mockFetch({
      'GET /api/users/config': () => success({ font: '', loader: 4 }),
      'GET /api/users/liveaccess': () => success([]),
    });
    renderApp('/feed');
    await waitFor(() => expect(appStore.get(accessListAtom).status).toBe('loaded'));
    expect(calledKeys(fetchMock).filter((k) => k === 'GET /api/users/liveaccess')).toHaveLength(1);
  });
});

describe('token refresh', () => {
  async function startLoggedIn(refresh: () => ReturnType<typeof success> | typeof authFail) {
    jest.useFakeTimers();
    setSession(sessionUser('token-1'));
    const fetchMock = mockFetch({
      'GET /api/users/config': () => success({ font: '', loader: 3 }),
      'GET /api/users/liveaccess': () => success([]),
      'GET /api/users/token/refresh': refresh,
    });
    renderApp('/feed');
    await screen.findByText('remote mfe_feeds/FeedList');
    return fetchMock;
  }

  const refreshCalls = (mock: jest.Mock) => calledKeys(mock).filter((k) => k === 'GET /api/users/token/refresh').length;

  it('stores the new token every 300000 ms, keeping the display settings', async () => {
    let n = 1;
    const fetchMock = await startLoggedIn(() => success(loginUser, { token: `token-${++n}`, live_max: null }));

    await act(async () => jest.advanceTimersByTime(TOKEN_REFRESH_INTERVAL_MS - 1));
    expect(refreshCalls(fetchMock)).toBe(0);
    await act(async () => jest.advanceTimersByTime(1));
    await waitFor(() => expect(appStore.get(sessionAtom)?.token).toBe('token-2'));
    expect(appStore.get(sessionAtom)?.loader).toBe(3);

    await act(async () => jest.advanceTimersByTime(TOKEN_REFRESH_INTERVAL_MS));
    await waitFor(() => expect(appStore.get(sessionAtom)?.token).toBe('token-3'));
    expect(refreshCalls(fetchMock)).toBe(2);
  });

  it('logs out when a refresh fails', async () => {
    await startLoggedIn(() => ({ status: 500, body: { result: 'server_error', error: 'no token' } }));
    await act(async () => jest.advanceTimersByTime(TOKEN_REFRESH_INTERVAL_MS));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(appStore.get(sessionAtom)).toBeNull();
  });

  it('stops refreshing after logout', async () => {
    const fetchMock = await startLoggedIn(() => success(loginUser, { token: 'token-x', live_max: null }));
    act(() => resetSession());
    await act(async () => jest.advanceTimersByTime(TOKEN_REFRESH_INTERVAL_MS * 2));
    expect(refreshCalls(fetchMock)).toBe(0);
  });
});
