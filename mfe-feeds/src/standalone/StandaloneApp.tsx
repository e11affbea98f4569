import { Text } from '@chakra-ui/react';
import { Navigate, Route } from 'react-router';
import { StandaloneShell } from 'shared/ui';
import FeedList from '../exposes/FeedList';
import FeedPage from '../exposes/FeedPage';

/** Development page of this remote: its modules under the shell's paths. */
export function StandaloneApp() {
  return (
    <StandaloneShell appName="mfe-feeds">
      <Route path="/feed" element={<FeedList />} />
      <Route path="/feed/:taskId" element={<FeedPage />}>
        <Route path="*" element={<Text color="fg.muted">In the shell, this tab shows a module of another remote.</Text>} />
      </Route>
      <Route path="*" element={<Navigate to="/feed" replace />} />
    </StandaloneShell>
  );
}
