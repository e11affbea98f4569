import { Flex, Text } from '@chakra-ui/react';
import { Loader } from './Loader.js';

/** Covers the page while something the whole app waits for is loading (e.g. verifying a restored session). */
export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Flex minHeight="100dvh" direction="column" alignItems="center" justifyContent="center" gap="4" bg="bg.canvas">
      <Loader size="lg" label={label} />
      <Text color="fg.muted" fontSize="sm">
        {label}…
      </Text>
    </Flex>
  );
}
