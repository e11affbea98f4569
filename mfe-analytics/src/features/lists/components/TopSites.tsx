import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { SiteActivity } from 'shared/contract';
import { COUNT_VIEWS, DEFAULT_COUNT_VIEW, type CountView } from '../count-views';
import { ListCard } from './ListCard';
import { ViewBySelect } from './ViewBySelect';

export interface TopSitesProps {
  data: Record<CountView, SiteActivity[]> | null;
}

/** Top sites by activity (spec doc 3 §2): site and channel, a bar against the busiest row, and the count. */
export function TopSites({ data }: TopSitesProps) {
  const [view, setView] = useState<CountView>(DEFAULT_COUNT_VIEW);
  const rows = data?.[view] ?? [];
  const most = Math.max(1, ...rows.map((r) => r.postCount));

  return (
    <ListCard
      testId="top-sites"
      title="Top sites by activity"
      loading={data === null}
      empty={rows.length === 0}
      actions={<ViewBySelect options={COUNT_VIEWS} value={view} onChange={setView} />}
    >
      <Stack as="ol" gap="3" listStyleType="none">
        {rows.map((row) => (
          <Box as="li" key={`${row.site}|${row.channel}`} data-testid="site-row">
            <HStack justifyContent="space-between" gap="3">
              <Box minWidth="0">
                <Text fontWeight="medium" truncate>
                  {row.site}
                </Text>
                {row.channel ? (
                  <Text fontSize="xs" color="fg.muted" truncate>
                    {row.channel}
                  </Text>
                ) : null}
              </Box>
              <Text fontWeight="semibold">{row.postCount.toLocaleString('en-US')}</Text>
            </HStack>
            <Box height="1.5" bg="bg.muted" rounded="full" mt="1" aria-hidden>
              <Box height="100%" rounded="full" bg="brand.solid" width={`${(row.postCount / most) * 100}%`} />
            </Box>
          </Box>
        ))}
      </Stack>
    </ListCard>
  );
}
