// One conversation in the sidebar: the other person (avatar, name, Verified
// badge), the newest message and its time, an unread mark, and delete.
import { Link } from '@marketplace/shared-api/router';
import styled from 'styled-components';
import { useNow } from '@marketplace/shared-api/time/now';
import type { Chat } from '@marketplace/shared-api/types';
import { Avatar } from '@marketplace/shared-ui/avatar';
import { VerifiedBadge } from '@marketplace/shared-ui/badge';
import { IconButton } from '@marketplace/shared-ui/button';
import { fullName } from '@marketplace/shared-api/format';
import { TrashIcon } from '../../../lib/trash-icon';
import { isUnread } from '../chat-filters';
import { messageTime } from '../message-time';

interface ChatListItemProps {
  chat: Chat;
  viewerId: string;
  active: boolean;
  onChosen: () => void;
  onDelete: () => void;
}

export function ChatListItem({ chat, viewerId, active, onChosen, onDelete }: ChatListItemProps) {
  const now = useNow();
  const name = fullName(chat.receiver);
  const unread = isUnread(chat, viewerId);
  return (
    <Item $active={active}>
      <Entry to={`/chat/${encodeURIComponent(chat.receiver.id)}`} aria-current={active ? 'page' : undefined} onClick={onChosen}>
        <Avatar src={chat.receiver.avatar} name={name} alt="" size="md" />
        <Text>
          <NameRow>
            <Name $unread={unread}>{name}</Name>
            {chat.receiver.premium === 'Verified' && <VerifiedBadge />}
            {unread && <UnreadDot aria-label="Unread" role="img" />}
          </NameRow>
          <Preview>
            <Snippet>{chat.lastMessage ?? 'No messages yet'}</Snippet>
            {chat.lastMessageAt && <Time dateTime={chat.lastMessageAt}>{messageTime(chat.lastMessageAt, now())}</Time>}
          </Preview>
        </Text>
      </Entry>
      <DeleteButton type="button" aria-label={`Delete conversation with ${name}`} title="Delete conversation" onClick={onDelete}>
        <TrashIcon />
      </DeleteButton>
    </Item>
  );
}

const Item = styled.li<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $active }) => ($active ? theme.colors.surfaceRaised : 'transparent')};

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

const Entry = styled(Link)`
  flex: 1;
  min-width: 0;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]};
  color: inherit;
  text-decoration: none;
`;

const Text = styled.span`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
`;

const NameRow = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0 ${({ theme }) => theme.space[2]};
`;

const Name = styled.span<{ $unread: boolean }>`
  /* The name comes first: the badge wraps below it rather than cutting it short. */
  min-width: 0;
  max-width: 100%;
  font-weight: ${({ theme, $unread }) => ($unread ? theme.fontWeights.bold : theme.fontWeights.medium)};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const UnreadDot = styled.span`
  flex: none;
  width: 0.5rem;
  height: 0.5rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.primary};
`;

/** The message is cut short to fit, never its time, which keeps its own place at the end. */
const Preview = styled.span`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Snippet = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Time = styled.time`
  flex: none;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: nowrap;
`;

const DeleteButton = styled(IconButton)`
  padding: ${({ theme }) => theme.space[2]};

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.dangerText};
  }
`;
