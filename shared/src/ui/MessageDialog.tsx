import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface MessageDialogProps {
  /** Defaults to true: most callers mount the dialog only while it shows. */
  open?: boolean;
  title: string;
  text?: string;
  children?: ReactNode;
  /** Buttons; without them a single 'Close' button ends the message. */
  actions?: ReactNode;
  onClose(): void;
}

/** A small modal message: a title, a line of text (or richer children) and its buttons. */
export function MessageDialog({ open = true, title, text, children, actions, onClose }: MessageDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} role="alertdialog" placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="2">
                {text ? <Text>{text}</Text> : null}
                {children}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              {actions ?? (
                <Button colorPalette="brand" onClick={onClose}>
                  Close
                </Button>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
