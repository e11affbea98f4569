import { Button, Heading, Input, Stack } from '@chakra-ui/react';
import { useNavigate, useSearchParams } from 'react-router';
import type { AccessEntry } from 'shared/contract';
import { filterFeedsByName } from 'shared/rules';
import { loadAccessList } from 'shared/session';
import { EmptyState, ErrorNotice, Loader, useAccessList } from 'shared/ui';
import { FeedCard } from './FeedCard';

/** My Feeds (spec doc 1 §2.4): the user's feeds, searchable by name; the query lives in the URL as ?q=. */
export function FeedList() {
  const access = useAccessList();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
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

  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        My Feeds
      </Heading>
      <Input
        type="search"
        placeholder="Search feeds by name"
        aria-label="Search feeds by name"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        maxWidth="md"
        bg="bg"
      />
      <FeedListBody status={access.status} error={access.error} feeds={access.entries} query={query} onClear={() => setQuery('')} onOpen={open} />
    </Stack>
  );
}

interface BodyProps {
  status: 'idle' | 'loading' | 'loaded' | 'error';
  error: string | null;
  feeds: AccessEntry[];
  query: string;
  onClear: () => void;
  onOpen: (feed: AccessEntry) => void;
}

function FeedListBody({ status, error, feeds, query, onClear, onOpen }: BodyProps) {
  if (status === 'idle' || status === 'loading') return <Loader label="Loading feeds" />;
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
  if (feeds.length === 0) return <EmptyState title="You have no feeds yet" description="Create a new feed to get started" />;

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
