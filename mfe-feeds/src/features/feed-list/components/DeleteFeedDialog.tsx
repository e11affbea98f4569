import { ConfirmDialog } from 'shared/ui';

export interface DeleteFeedDialogProps {
  open: boolean;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The confirmation before a feed is deleted (spec doc 1 §2.4); it stays open until the call settles. */
export function DeleteFeedDialog({ open, deleting, onCancel, onConfirm }: DeleteFeedDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title="Are you sure?"
      text="Once you delete this feed, it will be gone forever."
      cancelLabel="Cancel"
      confirmLabel="Delete"
      tone="danger"
      busy={deleting}
      busyLabel="Deleting…"
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
