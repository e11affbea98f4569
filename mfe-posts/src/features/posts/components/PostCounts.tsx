import { Button, HStack, Text } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import type { FeedPost } from 'shared/contract';
import { compactNumber } from 'shared/rules';
import { CommentIcon, ReactionIcon, ShareIcon, ViewIcon } from 'shared/ui';

function Count({ Icon, value, label }: { Icon: ComponentType; value: number; label: string }) {
  return (
    <HStack as="span" gap="1" title={`${value.toLocaleString('en-US')} ${label}`} aria-label={`${compactNumber(value)} ${label}`}>
      <Icon />
      <Text as="span">{compactNumber(value)}</Text>
    </HStack>
  );
}

/** Reactions, comments, shares and views in compact K/M/B; the comment count opens the thread when it can. */
export function PostCounts({ post, onOpenThread }: { post: FeedPost; onOpenThread?: () => void }) {
  return (
    <HStack gap="4" fontSize="xs" color="fg.muted" wrap="wrap">
      <Count Icon={ReactionIcon} value={post.reaction_count} label="reactions" />
      {onOpenThread ? (
        <Button variant="plain" size="xs" height="auto" p="0" color="fg.muted" _hover={{ color: 'brand.fg' }} onClick={onOpenThread}>
          <Count Icon={CommentIcon} value={post.comment_count} label="comments" />
        </Button>
      ) : (
        <Count Icon={CommentIcon} value={post.comment_count} label="comments" />
      )}
      <Count Icon={ShareIcon} value={post.share_count} label="shares" />
      <Count Icon={ViewIcon} value={post.view_count} label="views" />
    </HStack>
  );
}
