import { Box, Stack, Text, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import type { TopThread } from 'shared/contract';
import { listableThreads } from 'shared/rules';
import { ListCard } from './ListCard';
import { SiteFilter, type SiteFilterSettings } from './SiteFilter';
import { ViewBySelect } from './ViewBySelect';

type ThreadView = 'engagement' | 'growth';

const THREAD_VIEWS: readonly { value: ThreadView; label: string }[] = [
  { value: 'engagement', label: 'Total engagement' },
  { value: 'growth', label: 'Hourly engagement growth' },
];

/** The list's height (spec doc 3 §9): 597 px, 953 px in the ad-hoc feed's expanded column. */
const LIST_HEIGHT = 597;
const EXPANDED_LIST_HEIGHT = 953;

export interface TopThreadsProps {
  engagement: TopThread[] | null;
  growth: TopThread[] | null;
  mode: 'preset' | 'adhoc';
  expanded?: boolean;
  /** The site filter popover; offered in the preset feed only. */
  siteFilter?: SiteFilterSettings;
  onThreadClick(thread: TopThread): void;
}

const RowButton = chakra('button');

/** Top threads (spec doc 3 §2): by total engagement or hourly engagement growth; read-only view in the ad-hoc feed. */
export function TopThreads({ engagement, growth, mode, expanded = false, siteFilter, onThreadClick }: TopThreadsProps) {
  const [chosen, setChosen] = useState<ThreadView>('engagement');
  const view = mode === 'adhoc' ? 'engagement' : chosen;
  const data = view === 'engagement' ? engagement : growth;
  const threads = listableThreads(data ?? []);

  return (
    <ListCard
      testId="top-threads"
      title="Top threads"
      loading={data === null}
      empty={threads.length === 0}
      actions={
        <>
          <ViewBySelect options={THREAD_VIEWS} value={view} onChange={setChosen} disabled={mode === 'adhoc'} />
          {siteFilter && mode === 'preset' ? <SiteFilter {...siteFilter} /> : null}
        </>
      }
    >
      <Box height={`${expanded ? EXPANDED_LIST_HEIGHT : LIST_HEIGHT}px`} overflowY="auto" data-testid="thread-list">
        <Stack as="ol" gap="1" listStyleType="none">
          {threads.map((thread) => (
            <li key={thread.url}>
              <RowButton
                type="button"
                width="100%"
                textAlign="start"
                display="flex"
                gap="3"
                alignItems="center"
                px="2"
                py="2"
                rounded="md"
                cursor="pointer"
                _hover={{ bg: 'bg.muted' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid' }}
                onClick={() => onThreadClick(thread)}
              >
                <Box flex="1" minWidth="0">
                  <Text fontWeight="medium" lineClamp={2}>
                    {thread.title}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {thread.site}
                  </Text>
                </Box>
                <Text fontWeight="semibold" data-testid="thread-figure">
                  {view === 'engagement' ? thread.engagementCount.toLocaleString('en-US') : thread.roc.toFixed(2)}
                </Text>
              </RowButton>
            </li>
          ))}
        </Stack>
      </Box>
    </ListCard>
  );
}
