// /booking-dashboard (SPEC section 2): the toggle, tabs, status filter, cards,
// every role and status action, the 14-day reschedule modal and the confirm dialogs.
import { screen, waitFor, within } from '@testing-library/react';
import { type MockRoutes } from '../../../../../jest/mock-fetch';
import { mockFetch } from '../../../test/mock-booking-fetch';
import { formatCentavos } from '@marketplace/shared-api/format';
import type { Booking } from '@marketplace/shared-api/types';
import { aBooking, anAssistantUser, aUser, IDS } from '../../../test/fixtures';
import { expectLocation, routeRenderer } from '../../../../../jest/render';
import { fixClock } from '../../../../../jest/fix-clock';
import { routes as remoteRoutes } from '../../../routes';
import { expectApiFailures } from '../../../../../jest/api-failures';

const renderRoute = routeRenderer(remoteRoutes);

const AS_CONSULTANT = 'GET /api/bookings/user?role=consultant';
const AS_CLIENT = 'GET /api/bookings/user?role=client';

const pending = aBooking({ id: IDS.booking, status: 'PENDING', date: '2026-06-15', startTime: '09:00' });
const confirmed = aBooking({ id: IDS.booking2, status: 'CONFIRMED', date: '2026-06-16', startTime: '13:00', duration: 8, price: 10000 });

function routes(asConsultant: Booking[], asClient: Booking[], extra: MockRoutes = {}): MockRoutes {
  return { [AS_CONSULTANT]: [200, asConsultant], [AS_CLIENT]: [200, asClient], ...extra };
}

const card = (date: string) => screen.findByRole('listitem', { name: new RegExp(`on ${date}`) });

beforeEach(() => fixClock(new Date('2026-06-10T10:00:00+08:00')));
afterEach(() => jest.useRealTimers());

describe('DashboardPage', () => {
  it('shows an assistant the consultant view first, with tabs and the status filter', async () => {
    mockFetch(routes([pending, confirmed], []));
    const { user } = renderRoute('/booking-dashboard', { user: anAssistantUser() });
    expect(await screen.findByRole('heading', { name: 'Booking Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'As Consultant', pressed: true })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Upcoming', 'Past']);
    const filter = screen.getByLabelText('Status');
    expect(within(filter).getAllByRole('option').map((option) => option.textContent)).toEqual(['All', 'Pending', 'Confirmed', 'Completed', 'Cancelled']);

    const first = await card('Mon, Jun 15');
    expect(within(first).getByRole('heading', { name: 'Ben Cruz' })).toBeInTheDocument();
    expect(within(first).getByText('Pending')).toBeInTheDocument();
    expect(within(first).getByText('9:00 AM - 1:00 PM')).toBeInTheDocument();
    expect(within(first).getByText('4 hours')).toBeInTheDocument();
    expect(within(first).getByText('₱5,000.00')).toBeInTheDocument();
    const second = await card('Tue, Jun 16');
    expect(within(second).getByText('1:00 PM - 9:00 PM')).toBeInTheDocument();

    await user.selectOptions(filter, 'CONFIRMED');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    await user.click(screen.getByRole('tab', { name: 'Past' }));
    expect(screen.getByRole('heading', { name: 'No past bookings found.' })).toBeInTheDocument();
  });

  it('shows the payment on each card, to the consultant and to the client, and why a booking was cancelled', async () => {
    const paid = { ...confirmed, paymentStatus: 'PAID' as const };
    const declined = aBooking({ id: 'd', status: 'CANCELLED', cancelReason: 'Payment was declined', date: '2026-06-17', startTime: '09:00' });
    mockFetch(routes([pending, paid], [paid, declined]));
    const { user } = renderRoute('/booking-dashboard', { user: anAssistantUser() });
    expect(within(await card('Mon, Jun 15')).getByText('Unpaid')).toBeInTheDocument();
    expect(within(await card('Tue, Jun 16')).getByText('Paid')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'As Client' }));
    expect(within(await card('Tue, Jun 16')).getByText('Paid')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Past' }));
    const cancelled = await card('Wed, Jun 17');
    expect(within(cancelled).getByText('Payment was declined')).toBeInTheDocument();
    // What became of the money, not a debt: a cancelled booking is never 'Unpaid'.
    expect(within(cancelled).getByText('Payment declined')).toBeInTheDocument();
    expect(within(cancelled).queryByText('Unpaid')).not.toBeInTheDocument();
  });

  it('tells the consultant what they receive beside the price, and the client only the price', async () => {
    const cancelled = aBooking({ id: 'c', status: 'CANCELLED', date: '2026-06-17', startTime: '09:00' });
    mockFetch(routes([pending, cancelled], [confirmed]));
    const { user } = renderRoute('/booking-dashboard', { user: anAssistantUser() });
    const mine = await card('Mon, Jun 15');
    expect(within(mine).getByText('You receive').nextElementSibling).toHaveTextContent('₱4,500.00');
    // A cancelled booking (under Past) earns nothing.
    await user.click(screen.getByRole('tab', { name: 'Past' }));
    expect(within(await card('Wed, Jun 17')).queryByText('You receive')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'As Client' }));
    await user.click(screen.getByRole('tab', { name: 'Upcoming' }));
    const booked = await card('Tue, Jun 16');
    expect(within(booked).getByText('₱10,000.00')).toBeInTheDocument();
    expect(within(booked).queryByText('You receive')).not.toBeInTheDocument();
  });

  it('links an assistant to their Earnings, and no one else', async () => {
    mockFetch(routes([pending], [pending]));
    const { unmount } = renderRoute('/booking-dashboard', { user: anAssistantUser() });
    expect(await screen.findByRole('link', { name: 'Earnings' })).toHaveAttribute('href', '/earnings');
    unmount();

    renderRoute('/booking-dashboard', { user: aUser() });
    expect(await screen.findByRole('heading', { name: 'Booking Dashboard' })).toBeInTheDocument();
    await card('Mon, Jun 15');
    expect(screen.queryByRole('link', { name: 'Earnings' })).not.toBeInTheDocument();
  });

  it('offers the client Pay now on an unpaid request whose hold still runs', async () => {
    const holding = { ...pending, holdExpiresAt: '2026-06-10T02:10:00.000Z' };
    const lapsed = aBooking({ id: 'l', status: 'PENDING', holdExpiresAt: '2026-06-10T01:50:00.000Z', date: '2026-06-17', startTime: '09:00' });
    mockFetch(routes([], [holding, lapsed]));
    renderRoute('/booking-dashboard', { user: aUser() });
    const mine = await card('Mon, Jun 15');
    expect(within(mine).getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', `/book/${IDS.maria}?booking=${IDS.booking}`);
    expect(within(await card('Wed, Jun 17')).queryByRole('link', { name: 'Pay now' })).not.toBeInTheDocument();
  });

  it('never offers the consultant Pay now', async () => {
    mockFetch(routes([{ ...pending, holdExpiresAt: '2026-06-10T02:10:00.000Z' }], []));
    renderRoute('/booking-dashboard', { user: anAssistantUser() });
    expect(within(await card('Mon, Jun 15')).queryByRole('link', { name: 'Pay now' })).not.toBeInTheDocument();
  });

  it("says 'Waiting for payment' instead of Accept while the client has not paid, and keeps Decline", async () => {
    mockFetch(routes([pending], []));
    renderRoute('/booking-dashboard', { user: anAssistantUser() });
    const first = await card('Mon, Jun 15');
    expect(within(first).getByText('Waiting for payment')).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Decline' })).toBeEnabled();
  });

  it("shows the server's reason for a refused Accept on the card, under its buttons, not in a toast over them", async () => {
    expectApiFailures();
    const reason = "This booking is waiting for the client's payment.";
    mockFetch(routes([{ ...pending, paymentStatus: 'PAID' }], [], { 'PUT /api/bookings/:id/status': [409, { message: reason }] }));
    const { user } = renderRoute('/booking-dashboard', { user: anAssistantUser() });
    const first = await card('Mon, Jun 15');
    await user.click(within(first).getByRole('button', { name: 'Accept' }));
    expect(await within(first).findByRole('alert')).toHaveTextContent(reason);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText('Failed to update booking status')).not.toBeInTheDocument();
  });

  it('lets the consultant accept, decline (after the dialog) and complete, and offers Chat on confirmed', async () => {
    const fetchSpy = mockFetch(
      routes([{ ...pending, paymentStatus: 'PAID' }, confirmed], [], {
        'PUT /api/bookings/:id/status': ({ params, body }) => [200, { ...pending, id: params.id, status: (body as { status: string }).status }],
        // A paid booking's dialog says what goes back (an assistant's decline gives back everything).
        'GET /api/bookings/:id/cancellation': [
          200,
          { paid: true, refundCentavos: 500_000, assistantReceivesCentavos: 0, late: false, lateCancelHours: 24, lateCancelPayPercent: 50 },
        ],
      }),
    );
    const { user } = renderRoute('/booking-dashboard', { user: anAssistantUser() });
    const first = await card('Mon, Jun 15');
    expect(within(first).queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Booking accepted')).toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to decline this booking?');
    expect(dialog).toHaveTextContent('This action cannot be undone.');
    expect(await within(dialog).findByText(`Ben gets ${formatCentavos(500_000)} back.`)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'No, Keep It' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Decline' }));
    expect(await screen.findByText('Booking declined')).toBeInTheDocument();

    const second = await card('Tue, Jun 16');
    expect(within(second).getByRole('link', { name: 'Chat' })).toHaveAttribute('href', `/chat/${IDS.boss}`);
    await user.click(within(second).getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('Booking completed')).toBeInTheDocument();
    expect(fetchSpy.requests.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([
      { status: 'CONFIRMED' },
      { status: 'CANCELLED' },
      { status: 'COMPLETED' },
    ]);
  });

  it("shows the server's reason when completing is refused (a session that has not ended)", async () => {
    expectApiFailures();
    const reason = 'This session has not ended yet. You can complete it once it is over.';
    mockFetch(routes([confirmed], [], { 'PUT /api/bookings/:id/status': [409, { message: reason }] }));
    const { user } = renderRoute('/booking-dashboard', { user: anAssistantUser() });
    const second = await card('Tue, Jun 16');
    await user.click(within(second).getByRole('button', { name: 'Complete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
  });

  it('gives a client Reschedule and Cancel on pending, Reschedule, Cancel and Chat on confirmed', async () => {
    mockFetch(routes([], [pending, confirmed], { 'PUT /api/bookings/:id/status': [500, {}] }));
    expectApiFailures();
    const { user } = renderRoute('/booking-dashboard', { user: aUser() });
    expect(screen.queryByRole('button', { name: 'As Consultant' })).not.toBeInTheDocument();
    const first = await card('Mon, Jun 15');
    expect(within(first).getByRole('heading', { name: 'Maria Santos' })).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Reschedule' })).toBeInTheDocument();
    const second = await card('Tue, Jun 16');
    expect(within(second).getByRole('button', { name: 'Reschedule' })).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();
    await user.click(within(second).getByRole('link', { name: 'Chat' }));
    await expectLocation(`/chat/${IDS.maria}`);
  });

  it('offers neither party Cancel, Decline or Reschedule on a request whose session has started', async () => {
    const started = aBooking({ id: 's', status: 'PENDING', date: '2026-06-10', startTime: '09:00' });
    mockFetch(routes([started], [started]));
    const { user } = renderRoute('/booking-dashboard', { user: anAssistantUser() });
    let today = await card('Wed, Jun 10');
    expect(within(today).queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'As Client' }));
    today = await card('Wed, Jun 10');
    await waitFor(() => expect(within(today).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument());
    expect(within(today).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(within(today).queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
  });

  it('confirms a cancel and toasts the SPEC failure text', async () => {
    expectApiFailures();
    mockFetch(routes([], [pending], { 'PUT /api/bookings/:id/status': [500, {}] }));
    expectApiFailures();
    const { user } = renderRoute('/booking-dashboard', { user: aUser() });
    await user.click(within(await card('Mon, Jun 15')).getByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to cancel this booking?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Cancel Booking' }));
    expect(await screen.findByText('Failed to cancel booking')).toBeInTheDocument();
    // The dialog keeps its buttons disabled until the failed request has settled; the toast can come first.
    const keep = within(dialog).getByRole('button', { name: 'No, Keep It' });
    await waitFor(() => expect(keep).toBeEnabled());
    await user.click(keep);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('reschedules from the next 14 days and their free times; Confirm waits for both', async () => {
    const fetchSpy = mockFetch(
      routes([], [pending], {
        'GET /api/bookings/available': [200, ['09:00', '13:00']],
        [`GET /api/bookings/booked/${IDS.maria}`]: [200, []],
        [`PUT /api/bookings/${IDS.booking}/reschedule`]: ({ body }) => [200, { ...pending, ...(body as object) }],
      }),
    );
    const { user } = renderRoute('/booking-dashboard', { user: aUser() });
    await user.click(within(await card('Mon, Jun 15')).getByRole('button', { name: 'Reschedule' }));
    const dialog = screen.getByRole('dialog', { name: 'Reschedule Booking' });
    const days = within(within(dialog).getByRole('group', { name: 'Days' })).getAllByRole('button');
    expect(days).toHaveLength(14);
    expect(days[0]).toHaveTextContent('Wed, Jun 10');
    expect(days[13]).toHaveTextContent('Tue, Jun 23');
    // No weekend sessions: Saturday and Sunday are listed but cannot be chosen.
    expect(within(dialog).getByRole('button', { name: 'Sat, Jun 13' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Sun, Jun 14' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Mon, Jun 15' })).toBeEnabled();
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Thu, Jun 11' }));
    expect(confirm).toBeDisabled();
    await user.click(await within(dialog).findByRole('button', { name: /^1:00 PM - 5:00 PM/ }));
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(await screen.findByText('Booking rescheduled')).toBeInTheDocument();
    const query = fetchSpy.requests.find((request) => request.path === '/api/bookings/available')?.query;
    expect(query?.get('bookingId')).toBe(IDS.booking);
    expect(query?.get('duration')).toBe('4');
    expect(fetchSpy.requests.find((request) => request.method === 'PUT')?.body).toEqual({ date: '2026-06-11', startTime: '13:00' });
  });
});
