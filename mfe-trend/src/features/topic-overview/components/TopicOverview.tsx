import { HStack, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { Link } from 'react-router';
import { EmptyState } from 'shared/ui';
import { TimeFrameSelect } from '../../trend-filters/components/TimeFrameSelect';
import { TrendNoAccess } from '../../trend-filters/components/TrendNoAccess';
import { useTrendFilters } from '../../trend-filters/use-trend-filters';

/** Topic overview (spec doc 3 §2): the way back to the results of a time frame, then the topic's analysis. */
export function TopicOverview() {
  const filters = useTrendFilters();
  if (filters.labelIds.length === 0) return <TrendNoAccess />;

  const back = new URLSearchParams({ f: filters.frequency, ...(filters.label === null ? {} : { label: filters.label }) });
  return (
    <Stack gap="5">
      <HStack gap="2" wrap="wrap">
        <ChakraLink asChild color="brand.fg" fontWeight="medium">
          <Link to={`/trend?${back.toString()}`}>← to Trend Results of</Link>
        </ChakraLink>
        <TimeFrameSelect value={filters.frequency} allowed={filters.allowed} onChange={filters.setFrequency} />
      </HStack>
      <EmptyState title="Nothing to show here at the moment" description="Try a longer data period of data or give it some time to reload" />
    </Stack>
  );
}
