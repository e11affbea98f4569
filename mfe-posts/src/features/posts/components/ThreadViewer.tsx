import { Box, CloseButton, Drawer, Flex, HStack, Image, Portal, Separator, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { FeedPost } from 'shared/contract';
import { VIEWER_TITLE_LIMIT, formatLongDateTime, formatTotal, sentimentLabel, truncateText } from 'shared/rules';
import { ErrorNotice, ExternalIcon, HighlightedText, Loader, SafeLink, UserIcon } from 'shared/ui';
import type { ThreadState } from '../hooks/use-thread';
import { ExpandableText } from './ExpandableText';
import { PostCounts } from './PostCounts';
import { SentimentFace } from './SentimentFace';

/** The author's picture: remote, so no referrer and no credentials; the icon stands in when it fails. */
function AuthorImage({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  return (
    <Flex boxSize="10" rounded="full" bg="bg.muted" alignItems="center" justifyContent="center" overflow="hidden" flexShrink="0">
      {src && !failed ? (
        <Image src={src} alt="" boxSize="10" objectFit="cover" referrerPolicy="no-referrer" crossOrigin="anonymous" onError={() => setFailed(true)} />
      ) : (
        <UserIcon boxSize="5" color="fg.muted" data-testid="author-fallback" />
      )}
    </Flex>
  );
}

function Byline({ post }: { post: FeedPost }) {
  return (
    <HStack gap="3" alignItems="flex-start">
      <AuthorImage src={post.author_image} />
      <Stack gap="0" minWidth="0" fontSize="sm">
        <SafeLink href={post.author_link} fontWeight="semibold">
          <Text as="span" fontWeight="semibold">
            {post.author_name || 'Unknown author'}
          </Text>
        </SafeLink>
        <Text fontSize="xs" color="fg.muted">
          {formatLongDateTime(post.unix_timestamp)} · {post.site}
          {post.channel ? ' · ' : null}
          {post.channel ? (
            <SafeLink href={post.channel_link} color="fg.muted">
              {post.channel}
            </SafeLink>
          ) : null}
        </Text>
      </Stack>
      {post.ai_sentiment !== null ? (
        <Box ms="auto" aria-label={`Sentiment: ${sentimentLabel(post.ai_sentiment)}`}>
          <SentimentFace value={post.ai_sentiment} />
        </Box>
      ) : null}
    </HStack>
  );
}

interface ThreadViewerProps {
  state: ThreadState;
  terms: readonly string[];
  onClose(): void;
}

/** The thread viewer side panel (spec doc 2 §2). */
export function ThreadViewer({ state, terms, onClose }: ThreadViewerProps) {
  const open = state.status !== 'closed';
  const link = state.status === 'loaded' ? state.main.post_link || state.main.thread_link : state.status !== 'closed' ? state.post.thread_link : null;
  return (
    <Drawer.Root open={open} onOpenChange={(e) => !e.open && onClose()} size={{ base: 'full', md: 'md' }} placement="end">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header borderBottomWidth="1px">
              <Stack gap="1">
                <Drawer.Title>Viewing Post Details</Drawer.Title>
                <HStack gap="3" fontSize="xs" color="fg.muted" wrap="wrap">
                  {state.status === 'loaded' ? <Text>Last updated: {formatLongDateTime(state.fetchedAt)}</Text> : null}
                  {link ? (
                    <SafeLink href={link} color="brand.fg" fontWeight="medium">
                      Visit post link <ExternalIcon />
                    </SafeLink>
                  ) : null}
                </HStack>
              </Stack>
            </Drawer.Header>
            <Drawer.Body>
              {state.status === 'loading' ? (
                <Flex justifyContent="center" py="10">
                  <Loader label="Loading thread" />
                </Flex>
              ) : null}
              {state.status === 'error' ? <ErrorNotice message={state.message} /> : null}
              {state.status === 'loaded' ? (
                <Stack gap="4">
                  <Stack as="section" aria-label="Original post" gap="2">
                    <Byline post={state.main} />
                    <SafeLink href={state.main.thread_link} fontWeight="semibold" title={state.main.thread_title}>
                      <Text as="span" fontWeight="semibold">
                        <HighlightedText text={truncateText(state.main.thread_title, VIEWER_TITLE_LIMIT)} terms={terms} />
                      </Text>
                    </SafeLink>
                    <ExpandableText text={state.main.post_message} terms={terms} fontSize="sm" />
                    <PostCounts post={state.main} />
                  </Stack>
                  <Separator />
                  <Stack as="section" aria-label="Post comments" gap="3">
                    <Flex justifyContent="space-between" alignItems="baseline" wrap="wrap" gap="2">
                      <Text fontWeight="semibold">Post comments</Text>
                      <Text fontSize="xs" color="fg.muted">
                        Sorted by date (oldest first)
                      </Text>
                    </Flex>
                    <Text fontSize="sm" color="fg.muted">
                      Total records: {formatTotal(state.comments.length)}
                    </Text>
                    {state.comments.map((comment) => (
                      <Stack key={comment.live_sid} as="article" gap="1.5" borderWidth="1px" rounded="l2" p="3">
                        <Byline post={comment} />
                        <ExpandableText text={comment.post_message} terms={terms} fontSize="sm" />
                        <PostCounts post={comment} />
                      </Stack>
                    ))}
                  </Stack>
                </Stack>
              ) : null}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close post details" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
