import { Button } from '@chakra-ui/react';
import { MessageDialog } from './MessageDialog.js';

export interface ConfirmDialogProps {
  open?: boolean;
  title: string;
  text: string;
  cancelLabel: string;
  confirmLabel: string;
  /** Red for what cannot be undone, the brand colour otherwise. */
  tone?: 'danger' | 'brand';
  /** While the confirmed action runs: the dialog cannot be dismissed and the confirm button shows progress. */
  busy?: boolean;
  /** What the confirm button says while busy, e.g. 'Deleting…'. */
  busyLabel?: string;
  onCancel(): void;
  onConfirm(): void;
}

/** A question with two answers: cancel (also Esc and the backdrop) or go ahead. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open = true, title, text, cancelLabel, confirmLabel, tone = 'brand', busy = false, busyLabel, onCancel, onConfirm } = props;
  return (
    <MessageDialog
      open={open}
      title={title}
      text={text}
      onClose={() => {
        if (!busy) onCancel();
      }}
      actions={
        <>
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button colorPalette={tone === 'danger' ? 'red' : 'brand'} onClick={onConfirm} loading={busy} loadingText={busyLabel}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
