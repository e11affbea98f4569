import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoginUser } from '../contract/index.js';
import { appStore, resetSession, sessionAtom } from '../session/index.js';
import { AppProviders } from './AppProviders.js';
import { LoginForm } from './LoginForm.js';

const user: LoginUser = {
  user_id: 1,
  username: 'analyst',
  display_name: 'Ada Analyst',
  email: 'ada@example.com',
  ac_id: 1,
  acc_level: {
    live_limit: 3,
    adhoc_limit: 3,
    export_pm: 2,
    kw_pt: 30,
    live_qry_mod: 5,
    smart_feed: false,
    alert: false,
    keyword_limit: null,
    date_from: null,
    trend_access: {},
  },
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** `fetch` replaced at the network level: each test says what the server answers, by path. */
function mockNetwork(answer: (path: string, init?: RequestInit) => Promise<Response> | Response) {
  const mock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return answer(new URL(url, 'http://localhost').pathname, init);
  });
  globalThis.fetch = mock as typeof fetch;
  return mock;
}

function renderForm(onSuccess = jest.fn()) {
  render(
    <AppProviders>
      <LoginForm onSuccess={onSuccess} />
    </AppProviders>,
  );
  return onSuccess;
}

async function fillAndSubmit(username: string, password: string) {
  const u = userEvent.setup();
  if (username) await u.type(screen.getByPlaceholderText('Username (not your e-mail)'), username);
  if (password) await u.type(screen.getByLabelText('Password'), password);
  await u.click(screen.getByRole('button', { name: 'Login' }));
  return u;
}

beforeEach(() => resetSession());

describe('LoginForm', () => {
  it('shows the rules per field and sends nothing while they fail', async () => {
    const fetchMock = mockNetwork(() => json({}));
    renderForm();
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    await fillAndSubmit('', 'abc');
    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a loading state while the login call is under way', async () => {
    let answer: (r: Response) => void = () => undefined;
    mockNetwork(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderForm();
    await fillAndSubmit('analyst', 'analyst-demo');
    const button = screen.getByRole('button', { name: /Logging in/ });
    expect(button).toBeDisabled();
    expect(screen.getByPlaceholderText('Username (not your e-mail)')).toBeDisabled();
    await act(async () => answer(json({ result: 'login_failed', error: 'Wrong username or password' }, 401)));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it("shows the server's error in a dismissible notice and restores the form", async () => {
    mockNetwork(() => json({ result: 'login_failed', error: 'Wrong username or password' }, 401));
    renderForm();
    const u = await fillAndSubmit('analyst', 'not-the-password');
    expect(await screen.findByText('Wrong username or password')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Username (not your e-mail)')).toHaveValue('analyst');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(appStore.get(sessionAtom)).toBeNull();

    await u.click(screen.getByRole('button', { name: 'Dismiss error' }));
    expect(screen.queryByText('Wrong username or password')).not.toBeInTheDocument();
  });

  it('logs in: sends the credentials, fetches the config with the new token and sets the session', async () => {
    const fetchMock = mockNetwork((path, init) => {
      if (path === '/api/users/login') return json({ result: 'success', token: 'fresh-token', data: user });
      if (path === '/api/users/config' && new Headers(init?.headers).get('token') === 'fresh-token') {
        return json({ result: 'success', data: { font: '', loader: 5 } });
      }
      return json({ result: 'auth_fail', error: 'Auth Fail' }, 401);
    });
    const onSuccess = renderForm();
    await fillAndSubmit('  analyst ', 'analyst-demo');

    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    const [, loginInit] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(loginInit.method).toBe('POST');
    expect(JSON.parse(String(loginInit.body))).toEqual({ username: 'analyst', password: 'analyst-demo' });
    expect(appStore.get(sessionAtom)).toMatchObject({ username: 'analyst', token: 'fresh-token', loader: 5, liveFeedLimit: 3 });
  });
});
