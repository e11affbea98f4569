import { Link as ChakraLink, Stack } from '@chakra-ui/react';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { AppProviders, StandaloneGate } from 'shared/ui';
import Compare from '../exposes/Compare';
import Overview from '../exposes/Overview';
import PlanUsage from '../exposes/PlanUsage';
import { FeedLinks } from './FeedLinks';

const FEED_LINKS = [
  { label: 'Overview', path: (id: number) => `/feed/${id}/overview` },
  { label: 'Compare', path: (id: number) => `/feed/${id}/compare` },
];

/** Development page of this remote: its modules under the shell's paths, with their own providers and router. */
export function StandaloneApp() {
  return (
    <AppProviders>
      <BrowserRouter>
        <StandaloneGate appName="mfe-analytics">
          <Routes>
            <Route path="/feed/:taskId" element={<Overview />} />
            <Route path="/feed/:taskId/overview" element={<Overview />} />
            <Route path="/feed/:taskId/compare" element={<Compare />} />
            <Route path="/account/usage" element={<PlanUsage />} />
            <Route
              path="*"
              element={
                <Stack gap="6">
                  <ChakraLink asChild colorPalette="brand">
                    <Link to="/account/usage">Plan Usage</Link>
                  </ChakraLink>
                  <FeedLinks links={FEED_LINKS} />
                </Stack>
              }
            />
          </Routes>
        </StandaloneGate>
      </BrowserRouter>
    </AppProviders>
  );
}
