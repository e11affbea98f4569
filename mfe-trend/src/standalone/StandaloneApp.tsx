import { Navigate, Route } from 'react-router';
import { StandaloneShell } from 'shared/ui';
import TopicOverview from '../exposes/TopicOverview';
import TrendResults from '../exposes/TrendResults';

/** Development page of this remote: its modules under the shell's paths. */
export function StandaloneApp() {
  return (
    <StandaloneShell appName="mfe-trend">
      <Route path="/trend" element={<TrendResults />} />
      <Route path="/trend/:topic" element={<TopicOverview />} />
      <Route path="*" element={<Navigate to="/trend?f=Latest" replace />} />
    </StandaloneShell>
  );
}
