// SPEC section 2, Chat (/chat and /chat/{userId}; a message notification opens
// /chat/{chatId}, which shows the same chat): the sidebar of
// conversations and the open conversation. With no chats at all it welcomes
// the user and points to the consultants; on screens 768px wide or less the
// sidebar folds away behind 'Show Chats' / 'Hide Chats'.
import { useState } from 'react';
import { Navigate, useNavigate, useNavigation, useParams } from '@marketplace/shared-api/router';
import styled from 'styled-components';
import { useGetChatsQuery } from '@marketplace/shared-api/api/chat';
import { SOCKET_EVENTS } from '@marketplace/shared-api/socket/events';
import { useSocketEvent } from '@marketplace/shared-api/socket/socket-context';
import { Button } from '@marketplace/shared-ui/button';
import { EmptyState } from '@marketplace/shared-ui/empty-state';
import { PageSpinner } from '@marketplace/shared-ui/spinner';
import { VisuallyHidden } from '@marketplace/shared-ui/visually-hidden';
import { LinkButton } from '@marketplace/shared-ui/link-button';
import { useViewer } from '@marketplace/shared-api/session/use-viewer';
import { LoadError } from '@marketplace/shared-ui/page-states';
import { useChatWithUser } from '../hooks/use-chat-with-user';
import { useIsMobile } from '@marketplace/shared-ui/use-is-mobile';
import { ChatSidebar } from './chat-sidebar';
import { ChatWindow } from './chat-window';
import { PageSkeleton } from '@marketplace/shared-ui/skeleton';

/** Refetch the list when the screen opens on data older than this (seconds); live events keep it current after. */
const CHATS_FRESH_SECONDS = 30;

export function ChatPage() {
  const viewerId = useViewer().id;
  if (!viewerId) return <Navigate to="/login" replace />;
  return <ChatScreen viewerId={viewerId} />;
}

function ChatScreen({ viewerId }: { viewerId: string }) {
  const { userId } = useParams();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  // Small screens show the list or the conversation; the list first when no chat is open.
  const [chatsShown, setChatsShown] = useState(!userId);
  const { data: chats, error, isLoading, isFetching, refetch } = useGetChatsQuery(undefined, {
    refetchOnMountOrArgChange: CHATS_FRESH_SECONDS,
  });
  // The path names the other user (/chat/{userId}) or, from a message notification, the chat itself (/chat/{chatId}).
  const listed = userId ? chats?.find((chat) => chat.receiver.id === userId || chat.id === userId) : undefined;
  // While the router is leaving this page (e.g. after deleting its chat) the old
  // userId must not start a lookup that would create the chat again.
  const settled = useNavigation().state === 'idle';
  // A list being refreshed may be about to show the chat: look it up only once the list is current.
  const opened = useChatWithUser(viewerId, userId, listed, chats !== undefined && !isFetching && settled);
  const openChatId = opened.status === 'open' ? opened.chat.id : null;

  // The open conversation was deleted (here or by the other person): leave it, or it would be created again.
  useSocketEvent(SOCKET_EVENTS.chatDeleted, ({ chatId }) => {
    if (chatId === openChatId) navigate('/chat', { replace: true });
  });

  if (!chats && error) {
    return (
      <LoadError title="Failed to load chats." headingLevel={2} icon={null} retrying={isFetching} onRetry={() => refetch()} />
    );
  }
  if (!chats || isLoading) return <PageSkeleton label="Loading chats" shape="rows" />;
  if (chats.length === 0 && !userId) {
    return (
      <EmptyState
        title="Welcome to the chat system"
        description="Start a conversation from a consultant’s profile."
        action={
          <LinkButton to="/profile/list" $variant="primary">
            Find Consultants to Chat With
          </LinkButton>
        }
      />
    );
  }

  const sidebarVisible = !isMobile || chatsShown;
  const conversationVisible = !isMobile || !chatsShown;
  return (
    <Layout>
      <VisuallyHidden as="h1">Messages</VisuallyHidden>
      {isMobile && (
        <ToggleBar>
          <Button variant="secondary" size="sm" aria-expanded={chatsShown} onClick={() => setChatsShown((shown) => !shown)}>
            {chatsShown ? 'Hide Chats' : 'Show Chats'}
          </Button>
        </ToggleBar>
      )}
      <Columns $mobile={isMobile}>
        {sidebarVisible && (
          <ChatSidebar
            chats={chats}
            viewerId={viewerId}
            openChatId={openChatId}
            listError={Boolean(error)}
            onChosen={() => setChatsShown(false)}
            onDeleted={(chatId) => {
              if (chatId === openChatId) navigate('/chat', { replace: true });
            }}
          />
        )}
        {conversationVisible && (
          <Conversation aria-label="Conversation">
            {opened.status === 'open' && <ChatWindow key={opened.chat.id} chat={opened.chat} viewerId={viewerId} />}
            {opened.status === 'opening' && <PageSpinner label="Opening chat" />}
            {opened.status === 'failed' && <EmptyState title="Failed to start chat with this user." icon={null} headingLevel={2} />}
            {opened.status === 'idle' && (
              <EmptyState title="Select a conversation" description="Choose a chat to read and reply." headingLevel={2} />
            )}
          </Conversation>
        )}
      </Columns>
    </Layout>
  );
}

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  height: calc(100vh - 4.5rem);
  min-height: 28rem;
`;

const ToggleBar = styled.div`
  display: flex;
`;

const Columns = styled.div<{ $mobile: boolean }>`
  flex: 1;
  min-height: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  /* minmax(0, ...): a long name or preview is cut with an ellipsis instead of widening the page. */
  grid-template-columns: ${({ $mobile }) => ($mobile ? 'minmax(0, 1fr)' : '20rem minmax(0, 1fr)')};
`;

const Conversation = styled.section`
  min-height: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;
