import { Box, Button, Flex, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { Outlet, useLocation, useParams } from 'react-router';
import { findAccess, loadAccessList } from 'shared/session';
import { ErrorNotice, Loader, NoAccess, useAccessList } from 'shared/ui';
import { FeedEditor } from '../../feed-editor';
import { activeFeedTab, feedTabs, parseTaskId } from '../feed-tabs';
import { useFeedInfo } from '../use-feed-info';
import { FeedHeader } from './FeedHeader';
import { FeedTabs } from './FeedTabs';
import { PostsSearch } from './PostsSearch';

/**
 * A feed's page: header, tabs and the tab's content; only for feeds in the user's access list.
 *
 * After the editor saves (spec doc 1 §4 "After save") the feed's settings are fetched again, then the access
 * list, and then the tab is refreshed by remounting it: the Outlet is keyed by `refreshKey`, so the tab's
 * module (another remote, which needs no hook of ours) fetches its data anew. What a tab must keep across
 * that, such as the overview's date range or the posts search, lives in the URL and survives.
 */
export function FeedPage() {
  const { taskId } = useParams();
  const { pathname } = useLocation();
  const access = useAccessList();
  const [editing, setEditing] = useState(false);
  const [refreshKey, setRefreshKey] = useState(0);
  const id = parseTaskId(taskId);
  const feed = id === null ? null : findAccess(access.entries, id);
  const { info, reload } = useFeedInfo(feed ? feed.task_id : null);

  if (id === null) return <NoAccess />;
  // A reload of the list (after a save) keeps the page on screen while the feed is still in the old list.
  if (access.status === 'idle' || (access.status === 'loading' && !feed)) return <Loader label="Loading feed" />;
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
  if (!feed) return <NoAccess />;

  const onSaved = async () => {
    await reload();
    await loadAccessList();
    setRefreshKey((n) => n + 1);
  };

  return (
    <Stack gap="4">
      <FeedHeader feed={feed} feeds={access.entries} info={info} now={Date.now()} onEdit={() => setEditing(true)} />
      <Flex alignItems="flex-end" gap="4" wrap="wrap">
        <Box flex="1" minWidth="64">
          <FeedTabs feed={feed} />
        </Box>
        {activeFeedTab(pathname, feedTabs(feed.task_type)) === 'posts' ? <PostsSearch /> : null}
      </Flex>
      <Outlet key={refreshKey} />
      {feed.writable ? (
        <FeedEditor key={feed.task_id} open={editing} mode="edit" taskId={feed.task_id} onClose={() => setEditing(false)} onSaved={() => void onSaved()} />
      ) : null}
    </Stack>
  );
}
