import { Route } from 'react-router';
import { FeedLinks, RemoteLoaderProvider, StandaloneShell } from 'shared/ui';
import Posts from '../exposes/Posts';
import { standaloneRemoteLoader } from './standalone-remotes';

/** Development page of this remote: its modules under the shell's paths. */
export function StandaloneApp() {
  return (
    <RemoteLoaderProvider value={standaloneRemoteLoader}>
      <StandaloneShell appName="mfe-posts">
        <Route path="/feed/:taskId/posts" element={<Posts />} />
        <Route path="*" element={<FeedLinks links={[{ label: 'Posts', path: (id) => `/feed/${id}/posts` }]} />} />
      </StandaloneShell>
    </RemoteLoaderProvider>
  );
}
