// SPEC section 2, the profile page's message dialog, exposed as
// 'mf_chat/MessageDialog' with props { recipientId, recipientName, open, onClose }:
// 'Send Message', a text area 'Write your message here...', Cancel and Send
// (disabled while blank). Signed out, it sends the visitor to /login; after
// sending it closes and opens /chat/{recipientId}.
import type { MessageDialogProps } from '@marketplace/shared-api/federation/remote-contract';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from '@marketplace/shared-api/router';
import { errorMessage } from '@marketplace/shared-api/api/errors';
import { useSendDirectMessageMutation } from '@marketplace/shared-api/api/chat';
import { isSendableText, MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG } from '@marketplace/shared-api/schemas/chat';
import { selectUser } from '@marketplace/shared-api/session/session-slice';
import { useAppSelector } from '@marketplace/shared-api/store/hooks';
import { Button } from '@marketplace/shared-ui/button';
import { FormError, TextAreaField } from '@marketplace/shared-ui/form-fields';
import { Modal } from '@marketplace/shared-ui/modal';
import { newMessageId } from '../../../lib/new-id';

export type { MessageDialogProps };

/** SPEC section 8, Alerts: a send from the dialog that fails. */
export const SEND_FAILED = 'Failed to start chat. Please try again.';

export function MessageDialog({ recipientId, recipientName, open, onClose }: MessageDialogProps) {
  const signedIn = useAppSelector(selectUser) !== null;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [sendDirectMessage, { isLoading }] = useSendDirectMessageMutation();
  // One id per message typed: a second click after a failure retries the same message.
  const messageId = useRef(newMessageId());

  useEffect(() => {
    if (open && !signedIn) {
      onClose();
      navigate('/login', { state: { from: pathname } });
    }
  }, [open, signedIn, onClose, navigate, pathname]);

  const tooLong = text.length > MESSAGE_MAX_LENGTH;
  const canSend = isSendableText(text) && !isLoading;

  const close = () => {
    setFailure(null);
    onClose();
  };

  const send = async () => {
    if (!canSend) return;
    setFailure(null);
    const result = await sendDirectMessage({ recipientId, message: text, id: messageId.current });
    if ('error' in result) {
      setFailure(errorMessage(result.error, SEND_FAILED));
      return;
    }
    setText('');
    messageId.current = newMessageId();
    onClose();
    navigate(`/chat/${encodeURIComponent(recipientId)}`);
  };

  return (
    <Modal
      open={open && signedIn}
      onClose={close}
      title="Send Message"
      description={`To ${recipientName}`}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button disabled={!canSend} loading={isLoading} onClick={() => void send()}>
            Send
          </Button>
        </>
      }
    >
      <TextAreaField
        label="Message"
        placeholder="Write your message here..."
        value={text}
        rows={5}
        error={tooLong ? MESSAGE_TOO_LONG : null}
        onChange={(event) => {
          setText(event.target.value);
          messageId.current = newMessageId();
        }}
      />
      <FormError>{failure}</FormError>
    </Modal>
  );
}

export default MessageDialog;
