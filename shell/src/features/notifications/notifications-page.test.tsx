// /notifications: the tabs, the empty text, 'Mark all as read', the relative
// times, and a click that marks read and navigates by type; the badge count
// follows (optimistic, never below 0) and live socket events update the list.
import { act, screen, waitFor, within } from '@testing-library/react';
import { useGetUnreadCountQuery } from '@marketplace/shared-api/api/notifications';
import { SOCKET_EVENTS } from '@marketplace/shared-api/socket/events';
import type { Notification } from '@marketplace/shared-api/types';
import { Outlet, useLocation } from 'react-router-dom';
import { mockFetch } from '../../../../jest/mock-fetch';
import { NotificationsPage } from './notifications-page';
import { aUser } from '../../../../jest/fixtures';
import { renderWithProviders } from '../../../../jest/render';

const NOW = Date.now();
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

function aNotification(overrides: Partial<Notification>): Notification {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    type: 'MESSAGE',
    title: 'New message from Maria Santos',
    content: 'See you Monday',
    read: false,
    createdAt: minutesAgo(0),
    chatId: '44444444-4444-4444-8444-444444444444',
    entityId: null,
    ...overrides,
  };
}

const message = aNotification({});
const booking = aNotification({
  id: '00000000-0000-4000-8000-000000000002',
  type: 'BOOKING',
  title: 'Booking confirmed',
  content: 'Monday 09:00',
  createdAt: minutesAgo(5),
  chatId: null,
  entityId: '55555555-5555-4555-8555-555555555555',
});
const referral = aNotification({
  id: '00000000-0000-4000-8000-000000000003',
  type: 'REFERRAL',
  title: 'Referral reward',
  content: '500 pesos',
  read: true,
  createdAt: minutesAgo(3 * 60),
  chatId: null,
});
const review = aNotification({
  id: '00000000-0000-4000-8000-000000000005',
  type: 'REVIEW',
  title: 'Review your session',
  content: 'How was your session?',
  createdAt: minutesAgo(10),
  chatId: null,
  entityId: '66666666-6666-4666-8666-666666666666',
});
const old = aNotification({
  id: '00000000-0000-4000-8000-000000000004',
  type: 'REFERRAL',
  title: 'Invite friends',
  content: '',
  read: true,
  createdAt: new Date(2026, 0, 5, 10, 0).toISOString(),
  chatId: null,
});

/** The badge as the navbar reads it. */
function Badge() {
  const { data } = useGetUnreadCountQuery();
  return <p>Unread: {data?.count ?? '?'}</p>;
}

function Where() {
  return <p>At {useLocation().pathname}</p>;
}

function Layout() {
  return (
    <>
      <Badge />
      <Outlet />
    </>
  );
}

/** The page under the layout; the harness's FakeSocket plays the server. */
function renderPage() {
  const routes = [
    {
      element: <Layout />,
      children: [
        { path: '/notifications', element: <NotificationsPage /> },
        { path: '*', element: <Where /> },
      ],
    },
  ];
  return renderWithProviders(routes, { initialEntries: ['/notifications'], session: { user: aUser(), token: 't' } });
}

describe('NotificationsPage', () => {
  it('lists notifications newest first with relative times and filters by tab', async () => {
    mockFetch({
      'GET /api/users/notifications': [200, [message, booking, referral, old]],
      'GET /api/users/notification': [200, { count: 2 }],
    });
    const { user } = renderPage();
    const list = await screen.findByRole('list');
    const rows = within(list).getAllByRole('button');
    expect(rows).toHaveLength(4);
    ['Message · Just now', 'Booking · 5 minutes ago', 'Referral · 3 hours ago', 'Referral · Jan 5, 2026'].forEach((text, index) =>
      expect(rows[index]).toHaveTextContent(text),
    );

    await user.click(screen.getByRole('tab', { name: 'Bookings' }));
    expect(within(screen.getByRole('list')).getAllByRole('button')).toHaveLength(1);
    expect(screen.getByText('Booking confirmed')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Referrals' }));
    expect(within(screen.getByRole('list')).getAllByRole('button')).toHaveLength(2);
    await user.click(screen.getByRole('tab', { name: 'Messages' }));
    expect(screen.getByText('New message from Maria Santos')).toBeInTheDocument();
  });

  it('lists REVIEW notifications under their own Reviews tab', async () => {
    mockFetch({ 'GET /api/users/notifications': [200, [message, review]], 'GET /api/users/notification': [200, { count: 2 }] });
    const { user } = renderPage();
    await screen.findByText('Review your session');
    await user.click(screen.getByRole('tab', { name: 'Reviews' }));
    const rows = within(screen.getByRole('list')).getAllByRole('button');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Review · 10 minutes ago');
  });

  it("shows 'No notifications found' for an empty tab", async () => {
    mockFetch({ 'GET /api/users/notifications': [200, [referral]], 'GET /api/users/notification': [200, { count: 0 }] });
    const { user } = renderPage();
    await screen.findByText('Referral reward');
    await user.click(screen.getByRole('tab', { name: 'Messages' }));
    expect(screen.getByRole('heading', { name: 'No notifications found' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it.each([
    ['MESSAGE', message, `/chat/${message.chatId}`],
    ['BOOKING', booking, `/bookings/${booking.entityId}`],
    ['REFERRAL (already read)', referral, '/profile'],
    ['REVIEW', review, `/bookings/${review.entityId}`],
  ])('a click on a %s notification marks it read and opens its page', async (_type, notification, path) => {
    const fetchSpy = mockFetch({
      'GET /api/users/notifications': [200, [notification]],
      'GET /api/users/notification': [200, { count: notification.read ? 0 : 1 }],
      'PUT /api/users/notifications/:id/read': [204],
    });
    const { user } = renderPage();
    await screen.findByText(notification.read ? 'Unread: 0' : 'Unread: 1');
    await user.click(await screen.findByRole('button', { name: new RegExp(notification.title) }));
    expect(await screen.findByText(`At ${path}`)).toBeInTheDocument();
    const marked = fetchSpy.requests.filter((request) => request.route === 'PUT /api/users/notifications/:id/read');
    expect(marked.map((request) => request.params.id)).toEqual(notification.read ? [] : [notification.id]);
  });

  it('lowers the badge at once when one is read, and never below zero', async () => {
    mockFetch({
      'GET /api/users/notifications': [200, [message, booking]],
      // The server's count lags (0 already): the optimistic decrement must stop at 0.
      'GET /api/users/notification': [200, { count: 0 }],
      'PUT /api/users/notifications/:id/read': [204],
    });
    const { user } = renderPage();
    await screen.findByText('Unread: 0');
    await user.click(await screen.findByRole('button', { name: /Booking confirmed/ }));
    await screen.findByText(`At /bookings/${booking.entityId}`);
    expect(screen.getByText('Unread: 0')).toBeInTheDocument();
  });

  it("'Mark all as read' marks every one read and zeroes the badge", async () => {
    const fetchSpy = mockFetch({
      'GET /api/users/notifications': [200, [message, booking]],
      'GET /api/users/notification': [200, { count: 2 }],
      'PUT /api/users/notifications/read-all': () => {
        fetchSpy.use({
          'GET /api/users/notifications': [200, [{ ...message, read: true }, { ...booking, read: true }]],
          'GET /api/users/notification': [200, { count: 0 }],
        });
        return [204];
      },
    });
    const { user } = renderPage();
    await screen.findByText('Unread: 2');
    // The button is enabled once the list has arrived with unread ones; the count alone is not enough.
    const markAll = await screen.findByRole('button', { name: 'Mark all as read' });
    await waitFor(() => expect(markAll).toBeEnabled());
    await user.click(markAll);
    expect(await screen.findByText('Unread: 0')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('(unread)', { exact: false })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('puts a pushed notification on top and sets the badge to the pushed count', async () => {
    mockFetch({ 'GET /api/users/notifications': [200, [booking]], 'GET /api/users/notification': [200, { count: 1 }] });
    const { socket } = renderPage();
    await screen.findByText('Unread: 1');
    await screen.findByText('Booking confirmed');
    const pushed = aNotification({ id: '00000000-0000-4000-8000-000000000009', title: 'New message from Jose Reyes' });
    act(() => socket.serverSends(SOCKET_EVENTS.notification, { notification: pushed, unreadCount: 2 }));
    expect(await screen.findByText('Unread: 2')).toBeInTheDocument();
    const rows = within(screen.getByRole('list')).getAllByRole('button');
    expect(rows[0]).toHaveTextContent('New message from Jose Reyes');
  });

  it('follows a pushed count (read in another tab), never showing less than zero', async () => {
    const fetchSpy = mockFetch({ 'GET /api/users/notifications': [200, [message]], 'GET /api/users/notification': [200, { count: 1 }] });
    const { socket } = renderPage();
    await screen.findByText('Unread: 1');
    fetchSpy.use({ 'GET /api/users/notifications': [200, [{ ...message, read: true }]] });
    act(() => socket.serverSends(SOCKET_EVENTS.notificationCount, { unreadCount: -3 }));
    expect(await screen.findByText('Unread: 0')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('(unread)', { exact: false })).not.toBeInTheDocument());
  });
});
