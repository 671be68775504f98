// /bookings (SPEC section 2 and the Bookings pages texts of section 8).
import { screen, waitFor, within } from '@testing-library/react';
import { type MockRoutes } from '../../../../../jest/mock-fetch';
import { mockFetch } from '../../../test/mock-booking-fetch';
import { SOCKET_EVENTS } from '@marketplace/shared-api/socket/events';
import type { Booking } from '@marketplace/shared-api/types';
import { aBooking, anAssistantUser, aUser, IDS } from '../../../test/fixtures';
import { expectLocation, routeRenderer } from '../../../../../jest/render';
import { fixClock } from '../../../../../jest/fix-clock';
import { routes as remoteRoutes } from '../../../routes';
import { expectApiFailures } from '../../../../../jest/api-failures';

const renderRoute = routeRenderer(remoteRoutes);

const RECEIVED = 'GET /api/bookings/user?role=consultant';
const MADE = 'GET /api/bookings/made';

function routes(received: Booking[], made: Booking[], extra: MockRoutes = {}): MockRoutes {
  return { [RECEIVED]: [200, received], [MADE]: [200, made], ...extra };
}

const upcoming = aBooking({ id: IDS.booking, status: 'CONFIRMED', date: '2026-06-15', startTime: '13:00' });
const past = aBooking({ id: IDS.booking2, status: 'COMPLETED', date: '2026-06-01', startTime: '09:00' });

beforeEach(() => fixClock(new Date('2026-06-10T10:00:00+08:00')));
afterEach(() => jest.useRealTimers());

const items = () => screen.getAllByRole('listitem');

describe('BookingsPage', () => {
  it('shows the header, the toggle (an assistant starts on My Consultations) and the four tabs', async () => {
    mockFetch(routes([upcoming], []));
    renderRoute('/bookings', { user: anAssistantUser() });
    expect(await screen.findByRole('heading', { name: 'Bookings', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'My Consultations', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'My Bookings', pressed: false })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Upcoming', 'Recurring', 'Past', 'Cancelled']);
  });

  it('lists a received booking as SPEC describes it', async () => {
    mockFetch(routes([upcoming], []));
    renderRoute('/bookings', { user: anAssistantUser() });
    const item = await screen.findByRole('listitem', { name: /^Afternoon call meeting with Ben Cruz on / });
    expect(within(item).getByText('Jun')).toBeInTheDocument();
    expect(within(item).getByText('15')).toBeInTheDocument();
    expect(within(item).getByRole('heading', { name: 'Afternoon call meeting' })).toBeInTheDocument();
    expect(within(item).getByText('with Ben Cruz')).toBeInTheDocument();
    // Named 'Manila' where the test machine's clock is not Manila's.
    expect(within(item).getByText(/^1:00 PM - 5:00 PM( Manila)?$/)).toBeInTheDocument();
    expect(within(item).getByText('Online')).toBeInTheDocument();
    expect(within(item).getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual(['Maria Santos', 'Ben Cruz']);
  });

  it('shows the payment to both parties: Paid, Unpaid, Refunded with the reason, none when nothing is due', async () => {
    const paid = aBooking({ id: IDS.booking, status: 'CONFIRMED', paymentStatus: 'PAID', date: '2026-06-15', startTime: '13:00' });
    const unpaid = aBooking({ id: 'u', status: 'PENDING', paymentStatus: 'UNPAID', date: '2026-06-16', startTime: '09:00' });
    const refunded = aBooking({ id: 'r', status: 'CANCELLED', paymentStatus: 'REFUNDED', cancelReason: 'Cancelled by the client', date: '2026-06-17' });
    const free = aBooking({ id: 'f', status: 'PENDING', price: 0, date: '2026-06-18', startTime: '13:00' });
    mockFetch(routes([paid, unpaid, free], [paid, refunded]));
    const { user } = renderRoute('/bookings', { user: anAssistantUser() });
    // Upcoming, by date: the paid one (Jun 15), the unpaid one (Jun 16), the free one (Jun 18).
    const [paidItem, unpaidItem, freeItem] = await screen.findAllByRole('listitem', { name: /call meeting with Ben Cruz/ });
    expect(within(paidItem).getByText('Paid')).toBeInTheDocument();
    expect(within(unpaidItem).getByText('Unpaid')).toBeInTheDocument();
    expect(within(freeItem).queryByText(/Paid|Unpaid|Refunded/)).not.toBeInTheDocument();

    // The client's side shows the same payment.
    await user.click(screen.getByRole('button', { name: 'My Bookings' }));
    const made = await screen.findByRole('listitem', { name: /^Afternoon call meeting with Maria Santos on / });
    expect(within(made).getByText('Paid')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Cancelled' }));
    const cancelled = await screen.findByRole('listitem', { name: /call meeting with Maria Santos/ });
    expect(within(cancelled).getByText('Refunded')).toBeInTheDocument();
    expect(within(cancelled).getByText('Cancelled by the client')).toBeInTheDocument();
  });

  it('offers no calendar on a cancelled booking and says what became of its payment', async () => {
    const declined = aBooking({ id: 'd', status: 'CANCELLED', paymentStatus: 'UNPAID', cancelReason: 'Payment was declined', date: '2026-06-17' });
    const lapsed = aBooking({ id: 'l', status: 'CANCELLED', paymentStatus: 'UNPAID', cancelReason: 'Payment not completed in time', date: '2026-06-18' });
    const refunding = aBooking({ id: 'p', status: 'CANCELLED', paymentStatus: 'PAID', cancelReason: 'Cancelled by the client', date: '2026-06-19' });
    mockFetch(routes([declined], [declined, lapsed, refunding]));
    const { user } = renderRoute('/bookings', { user: aUser() });
    await user.click(await screen.findByRole('tab', { name: 'Cancelled' }));
    // Latest first.
    const [refundingItem, lapsedItem, declinedItem] = await screen.findAllByRole('listitem', { name: /call meeting with Maria Santos/ });
    for (const item of [declinedItem, lapsedItem, refundingItem]) {
      expect(within(item).queryByRole('button', { name: 'Add to Calendar' })).not.toBeInTheDocument();
      expect(within(item).queryByText('Unpaid')).not.toBeInTheDocument();
    }
    expect(within(declinedItem).getByText('Payment declined')).toBeInTheDocument();
    expect(within(lapsedItem).getByText('Not paid')).toBeInTheDocument();
    expect(within(refundingItem).getByText('Refund pending')).toBeInTheDocument();

    // The consultant's copy of the declined one: no calendar either, and nothing left to edit.
    await user.click(screen.getByRole('button', { name: 'My Consultations' }));
    const received = await screen.findByRole('listitem', { name: /call meeting with Ben Cruz/ });
    expect(within(received).getByText('Payment declined')).toBeInTheDocument();
    expect(within(received).queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
  });

  it("offers Pay now on the client's own unpaid request while its hold runs, linking to the wizard's payment step", async () => {
    const holding = aBooking({ id: IDS.booking, status: 'PENDING', paymentStatus: 'UNPAID', holdExpiresAt: '2026-06-10T02:10:00.000Z', date: '2026-06-15' });
    const lapsed = aBooking({ id: IDS.booking2, status: 'PENDING', paymentStatus: 'UNPAID', holdExpiresAt: '2026-06-10T01:50:00.000Z', date: '2026-06-16', startTime: '13:00' });
    mockFetch(routes([holding], [holding, lapsed]));
    const { user } = renderRoute('/bookings', { user: aUser() });
    const mine = await screen.findByRole('listitem', { name: /^Morning call meeting with Maria Santos on / });
    expect(within(mine).getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', `/book/${IDS.maria}?booking=${IDS.booking}`);
    // Its hold is over: the sweep is about to cancel it, nothing can be paid.
    const over = screen.getByRole('listitem', { name: /^Afternoon call meeting with Maria Santos on / });
    expect(within(over).queryByRole('link', { name: 'Pay now' })).not.toBeInTheDocument();
    // The consultant does not pay for it.
    await user.click(screen.getByRole('button', { name: 'My Consultations' }));
    const received = await screen.findByRole('listitem', { name: /^Morning call meeting with Ben Cruz on / });
    expect(within(received).queryByRole('link', { name: 'Pay now' })).not.toBeInTheDocument();
  });

  it('gives the time a line of its own, never cut off, with the session\'s length; the badges on one row', async () => {
    const done = aBooking({ id: IDS.booking2, status: 'COMPLETED', paymentStatus: 'PAID', date: '2026-06-01', startTime: '09:00' });
    mockFetch(routes([], [done]));
    const { user } = renderRoute('/bookings', { user: aUser() });
    await user.click(await screen.findByRole('tab', { name: 'Past' }));
    const item = await screen.findByRole('listitem', { name: /^Morning call meeting with Maria Santos on / });
    const title = within(item).getByRole('heading', { name: 'Morning call meeting' });
    expect(title).not.toHaveStyle({ whiteSpace: 'nowrap' });
    const time = within(item).getByText(/^9:00 AM - 1:00 PM( Manila)?$/).parentElement as HTMLElement;
    expect(time).toHaveTextContent(/^9:00 AM - 1:00 PM( Manila)? · 4 hours$/);
    expect(title).not.toContainElement(time);
    expect(time).not.toHaveStyle({ whiteSpace: 'nowrap' });
    const badges = within(item).getByText('Completed').parentElement as HTMLElement;
    expect(badges).toContainElement(within(item).getByText('Paid'));
    expect(badges).toHaveStyle({ flexWrap: 'nowrap' });
  });

  it('shows a full-day booking to its real end, 8 hours after the start', async () => {
    const fullDay = aBooking({ id: IDS.booking, status: 'CONFIRMED', date: '2026-06-15', startTime: '09:00', duration: 8, price: 10000 });
    mockFetch(routes([fullDay], []));
    renderRoute('/bookings', { user: anAssistantUser() });
    const item = await screen.findByRole('listitem', { name: /^Morning call meeting with Ben Cruz on / });
    expect(within(item).getByText(/^9:00 AM - 5:00 PM( Manila)?$/)).toBeInTheDocument();
    expect(within(item).getByText('8 hours')).toBeInTheDocument();
  });

  it('sorts bookings into the tabs with the SPEC filters and says when a tab is empty', async () => {
    const cancelled = aBooking({ id: 'c', status: 'CANCELLED', date: '2026-06-20' });
    const recurring = aBooking({ id: 'r', isRecurring: true, date: '2026-06-22', startTime: '09:00' });
    mockFetch(routes([upcoming, past, cancelled, recurring], [], { 'GET /api/bookings/series?role=consultant': [200, []] }));
    const { user } = renderRoute('/bookings', { user: anAssistantUser() });
    await screen.findByRole('listitem', { name: /^Afternoon call meeting with Ben Cruz on / });
    expect(items()).toHaveLength(2);
    // The Recurring tab lists series, from their own list: none here.
    await user.click(screen.getByRole('tab', { name: 'Recurring' }));
    expect(await screen.findByRole('heading', { name: 'No recurring bookings found.' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Past' }));
    expect(items()).toHaveLength(1);
    expect(screen.getByText('Completed')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Cancelled' }));
    expect(items()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'My Bookings' }));
    expect(screen.getByRole('heading', { name: 'No cancelled bookings found.' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Find Consultants' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Upcoming' }));
    expect(screen.getByRole('heading', { name: 'No upcoming bookings found.' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Find Consultants' }));
    await expectLocation('/profile/list');
  });

  it('offers the Edit menu on received bookings: reschedule, cancel (confirmed), complete, download', async () => {
    const fetchSpy = mockFetch(
      routes([upcoming], [], {
        [`PUT /api/bookings/${IDS.booking}/status`]: ({ body }) => [200, { ...upcoming, status: (body as { status: string }).status }],
      }),
    );
    const { user } = renderRoute('/bookings', { user: anAssistantUser() });
    await user.click(await screen.findByRole('button', { name: 'Edit Afternoon call meeting with Ben Cruz' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.firstChild?.textContent)).toEqual([
      'Reschedule booking',
      'Cancel booking',
      'Download to Calendar',
      'Complete booking',
    ]);
    expect(within(menu).getByRole('menuitem', { name: /Reschedule booking/ })).not.toHaveAttribute('aria-disabled');
    await user.click(within(menu).getByRole('menuitem', { name: /Cancel booking/ }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel booking' });
    expect(dialog).toHaveTextContent('Are you sure you want to cancel this booking?');
    expect(dialog).toHaveTextContent('This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Cancel Booking' }));
    expect(await screen.findByText('Booking cancelled')).toBeInTheDocument();
    expect(fetchSpy.requests.find((request) => request.method === 'PUT')?.body).toEqual({ status: 'CANCELLED' });
  });

  it('lets the consultant reschedule a received booking with the picker from the Edit menu', async () => {
    const fetchSpy = mockFetch(
      routes([upcoming], [], {
        [`GET /api/bookings/booked/${IDS.maria}`]: [200, [{ date: '2026-06-15', time: '13:00' }]],
        [`PUT /api/bookings/${IDS.booking}/reschedule`]: ({ body }) => [200, { ...upcoming, ...(body as object) }],
      }),
    );
    const { user } = renderRoute('/bookings', { user: anAssistantUser() });
    await user.click(await screen.findByRole('button', { name: 'Edit Afternoon call meeting with Ben Cruz' }));
    await user.click(screen.getByRole('menuitem', { name: /Reschedule booking/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule booking' });
    expect(await within(dialog).findByRole('heading', { name: 'Choose a New Date and Time' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Afternoon.*Current/ })).toBeEnabled();
    // The calendar shows once the booked slots have arrived; the heading and the Current slot come before.
    await user.click(await within(dialog).findByRole('button', { name: 'Jun 17' }));
    await user.click(within(dialog).getByRole('button', { name: /Morning/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Update Booking' }));
    expect(await screen.findByText('Booking rescheduled')).toBeInTheDocument();
    expect(fetchSpy.requests.find((request) => request.method === 'PUT')?.body).toEqual({ date: '2026-06-17', startTime: '09:00' });
  });

  it('does not offer to move a received booking whose session has started', async () => {
    const started = aBooking({ id: IDS.booking, status: 'CONFIRMED', date: '2026-06-10', startTime: '09:00' });
    mockFetch(routes([started], []));
    const { user } = renderRoute('/bookings', { user: anAssistantUser() });
    await user.click(await screen.findByRole('button', { name: 'Edit Morning call meeting with Ben Cruz' }));
    const item = screen.getByRole('menuitem', { name: /Reschedule booking/ });
    expect(item).toHaveAttribute('aria-disabled', 'true');
    expect(item).toHaveTextContent('This booking has already started');
  });

  it('completes a booking from the Edit menu and toasts a failure with the SPEC text', async () => {
    expectApiFailures();
    mockFetch(routes([upcoming], [], { [`PUT /api/bookings/${IDS.booking}/status`]: [500, { message: 'Internal server error' }] }));
    const { user } = renderRoute('/bookings', { user: anAssistantUser() });
    await user.click(await screen.findByRole('button', { name: 'Edit Afternoon call meeting with Ben Cruz' }));
    await user.click(screen.getByRole('menuitem', { name: /Complete booking/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to complete booking');
  });

  it("shows the server's reason when completing is refused (a session that has not ended)", async () => {
    expectApiFailures();
    const reason = 'This session has not ended yet. You can complete it once it is over.';
    mockFetch(routes([upcoming], [], { [`PUT /api/bookings/${IDS.booking}/status`]: [409, { message: reason }] }));
    const { user } = renderRoute('/bookings', { user: anAssistantUser() });
    await user.click(await screen.findByRole('button', { name: 'Edit Afternoon call meeting with Ben Cruz' }));
    await user.click(screen.getByRole('menuitem', { name: /Complete booking/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
  });

  it('downloads the booking as an .ics file', async () => {
    const created = jest.fn(() => 'blob:booking');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    mockFetch(
      routes([upcoming], [], {
        [`GET /api/bookings/${IDS.booking}/calendar.ics`]: () => new Response('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', { status: 200, headers: { 'Content-Type': 'text/calendar' } }),
      }),
    );
    const { user } = renderRoute('/bookings', { user: anAssistantUser() });
    await user.click(await screen.findByRole('button', { name: 'Edit Afternoon call meeting with Ben Cruz' }));
    await user.click(screen.getByRole('menuitem', { name: /Download to Calendar/ }));
    expect(await screen.findByText('Calendar file downloaded')).toBeInTheDocument();
    expect(click).toHaveBeenCalled();
    expect(created).toHaveBeenCalled();
  });

  it('gives made bookings Add to Calendar and lets the client reschedule with the picker', async () => {
    const mine = aBooking({ id: IDS.booking, status: 'PENDING', date: '2026-06-15', startTime: '09:00' });
    const fetchSpy = mockFetch(
      routes([], [mine], {
        [`GET /api/bookings/booked/${IDS.maria}`]: [200, [{ date: '2026-06-15', time: '09:00' }]],
        [`PUT /api/bookings/${IDS.booking}/reschedule`]: ({ body }) => [200, { ...mine, ...(body as object) }],
      }),
    );
    const { user } = renderRoute('/bookings', { user: aUser() });
    const item = await screen.findByRole('listitem', { name: /^Morning call meeting with Maria Santos on / });
    expect(within(item).getByRole('button', { name: 'Add to Calendar' })).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Reschedule booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule booking' });
    expect(await within(dialog).findByRole('heading', { name: 'Choose a New Date and Time' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Morning.*Current/ })).toBeEnabled();
    // The calendar shows once the booked slots have arrived; the heading and the Current slot come before.
    await user.click(await within(dialog).findByRole('button', { name: 'Jun 16' }));
    await user.click(within(dialog).getByRole('button', { name: /Afternoon/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Update Booking' }));
    expect(await screen.findByText('Booking rescheduled')).toBeInTheDocument();
    expect(fetchSpy.requests.find((request) => request.method === 'PUT')?.body).toEqual({ date: '2026-06-16', startTime: '13:00' });
  });

  it('says Failed to load bookings when a list fails', async () => {
    expectApiFailures();
    mockFetch(routes([], [], { [RECEIVED]: [500, {}] }));
    renderRoute('/bookings', { user: anAssistantUser() });
    expect(await screen.findByRole('heading', { name: 'Failed to load bookings' })).toBeInTheDocument();
  });

  it('says the booking was not found when a link names none of the viewer\'s bookings', async () => {
    mockFetch(routes([upcoming], [past]));
    const { user } = renderRoute('/bookings/55555555-5555-4555-8555-555555555555', { user: anAssistantUser() });
    expect(await screen.findByRole('heading', { name: 'Booking not found' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'See all bookings' }));
    expect(await screen.findByRole('listitem', { name: /^Afternoon call meeting with Ben Cruz on / })).toBeInTheDocument();
  });

  it('opens on the booking a notification links to, and refetches when the server says a booking changed', async () => {
    const fetchSpy = mockFetch(routes([], [past]));
    const { socket, store } = renderRoute(`/bookings/${IDS.booking2}`, { user: anAssistantUser() });
    expect(await screen.findByRole('button', { name: 'My Bookings', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Past', selected: true })).toBeInTheDocument();
    const before = fetchSpy.requests.length;
    socket.serverSends(SOCKET_EVENTS.bookingChanged, { bookingId: IDS.booking2 });
    await waitFor(() => expect(fetchSpy.requests.length).toBeGreaterThan(before));
    // The refetches have settled (no update lands after the test), on the same tab.
    await waitFor(() => expect(Object.values(store.getState().api.queries).some((query) => query?.status === 'pending')).toBe(false));
    expect(screen.getByRole('tab', { name: 'Past', selected: true })).toBeInTheDocument();
  });
});
