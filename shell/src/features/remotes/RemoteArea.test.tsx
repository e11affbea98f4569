import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders, RemoteLoaderProvider, type RemoteLoader } from 'shared/ui';
import { RemoteArea } from './RemoteArea';

function renderArea(loader: RemoteLoader) {
  return render(
    <AppProviders>
      <RemoteLoaderProvider value={loader}>
        <p>rest of the shell</p>
        <RemoteArea module="mfe_posts/Posts" />
      </RemoteLoaderProvider>
    </AppProviders>,
  );
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('RemoteArea', () => {
  it('shows a readable failure in its own area and loads again on Retry', async () => {
    const loader = jest
      .fn<ReturnType<RemoteLoader>, Parameters<RemoteLoader>>()
      .mockRejectedValueOnce(new Error('Failed to fetch mf-manifest.json'))
      .mockResolvedValueOnce({ default: () => <p>posts are here</p> });
    renderArea(loader);

    expect(await screen.findByText('This part of HarbourPulse could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('the posts');
    expect(screen.getByText('rest of the shell')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('posts are here')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('keeps showing the failure while the remote stays down, then recovers', async () => {
    const loader = jest
      .fn<ReturnType<RemoteLoader>, Parameters<RemoteLoader>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockRejectedValueOnce(new Error('still down'))
      .mockResolvedValueOnce({ default: () => <p>back up</p> });
    renderArea(loader);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('back up')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(3);
  });

  it('loads a module once and reuses it when the area mounts again', async () => {
    const loader = jest.fn<ReturnType<RemoteLoader>, Parameters<RemoteLoader>>().mockResolvedValue({ default: () => <p>loaded once</p> });
    const first = renderArea(loader);
    await screen.findByText('loaded once');
    first.unmount();
    renderArea(loader);
    expect(await screen.findByText('loaded once')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it("does not carry one remote's failure over to the next module shown in its place", async () => {
    const loader: RemoteLoader = (id) =>
      id === 'mfe_trend/TrendResults' ? Promise.reject(new Error('trend is down')) : Promise.resolve({ default: () => <p>feeds are here</p> });
    const area = (module: 'mfe_trend/TrendResults' | 'mfe_feeds/FeedList') => (
      <AppProviders>
        <RemoteLoaderProvider value={loader}>
          <RemoteArea module={module} />
        </RemoteLoaderProvider>
      </AppProviders>
    );
    const { rerender } = render(area('mfe_trend/TrendResults'));
    expect(await screen.findByText('This part of HarbourPulse could not be loaded.')).toBeInTheDocument();

    rerender(area('mfe_feeds/FeedList'));
    expect(await screen.findByText('feeds are here')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('catches a remote that crashes while rendering', async () => {
    const Crashing = () => {
      throw new Error('render failed');
    };
    renderArea(jest.fn<ReturnType<RemoteLoader>, Parameters<RemoteLoader>>().mockResolvedValue({ default: Crashing }));
    expect(await screen.findByText('This part of HarbourPulse could not be loaded.')).toBeInTheDocument();
  });
});
