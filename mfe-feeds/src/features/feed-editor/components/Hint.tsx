import { Box, Portal, Tooltip } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A tooltip that also works on disabled controls: disabled elements get no pointer or focus events, so
 * the tooltip hangs on a focusable wrapper instead. Without a label the children render as they are.
 */
export function Hint({ label, children }: { label: string | null; children: ReactNode }) {
  if (!label) return <>{children}</>;
  return (
    <Tooltip.Root openDelay={150} closeDelay={0} positioning={{ placement: 'top' }}>
      <Tooltip.Trigger asChild>
        <Box as="span" display="inline-flex" tabIndex={0} rounded="l2" focusRing="outside">
          {children}
        </Box>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{label}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
