import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { AppProviders, StandaloneGate } from 'shared/ui';
import TopicOverview from '../exposes/TopicOverview';
import TrendResults from '../exposes/TrendResults';

/** Development page of this remote: its modules under the shell's paths, with their own providers and router. */
export function StandaloneApp() {
  return (
    <AppProviders>
      <BrowserRouter>
        <StandaloneGate appName="mfe-trend">
          <Routes>
            <Route path="/trend" element={<TrendResults />} />
            <Route path="/trend/:topic" element={<TopicOverview />} />
            <Route path="*" element={<Navigate to="/trend?f=Latest" replace />} />
          </Routes>
        </StandaloneGate>
      </BrowserRouter>
    </AppProviders>
  );
}
