// The open conversation of SPEC section 2: a header with the other person's
// avatar, name and role, the messages, and the composer. Opening it (and each
// new message from the other person while it is open) marks the chat read.
import { useEffect } from 'react';
import styled from 'styled-components';
import { useGetMessagesInfiniteQuery, useMarkChatReadMutation } from '@marketplace/shared-api/api/chat';
import { heldMessages } from '@marketplace/shared-api/api/chat-cache';
import { FALLBACKS } from '@marketplace/shared-api/constants';
import { START_CHAT_TEXT } from '@marketplace/shared-api/schemas/chat';
import type { Chat } from '@marketplace/shared-api/types';
import { Avatar } from '@marketplace/shared-ui/avatar';
import { VerifiedBadge } from '@marketplace/shared-ui/badge';
import { Button } from '@marketplace/shared-ui/button';
import { EmptyState } from '@marketplace/shared-ui/empty-state';
import { LoadErrorRow } from '@marketplace/shared-ui/page-states';
import { Spinner } from '@marketplace/shared-ui/spinner';
import { fullName } from '@marketplace/shared-api/format';
import { isUnread } from '../chat-filters';
import { useCatchUp } from '../hooks/use-catch-up';
import { useSendMessage } from '../hooks/use-send-message';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';

interface ChatWindowProps {
  chat: Chat;
  viewerId: string;
}

export function ChatWindow({ chat, viewerId }: ChatWindowProps) {
  const name = fullName(chat.receiver);
  const history = useGetMessagesInfiniteQuery(chat.id);
  const messages = heldMessages(history.data);
  const { send, retry } = useSendMessage(chat.id, viewerId);
  const [markRead] = useMarkChatReadMutation();
  const unread = isUnread(chat, viewerId);
  useCatchUp(chat.id, retry);

  useEffect(() => {
    if (unread) void markRead(chat.id);
  }, [unread, chat.id, chat.lastMessageAt, markRead]);

  return (
    <Window>
      <Header>
        <Avatar src={chat.receiver.avatar} name={name} alt="" size="md" />
        <div>
          <NameRow>
            <h2>{name}</h2>
            {chat.receiver.premium === 'Verified' && <VerifiedBadge />}
          </NameRow>
          <Role>{chat.receiver.role || FALLBACKS.role}</Role>
        </div>
      </Header>
      <Body>
        {history.isLoading && <Spinner label="Loading messages" />}
        {history.isError && !history.data && (
          // The composer waits for the history, so a failed one needs a way on besides a reload.
          <LoadErrorRow retrying={history.isFetching} onRetry={() => void history.refetch()}>
            Failed to load messages.
          </LoadErrorRow>
        )}
        {history.data && messages.length === 0 && (
          <EmptyState
            title="No messages yet. Start the conversation!"
            headingLevel={3}
            action={
              <Button variant="secondary" onClick={() => send(START_CHAT_TEXT)}>
                Say {START_CHAT_TEXT}
              </Button>
            }
          />
        )}
        {messages.length > 0 && (
          <MessageList
            messages={messages}
            viewerId={viewerId}
            hasOlder={history.hasPreviousPage}
            loadingOlder={history.isFetchingPreviousPage}
            onLoadOlder={() => void history.fetchPreviousPage()}
            onRetry={retry}
          />
        )}
      </Body>
      {/* A message sent before the history arrived had no list to show in (sending, failed, Retry). */}
      <MessageComposer onSend={send} disabled={!history.data} />
    </Window>
  );
}

const Window = styled.div`
  flex: 1;
  min-height: 0;
  display: flex;
  flex-direction: column;
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const NameRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Role = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Body = styled.div`
  flex: 1;
  min-height: 0;
  display: flex;
  flex-direction: column;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[4]};
`;
