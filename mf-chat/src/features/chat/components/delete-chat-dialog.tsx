// SPEC section 2: the 'Delete Conversation' dialog warns that all messages are permanently removed.
import { ConfirmDialog } from '@marketplace/shared-ui/confirm-dialog';

interface DeleteChatDialogProps {
  open: boolean;
  name: string;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function DeleteChatDialog({ open, name, deleting, onConfirm, onCancel }: DeleteChatDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title="Delete Conversation"
      message={`Are you sure you want to delete your conversation with ${name}? All messages will be permanently removed.`}
      confirmLabel="Delete"
      cancelLabel="Cancel"
      danger
      loading={deleting}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
