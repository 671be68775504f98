// The admin's look at a user's bookings, opened from the user's actions menu: a
// single booking on one row, a series on ONE row whose occurrences open below it.
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { Booking, RecurringSeries } from '@marketplace/shared-api/types';
import { mockFetch, type MockRoutes } from '../../../jest/mock-fetch';
import { apiBooking } from '../../../jest/fixtures';
import { anAdmin, IDS, jose, maria, summary } from '../test/fixtures';
import { routeRenderer } from '../../../jest/render';
import { routes as remoteRoutes } from '../routes';
import { expectApiFailures } from '../../../jest/api-failures';

const renderRoute = routeRenderer(remoteRoutes, { user: anAdmin() });

/** Maria (assistant) with Jose (client). */
const withJose = (overrides: Partial<Booking> = {}): Booking =>
  apiBooking({ consultantId: IDS.maria, consultant: summary(maria()), userId: IDS.jose, user: summary(jose()), ...overrides });

const SERIES_ID = '44444444-4444-4444-8444-444444444444';
const occurrence = (id: string, date: string, status: Booking['status']) =>
  withJose({ id, date, status, isRecurring: true, seriesId: SERIES_ID, seriesDate: date, price: 5000 });

function aSeries(): RecurringSeries {
  const occurrences = [occurrence('o1', '2026-06-08', 'CONFIRMED'), occurrence('o2', '2026-06-10', 'CANCELLED')];
  return {
    id: SERIES_ID,
    consultantId: IDS.maria,
    consultant: summary(maria()),
    userId: IDS.jose,
    user: summary(jose()),
    pattern: { weekdays: [3, 1], startTime: '09:00', duration: 4, firstDate: '2026-06-08', weeks: 1, until: null, since: null },
    payMode: 'once',
    status: 'accepted',
    nextOccurrence: occurrences[0],
    remaining: 1,
    paidThrough: null,
    periods: [],
    occurrences,
    createdAt: '2026-06-01T00:00:00.000Z',
  };
}

function routes(overrides: MockRoutes = {}): MockRoutes {
  return {
    'GET /api/config': [200, { marketplaceTimeZone: 'Asia/Manila' }],
    'GET /api/users': [200, { users: [maria()], nextCursor: null }],
    'GET /api/users/admin/premium-applications': [200, { applications: [] }],
    'GET /api/users/admin/audit-log': [200, { entries: [], nextCursor: null }],
    [`GET /api/users/admin/${IDS.maria}/bookings`]: [200, { bookings: [withJose({ date: '2026-06-15', startTime: '13:00', price: 5000, status: 'CONFIRMED' })], series: [aSeries()] }],
    ...overrides,
  };
}

async function openBookings(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Actions for Maria Santos' }));
  await user.click(within(screen.getByRole('menu', { name: 'Actions for Maria Santos' })).getByRole('menuitem', { name: 'Bookings' }));
  return screen.getByRole('dialog', { name: 'Bookings of Maria Santos' });
}

describe("a user's bookings in the admin console", () => {
  it('shows a single booking on one row and a series on one row, whose occurrences open below it', async () => {
    mockFetch(routes());
    const { user } = renderRoute('/admin');
    const dialog = await openBookings(user);
    const list = await within(dialog).findByRole('list', { name: 'Bookings of Maria Santos' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);

    const [seriesRow, bookingRow] = rows;
    expect(bookingRow).toHaveTextContent('Mon, Jun 15 · 1:00 PM');
    expect(bookingRow).toHaveTextContent('as assistant, with Jose Reyes');
    expect(bookingRow).toHaveTextContent('Confirmed');
    expect(bookingRow).toHaveTextContent('₱5,000');

    expect(seriesRow).toHaveTextContent('Weekly Mon, Wed · 9:00 AM');
    expect(seriesRow).toHaveTextContent('as assistant, with Jose Reyes');
    expect(seriesRow).toHaveTextContent('Accepted');
    expect(seriesRow).toHaveTextContent('1 remaining');
    const toggle = within(seriesRow).getByRole('button', { name: 'Show occurrences (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(seriesRow).queryByRole('list')).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const occurrences = within(seriesRow).getByRole('list', { name: 'Occurrences of Weekly Mon, Wed · 9:00 AM' });
    expect(within(occurrences).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Mon, Jun 8 · 9:00 AMConfirmed',
      'Wed, Jun 10 · 9:00 AMCancelled',
    ]);
  });

  it('says so when there are none', async () => {
    mockFetch(routes({ [`GET /api/users/admin/${IDS.maria}/bookings`]: [200, { bookings: [], series: [] }] }));
    const { user } = renderRoute('/admin');
    const dialog = await openBookings(user);
    expect(await within(dialog).findByText('No bookings yet.')).toBeInTheDocument();
  });

  it('offers to try again when they fail to load', async () => {
    expectApiFailures();
    const api = mockFetch(routes({ [`GET /api/users/admin/${IDS.maria}/bookings`]: [500, { message: 'boom' }] }));
    const { user } = renderRoute('/admin');
    const dialog = await openBookings(user);
    const retry = await within(dialog).findByRole('button', { name: 'Try again' });
    api.use({ [`GET /api/users/admin/${IDS.maria}/bookings`]: [200, { bookings: [], series: [] }] });
    await user.click(retry);
    expect(await within(dialog).findByText('No bookings yet.')).toBeInTheDocument();
  });
});
