import { Box } from '@chakra-ui/react';
import { sparklinePoints } from '../sparkline-points';

const WIDTH = 120;
const HEIGHT = 32;

/** The 7-day trend of a feed card: threads per day, as a small inline line chart. */
export function Sparkline({ counts }: { counts: readonly number[] }) {
  return (
    <Box color="brand.solid" lineHeight="0">
      <svg
        width={WIDTH}
        height={HEIGHT}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`Threads per day: ${counts.join(', ')}`}
        data-testid="sparkline"
      >
        <polyline points={sparklinePoints(counts, WIDTH, HEIGHT, 2)} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" strokeLinecap="round" />
      </svg>
    </Box>
  );
}
