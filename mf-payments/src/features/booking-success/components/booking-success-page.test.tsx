// /booking-form/success/{bookingId} (SPEC sections 2 and 8): the booking's
// details with My Bookings and Proceed to Chat, or 'Could not load booking details'.
import { screen, waitFor } from '@testing-library/react';
import { mockFetch } from '../../../../../jest/mock-fetch';
import { aBooking, aClient, aConsultantUser, IDS } from '../../../test/fixtures';
import { expectLocation, queriesAnswered, routeRenderer } from '../../../../../jest/render';
import { routes as remoteRoutes } from '../../../routes';
import { expectApiFailures } from '../../../../../jest/api-failures';

const renderRoute = routeRenderer(remoteRoutes);

const path = `/booking-form/success/${IDS.booking}`;
const BOOKING = 'GET /api/bookings/:id';

describe('/booking-form/success/{bookingId}', () => {
  beforeAll(() => import('./booking-success-page'));

  it('shows the consultant, date, time range, duration, price, reference and status', async () => {
    // A full day: the time range ends at its real end, 8 hours after the start.
    mockFetch({ [BOOKING]: [200, aBooking({ status: 'CONFIRMED', duration: 8, price: 10000, date: '2026-06-15', startTime: '09:00' })] });
    // A client reading Manila time: the SPEC's range alone.
    renderRoute(path, { user: aClient({ timeZone: 'Asia/Manila' }) });
    expect(await screen.findByRole('heading', { name: 'Booking Successful!' })).toBeInTheDocument();
    const facts = Object.fromEntries(
      screen
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      Consultant: 'Maria Santos',
      Date: 'Mon, Jun 15, 2026',
      Time: '9:00 AM - 5:00 PM',
      Duration: '8 hours',
      Price: '₱10,000.00',
      Reference: '123456ABCD',
      Status: 'Confirmed',
    });
  });

  it("gives a client in New York their own clock under the session's Manila time", async () => {
    mockFetch({ [BOOKING]: [200, aBooking({ status: 'CONFIRMED', duration: 4, date: '2026-11-02', startTime: '13:00' })] });
    renderRoute(path, { user: aClient({ timeZone: 'America/New_York' }) });
    const time = await screen.findByText('Time');
    expect(time.nextElementSibling).toHaveTextContent(/^1:00 PM - 5:00 PMManila time · 12:00 AM - 4:00 AM New York$/);
  });

  it("links to My Bookings (on this booking), the booking's receipt and the chat with the consultant", async () => {
    mockFetch({ [BOOKING]: [200, aBooking()] });
    const { user } = renderRoute(path, { user: aClient() });
    expect(await screen.findByRole('link', { name: 'My Bookings' })).toHaveAttribute('href', `/bookings/${IDS.booking}`);
    expect(screen.getByRole('link', { name: 'Receipt' })).toHaveAttribute('href', `/receipts/${IDS.booking}`);
    await user.click(screen.getByRole('link', { name: 'Proceed to Chat' }));
    await expectLocation(`/chat/${IDS.maria}`);
  });

  it('says what happens next: the other party sees it, the calendar and rescheduling are in My Bookings, and the chat', async () => {
    mockFetch({ [BOOKING]: [200, aBooking()] });
    renderRoute(path, { user: aClient() });
    const next = await screen.findByRole('list', { name: 'What happens next' });
    expect(next).toHaveTextContent('Maria Santos can see this session in their bookings.');
    expect(next).toHaveTextContent('add it to your calendar or reschedule it');
  });

  it('sends the consultant, if they open it, to the chat with the client', async () => {
    mockFetch({ [BOOKING]: [200, aBooking()] });
    renderRoute(path, { user: aConsultantUser() });
    expect(await screen.findByRole('link', { name: 'Proceed to Chat' })).toHaveAttribute('href', `/chat/${IDS.boss}`);
  });

  it("says 'Could not load booking details' for an unknown booking, with the way to My Bookings", async () => {
    expectApiFailures();
    mockFetch({ [BOOKING]: [404, { message: 'Booking not found' }] });
    renderRoute(path, { user: aClient() });
    expect(await screen.findByRole('heading', { name: 'Could not load booking details' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Bookings' })).toHaveAttribute('href', '/bookings');
  });

  it("says 'Could not load booking details' with Try again when the read fails", async () => {
    expectApiFailures();
    const api = mockFetch({ [BOOKING]: [503, { message: 'Service unavailable' }] });
    const { user, store } = renderRoute(path, { user: aClient() });
    expect(await screen.findByRole('heading', { name: 'Could not load booking details' })).toBeInTheDocument();
    // The page's own subscription asks once more after the loader's failure: let that answer land first.
    await queriesAnswered(store);
    api.use({ [BOOKING]: [200, aBooking()] });
    const retry = screen.getByRole('button', { name: 'Try again' });
    await waitFor(() => expect(retry).toBeEnabled());
    await user.click(retry);
    expect(await screen.findByRole('heading', { name: 'Booking Successful!' })).toBeInTheDocument();
  });
});
