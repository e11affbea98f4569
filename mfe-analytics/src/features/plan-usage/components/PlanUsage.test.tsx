import { screen, within } from '@testing-library/react';
import { accessListAtom, appStore, setSession } from 'shared/session';
import { accessEntry, renderAt, sessionUser, stubFetch } from 'shared/testing';
import PlanUsage from '../../../exposes/PlanUsage';

const feeds = [
  accessEntry({ task_id: 1, task_name: 'Live one', task_type: 0 }),
  accessEntry({ task_id: 2, task_name: 'Live two', task_type: 0 }),
  accessEntry({ task_id: 3, task_name: 'Ad-hoc one', task_type: 1 }),
];

beforeEach(() => {
  stubFetch({ '/api/misc/contact': () => ({ result: 'success', data: { phone: '+852 3000 1234', email: 'support@harbourpulse.example' } }) });
  appStore.set(accessListAtom, { status: 'loaded', entries: feeds, error: null });
});
afterEach(() => {
  setSession(null);
});

describe('Plan Usage', () => {
  it('shows used against the quotas with what remains', async () => {
    setSession(sessionUser({ liveFeedLimit: 3, adhocFeedLimit: 1 }));
    renderAt('/account/usage', <PlanUsage />);
    expect(screen.getByRole('heading', { name: 'Plan Usage' })).toBeTruthy();
    const live = within(screen.getByTestId('quota-Live Feed'));
    expect(live.getByText('2 / 3')).toBeTruthy();
    expect(live.getByText('1 remaining')).toBeTruthy();
    expect(live.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('67');
    const adhoc = within(screen.getByTestId('quota-Ad-hoc Feed'));
    expect(adhoc.getByText('1 / 1')).toBeTruthy();
    expect(adhoc.getByText('0 remaining')).toBeTruthy();
    expect(await screen.findByRole('link', { name: '+852 3000 1234' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'support@harbourpulse.example' }).getAttribute('href')).toBe('mailto:support@harbourpulse.example');
  });

  it('shows Unlimited with a disabled bar for a null quota', async () => {
    setSession(sessionUser({ liveFeedLimit: null, adhocFeedLimit: 5 }));
    renderAt('/account/usage', <PlanUsage />);
    const live = within(screen.getByTestId('quota-Live Feed'));
    expect(live.getByText('2 / Unlimited')).toBeTruthy();
    expect(live.queryByText(/remaining/)).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Live Feed usage' }).closest('[aria-disabled="true"]')).toBeTruthy();
    expect(within(screen.getByTestId('quota-Ad-hoc Feed')).getByText('4 remaining')).toBeTruthy();
    await screen.findByRole('link', { name: '+852 3000 1234' });
  });

  it('still says how to upgrade when the contact details cannot be fetched', async () => {
    stubFetch({ '/api/misc/contact': () => ({ result: 'server_error', error: 'Down' }) });
    setSession(sessionUser());
    renderAt('/account/usage', <PlanUsage />);
    expect(await screen.findByText(/Contact your account manager/)).toBeTruthy();
  });
});
