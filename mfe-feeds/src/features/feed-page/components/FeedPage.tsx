import { Button, Stack } from '@chakra-ui/react';
import { Outlet, useParams } from 'react-router';
import { findAccess, loadAccessList } from 'shared/session';
import { ErrorNotice, Loader, NoAccess, useAccessList } from 'shared/ui';
import { parseTaskId } from '../feed-tabs';
import { FeedHeader } from './FeedHeader';
import { FeedTabs } from './FeedTabs';

/** A feed's page: header, tabs and the tab's content; only for feeds in the user's access list. */
export function FeedPage() {
  const { taskId } = useParams();
  const access = useAccessList();
  const id = parseTaskId(taskId);

  if (id === null) return <NoAccess />;
  if (access.status === 'idle' || access.status === 'loading') return <Loader label="Loading feed" />;
  if (access.status === 'error') {
    return (
      <Stack gap="3" alignItems="flex-start">
        <ErrorNotice message={access.error ?? 'Failed to fetch access'} />
        <Button size="sm" variant="outline" onClick={() => void loadAccessList()}>
          Try again
        </Button>
      </Stack>
    );
  }
  const feed = findAccess(access.entries, id);
  if (!feed) return <NoAccess />;

  return (
    <Stack gap="4">
      <FeedHeader feed={feed} feeds={access.entries} now={Date.now()} />
      <FeedTabs feed={feed} />
      <Outlet />
    </Stack>
  );
}
