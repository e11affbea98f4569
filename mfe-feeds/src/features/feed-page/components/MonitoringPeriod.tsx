import { HStack, Stack, Text } from '@chakra-ui/react';
import { Loader } from 'shared/ui';
import { monitoringPeriod } from '../monitoring-period';
import type { FeedInfoState } from '../use-feed-info';

/** 'Monitoring period: {start} - {end}' from the feed's settings; without them the spec's defaults and a short reason. */
export function MonitoringPeriod({ info, now }: { info: FeedInfoState; now: number }) {
  if (info.status === 'loading') {
    return (
      <HStack gap="2" fontSize="sm" color="fg.muted">
        <Text>Monitoring period:</Text>
        <Loader size="sm" label="Loading monitoring period" />
      </HStack>
    );
  }
  const { start, end } = monitoringPeriod(info.status === 'loaded' ? info.settings : null, now);
  return (
    <Stack gap="0.5">
      <Text fontSize="sm" color="fg.muted">
        Monitoring period: {start} - {end}
      </Text>
      {info.status === 'error' ? (
        <Text fontSize="xs" color="fg.error">
          Could not load this feed's dates: {info.message}
        </Text>
      ) : null}
    </Stack>
  );
}
