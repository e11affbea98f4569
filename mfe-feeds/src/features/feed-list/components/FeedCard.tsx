import { Box, Card, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import type { KeyboardEvent, ReactNode } from 'react';
import type { AccessEntry } from 'shared/contract';
import { LAST_7_DAYS_LABEL, NO_FEED_DATA_TEXT, canDrawSparkline, feedHasData, formatLongDateTime, timeAgo } from 'shared/rules';
import { TypeBadge } from 'shared/ui';
import { FeedActions } from './FeedActions';
import { FeedFigures } from './FeedFigures';
import { Sparkline } from './Sparkline';

export interface FeedCardProps {
  feed: AccessEntry;
  now: number;
  onOpen: (feed: AccessEntry) => void;
}

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0.5" minWidth="32">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Box fontSize="sm">{children}</Box>
    </Stack>
  );
}

/** One feed of My Feeds; the whole card opens the feed's overview, by pointer or keyboard, except its actions menu. */
export function FeedCard({ feed, now, onOpen }: FeedCardProps) {
  const hasData = feedHasData(feed);
  const counts = feed.line.points.map((p) => p.count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') onOpen(feed);
  };

  return (
    <Card.Root
      role="link"
      tabIndex={0}
      aria-label={feed.task_name}
      onClick={() => onOpen(feed)}
      onKeyDown={onKeyDown}
      cursor="pointer"
      size="sm"
      transition="box-shadow 0.15s, border-color 0.15s"
      _hover={{ borderColor: 'brand.emphasized', boxShadow: 'sm' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      <Card.Body>
        <Flex gap="6" alignItems="center" wrap="wrap">
          <Stack gap="1.5" flex="1" minWidth="48">
            <HStack gap="2">
              <Text fontWeight="semibold" fontSize="md" lineClamp={1}>
                {feed.task_name}
              </Text>
              <TypeBadge taskType={feed.task_type} />
            </HStack>
            {hasData ? <FeedFigures feed={feed} /> : null}
          </Stack>
          <Stack gap="1" minWidth="32" alignItems="flex-start">
            {hasData && canDrawSparkline(counts) ? (
              <>
                <Sparkline counts={counts} />
                <Text fontSize="xs" color="fg.muted">
                  {LAST_7_DAYS_LABEL}
                </Text>
              </>
            ) : !hasData ? (
              <Text fontSize="sm" color="fg.muted">
                {NO_FEED_DATA_TEXT}
              </Text>
            ) : null}
          </Stack>
          <Labelled label="Last Edited">
            {feed.last_edit_time === null ? (
              '—'
            ) : (
              <time dateTime={new Date(feed.last_edit_time).toISOString()} title={formatLongDateTime(feed.last_edit_time)}>
                {timeAgo(feed.last_edit_time, now)}
              </time>
            )}
          </Labelled>
          <Labelled label="Edited By">{feed.last_edit_user ?? '—'}</Labelled>
          <FeedActions feed={feed} />
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
