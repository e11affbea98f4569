import { BrowserRouter, Route, Routes } from 'react-router';
import { AppProviders, StandaloneGate } from 'shared/ui';
import Posts from '../exposes/Posts';
import { FeedLinks } from './FeedLinks';

/** Development page of this remote: its modules under the shell's paths, with their own providers and router. */
export function StandaloneApp() {
  return (
    <AppProviders>
      <BrowserRouter>
        <StandaloneGate appName="mfe-posts">
          <Routes>
            <Route path="/feed/:taskId/posts" element={<Posts />} />
            <Route path="*" element={<FeedLinks links={[{ label: 'Posts', path: (id) => `/feed/${id}/posts` }]} />} />
          </Routes>
        </StandaloneGate>
      </BrowserRouter>
    </AppProviders>
  );
}
