import { EmptyState as ChakraEmptyState, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** A button or link offering the next step. */
  action?: ReactNode;
  icon?: ReactNode;
}

/** What a list or panel shows when it has nothing to show. */
export function EmptyState({ title, description, action, icon }: EmptyStateProps) {
  return (
    <ChakraEmptyState.Root size="md">
      <ChakraEmptyState.Content>
        {icon ? <ChakraEmptyState.Indicator>{icon}</ChakraEmptyState.Indicator> : null}
        <VStack textAlign="center" gap="1">
          <ChakraEmptyState.Title>{title}</ChakraEmptyState.Title>
          {description ? <ChakraEmptyState.Description>{description}</ChakraEmptyState.Description> : null}
        </VStack>
        {action}
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  );
}
