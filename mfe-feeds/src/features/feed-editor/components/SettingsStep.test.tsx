import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { FeedDetail, Language } from 'shared/contract';
import { RANGE_TOO_LONG, endFromDayInput, startFromDayInput } from 'shared/rules';
import { renderAt } from 'shared/testing';
import { EMPTY_DETAIL } from '../editor-detail';
import { SettingsStep } from './SettingsStep';

const NOW = Date.parse('2025-06-15T04:00:00Z');
const langs = { status: 'loaded' as const, data: [{ lang_abbr: 'en', name: 'English' }] satisfies Language[] };
let latest: FeedDetail;

function Harness({ initial, planEarliest = null }: { initial: Partial<FeedDetail>; planEarliest?: number | null }) {
  const [detail, setDetail] = useState<FeedDetail>({ ...EMPTY_DETAIL, ...initial });
  latest = detail;
  return <SettingsStep detail={detail} langs={langs} now={NOW} planEarliest={planEarliest} onChange={(patch) => setDetail((d) => ({ ...d, ...patch }))} />;
}

describe('the settings step', () => {
  it('disables the end date of a live feed and says why', () => {
    renderAt('/feed', <Harness initial={{ type: 0 }} />);
    expect(screen.getByLabelText('End date')).toBeDisabled();
    expect(screen.getByText('We will keep this feed live with no end date')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Real time' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'On request' })).toBeEnabled();
    expect(screen.getByRole('combobox', { name: 'AI Primary Language' })).toHaveDisplayValue('- Pick a language -');
  });

  it('limits an ad-hoc feed to On request, with a tooltip on the others', async () => {
    const user = userEvent.setup();
    renderAt('/feed', <Harness initial={{ type: 1, frequency: 3 }} />);
    expect(screen.getByLabelText('End date')).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'On request' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Every hour' })).toBeDisabled();
    await user.hover(screen.getByText('Every hour'));
    expect(await screen.findByText('This feature is only available for live feed')).toBeInTheDocument();
  });

  it('bounds the pickers by today and the earliest allowed start', () => {
    renderAt('/feed', <Harness initial={{ type: 1 }} />);
    const start = screen.getByLabelText('Start date');
    expect(start).toHaveAttribute('max', '2025-06-15');
    expect(start).toHaveAttribute('min', '2021-01-01');
  });

  it('keeps the later of the plan earliest start and the year list as the lower bound', () => {
    renderAt('/feed', <Harness initial={{ type: 0 }} planEarliest={Date.parse('2024-03-01T00:00:00+08:00')} />);
    expect(screen.getByLabelText('Start date')).toHaveAttribute('min', '2024-03-01');
  });

  it('resets the end date when the start changes, and shows date errors inline', () => {
    renderAt('/feed', <Harness initial={{ type: 1, frequency: 3 }} />);
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2024-01-01' } });
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2025-03-01' } });
    expect(latest.unix_start).toBe(startFromDayInput('2024-01-01'));
    expect(latest.unix_end).toBe(endFromDayInput('2025-03-01'));
    expect(screen.getByRole('alert')).toHaveTextContent(RANGE_TOO_LONG);

    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2024-06-01' } });
    expect(latest.unix_end).toBe(0);
    expect(screen.getByLabelText('End date')).toHaveValue('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('picks the language', async () => {
    const user = userEvent.setup();
    renderAt('/feed', <Harness initial={{ type: 0 }} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'AI Primary Language' }), 'en');
    expect(latest.lang).toBe('en');
  });
});
