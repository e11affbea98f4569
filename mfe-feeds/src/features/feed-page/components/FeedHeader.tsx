import { Flex, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { AccessEntry } from 'shared/contract';
import { PERIOD_NOT_DEFINED, formatMediumDate } from 'shared/rules';
import { TypeBadge } from 'shared/ui';
import { FeedSwitcher } from './FeedSwitcher';

/**
 * Name, type and monitoring period of a feed (spec doc 1 §2.5). The access list does not carry the
 * feed's dates, so the start reads 'not defined' and the end is today, as the spec's defaults say.
 */
export function FeedHeader({ feed, feeds, now }: { feed: AccessEntry; feeds: readonly AccessEntry[]; now: number }) {
  return (
    <Flex justifyContent="space-between" alignItems="flex-start" gap="4" wrap="wrap">
      <Stack gap="1">
        <HStack gap="2">
          <Heading as="h1" size="xl">
            {feed.task_name}
          </Heading>
          <TypeBadge taskType={feed.task_type} />
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          Monitoring period: {PERIOD_NOT_DEFINED} - {formatMediumDate(now)}
        </Text>
      </Stack>
      <FeedSwitcher current={feed} feeds={feeds.filter((f) => f.readable)} />
    </Flex>
  );
}
