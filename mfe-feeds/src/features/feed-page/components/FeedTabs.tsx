import { HStack, Link as ChakraLink } from '@chakra-ui/react';
import { Link, useLocation } from 'react-router';
import type { AccessEntry } from 'shared/contract';
import { FEED_TAB_LABELS, activeFeedTab, feedTabs } from '../feed-tabs';

/** The feed's sub-pages as links, the shown one highlighted. */
export function FeedTabs({ feed }: { feed: AccessEntry }) {
  const { pathname } = useLocation();
  const tabs = feedTabs(feed.task_type);
  const active = activeFeedTab(pathname, tabs);
  return (
    <HStack as="nav" aria-label="Feed sections" gap="1" borderBottomWidth="1px">
      {tabs.map((tab) => {
        const current = tab === active;
        return (
          <ChakraLink
            key={tab}
            asChild
            px="4"
            py="2"
            mb="-1px"
            fontWeight="medium"
            fontSize="sm"
            borderBottomWidth="2px"
            borderColor={current ? 'brand.solid' : 'transparent'}
            color={current ? 'brand.fg' : 'fg.muted'}
            textDecoration="none"
            _hover={{ color: 'brand.fg', textDecoration: 'none' }}
          >
            <Link to={`/feed/${feed.task_id}/${tab}`} aria-current={current ? 'page' : undefined}>
              {FEED_TAB_LABELS[tab]}
            </Link>
          </ChakraLink>
        );
      })}
    </HStack>
  );
}
