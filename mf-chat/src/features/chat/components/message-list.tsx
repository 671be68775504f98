// The messages of a conversation, oldest first, kept scrolled to the newest
// when one arrives; older history is fetched on request, page by page.
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { Message } from '@marketplace/shared-api/types';
import { Button } from '@marketplace/shared-ui/button';
import { RowList } from '@marketplace/shared-ui/row-list';
import { MessageBubble } from './message-bubble';

interface MessageListProps {
  messages: Message[];
  viewerId: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (message: Message) => void;
}

export function MessageList({ messages, viewerId, hasOlder, loadingOlder, onLoadOlder, onRetry }: MessageListProps) {
  const endRef = useRef<HTMLLIElement>(null);
  const newestId = messages.at(-1)?.id;

  // Only a new newest message scrolls; loading older pages keeps the reader's place.
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [newestId]);

  return (
    <>
      {hasOlder && (
        <Older>
          <Button variant="ghost" size="sm" loading={loadingOlder} onClick={onLoadOlder}>
            Load older messages
          </Button>
        </Older>
      )}
      <RowList as="ol" $gap={2} aria-label="Messages" aria-live="polite">
        {messages.map((message) => (
          <MessageBubble key={message.id} message={message} mine={message.userId === viewerId} onRetry={() => onRetry(message)} />
        ))}
        <li ref={endRef} aria-hidden="true" />
      </RowList>
    </>
  );
}

const Older = styled.div`
  display: flex;
  justify-content: center;
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

