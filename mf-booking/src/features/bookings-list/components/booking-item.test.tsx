// What a booking on /bookings says about its money: what the assistant receives,
// a reported problem to both parties, the client's receipt, and no Cancel once the
// session has started (its money then moves only through completion or a report).
import { screen, within } from '@testing-library/react';
import type { Booking, BookingDispute } from '@marketplace/shared-api/types';
import { mockFetch } from '../../../../../jest/mock-fetch';
import { fixClock } from '../../../../../jest/fix-clock';
import { routeRenderer } from '../../../../../jest/render';
import { routes as remoteRoutes } from '../../../routes';
import { aBooking, anAssistantUser, aUser, IDS } from '../../../test/fixtures';

const renderRoute = routeRenderer(remoteRoutes);

const lists = (received: Booking[], made: Booking[]) => ({
  'GET /api/bookings/user?role=consultant': [200, received] as [number, unknown],
  'GET /api/bookings/made': [200, made] as [number, unknown],
});

const paid = aBooking({ id: IDS.booking, status: 'CONFIRMED', paymentStatus: 'PAID', date: '2026-06-15', startTime: '13:00' });
const done = aBooking({ id: IDS.booking2, status: 'COMPLETED', paymentStatus: 'PAID', date: '2026-06-08', startTime: '09:00' });

const resolved: BookingDispute = {
  id: 'd1',
  reason: 'left_early',
  status: 'resolved',
  outcome: 'refund_partial',
  refundCentavos: 125_000,
  note: 'The session ended an hour early; one hour is refunded.',
  openedAt: '2026-06-09T01:30:00.000Z',
};

beforeEach(() => fixClock(new Date('2026-06-10T10:00:00+08:00')));
afterEach(() => jest.useRealTimers());

describe('a booking on /bookings', () => {
  it('tells the assistant what they receive of the price, and the client nothing of it', async () => {
    const free = aBooking({ id: 'f', status: 'PENDING', price: 0, assistantReceivesCentavos: 0, date: '2026-06-16', startTime: '09:00' });
    mockFetch(lists([paid, free], [paid]));
    const { user } = renderRoute('/bookings', { user: anAssistantUser() });
    const item = await screen.findByRole('listitem', { name: /^Afternoon call meeting with Ben Cruz on / });
    expect(within(item).getByText('You receive ₱4,500.00')).toBeInTheDocument();
    // Nothing is earned from a free session.
    expect(within(screen.getByRole('listitem', { name: /^Morning call meeting with Ben Cruz on / })).queryByText(/You receive/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'My Bookings' }));
    const made = await screen.findByRole('listitem', { name: /^Afternoon call meeting with Maria Santos on / });
    expect(within(made).queryByText(/You receive/)).not.toBeInTheDocument();
  });

  it('shows a New York client both clocks on their booking', async () => {
    mockFetch(lists([], [paid]));
    const { user } = renderRoute('/bookings', { user: aUser({ timeZone: 'America/New_York' }) });
    await user.click(await screen.findByRole('button', { name: 'My Bookings' }));
    const made = await screen.findByRole('listitem', { name: /^Afternoon call meeting with Maria Santos on / });
    expect(within(made).getByText('1:00 PM - 5:00 PM Manila')).toBeInTheDocument();
    expect(within(made).getByText('Your time: 1:00 AM - 5:00 AM New York')).toBeInTheDocument();
  });

  it('shows an assistant on Manila time the SPEC range alone', async () => {
    mockFetch(lists([paid], []));
    renderRoute('/bookings', { user: anAssistantUser({ timeZone: 'Asia/Manila' }) });
    const received = await screen.findByRole('listitem', { name: /^Afternoon call meeting with Ben Cruz on / });
    expect(within(received).getByText('1:00 PM - 5:00 PM')).toBeInTheDocument();
    expect(within(received).queryByText(/New York|Manila/)).not.toBeInTheDocument();
  });

  it('shows a reported problem under review to both parties, in their words', async () => {
    const disputed = { ...done, dispute: { ...resolved, reason: 'no_show' as const, status: 'open' as const, outcome: null, refundCentavos: null, note: null } };
    mockFetch(lists([disputed], [disputed]));
    const { user } = renderRoute('/bookings', { user: aUser() });
    await user.click(await screen.findByRole('tab', { name: 'Past' }));
    const mine = within(await screen.findByRole('listitem', { name: /^Morning call meeting with Maria Santos on / })).getByRole('region', { name: 'Reported problem' });
    expect(within(mine).getByText('Problem under review')).toBeInTheDocument();
    expect(mine).toHaveTextContent('You reported: The assistant did not show up. Reported Tue, Jun 9, 9:30 AM Manila time.');
    expect(mine).toHaveTextContent('An admin is looking into it. The payment is held until they decide.');

    await user.click(screen.getByRole('button', { name: 'My Consultations' }));
    const theirs = within(await screen.findByRole('listitem', { name: /^Morning call meeting with Ben Cruz on / })).getByRole('region', { name: 'Reported problem' });
    expect(theirs).toHaveTextContent('The client reported: The assistant did not show up.');
    expect(theirs).toHaveTextContent('Your earning is held until they decide.');
  });

  it("shows a resolved problem's outcome, refund and the admin's note to both parties", async () => {
    const settled = { ...done, dispute: resolved };
    mockFetch(lists([settled], [settled]));
    const { user } = renderRoute('/bookings', { user: anAssistantUser() });
    await user.click(await screen.findByRole('tab', { name: 'Past' }));
    const theirs = within(await screen.findByRole('listitem', { name: /^Morning call meeting with Ben Cruz on / })).getByRole('region', { name: 'Reported problem' });
    expect(within(theirs).getByText('Problem resolved')).toBeInTheDocument();
    expect(theirs).toHaveTextContent('Outcome: ₱1,250.00 was refunded to the client.');
    expect(theirs).toHaveTextContent("Admin's note: “The session ended an hour early; one hour is refunded.”");

    await user.click(screen.getByRole('button', { name: 'My Bookings' }));
    const mine = within(await screen.findByRole('listitem', { name: /^Morning call meeting with Maria Santos on / })).getByRole('region', { name: 'Reported problem' });
    expect(mine).toHaveTextContent('Outcome: ₱1,250.00 was refunded to you.');
    expect(mine).toHaveTextContent('The session ended an hour early; one hour is refunded.');
  });

  it('gives the client a Receipt for a paid or refunded booking, and none for an unpaid one or to the assistant', async () => {
    const refunded = aBooking({ id: 'r', status: 'CANCELLED', paymentStatus: 'REFUNDED', cancelReason: 'Cancelled by the client', date: '2026-06-17' });
    const unpaid = aBooking({ id: 'u', status: 'PENDING', paymentStatus: 'UNPAID', date: '2026-06-18', startTime: '13:00' });
    mockFetch(lists([paid], [paid, refunded, unpaid]));
    const { user } = renderRoute('/bookings', { user: aUser() });
    const [paidItem, unpaidItem] = await screen.findAllByRole('listitem', { name: /call meeting with Maria Santos/ });
    expect(within(paidItem).getByRole('link', { name: 'Receipt for Afternoon call meeting with Maria Santos' })).toHaveAttribute('href', `/receipts/${IDS.booking}`);
    expect(within(unpaidItem).queryByRole('link', { name: /Receipt/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Cancelled' }));
    const cancelled = await screen.findByRole('listitem', { name: /call meeting with Maria Santos/ });
    expect(within(cancelled).getByRole('link', { name: /Receipt/ })).toHaveAttribute('href', '/receipts/r');

    await user.click(screen.getByRole('button', { name: 'My Consultations' }));
    await user.click(screen.getByRole('tab', { name: 'Upcoming' }));
    const received = await screen.findByRole('listitem', { name: /^Afternoon call meeting with Ben Cruz on / });
    expect(within(received).queryByRole('link', { name: /Receipt/ })).not.toBeInTheDocument();
  });

  it("offers the assistant Cancel on a session that has not started, and none once it has", async () => {
    const started = aBooking({ id: 's', status: 'CONFIRMED', paymentStatus: 'PAID', date: '2026-06-10', startTime: '09:00' });
    mockFetch(lists([started, paid], []));
    const { user } = renderRoute('/bookings', { user: anAssistantUser() });
    await user.click(await screen.findByRole('button', { name: 'Edit Morning call meeting with Ben Cruz' }));
    let menu = screen.getByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.firstChild?.textContent)).toEqual([
      'Reschedule bookingThis booking has already started',
      'Download to Calendar',
      'Complete booking',
    ]);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Edit Afternoon call meeting with Ben Cruz' }));
    menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: /Cancel booking/ })).toBeInTheDocument();
  });

  it("offers the client 'Report a problem' on an ended paid session, and no Cancel", async () => {
    const ended = aBooking({ id: 'e', status: 'CONFIRMED', paymentStatus: 'PAID', date: '2026-06-08', startTime: '09:00', problemReportableUntil: '2026-06-11T05:00:00.000Z' });
    mockFetch(lists([], [ended]));
    const { user } = renderRoute('/bookings', { user: aUser() });
    await user.click(await screen.findByRole('tab', { name: 'Past' }));
    const item = await screen.findByRole('listitem', { name: /^Morning call meeting with Maria Santos on / });
    expect(within(item).getByRole('button', { name: /^Report a problem/ })).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: /Reschedule/ })).not.toBeInTheDocument();
  });
});
