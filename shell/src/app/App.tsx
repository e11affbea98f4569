import { AppProviders, RemoteLoaderProvider, type RemoteLoader } from 'shared/ui';
import { DocumentTitle } from '../features/layout/DocumentTitle';
import { SessionLifecycle } from '../features/session/SessionLifecycle';
import { AppRoutes } from './AppRoutes';

/** The whole shell below the router: the router is given by the caller (browser history, or memory in tests). */
export function App({ remoteLoader }: { remoteLoader: RemoteLoader }) {
  return (
    <AppProviders>
      <RemoteLoaderProvider value={remoteLoader}>
        <DocumentTitle />
        <SessionLifecycle>
          <AppRoutes />
        </SessionLifecycle>
      </RemoteLoaderProvider>
    </AppProviders>
  );
}
