import { Box, HStack, Text } from '@chakra-ui/react';
import type { ModalPost } from 'shared/contract';
import { formatLongDateTime } from 'shared/rules';
import { SafeLink } from 'shared/ui';
import { ShowMoreText } from './ShowMoreText';

/** One post of the modal: site, author and Hong Kong time, the thread's title, the message and a link to the post. */
export function ModalPostItem({ post }: { post: ModalPost }) {
  return (
    <Box as="article" aria-label={post.thread_title || post.site} borderBottomWidth="1px" py="3">
      <HStack gap="2" fontSize="sm" color="fg.muted" flexWrap="wrap">
        <Text fontWeight="semibold" color="fg">
          {post.site}
        </Text>
        <Text>{post.author_name}</Text>
        <Text>{formatLongDateTime(post.unix_timestamp)}</Text>
        {post.is_comment ? <Text>Comment</Text> : null}
      </HStack>
      {post.thread_title ? (
        <Text fontWeight="medium" mt="1">
          {post.thread_title}
        </Text>
      ) : null}
      <Box mt="1">
        <ShowMoreText text={post.post_message} />
      </Box>
      <SafeLink href={post.post_link} fontSize="sm" colorPalette="brand" color="colorPalette.fg">
        View post
      </SafeLink>
    </Box>
  );
}
