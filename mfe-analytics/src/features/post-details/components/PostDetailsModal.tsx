import { Box, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { postDetailsTitle } from 'shared/rules';
import { EmptyState, ErrorNotice, Loader } from 'shared/ui';
import { useModalPosts } from '../hooks/use-modal-posts';
import type { PostDetailsRequest } from '../post-details-request';
import { ModalPostItem } from './ModalPostItem';

export interface PostDetailsModalProps {
  /** What the modal was opened for; null keeps it closed. */
  request: PostDetailsRequest | null;
  onClose(): void;
}

/** 'Post Details' (spec doc 3 §2): the posts of an author, thread, topic, chart point or sentiment, each message once. */
export function PostDetailsModal({ request, onClose }: PostDetailsModalProps) {
  const state = useModalPosts(request);
  const title = postDetailsTitle(request?.kind === 'sentiment' ? request.sentiment : undefined);

  let body;
  if (state.status === 'loading') {
    body = (
      <Box py="10" textAlign="center">
        <Loader label="Loading posts" />
      </Box>
    );
  } else if (state.status === 'error') {
    body = <ErrorNotice title="Failed to fetch posts" message={state.message} />;
  } else if (state.posts.length === 0) {
    body = <EmptyState title="Nothing to show here at the moment" description="No posts match this selection." />;
  } else {
    body = state.posts.map((post) => <ModalPostItem key={post.hash} post={post} />);
  }

  return (
    <Dialog.Root open={request !== null} onOpenChange={(e) => !e.open && onClose()} size="lg" scrollBehavior="inside" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="post-details">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{body}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close post details" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
