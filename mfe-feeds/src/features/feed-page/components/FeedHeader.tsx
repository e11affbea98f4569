import { Flex, HStack, Heading, IconButton, Stack } from '@chakra-ui/react';
import type { AccessEntry } from 'shared/contract';
import { TypeBadge } from 'shared/ui';
import type { FeedInfoState } from '../use-feed-info';
import { FeedSwitcher } from './FeedSwitcher';
import { GearIcon } from './GearIcon';
import { MonitoringPeriod } from './MonitoringPeriod';

export interface FeedHeaderProps {
  feed: AccessEntry;
  feeds: readonly AccessEntry[];
  info: FeedInfoState;
  now: number;
  /** Opens the feed editor; the gear is offered only when the user may write the feed. */
  onEdit: () => void;
}

/** Name, type, settings gear and monitoring period of a feed, and the feed switcher (spec doc 1 §2.5). */
export function FeedHeader({ feed, feeds, info, now, onEdit }: FeedHeaderProps) {
  return (
    <Flex justifyContent="space-between" alignItems="flex-start" gap="4" wrap="wrap">
      <Stack gap="1">
        <HStack gap="2">
          <Heading as="h1" size="xl">
            {feed.task_name}
          </Heading>
          <TypeBadge taskType={feed.task_type} />
          {feed.writable ? (
            <IconButton variant="ghost" size="sm" aria-label="Feed settings" onClick={onEdit}>
              <GearIcon />
            </IconButton>
          ) : null}
        </HStack>
        <MonitoringPeriod info={info} now={now} />
      </Stack>
      <FeedSwitcher current={feed} feeds={feeds.filter((f) => f.readable)} />
    </Flex>
  );
}
