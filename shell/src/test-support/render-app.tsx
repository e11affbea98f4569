import { render } from '@testing-library/react';
import { MemoryRouter, Outlet, useLocation } from 'react-router';
import type { RemoteLoader } from 'shared/ui';
import { App } from '../app/App';

/** Shows the router's current path so tests can assert where navigation ended. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** A loader standing in for the federation runtime: each module renders its id; FeedPage renders its tab too. */
export const fakeRemoteLoader: RemoteLoader = jest.fn(async (id) => ({
  default:
    id === 'mfe_feeds/FeedPage'
      ? () => (
          <section>
            <p>remote {id}</p>
            <Outlet />
          </section>
        )
      : () => <p>remote {id}</p>,
}));

export function renderApp(path: string, loader: RemoteLoader = fakeRemoteLoader) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App remoteLoader={loader} />
      <LocationProbe />
    </MemoryRouter>,
  );
}
