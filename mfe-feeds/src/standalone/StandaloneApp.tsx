import { Text } from '@chakra-ui/react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { AppProviders, StandaloneGate } from 'shared/ui';
import FeedList from '../exposes/FeedList';
import FeedPage from '../exposes/FeedPage';

/** Development page of this remote: its modules under the shell's paths, with their own providers and router. */
export function StandaloneApp() {
  return (
    <AppProviders>
      <BrowserRouter>
        <StandaloneGate appName="mfe-feeds">
          <Routes>
            <Route path="/feed" element={<FeedList />} />
            <Route path="/feed/:taskId" element={<FeedPage />}>
              <Route path="*" element={<Text color="fg.muted">In the shell, this tab shows a module of another remote.</Text>} />
            </Route>
            <Route path="*" element={<Navigate to="/feed" replace />} />
          </Routes>
        </StandaloneGate>
      </BrowserRouter>
    </AppProviders>
  );
}
