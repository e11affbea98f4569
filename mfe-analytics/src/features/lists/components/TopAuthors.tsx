import { Button, HStack, IconButton, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { TopAuthor } from 'shared/contract';
import { AUTHORS_PAGE_SIZE, authorsPage, authorsRangeLabel, shortAuthorName } from 'shared/rules';
import { COUNT_VIEWS, DEFAULT_COUNT_VIEW, type CountView } from '../count-views';
import { ListCard } from './ListCard';
import { ViewBySelect } from './ViewBySelect';

export interface TopAuthorsProps {
  data: Record<CountView, TopAuthor[]> | null;
  onAuthorClick(author: TopAuthor): void;
}

/** Top authors (spec doc 3 §2): Author, Channel, Post; 5 a page; back to the first page when the view changes. */
export function TopAuthors({ data, onAuthorClick }: TopAuthorsProps) {
  const [view, setView] = useState<CountView>(DEFAULT_COUNT_VIEW);
  const [page, setPage] = useState(1);
  const authors = data?.[view] ?? [];
  const current = authorsPage(authors.length, page);
  const rows = authors.slice(current.first - 1, current.last);

  const changeView = (next: CountView) => {
    setView(next);
    setPage(1);
  };

  return (
    <ListCard
      testId="top-authors"
      title="Top authors"
      loading={data === null}
      empty={authors.length === 0}
      actions={<ViewBySelect options={COUNT_VIEWS} value={view} onChange={changeView} />}
    >
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Author</Table.ColumnHeader>
            <Table.ColumnHeader>Channel</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Post</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((author) => (
            <Table.Row key={`${author.id}|${author.site}`} data-testid="author-row">
              <Table.Cell>
                <Button
                  variant="plain"
                  size="sm"
                  px="0"
                  height="auto"
                  colorPalette="brand"
                  color="colorPalette.fg"
                  title={author.name}
                  onClick={() => onAuthorClick(author)}
                >
                  {shortAuthorName(author.name)}
                </Button>
                <Text fontSize="xs" color="fg.muted">
                  {author.site}
                </Text>
              </Table.Cell>
              <Table.Cell>{author.channel || '-'}</Table.Cell>
              <Table.Cell textAlign="end">{author.postCount.toLocaleString('en-US')}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <HStack justifyContent="space-between" pt="3">
        <Text fontSize="sm" color="fg.muted">
          {authorsRangeLabel(authors.length, current.page, AUTHORS_PAGE_SIZE)}
        </Text>
        <HStack gap="1">
          <IconButton size="xs" variant="outline" aria-label="Previous authors" disabled={current.page <= 1} onClick={() => setPage(current.page - 1)}>
            ‹
          </IconButton>
          <IconButton
            size="xs"
            variant="outline"
            aria-label="Next authors"
            disabled={current.page >= current.pages}
            onClick={() => setPage(current.page + 1)}
          >
            ›
          </IconButton>
        </HStack>
      </HStack>
    </ListCard>
  );
}
