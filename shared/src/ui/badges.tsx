import { Badge } from '@chakra-ui/react';
import { FEED_TYPES, type FeedType } from '../contract/index.js';

/** The feed type label: Live in amber, Ad-hoc tinted red (spec doc 1 §9). */
export function TypeBadge({ taskType }: { taskType: FeedType }) {
  return taskType === FEED_TYPES.live ? (
    <Badge bg="amber.100" color="amber.800" borderWidth="1px" borderColor="amber.300" size="sm">
      Live
    </Badge>
  ) : (
    <Badge colorPalette="red" variant="subtle" size="sm">
      Ad-hoc
    </Badge>
  );
}

/** Marks an area that is still in beta (ad-hoc feeds on the type step, Trend Explorer). */
export function BetaTag() {
  return (
    <Badge colorPalette="purple" variant="solid" size="xs" letterSpacing="wider" fontWeight="semibold">
      BETA
    </Badge>
  );
}
