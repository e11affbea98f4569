import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '../testing/index.js';
import { AppProviders } from './AppProviders.js';
import { UpgradeNotice, upgradeSentence } from './UpgradeNotice.js';

describe('upgradeSentence', () => {
  it("uses the plan's limit where known and the spec's 3 feeds otherwise", () => {
    expect(upgradeSentence('feedLimit', 5)).toBe('Your plan allows a maximum of 5 feeds of this type.');
    expect(upgradeSentence('feedLimit')).toBe('Your plan allows a maximum of 3 feeds of this type.');
    expect(upgradeSentence('feedLimit', 1)).toBe('Your plan allows a maximum of 1 feed of this type.');
    expect(upgradeSentence('modificationLimit', 10)).toContain('10 keyword changes per feed each month');
    expect(upgradeSentence('exportLimit', 20)).toContain('20 exports per feed each month');
  });
});

describe('UpgradeNotice', () => {
  it('shows the title, the reason and how to reach the provider, and closes', async () => {
    stubFetch({ '/api/misc/contact': () => ({ result: 'success', data: { phone: '+852 2345 6789', email: 'support@harbourpulse.example' } }) });
    const onClose = jest.fn();
    render(
      <AppProviders>
        <UpgradeNotice open kind="trial" onClose={onClose} />
      </AppProviders>,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Upgrade your Plan' });
    expect(dialog).toHaveTextContent('This feature is not part of your trial.');
    expect(await screen.findByRole('link', { name: 'support@harbourpulse.example' })).toHaveAttribute('href', 'mailto:support@harbourpulse.example');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
