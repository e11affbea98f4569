import { Badge } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { api } from 'shared/contract';
import { apiClient } from 'shared/session';

export const DEMO_DATA_TEXT = 'Demo data';
export const DEMO_DATA_HINT = 'This installation collects from the demo stream: its posts are simulated, not real.';

/** Marks every screen while the simulated demo stream feeds the product, so its figures are never taken for real ones. */
export function DemoDataBadge() {
  const [demo, setDemo] = useState(false);
  useEffect(() => {
    let live = true;
    apiClient
      .call(api.sources.list)
      .then((reply) => {
        if (live) setDemo(reply.data.some((s) => s.kind === 'demo' && s.enabled));
      })
      // The badge is a hint; when the registry cannot be read the screen goes on without it.
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  if (!demo) return null;
  return (
    <Badge colorPalette="purple" variant="subtle" size="lg" title={DEMO_DATA_HINT} aria-label={`${DEMO_DATA_TEXT}: ${DEMO_DATA_HINT}`}>
      {DEMO_DATA_TEXT}
    </Badge>
  );
}
