import { Badge, Box, Button, Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { FeedPost, SentimentValue } from 'shared/contract';
import { formatLongDateTime } from 'shared/rules';
import { CheckCircleIcon, HighlightedText, KebabMenu, SafeLink, ThreadIcon, notifyError } from 'shared/ui';
import { BOOKMARK_FAILED, IRRELEVANT_FAILED, SENTIMENT_FAILED, markIrrelevant, setSentiment, toggleBookmark } from '../post-actions';
import { BookmarkButton } from './BookmarkButton';
import { ExpandableText } from './ExpandableText';
import { PostCounts } from './PostCounts';
import { SentimentPicker } from './SentimentPicker';

export interface PostItemProps {
  taskId: number;
  post: FeedPost;
  /** Words to highlight; empty when highlighting is off. */
  terms: readonly string[];
  writable: boolean;
  selected: boolean;
  onToggleSelect(post: FeedPost): void;
  onOpenThread(post: FeedPost): void;
  onChange(liveSid: string, change: Partial<FeedPost>): void;
  onRemoved(liveSid: string): void;
}

type Busy = 'bookmark' | 'sentiment' | 'irrelevant' | null;

/** One post of the list (spec doc 2 §2 "Post item"). */
export function PostItem({ taskId, post, terms, writable, selected, onToggleSelect, onOpenThread, onChange, onRemoved }: PostItemProps) {
  const [busy, setBusy] = useState<Busy>(null);

  const run = async (kind: Exclude<Busy, null>, action: () => Promise<void>, failure: string) => {
    setBusy(kind);
    try {
      await action();
    } catch (error) {
      notifyError(failure, error instanceof Error ? error.message : undefined);
    } finally {
      setBusy(null);
    }
  };

  const bookmark = () => run('bookmark', async () => onChange(post.live_sid, await toggleBookmark(taskId, post)), BOOKMARK_FAILED);
  const pickSentiment = (value: SentimentValue) =>
    run('sentiment', async () => onChange(post.live_sid, { ai_sentiment: await setSentiment(taskId, post, value) }), SENTIMENT_FAILED);
  const removeIrrelevant = () =>
    run(
      'irrelevant',
      async () => {
        await markIrrelevant(taskId, post);
        onRemoved(post.live_sid);
      },
      IRRELEVANT_FAILED,
    );

  const title = post.thread_title || (post.is_comment ? 'Comment' : 'Untitled post');

  return (
    <Box
      as="article"
      aria-label={title}
      borderWidth="1px"
      borderColor={selected ? 'brand.solid' : 'border'}
      bg={selected ? 'brand.subtle' : 'bg'}
      rounded="l2"
      px={{ base: '3', md: '4' }}
      py="3"
    >
      <Flex gap="3" alignItems="flex-start">
        <IconButton
          variant="ghost"
          size="xs"
          mt="0.5"
          color={selected ? 'brand.solid' : 'fg.subtle'}
          aria-label={selected ? 'Unselect post' : 'Select post'}
          aria-pressed={selected}
          onClick={() => onToggleSelect(post)}
        >
          <CheckCircleIcon />
        </IconButton>

        <Stack gap="1.5" flex="1" minWidth="0">
          <HStack gap="2" wrap="wrap">
            <SafeLink href={post.post_link || post.thread_link} fontWeight="semibold" color="fg" _hover={{ color: 'brand.fg' }}>
              <Text as="span" fontWeight="semibold" lineClamp="2">
                <HighlightedText text={title} terms={terms} />
              </Text>
            </SafeLink>
            {post.is_comment ? (
              <Badge size="sm" variant="outline">
                Comment
              </Badge>
            ) : null}
            {post.demo ? (
              <Badge size="sm" colorPalette="purple" variant="subtle">
                Demo data
              </Badge>
            ) : null}
          </HStack>
          {post.post_message ? <ExpandableText text={post.post_message} terms={terms} fontSize="sm" color="fg.muted" /> : null}
          <HStack gap="2" fontSize="xs" color="fg.muted" wrap="wrap">
            <SafeLink href={post.author_link} color="fg.muted">
              <Text as="span" fontWeight="medium" color="fg">
                {post.author_name || 'Unknown author'}
              </Text>
            </SafeLink>
            <Text as="span">·</Text>
            <Text as="span">{post.site}</Text>
            {post.channel ? (
              <>
                <Text as="span">·</Text>
                <SafeLink href={post.channel_link} color="fg.muted">
                  {post.channel}
                </SafeLink>
              </>
            ) : null}
            <Text as="span">·</Text>
            <Text asChild>
              <time dateTime={new Date(post.unix_timestamp).toISOString()}>{formatLongDateTime(post.unix_timestamp)}</time>
            </Text>
          </HStack>
          <HStack gap="4" wrap="wrap" justifyContent="space-between">
            <PostCounts post={post} onOpenThread={() => onOpenThread(post)} />
            <Button variant="ghost" size="2xs" colorPalette="brand" onClick={() => onOpenThread(post)}>
              <ThreadIcon /> View thread
            </Button>
          </HStack>
        </Stack>

        <Stack gap="1" alignItems="flex-end" width={{ base: 'auto', md: '44' }} flexShrink="0">
          <SentimentPicker value={post.ai_sentiment} editable={writable} busy={busy === 'sentiment'} onPick={(v) => void pickSentiment(v)} />
          <HStack gap="0">
            <BookmarkButton bookmarked={post.bookmarked} names={post.bookmarked_by} busy={busy === 'bookmark'} onToggle={() => void bookmark()} />
            {writable ? (
              <KebabMenu
                label="Post actions"
                size="xs"
                loading={busy === 'irrelevant'}
                actions={[{ value: 'irrelevant', label: 'Mark as irrelevant' }]}
                onSelect={(value) => value === 'irrelevant' && void removeIrrelevant()}
              />
            ) : null}
          </HStack>
        </Stack>
      </Flex>
    </Box>
  );
}
