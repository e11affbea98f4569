import { Link as ChakraLink, Stack } from '@chakra-ui/react';
import { Link, Route } from 'react-router';
import { FeedLinks, StandaloneShell } from 'shared/ui';
import Compare from '../exposes/Compare';
import Overview from '../exposes/Overview';
import PlanUsage from '../exposes/PlanUsage';

const FEED_LINKS = [
  { label: 'Overview', path: (id: number) => `/feed/${id}/overview` },
  { label: 'Compare', path: (id: number) => `/feed/${id}/compare` },
];

/** Development page of this remote: its modules under the shell's paths. */
export function StandaloneApp() {
  return (
    <StandaloneShell appName="mfe-analytics">
      <Route path="/feed/:taskId" element={<Overview />} />
      <Route path="/feed/:taskId/overview" element={<Overview />} />
      <Route path="/feed/:taskId/compare" element={<Compare />} />
      {/* As in the shell: any other last segment shows the overview. */}
      <Route path="/feed/:taskId/*" element={<Overview />} />
      <Route path="/account/usage" element={<PlanUsage />} />
      <Route path="/usage" element={<PlanUsage />} />
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
    </StandaloneShell>
  );
}
