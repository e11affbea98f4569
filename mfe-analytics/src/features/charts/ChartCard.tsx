import { Card, Flex, Heading, HStack, Skeleton } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { EmptyState } from 'shared/ui';

export interface ChartCardProps {
  testId: string;
  title: string;
  /** Controls beside the title (view-by, interval, menus); they stay while loading or empty. */
  actions?: ReactNode;
  loading: boolean;
  empty: boolean;
  height?: number;
  children: ReactNode;
}

/** A chart widget: title and controls, then a skeleton while loading, the spec's empty state, or the chart. */
export function ChartCard({ testId, title, actions, loading, empty, height = 300, children }: ChartCardProps) {
  return (
    <Card.Root data-testid={testId} size="sm" height="100%">
      <Card.Header>
        <Flex justifyContent="space-between" alignItems="center" gap="3" wrap="wrap">
          <Heading as="h3" size="md">
            {title}
          </Heading>
          <HStack gap="2" wrap="wrap">
            {actions}
          </HStack>
        </Flex>
      </Card.Header>
      <Card.Body>
        {loading ? (
          <Skeleton height={`${height}px`} data-testid={`${testId}-loading`} />
        ) : empty ? (
          <EmptyState title="Nothing to show here at the moment" description="Try a longer data period of data or give it some time to reload" />
        ) : (
          children
        )}
      </Card.Body>
    </Card.Root>
  );
}
