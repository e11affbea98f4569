import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What the area shows, in words a user knows ('your feeds'). */
  what: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Keeps a failing remote (unreachable or crashing) inside its own area, with a Retry that loads it again. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`HarbourPulse: ${this.props.what} failed to load or render.`, error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Box role="alert" borderWidth="1px" borderColor="border.error" bg="bg.error" rounded="l3" p="6" maxWidth="2xl">
        <Stack gap="3" alignItems="flex-start">
          <Heading as="h2" size="md">
            This part of HarbourPulse could not be loaded.
          </Heading>
          <Text color="fg.muted">
            We could not show {this.props.what} right now. Check your connection, then retry; the rest of HarbourPulse
            keeps working.
          </Text>
          <Button colorPalette="brand" size="sm" onClick={this.props.onRetry}>
            Retry
          </Button>
        </Stack>
      </Box>
    );
  }
}
