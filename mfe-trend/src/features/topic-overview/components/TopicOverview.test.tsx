import { screen } from '@testing-library/react';
import { setSession } from 'shared/session';
import { renderAt, sessionUser, stubFetch } from 'shared/testing';
import TopicOverview from '../../../exposes/TopicOverview';

afterEach(() => setSession(null));

describe('Topic overview', () => {
  it('links back to the results of the same time frame and label', () => {
    setSession(sessionUser({ trendAccess: { '2': ['Latest', 'Daily'] } }));
    renderAt('/trend/77?f=Daily&label=2', <TopicOverview />);
    expect(screen.getByRole('link', { name: '← to Trend Results of' }).getAttribute('href')).toBe('/trend?f=Daily&label=2');
    expect((screen.getByRole('combobox', { name: 'Time frame' }) as HTMLSelectElement).value).toBe('Daily');
    expect(screen.getByText('Nothing to show here at the moment')).toBeTruthy();
  });

  it('shows the upgrade message without trend access', async () => {
    stubFetch({ '/api/misc/contact': () => ({ result: 'success', data: { phone: '+852 3000 1234', email: 'support@harbourpulse.example' } }) });
    setSession(sessionUser());
    renderAt('/trend/77', <TopicOverview />);
    expect(screen.getByText('Gain Access to AI-generated Trending Topics happening in Hong Kong')).toBeTruthy();
    await screen.findByRole('link', { name: '+852 3000 1234' });
  });
});
