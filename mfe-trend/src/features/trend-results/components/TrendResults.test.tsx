import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { setSession } from 'shared/session';
import { renderAt, sessionUser, stubFetch } from 'shared/testing';
import TrendResults from '../../../exposes/TrendResults';

const labels = [
  { label_id: 1, label_name: 'All in Hong Kong' },
  { label_id: 2, label_name: 'Politics' },
  { label_id: 3, label_name: 'Finance' },
];

function Where() {
  return <div data-testid="where">{useLocation().search}</div>;
}

function show(path: string) {
  renderAt(
    path,
    <>
      <TrendResults />
      <Where />
    </>,
  );
}

beforeEach(() => {
  stubFetch({
    '/api/misc/list/ind_labels': () => ({ result: 'success', data: labels }),
    '/api/misc/contact': () => ({ result: 'success', data: { phone: '+852 3000 1234', email: 'support@harbourpulse.example' } }),
  });
});
afterEach(() => setSession(null));

describe('Trend results', () => {
  it('shows the upgrade message without trend access', async () => {
    setSession(sessionUser({ trendAccess: {} }));
    show('/trend?f=Latest');
    expect(screen.getByText('Gain Access to AI-generated Trending Topics happening in Hong Kong')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'support@harbourpulse.example' })).toBeTruthy();
    expect(screen.queryByText('TRENDING TOPICS')).toBeNull();
  });

  it('shows the filters and the empty result with access', async () => {
    setSession(sessionUser({ trendAccess: { '1': ['Latest', 'Daily', 'Weekly'], '3': ['Latest', 'Monthly'] } }));
    show('/trend?f=Weekly&label=3');
    expect(screen.getByRole('heading', { name: 'TRENDING TOPICS' })).toBeTruthy();
    expect(await screen.findByText('Finance', { selector: 'p' })).toBeTruthy();
    expect(screen.getByText('No results available for the selected date period. Please try another period.')).toBeTruthy();

    const industry = screen.getByRole('combobox', { name: 'Industry' }) as HTMLSelectElement;
    expect(Array.from(industry.options).map((o) => o.textContent)).toEqual(['All in Hong Kong', 'Finance']);
    const frame = screen.getByRole('combobox', { name: 'Time frame' }) as HTMLSelectElement;
    // Weekly is not allowed for Finance: the first allowed frame is used.
    expect(frame.value).toBe('Latest');
    const options = Object.fromEntries(Array.from(frame.options).map((o) => [o.textContent, o.disabled]));
    expect(options).toEqual({
      'Last 24 hours': false,
      Yesterday: true,
      'Past 7 days': true,
      'Past 14 days': true,
      'Past 30 days': false,
      'Past 3 months': true,
    });
  });

  it('keeps both filters in the URL', async () => {
    setSession(sessionUser({ trendAccess: { '1': ['Latest', 'Daily', 'Weekly'], '3': ['Latest', 'Monthly'] } }));
    show('/trend?f=Latest');
    await screen.findByRole('option', { name: 'Finance' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Time frame' }), { target: { value: 'Weekly' } });
    expect(screen.getByTestId('where').textContent).toBe('?f=Weekly&label=1');
    fireEvent.change(screen.getByRole('combobox', { name: 'Industry' }), { target: { value: '3' } });
    expect(screen.getByTestId('where').textContent).toBe('?f=Latest&label=3');
  });
});
