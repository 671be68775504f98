// The sidebar of SPEC section 2: 'Search users...', the All / Received / Sent
// filters, and the conversations (name, Verified badge, delete). Deleting
// asks first: all messages are permanently removed.
import { useState } from 'react';
import styled from 'styled-components';
import { useDeleteChatMutation } from '@marketplace/shared-api/api/chat';
import type { Chat } from '@marketplace/shared-api/types';
import { Tabs } from '@marketplace/shared-ui/tabs';
import { useToast } from '@marketplace/shared-ui/toast';
import { fullName } from '@marketplace/shared-api/format';
import { CHAT_FILTERS, filterChats, type ChatFilter } from '../chat-filters';
import { ChatListItem } from './chat-list-item';
import { DeleteChatDialog } from './delete-chat-dialog';

interface ChatSidebarProps {
  chats: Chat[];
  viewerId: string;
  openChatId: string | null;
  /** The last refresh of the list failed; what is shown may be out of date. */
  listError: boolean;
  onChosen: () => void;
  onDeleted: (chatId: string) => void;
}

export function ChatSidebar({ chats, viewerId, openChatId, listError, onChosen, onDeleted }: ChatSidebarProps) {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<ChatFilter>('all');
  const [toDelete, setToDelete] = useState<Chat | null>(null);
  const [deleteChat, { isLoading: deleting }] = useDeleteChatMutation();
  const toast = useToast();
  const shown = filterChats(chats, viewerId, filter, search);

  const confirmDelete = async () => {
    if (!toDelete) return;
    const pending = deleteChat(toDelete.id);
    // Leave the conversation first: its /chat/{userId} would otherwise find-or-create it again.
    onDeleted(toDelete.id);
    const result = await pending;
    if ('error' in result) {
      toast.show('Failed to delete the conversation. Please try again.', { kind: 'error' });
      return;
    }
    setToDelete(null);
  };

  return (
    <Aside aria-label="Chats">
      <SearchBox
        type="search"
        placeholder="Search users..."
        aria-label="Search users"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <Tabs label="Filter chats" items={CHAT_FILTERS} value={filter} onChange={setFilter} />
      {listError && <ListError role="alert">Failed to load chats.</ListError>}
      {shown.length === 0 ? (
        <Muted>{chats.length === 0 ? 'No conversations yet.' : 'No chats match.'}</Muted>
      ) : (
        <List>
          {shown.map((chat) => (
            <ChatListItem
              key={chat.id}
              chat={chat}
              viewerId={viewerId}
              active={chat.id === openChatId}
              onChosen={onChosen}
              onDelete={() => setToDelete(chat)}
            />
          ))}
        </List>
      )}
      <DeleteChatDialog
        open={toDelete !== null}
        name={toDelete ? fullName(toDelete.receiver) : ''}
        deleting={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </Aside>
  );
}

const Aside = styled.aside`
  min-height: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const SearchBox = styled.input`
  width: 100%;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
`;

const List = styled.ul`
  flex: 1;
  min-height: 0;
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-y: auto;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ListError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.dangerText};
`;
