// One message with its time and, on the viewer's own messages, the status mark
// of SPEC section 2: '...' while sending, a tick once stored, '!' when the send
// failed, with a retry beside it.
import styled from 'styled-components';
import { useNow } from '@marketplace/shared-api/time/now';
import type { Message } from '@marketplace/shared-api/types';
import { messageTime } from '../message-time';

interface MessageBubbleProps {
  message: Message;
  mine: boolean;
  onRetry: () => void;
}

const STATUS_MARKS: Record<Message['status'], { mark: string; label: string }> = {
  sending: { mark: '...', label: 'Sending' },
  sent: { mark: '✓', label: 'Sent' },
  failed: { mark: '!', label: 'Failed to send' },
};

export function MessageBubble({ message, mine, onRetry }: MessageBubbleProps) {
  const now = useNow();
  const status = STATUS_MARKS[message.status];
  return (
    <Item $mine={mine}>
      <Bubble $mine={mine} $failed={message.status === 'failed'}>
        <Text>{message.text}</Text>
        <Meta>
          <time dateTime={message.createdAt}>{messageTime(message.createdAt, now())}</time>
          {mine && (
            <Mark role="img" aria-label={status.label} title={status.label} $failed={message.status === 'failed'}>
              {status.mark}
            </Mark>
          )}
        </Meta>
      </Bubble>
      {mine && message.status === 'failed' && (
        <Retry type="button" onClick={onRetry}>
          Retry
        </Retry>
      )}
    </Item>
  );
}

const Item = styled.li<{ $mine: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
`;

const Bubble = styled.div<{ $mine: boolean; $failed: boolean }>`
  max-width: min(36rem, 85%);
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme, $failed }) => ($failed ? theme.colors.danger : 'transparent')};
  background: ${({ theme, $mine }) => ($mine ? theme.colors.primary : theme.colors.surfaceRaised)};
  color: ${({ theme, $mine }) => ($mine ? theme.colors.onPrimary : theme.colors.text)};
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Meta = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  opacity: 0.8;
`;

const Mark = styled.span<{ $failed: boolean }>`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme, $failed }) => ($failed ? theme.colors.dangerText : 'inherit')};
`;

const Retry = styled.button`
  margin-top: ${({ theme }) => theme.space[1]};
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.link};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  cursor: pointer;
  text-decoration: underline;
`;
