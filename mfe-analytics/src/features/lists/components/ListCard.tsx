import { Card, HStack, Heading, Skeleton, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { EmptyState } from 'shared/ui';

interface ListCardProps {
  testId: string;
  title: string;
  /** Controls beside the title: view-by, filters, menus. */
  actions?: ReactNode;
  /** null while loading: the card shows a skeleton. */
  loading: boolean;
  empty: boolean;
  children: ReactNode;
}

/** A widget card of the overview with the spec's three states: skeleton, empty state, loaded (spec doc 3 §2). */
export function ListCard({ testId, title, actions, loading, empty, children }: ListCardProps) {
  let body = children;
  if (loading) {
    body = (
      <Stack gap="3">
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} height="8" />
        ))}
      </Stack>
    );
  } else if (empty) {
    body = <EmptyState title="Nothing to show here at the moment" description="Try a longer data period of data or give it some time to reload" />;
  }
  return (
    <Card.Root data-testid={testId} aria-busy={loading} height="100%">
      <Card.Header>
        <HStack justifyContent="space-between" alignItems="center" gap="3" flexWrap="wrap">
          <Heading as="h3" size="md">
            {title}
          </Heading>
          <HStack gap="2">{actions}</HStack>
        </HStack>
      </Card.Header>
      <Card.Body>{body}</Card.Body>
    </Card.Root>
  );
}
