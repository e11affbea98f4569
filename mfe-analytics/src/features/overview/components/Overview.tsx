import { Flex, Stack } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { parseOverviewRange } from 'shared/rules';
import { EmptyState } from 'shared/ui';
import { RangeControl } from './RangeControl';

/**
 * The feed overview: the chosen range lives in the URL as ?range=. Until the analytics calls exist
 * there are no figures to show, which the spec's empty state says.
 */
export function Overview() {
  const [params, setParams] = useSearchParams();
  const range = parseOverviewRange(params.get('range'));

  const setRange = (value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('range', value);
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="5">
      <Flex justifyContent="flex-end">
        <RangeControl value={range} onChange={setRange} />
      </Flex>
      <EmptyState title="Nothing to show here at the moment" description="Try a longer data period of data or give it some time to reload" />
    </Stack>
  );
}
