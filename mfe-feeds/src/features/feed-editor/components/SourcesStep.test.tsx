import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { api, type MediumName } from 'shared/contract';
import { renderAt } from 'shared/testing';
import { useApiData } from 'shared/ui';
import { stubEditorApi } from '../editor-testing';
import { SourcesStep } from './SourcesStep';

let latest: MediumName[] | null;

function Harness({ initial }: { initial: MediumName[] | null }) {
  const [mediums, setMediums] = useState(initial);
  const available = useApiData(api.misc.mediums);
  const sites = useApiData(api.misc.sites);
  latest = mediums;
  return <SourcesStep mediums={mediums} available={available} sites={sites} onChange={setMediums} />;
}

const toggle = (name: string) => screen.getByRole('checkbox', { name });

describe('the sources step', () => {
  beforeEach(() => stubEditorApi());

  it('lists the two sections with their hints, all on when every medium is picked', async () => {
    renderAt('/feed', <Harness initial={null} />);
    expect(await screen.findByText('Select sources to collect posts from')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Social' })).toHaveTextContent('Other Socials');
    expect(screen.getByRole('region', { name: 'Other Channels' })).toHaveTextContent('Telegram');
    expect(screen.getByText('post, page and group')).toBeInTheDocument();
    expect(screen.getByText('100+ channels')).toBeInTheDocument();
    expect(screen.getByText('Youtube, etc')).toBeInTheDocument();
    expect(await screen.findByText('LIHKG, HKGolden, Discuss.com.hk…')).toBeInTheDocument();
    expect(toggle('All Social')).toBeChecked();
    expect(toggle('All Other Channels')).toBeChecked();
  });

  it('turns a section off and on with its All toggle: everything on is stored as null, nothing as []', async () => {
    const user = userEvent.setup();
    renderAt('/feed', <Harness initial={null} />);
    await screen.findByText('Select sources to collect posts from');
    await user.click(toggle('All Social'));
    expect(latest).toEqual(['Forum', 'News', 'Blog', 'Video', 'Telegram']);
    expect(toggle('Facebook')).not.toBeChecked();
    await user.click(toggle('All Other Channels'));
    expect(latest).toEqual([]);
    expect(screen.getByText('Pick at least one source.')).toBeInTheDocument();
    await user.click(toggle('Instagram'));
    expect(latest).toEqual(['Instagram']);
    await user.click(toggle('All Social'));
    await user.click(toggle('All Other Channels'));
    expect(latest).toBeNull();
  });
});
