// 'Are you sure...?' dialogs, e.g. SPEC's decline/cancel booking confirmation:
//   <ConfirmDialog open={open} title="Cancel booking"
//     message={<>Are you sure you want to cancel this booking?<br />This action cannot be undone.</>}
//     cancelLabel="No, Keep It" confirmLabel="Yes, Cancel Booking" danger
//     onConfirm={cancelBooking} onCancel={() => setOpen(false)} />
import { useRef, useState, type ReactNode } from 'react';
import { Button } from '@marketplace/shared-ui/button';
import { Modal } from '@marketplace/shared-ui/modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** The question; announced with the title. */
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Styles the confirm button as destructive. */
  danger?: boolean;
  /** The confirmed action is running: confirm shows a spinner and both buttons wait. */
  loading?: boolean;
  onConfirm: () => void;
  /** Cancel, Escape, the close button and an outside click all land here. */
  onCancel: () => void;
}

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  danger = false,
  loading = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  // Focus starts on the safe choice, so a stray Enter does not destroy anything.
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={loading ? () => undefined : onCancel}
      title={title}
      description={message}
      role="alertdialog"
      size="md"
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={loading}>
            {cancelLabel}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}

/**
 * The item an 'Are you sure...?' dialog asks about (a post, an image to delete):
 * ask(item) opens the dialog; confirming runs act(item) and closes it however act
 * ends; Cancel closes it. Spread dialogProps on ConfirmDialog:
 *   const remove = useConfirmTarget((post: Post) => deletePost(post.id));
 *   <Button onClick={() => remove.ask(post)}>Delete</Button>
 *   <ConfirmDialog {...remove.dialogProps} title="Delete post" ... />
 */
export function useConfirmTarget<T>(act: (target: T) => Promise<unknown>) {
  const [target, setTarget] = useState<T | null>(null);
  const confirm = async () => {
    if (target === null) return;
    try {
      await act(target);
    } finally {
      setTarget(null);
    }
  };
  return {
    target,
    ask: (item: T) => setTarget(() => item),
    dialogProps: { open: target !== null, onConfirm: () => void confirm(), onCancel: () => setTarget(null) },
  };
}
