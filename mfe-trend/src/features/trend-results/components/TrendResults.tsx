import { Flex, HStack, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { api } from 'shared/contract';
import { DEFAULT_TREND_LABEL_TEXT } from 'shared/rules';
import { EmptyState, ErrorNotice, useApiData } from 'shared/ui';
import { TimeFrameSelect } from '../../trend-filters/components/TimeFrameSelect';
import { TrendNoAccess } from '../../trend-filters/components/TrendNoAccess';
import { useTrendFilters } from '../../trend-filters/use-trend-filters';

/** Trend results (spec doc 3 §2): industry and time frame, both in the URL, and the topics found. */
export function TrendResults() {
  const filters = useTrendFilters();
  const labels = useApiData(api.misc.indLabels);

  if (filters.labelIds.length === 0) return <TrendNoAccess />;

  const offered = labels.status === 'loaded' ? labels.data.filter((l) => filters.labelIds.includes(String(l.label_id))) : [];
  const labelName = offered.find((l) => String(l.label_id) === filters.label)?.label_name ?? DEFAULT_TREND_LABEL_TEXT;

  return (
    <Stack gap="5">
      <Stack gap="1">
        <Heading as="h1" size="2xl" letterSpacing="wide">
          TRENDING TOPICS
        </Heading>
        <Text fontSize="lg" color="brand.fg" fontWeight="medium">
          {labelName}
        </Text>
      </Stack>
      {labels.status === 'error' ? <ErrorNotice message={labels.message} /> : null}
      <Flex gap="3" wrap="wrap">
        <HStack>
          <NativeSelect.Root size="sm" width="56" disabled={offered.length === 0}>
            <NativeSelect.Field aria-label="Industry" value={filters.label ?? ''} onChange={(e) => filters.setLabel(e.target.value)}>
              {offered.map((l) => (
                <option key={l.label_id} value={String(l.label_id)}>
                  {l.label_name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
        <TimeFrameSelect value={filters.frequency} allowed={filters.allowed} onChange={filters.setFrequency} />
      </Flex>
      <EmptyState title="No results available for the selected date period. Please try another period." />
    </Stack>
  );
}
