import { act, fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { renderAt } from 'shared/testing';
import Overview from '../../../exposes/Overview';

// The segmented control measures its indicator on the next frame; let that happen inside act.
const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

function Where() {
  const { search } = useLocation();
  return <div data-testid="where">{search}</div>;
}

describe('Overview', () => {
  it('offers the three ranges, the URL choosing one, and the empty state', async () => {
    renderAt(
      '/feed/1/overview?range=month',
      <>
        <Overview />
        <Where />
      </>,
    );
    await nextFrame();
    const month = screen.getByRole('radio', { name: 'Last 30 days' }) as HTMLInputElement;
    expect(month.checked).toBe(true);
    expect(screen.getByText('Nothing to show here at the moment')).toBeTruthy();
    expect(screen.getByText('Try a longer data period of data or give it some time to reload')).toBeTruthy();
    fireEvent.click(screen.getByText('Last 24 hours'));
    await nextFrame();
    expect(screen.getByTestId('where').textContent).toBe('?range=today');
  });

  it('defaults to the last 7 days', async () => {
    renderAt('/feed/1/overview', <Overview />);
    await nextFrame();
    expect((screen.getByRole('radio', { name: 'Last 7 days' }) as HTMLInputElement).checked).toBe(true);
  });
});
