import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore, resetSession, sessionAtom, setSession } from 'shared/session';
import { mockFetch, success, calledKeys } from '../test-support/fake-api';
import { renderApp } from '../test-support/render-app';
import { sessionUser } from '../test-support/session-fixture';

const location = () => screen.getByTestId('location').textContent;

function loggedIn() {
  setSession(sessionUser());
  return mockFetch({
    'GET /api/users/config': () => success({ font: '', loader: 4 }),
    'GET /api/users/liveaccess': () => success([]),
    'DELETE /api/users/logout': () => success(null),
  });
}

beforeEach(() => resetSession());

describe('guards', () => {
  it('sends a visitor to /login from a protected route', async () => {
    mockFetch({});
    renderApp('/feed/12/posts');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(location()).toBe('/login');
  });

  it('sends a logged-in user away from /login, through the Welcome page, to /feed', async () => {
    loggedIn();
    renderApp('/login');
    expect(await screen.findByText('remote mfe_feeds/FeedList')).toBeInTheDocument();
    expect(location()).toBe('/feed');
  });

  it('routes to /login when the session is reset while on a page', async () => {
    loggedIn();
    renderApp('/feed');
    await screen.findByText('remote mfe_feeds/FeedList');
    act(() => resetSession());
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });
});

describe('routes', () => {
  it.each([
    ['/feed/12', 'mfe_analytics/Overview'],
    ['/feed/12/overview', 'mfe_analytics/Overview'],
    ['/feed/12/posts', 'mfe_posts/Posts'],
    ['/feed/12/compare', 'mfe_analytics/Compare'],
    ['/feed/12/trends', 'mfe_analytics/Overview'],
    ['/feed/12/whatever', 'mfe_analytics/Overview'],
  ])('%s shows the feed page with %s in its tab', async (path, tab) => {
    loggedIn();
    renderApp(path);
    expect(await screen.findByText('remote mfe_feeds/FeedPage')).toBeInTheDocument();
    expect(await screen.findByText(`remote ${tab}`)).toBeInTheDocument();
  });

  it.each([
    ['/trend?f=Latest', 'mfe_trend/TrendResults'],
    ['/trend/42', 'mfe_trend/TopicOverview'],
    ['/account/usage', 'mfe_analytics/PlanUsage'],
    ['/usage', 'mfe_analytics/PlanUsage'],
  ])('%s shows %s', async (path, module) => {
    loggedIn();
    renderApp(path);
    expect(await screen.findByText(`remote ${module}`)).toBeInTheDocument();
  });

  it('falls back from an unknown top-level path to / and on to /feed', async () => {
    loggedIn();
    renderApp('/no/such/page');
    expect(await screen.findByText('remote mfe_feeds/FeedList')).toBeInTheDocument();
    expect(location()).toBe('/feed');
  });

  it('shows the account page with the user and the plan', async () => {
    loggedIn();
    renderApp('/account');
    const page = within(await screen.findByRole('main'));
    expect(await page.findByText('Ada Analyst')).toBeInTheDocument();
    expect(page.getByText('ada@example.com')).toBeInTheDocument();
    expect(page.getByText('Live feeds').nextSibling).toHaveTextContent('3');
    expect(page.getByText('Ad-hoc feeds').nextSibling).toHaveTextContent('Unlimited');
    expect(page.getByRole('link', { name: 'View Plan Usage' })).toHaveAttribute('href', '/account/usage');
  });
});

describe('layout', () => {
  it.each([
    ['/feed', 'Feed', false],
    ['/trend?f=Latest', 'Trend Explorer', true],
    ['/account', 'Account', false],
  ])('titles %s as %s', async (path, title, beta) => {
    loggedIn();
    renderApp(path);
    const heading = await screen.findByRole('heading', { level: 1, name: title });
    expect(Boolean(within(heading.parentElement as HTMLElement).queryByText('BETA'))).toBe(beta);
    await waitFor(() => expect(document.title).toBe(`${title} · HarbourPulse`));
  });

  it('marks the screens with a demo data badge while the demo stream is a collecting source', async () => {
    setSession(sessionUser());
    const health = { last_success_at: null, last_error_at: null, last_error: null, posts_collected: 0, lag_ms: null, failures: 0, next_poll_at: null };
    const source = (kind: string, enabled: boolean) => ({
      ...{ id: kind.length, name: `${kind} source`, kind, target: '', medium: 'Social', site: 'Demo', label_id: null },
      ...{ poll_interval_s: 60, enabled, allow_private: false, has_api_key: false, created_at: 0, health },
    });
    mockFetch({
      'GET /api/users/config': () => success({ font: '', loader: 4 }),
      'GET /api/users/liveaccess': () => success([]),
      'GET /api/sources': () => success([source('rss', true), source('demo', true)]),
    });
    renderApp('/feed');
    const badge = await screen.findByText('Demo data');
    expect(badge).toHaveAttribute('title', expect.stringContaining('simulated'));
  });

  it('shows no demo data badge when the demo stream is off or the registry cannot be read', async () => {
    loggedIn();
    renderApp('/feed');
    await screen.findByText('remote mfe_feeds/FeedList');
    expect(screen.queryByText('Demo data')).not.toBeInTheDocument();
  });

  it('links the logo to /, Feed to /feed and Trend to /trend?f=Latest', async () => {
    loggedIn();
    renderApp('/feed');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'HarbourPulse home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Feed' })).toHaveAttribute('href', '/feed');
    expect(within(nav).getByRole('link', { name: 'Trend' })).toHaveAttribute('href', '/trend?f=Latest');
  });

  it("shows the avatar's initial and its menu, used with the keyboard, leads to Plan Usage and Logout", async () => {
    const fetchMock = loggedIn();
    renderApp('/feed');
    const trigger = await screen.findByRole('button', { name: 'Account menu of Ada Analyst' });
    expect(within(trigger).getByText('A')).toBeInTheDocument();
    const user = userEvent.setup();
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: /Your Account/ })).toHaveTextContent('Ada Analyst');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: /Your Account/ })).toHaveAttribute('data-highlighted'));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByText('remote mfe_analytics/PlanUsage')).toBeInTheDocument();
    expect(location()).toBe('/account/usage');

    screen.getByRole('button', { name: 'Account menu of Ada Analyst' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menuitem', { name: 'Logout' });
    await waitFor(() => expect(screen.getByRole('menuitem', { name: /Your Account/ })).toHaveAttribute('data-highlighted'));
    await user.keyboard('{End}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveAttribute('data-highlighted'));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(calledKeys(fetchMock)).toContain('DELETE /api/users/logout');
    expect(appStore.get(sessionAtom)).toBeNull();
  });
});

describe('/logout', () => {
  it('clears the session and ends at /login even when the call fails', async () => {
    setSession(sessionUser());
    const fetchMock = mockFetch({
      'GET /api/users/config': () => success({ font: '', loader: 4 }),
      'GET /api/users/liveaccess': () => success([]),
      'DELETE /api/users/logout': () => ({ status: 500, body: { result: 'server_error', error: 'Something broke' } }),
    });
    renderApp('/logout');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(location()).toBe('/login');
    expect(calledKeys(fetchMock)).toContain('DELETE /api/users/logout');
    expect(appStore.get(sessionAtom)).toBeNull();
  });
});
