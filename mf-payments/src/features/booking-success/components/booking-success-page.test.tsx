// /booking-form/success/{bookingId} (SPEC sections 2 and 8): the booking's
// details with My Bookings and Proceed to Chat, or 'Could not load booking details'.
import { screen } from '@testing-library/react';
import { mockFetch } from '../../../../../jest/mock-fetch';
import { aBooking, aClient, aConsultantUser, IDS } from '../../../test/fixtures';
import { expectLocation, routeRenderer } from '../../../../../jest/render';
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
    renderRoute(path, { user: aClient() });
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
      Price: '₱10,000',
      Reference: '123456ABCD',
      Status: 'Confirmed',
    });
  });

  it('links to My Bookings (on this booking) and to the chat with the consultant', async () => {
    mockFetch({ [BOOKING]: [200, aBooking()] });
    const { user } = renderRoute(path, { user: aClient() });
    expect(await screen.findByRole('link', { name: 'My Bookings' })).toHaveAttribute('href', `/bookings/${IDS.booking}`);
    await user.click(screen.getByRole('link', { name: 'Proceed to Chat' }));
    await expectLocation(`/chat/${IDS.maria}`);
  });

  it('sends the consultant, if they open it, to the chat with the client', async () => {
    mockFetch({ [BOOKING]: [200, aBooking()] });
    renderRoute(path, { user: aConsultantUser() });
    expect(await screen.findByRole('link', { name: 'Proceed to Chat' })).toHaveAttribute('href', `/chat/${IDS.boss}`);
  });

  it("says 'Could not load booking details' when the booking cannot be loaded", async () => {
    expectApiFailures();
    mockFetch({ [BOOKING]: [404, { message: 'Booking not found' }] });
    renderRoute(path, { user: aClient() });
    expect(await screen.findByRole('heading', { name: 'Could not load booking details' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
