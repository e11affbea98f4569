import { Button, Flex, Heading, Input, Stack } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { AccessEntry, TaskSettings } from 'shared/contract';
import { filterFeedsByName } from 'shared/rules';
import { loadAccessList } from 'shared/session';
import { EmptyState, ErrorNotice, Loader, useAccessList } from 'shared/ui';
import { FeedEditor } from '../../feed-editor';
import { FeedCard } from './FeedCard';

/**
 * My Feeds (spec doc 1 §2.4): the user's feeds, searchable by name (the query lives in the URL as ?q=),
 * and the way in to the feed editor in create mode.
 */
export function FeedList() {
  const access = useAccessList();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const query = params.get('q') ?? '';

  const setQuery = (value: string) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set('q', value);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  };
  const open = (feed: AccessEntry) => navigate(`/feed/${feed.task_id}/overview`);
  // The editor reloads the access list after a create, which brings the new feed in; a name filter that
  // would hide it is dropped so the user sees what they created.
  const onCreated = (task: TaskSettings) => {
    if (filterFeedsByName([task], query).length === 0) setQuery('');
  };
  const newFeed = (
    <Button colorPalette="brand" onClick={() => setCreating(true)}>
      New Feed
    </Button>
  );

  return (
    <Stack gap="5">
      <Flex justifyContent="space-between" alignItems="center" gap="4" wrap="wrap">
        <Heading as="h1" size="xl">
          My Feeds
        </Heading>
        {newFeed}
      </Flex>
      <Input
        type="search"
        placeholder="Search feeds by name"
        aria-label="Search feeds by name"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        maxWidth="md"
        bg="bg"
      />
      <FeedListBody
        status={access.status}
        error={access.error}
        feeds={access.entries}
        query={query}
        newFeed={newFeed}
        onClear={() => setQuery('')}
        onOpen={open}
      />
      <FeedEditor open={creating} mode="create" onClose={() => setCreating(false)} onCreated={onCreated} />
    </Stack>
  );
}

interface BodyProps {
  status: 'idle' | 'loading' | 'loaded' | 'error';
  error: string | null;
  feeds: AccessEntry[];
  query: string;
  /** The New Feed button, offered again by the empty state. */
  newFeed: ReactNode;
  onClear: () => void;
  onOpen: (feed: AccessEntry) => void;
}

function FeedListBody({ status, error, feeds, query, newFeed, onClear, onOpen }: BodyProps) {
  // A reload (after a create, say) keeps the cards on screen instead of flashing the loader.
  if (status === 'idle' || (status === 'loading' && feeds.length === 0)) return <Loader label="Loading feeds" />;
  if (status === 'error') {
    return (
      <Stack gap="3" alignItems="flex-start">
        <ErrorNotice message={error ?? 'Failed to fetch access'} />
        <Button size="sm" variant="outline" onClick={() => void loadAccessList()}>
          Try again
        </Button>
      </Stack>
    );
  }
  if (feeds.length === 0) return <EmptyState title="You have no feeds yet" description="Create a new feed to get started" action={newFeed} />;

  const shown = filterFeedsByName(feeds, query);
  if (shown.length === 0) {
    return (
      <EmptyState
        title={`No feeds match "${query.trim()}"`}
        description="Try another name, or clear the search to see all your feeds."
        action={
          <Button size="sm" variant="outline" onClick={onClear}>
            Clear search
          </Button>
        }
      />
    );
  }
  const now = Date.now();
  return (
    <Stack gap="3" as="ul" listStyleType="none" aria-label="Feeds">
      {shown.map((feed) => (
        <li key={feed.task_id}>
          <FeedCard feed={feed} now={now} onOpen={onOpen} />
        </li>
      ))}
    </Stack>
  );
}
