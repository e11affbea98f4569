import { Box } from '@chakra-ui/react';
import { useState } from 'react';
import type { AccessEntry } from 'shared/contract';
import { KebabMenu, notifyError } from 'shared/ui';
import { DELETE_FEED_ERROR, deleteFeed } from '../delete-feed';
import { DeleteFeedDialog } from './DeleteFeedDialog';

/**
 * The actions menu of a feed card. 'Delete feed' is its only action and needs write access, so a
 * read-only feed gets no menu at all rather than an empty one.
 */
export function FeedActions({ feed }: { feed: AccessEntry }) {
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  if (!feed.writable) return null;

  const confirm = async () => {
    setDeleting(true);
    try {
      await deleteFeed(feed.task_id);
      // On success the feed leaves the list and this card unmounts with its dialog.
    } catch (error) {
      notifyError(DELETE_FEED_ERROR, error instanceof Error ? error.message : undefined);
      setDeleting(false);
    }
  };

  return (
    // The card opens the feed on click and Enter; events from the menu and dialog (portals bubble through
    // React's tree) must not reach it.
    <Box onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
      <KebabMenu
        label={`Actions for ${feed.task_name}`}
        actions={[{ value: 'delete', label: 'Delete feed', danger: true }]}
        onSelect={(value) => value === 'delete' && setConfirming(true)}
      />
      <DeleteFeedDialog
        open={confirming}
        deleting={deleting}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void confirm()}
      />
    </Box>
  );
}
