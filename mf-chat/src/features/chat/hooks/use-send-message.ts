// Sending in a chat: each new message gets its own id before it leaves, so the
// screen shows it at once (sending), and a retry of a failed one reuses that
// id so the server stores it once however many times it arrives.
import { useCallback } from 'react';
import { useSendMessageMutation } from '@marketplace/shared-api/api/chat';
import type { Message } from '@marketplace/shared-api/types';
import { newMessageId } from '../../../lib/new-id';

export function useSendMessage(chatId: string, userId: string) {
  const [sendMessage] = useSendMessageMutation();

  // The mutation keeps the outcome in the cache (sent or failed); nothing to await here.
  const send = useCallback(
    (text: string) => void sendMessage({ chatId, id: newMessageId(), text, userId }),
    [chatId, sendMessage, userId],
  );
  const retry = useCallback(
    (message: Message) => void sendMessage({ chatId, id: message.id, text: message.text, userId }),
    [chatId, sendMessage, userId],
  );
  return { send, retry };
}
