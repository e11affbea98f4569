import { Checkbox, Stack, Table, Text } from '@chakra-ui/react';
import type { FeedPost } from 'shared/contract';
import { POST_TEXT_LIMIT, formatLongDateTime, truncateText } from 'shared/rules';
import { SafeLink } from 'shared/ui';

/** Who removed a post; removals by the model have no remover (spec doc 2 §2). */
const AUTO_REMOVE = 'Auto remove';

export interface IrrelevantPostsTableProps {
  posts: FeedPost[];
  selected: ReadonlySet<string>;
  onToggle: (liveSid: string, checked: boolean) => void;
  onToggleAll: (checked: boolean) => void;
}

/** The removed posts with a checkbox each; collected text is shown as plain text only. */
export function IrrelevantPostsTable({ posts, selected, onToggle, onToggleAll }: IrrelevantPostsTableProps) {
  const selectedCount = posts.filter((p) => selected.has(p.live_sid)).length;
  const allChecked = selectedCount === 0 ? false : selectedCount === posts.length ? true : 'indeterminate';
  return (
    <Table.Root size="sm" stickyHeader>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader width="10">
            <Checkbox.Root size="sm" colorPalette="brand" checked={allChecked} onCheckedChange={(e) => onToggleAll(e.checked === true)}>
              <Checkbox.HiddenInput aria-label="Select all posts" />
              <Checkbox.Control />
            </Checkbox.Root>
          </Table.ColumnHeader>
          <Table.ColumnHeader>Posts</Table.ColumnHeader>
          <Table.ColumnHeader whiteSpace="nowrap">Post Date</Table.ColumnHeader>
          <Table.ColumnHeader whiteSpace="nowrap">Removed By</Table.ColumnHeader>
          <Table.ColumnHeader whiteSpace="nowrap">Date Removed</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {posts.map((post) => (
          <Table.Row key={post.live_sid} data-testid="irrelevant-row">
            <Table.Cell verticalAlign="top">
              <Checkbox.Root
                size="sm"
                colorPalette="brand"
                checked={selected.has(post.live_sid)}
                onCheckedChange={(e) => onToggle(post.live_sid, e.checked === true)}
              >
                <Checkbox.HiddenInput aria-label={`Select post ${post.thread_title || post.hash}`} />
                <Checkbox.Control />
              </Checkbox.Root>
            </Table.Cell>
            <Table.Cell verticalAlign="top">
              <Stack gap="0.5">
                <SafeLink href={post.post_link || post.thread_link} fontWeight="semibold" color="fg">
                  <Text as="span" fontWeight="semibold" lineClamp={1} title={post.thread_title}>
                    {post.thread_title}
                  </Text>
                </SafeLink>
                <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
                  {truncateText(post.post_message, POST_TEXT_LIMIT)}
                </Text>
              </Stack>
            </Table.Cell>
            <Table.Cell verticalAlign="top" whiteSpace="nowrap">
              {formatLongDateTime(post.unix_timestamp)}
            </Table.Cell>
            <Table.Cell verticalAlign="top">{post.spam_by ?? AUTO_REMOVE}</Table.Cell>
            <Table.Cell verticalAlign="top" whiteSpace="nowrap">
              {post.spam_at === null ? '—' : formatLongDateTime(post.spam_at)}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
