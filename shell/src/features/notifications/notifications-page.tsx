// SPEC section 2, /notifications: tabs All, Messages, Bookings, Referrals (and
// Reviews), a 'Mark all as read' action and 'No notifications found' when a tab is empty.
// Clicking one marks it read and opens it (MESSAGE the chat, BOOKING the
// booking, REFERRAL the profile, REVIEW the booking to review). The list stays live through the
// live cache (shared-api/socket/live-cache.ts); nothing here refetches by hand.
import { useState } from 'react';
import { useNavigate } from '@marketplace/shared-api/router';
import styled from 'styled-components';
import {
  useGetNotificationsQuery,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
} from '@marketplace/shared-api/api/notifications';
import type { Notification } from '@marketplace/shared-api/types';
import { Button } from '@marketplace/shared-ui/button';
import { EmptyState } from '@marketplace/shared-ui/empty-state';
import { PageContainer, SpreadRow } from '@marketplace/shared-ui/layout';
import { RowList } from '@marketplace/shared-ui/row-list';
import { Spinner } from '@marketplace/shared-ui/spinner';
import { Tabs } from '@marketplace/shared-ui/tabs';
import { useToast } from '@marketplace/shared-ui/toast';
import { NotificationItem } from './notification-item';
import { notificationTarget } from './notification-target';

const TABS = [
  { value: 'all', label: 'All' },
  { value: 'MESSAGE', label: 'Messages' },
  { value: 'BOOKING', label: 'Bookings' },
  { value: 'REFERRAL', label: 'Referrals' },
  { value: 'REVIEW', label: 'Reviews' },
] as const;

type Tab = (typeof TABS)[number]['value'];

export function NotificationsPage() {
  const [tab, setTab] = useState<Tab>('all');
  const { data: notifications, isLoading, error } = useGetNotificationsQuery();
  const [markRead] = useMarkNotificationReadMutation();
  const [markAllRead, { isLoading: markingAll }] = useMarkAllNotificationsReadMutation();
  const navigate = useNavigate();
  const toast = useToast();
  const shown = (notifications ?? []).filter((notification) => tab === 'all' || notification.type === tab);
  const anyUnread = (notifications ?? []).some((notification) => !notification.read);

  const open = (notification: Notification) => {
    // The read mark shows at once (optimistic); navigation does not wait for the server.
    if (!notification.read) void markRead(notification.id);
    const target = notificationTarget(notification);
    if (target) navigate(target);
  };

  const readAll = async () => {
    const result = await markAllRead();
    if ('error' in result) toast.show('Failed to mark notifications as read. Please try again.', { kind: 'error' });
  };

  return (
    <PageContainer>
      <Header>
        <h1>Notifications</h1>
        <Button variant="secondary" size="sm" disabled={!anyUnread} loading={markingAll} onClick={() => void readAll()}>
          Mark all as read
        </Button>
      </Header>
      <TypeTabs label="Notification types" items={TABS} value={tab} onChange={setTab}>
        {isLoading && <Spinner label="Loading notifications" />}
        {!isLoading && error !== undefined && !notifications && <ErrorText role="alert">Failed to load notifications.</ErrorText>}
        {notifications && shown.length === 0 && <EmptyState title="No notifications found" headingLevel={2} />}
        {shown.length > 0 && (
          <RowList $gap={2}>
            {shown.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} onOpen={() => open(notification)} />
            ))}
          </RowList>
        )}
      </TypeTabs>
    </PageContainer>
  );
}

// The title and its action wrap onto two lines on a narrow phone.
/**
 * Five tabs on one line down to a 360 px phone: the kit's phone padding put 'Reviews' on a
 * second line there. Spread across the row with narrower sides and a slightly smaller
 * label, every tab keeps its height to tap.
 */
const TypeTabs = styled(Tabs)`
  @media (max-width: 400px) {
    [role='tablist'] {
      flex-wrap: nowrap;
      justify-content: space-between;
      gap: 0;
    }

    [role='tab'] {
      padding-left: 0.25rem;
      padding-right: 0.25rem;
      font-size: 0.8125rem;
    }
  }
` as typeof Tabs;

const Header = styled(SpreadRow).attrs({ $gap: 4 })`
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.dangerText};
`;
