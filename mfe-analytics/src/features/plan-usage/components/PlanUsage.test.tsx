import { screen, within } from '@testing-library/react';
import { setSession } from 'shared/session';
import { renderAt, sessionUser, stubFetch } from 'shared/testing';
import PlanUsage from '../../../exposes/PlanUsage';

const contact = () => ({ result: 'success', data: { phone: '+852 3000 1234', email: 'support@harbourpulse.example' } });

beforeEach(() => setSession(sessionUser()));
afterEach(() => setSession(null));

describe('Plan Usage', () => {
  it("shows the server's counts against the quotas with what remains", async () => {
    const fetchMock = stubFetch({
      '/api/misc/contact': contact,
      '/api/users/usage': () => ({ result: 'success', data: { live: { used: 2, quota: 3 }, adhoc: { used: 1, quota: 1 } } }),
    });
    renderAt('/account/usage', <PlanUsage />);
    expect(screen.getByRole('heading', { name: 'Plan Usage' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading plan usage' })).toBeTruthy();
    const live = within(await screen.findByTestId('quota-Live Feed'));
    expect(live.getByText('2 / 3')).toBeTruthy();
    expect(live.getByText('1 remaining')).toBeTruthy();
    expect(live.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('67');
    const adhoc = within(screen.getByTestId('quota-Ad-hoc Feed'));
    expect(adhoc.getByText('1 / 1')).toBeTruthy();
    expect(adhoc.getByText('0 remaining')).toBeTruthy();
    expect(await screen.findByRole('link', { name: '+852 3000 1234' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'support@harbourpulse.example' }).getAttribute('href')).toBe('mailto:support@harbourpulse.example');
    expect(fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname)).toContain('/api/users/usage');
  });

  it('shows Unlimited with a disabled bar for a null quota', async () => {
    stubFetch({
      '/api/misc/contact': contact,
      '/api/users/usage': () => ({ result: 'success', data: { live: { used: 2, quota: null }, adhoc: { used: 1, quota: 5 } } }),
    });
    renderAt('/account/usage', <PlanUsage />);
    const live = within(await screen.findByTestId('quota-Live Feed'));
    expect(live.getByText('2 / Unlimited')).toBeTruthy();
    expect(live.queryByText(/remaining/)).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Live Feed usage' }).closest('[aria-disabled="true"]')).toBeTruthy();
    expect(within(screen.getByTestId('quota-Ad-hoc Feed')).getByText('4 remaining')).toBeTruthy();
    await screen.findByRole('link', { name: '+852 3000 1234' });
  });

  it("says what went wrong when the usage cannot be read, and still how to upgrade", async () => {
    stubFetch({
      '/api/misc/contact': () => ({ result: 'server_error', error: 'Down' }),
      '/api/users/usage': () => ({ result: 'server_error', error: 'The usage could not be counted' }),
    });
    renderAt('/account/usage', <PlanUsage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The usage could not be counted');
    expect(screen.queryByTestId('quota-Live Feed')).toBeNull();
    expect(await screen.findByText(/Contact your account manager/)).toBeTruthy();
  });
});
