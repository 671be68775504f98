// The Recurring tab of /bookings: series as items, their states, the assistant's
// one answer, the quote before 'Cancel this and all following', one occurrence's cancel,
// paying a period.
import { screen, waitFor, within } from '@testing-library/react';
import { deferred } from '../../../../../jest/deferred';
import { expectApiFailures } from '../../../../../jest/api-failures';
import { fixClock } from '../../../../../jest/fix-clock';
import { type MockHandler, type MockReply, type MockRoutes } from '../../../../../jest/mock-fetch';
import { routeRenderer } from '../../../../../jest/render';
import { routes as remoteRoutes } from '../../../routes';
import { aSeries, anAssistantUser, aUser, AVAILABILITY_VIEW, openAvailability, SERIES_ID, seriesOccurrences } from '../../../test/fixtures';
import { OUTSIDE_HOURS } from './series-item';
import { mockFetch } from '../../../test/mock-booking-fetch';

const renderRoute = routeRenderer(remoteRoutes);

const AS_CLIENT = 'GET /api/bookings/series?role=client';
const AS_ASSISTANT = 'GET /api/bookings/series?role=consultant';

/** The two booking lists (empty) and the series list's reply on both sides. */
function routes(reply: MockReply | MockHandler, extra: MockRoutes = {}): MockRoutes {
  return {
    'GET /api/bookings/user?role=consultant': [200, []],
    'GET /api/bookings/made': [200, []],
    [AS_CLIENT]: reply,
    [AS_ASSISTANT]: reply,
    ...extra,
  };
}

beforeEach(() => fixClock(new Date('2026-06-10T10:00:00+08:00')));
afterEach(() => jest.useRealTimers());

async function openRecurring(user: ReturnType<typeof renderRoute>['user']) {
  await user.click(await screen.findByRole('tab', { name: 'Recurring' }));
}

describe('Recurring tab', () => {
  it('shows loading, then each series as one item: the assistant, weekdays and time, next, remaining, what is due', async () => {
    const held = deferred<MockReply>();
    mockFetch(routes(() => held.promise));
    const { user } = renderRoute('/bookings', { user: aUser() });
    await openRecurring(user);
    expect(screen.getByRole('status', { name: 'Loading recurring bookings' })).toBeInTheDocument();
    held.resolve([200, [aSeries()]]);

    const item = await screen.findByRole('listitem', { name: 'Weekly morning call meetings with Maria Santos' });
    expect(within(item).getByText('Requested')).toBeInTheDocument();
    expect(within(item).getByText('Mon, Wed · 9:00 AM - 1:00 PM Manila')).toBeInTheDocument();
    expect(within(item).getByText('Mon, Jun 15')).toBeInTheDocument();
    expect(within(item).getByText('4')).toBeInTheDocument();
    expect(within(item).getByText('Not paid yet')).toBeInTheDocument();
    expect(within(item).getByText('Due: ₱20,000.00 for Jun 15 - Jun 24')).toBeInTheDocument();
  });

  it("shows the viewer's own clock beside Manila's, weekdays moved with it", async () => {
    mockFetch(routes([200, [aSeries()]]));
    const { user } = renderRoute('/bookings', { user: aUser({ timeZone: 'America/New_York' }) });
    await openRecurring(user);
    const item = await screen.findByRole('listitem', { name: /^Weekly morning call meetings/ });
    expect(within(item).getByText('Your time: Sun, Tue · 9:00 PM - 1:00 AM New York, the day before')).toBeInTheDocument();
  });

  it('opens on the series a checkout returned its payer to (/bookings?series=), even for an assistant who also books', async () => {
    mockFetch(routes([200, [aSeries({ paidThrough: '2026-06-24', periods: [{ ...aSeries().periods[0], paid: true, duePesos: 0 }] })]]));
    renderRoute(`/bookings?series=${SERIES_ID}`, { user: anAssistantUser() });
    const item = await screen.findByRole('listitem', { name: 'Weekly morning call meetings with Maria Santos' });
    expect(screen.getByRole('tab', { name: 'Recurring', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'My Bookings', pressed: true })).toBeInTheDocument();
    expect(item).toHaveAttribute('data-highlighted');
    expect(within(item).getByText('Wed, Jun 24')).toBeInTheDocument();
    expect(within(item).queryByText(/^Due:/)).not.toBeInTheDocument();
  });

  it('says when there is none, as the other tabs do', async () => {
    mockFetch(routes([200, []]));
    const { user } = renderRoute('/bookings', { user: aUser() });
    await openRecurring(user);
    expect(await screen.findByRole('heading', { name: 'No recurring bookings found.' })).toBeInTheDocument();
  });

  it('says when the list could not load, and tries again', async () => {
    const fetchSpy = mockFetch(routes([500, { message: 'down' }]));
    const { user } = renderRoute('/bookings', { user: aUser() });
    await openRecurring(user);
    expect(await screen.findByRole('heading', { name: 'Failed to load recurring bookings' })).toBeInTheDocument();
    expectApiFailures();
    fetchSpy.use({ [AS_CLIENT]: [200, [aSeries()]] });
    await user.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('listitem', { name: /^Weekly morning call meetings/ })).toBeInTheDocument();
  });

  it('expands the occurrences with their status and a moved one marked', async () => {
    const [first, second, third, fourth] = seriesOccurrences();
    const occurrences = [{ ...first, status: 'CONFIRMED' as const }, second, { ...third, seriesMoved: true, date: '2026-06-23' }, { ...fourth, status: 'CANCELLED' as const }];
    mockFetch(routes([200, [aSeries({ occurrences })]]));
    const { user } = renderRoute('/bookings', { user: aUser() });
    await openRecurring(user);
    await user.click(await screen.findByRole('button', { name: 'Show occurrences (4)' }));
    const rows = within(screen.getByRole('list', { name: 'Occurrences' })).getAllByRole('listitem');
    expect(rows.map((row) => row.firstElementChild?.textContent)).toEqual(['Mon, Jun 15, 9:00 AMConfirmed', 'Wed, Jun 17, 9:00 AMPending', 'Tue, Jun 23, 9:00 AMPendingMoved', 'Wed, Jun 24, 9:00 AMCancelled']);
    // A cancelled occurrence has nothing left to cancel.
    expect(within(rows[3]).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide occurrences' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('lets the assistant accept a requested series once', async () => {
    const fetchSpy = mockFetch(
      routes([200, [aSeries()]], {
        [`PUT /api/bookings/series/${SERIES_ID}/status`]: ({ body }) => {
          const accepted = aSeries({ status: (body as { status: 'accepted' }).status });
          fetchSpy.use({ [AS_ASSISTANT]: [200, [accepted]] });
          return [200, accepted];
        },
      }),
    );
    const { user } = renderRoute('/bookings', { user: anAssistantUser() });
    await openRecurring(user);
    const item = await screen.findByRole('listitem', { name: 'Weekly morning call meetings with Ben Cruz' });
    // The assistant is owed nothing: no payment on their side.
    expect(within(item).queryByText(/^Due:/)).not.toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Recurring booking accepted')).toBeInTheDocument();
    await waitFor(() => expect(within(item).getByText('Accepted')).toBeInTheDocument());
    expect(within(item).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
    expect(fetchSpy.requests.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([{ status: 'accepted' }]);
  });

  it("marks the occurrences the assistant's changed hours leave out, which stay booked and can be moved", async () => {
    const open = openAvailability();
    // Wednesdays afternoons only now: the series' Wednesday mornings are outside.
    const weekly = open.rules.weekly.map((slots, index) => (index === 2 ? (['13:00'] as const).slice() : slots));
    mockFetch(routes([200, [aSeries({ status: 'accepted' })]], { [AVAILABILITY_VIEW]: [200, openAvailability({ rules: { ...open.rules, weekly } })] }));
    const { user } = renderRoute('/bookings', { user: anAssistantUser() });
    await openRecurring(user);
    const item = await screen.findByRole('listitem', { name: 'Weekly morning call meetings with Ben Cruz' });
    await user.click(within(item).getByRole('button', { name: /^Show occurrences/ }));
    const rows = within(item).getAllByRole('listitem');
    await waitFor(() => expect(within(rows[1]).getByText('Outside your hours')).toBeInTheDocument());
    expect(within(rows[1]).getByText(OUTSIDE_HOURS.slotOff)).toBeInTheDocument();
    expect(within(rows[1]).getByRole('button', { name: 'Reschedule Wed, Jun 17' })).toBeInTheDocument();
    // A Monday is inside the hours: nothing said, and the assistant does not move it from here.
    expect(within(rows[0]).queryByText('Outside your hours')).not.toBeInTheDocument();
    expect(within(rows[0]).queryByRole('button', { name: 'Reschedule Mon, Jun 15' })).not.toBeInTheDocument();
  });

  it('asks before the assistant declines the whole request', async () => {
    const fetchSpy = mockFetch(routes([200, [aSeries()]], { [`PUT /api/bookings/series/${SERIES_ID}/status`]: [200, aSeries({ status: 'declined' })] }));
    const { user } = renderRoute('/bookings', { user: anAssistantUser() });
    await openRecurring(user);
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Decline recurring booking' });
    expect(within(dialog).getByText('Are you sure you want to decline all 4 sessions of this recurring booking?')).toBeInTheDocument();
    expect(fetchSpy.requests.some((request) => request.method === 'PUT')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Decline' }));
    expect(await screen.findByText('Recurring booking declined')).toBeInTheDocument();
    expect(fetchSpy.requests.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([{ status: 'declined' }]);
  });

  it('shows the refund of each occurrence before cancelling this and all following', async () => {
    const [, second, third, fourth] = seriesOccurrences();
    const quote = {
      refundCentavos: 1_500_000,
      occurrences: [second, third, fourth].map((occurrence) => ({
        bookingId: occurrence.id,
        date: occurrence.date,
        startTime: '09:00',
        quote: { paid: true, refundCentavos: 500_000, assistantReceivesCentavos: 0, late: false, lateCancelHours: 24, lateCancelPayPercent: 50 },
      })),
    };
    const fetchSpy = mockFetch(
      routes([200, [aSeries({ status: 'accepted' })]], {
        [`GET /api/bookings/series/${SERIES_ID}/cancellation?from=${second.id}`]: [200, quote],
        [`POST /api/bookings/series/${SERIES_ID}/cancel`]: [200, aSeries({ status: 'accepted' })],
      }),
    );
    const { user } = renderRoute('/bookings', { user: aUser() });
    await openRecurring(user);
    await user.click(await screen.findByRole('button', { name: 'Show occurrences (4)' }));
    await user.click(screen.getByRole('button', { name: 'Cancel Wed, Jun 17 and all following' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this and all following' });
    expect(await within(dialog).findByText('3 occurrences; You get ₱15,000.00 back in all.')).toBeInTheDocument();
    expect(within(within(dialog).getByRole('list', { name: 'Refund per occurrence' })).getAllByRole('listitem').map((line) => line.textContent)).toEqual([
      'Wed, Jun 17, Morning: ₱5,000.00',
      'Mon, Jun 22, Morning: ₱5,000.00',
      'Wed, Jun 24, Morning: ₱5,000.00',
    ]);
    expect(fetchSpy.requests.some((request) => request.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Cancel Them' }));
    expect(await screen.findByText('Occurrences cancelled')).toBeInTheDocument();
    expect(fetchSpy.requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([{ fromBookingId: second.id }]);
  });

  it('cancels one occurrence through the single booking cancel', async () => {
    const [first] = seriesOccurrences();
    const fetchSpy = mockFetch(routes([200, [aSeries()]], { [`PUT /api/bookings/${first.id}/status`]: [200, { ...first, status: 'CANCELLED' }] }));
    const { user } = renderRoute('/bookings', { user: aUser() });
    await openRecurring(user);
    await user.click(await screen.findByRole('button', { name: 'Show occurrences (4)' }));
    await user.click(screen.getByRole('button', { name: 'Cancel Mon, Jun 15' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel booking' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Cancel Booking' }));
    expect(await screen.findByText('Booking cancelled')).toBeInTheDocument();
    expect(fetchSpy.requests.filter((request) => request.method === 'PUT').map((request) => [request.path, request.body])).toEqual([
      [`/api/bookings/${first.id}/status`, { status: 'CANCELLED' }],
    ]);
  });

  it('pays the period that is due: one checkout for its occurrences', async () => {
    const fetchSpy = mockFetch(
      routes([200, [aSeries()]], {
        'POST /api/payments/series': [200, { success: true, transactionId: 'tx-1', paymentUrl: 'https://pay.example/checkout/tx-1', qrCodeUrl: null, gcashQrUrl: null, message: 'ok' }],
      }),
    );
    const { user } = renderRoute('/bookings', { user: aUser() });
    await openRecurring(user);
    await user.click(await screen.findByRole('button', { name: 'Pay ₱20,000.00 for Jun 15 - Jun 24' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay for Jun 15 - Jun 24' });
    await user.type(within(dialog).getByLabelText(/Account or mobile number/), '09171234567');
    await user.click(within(dialog).getByRole('radio', { name: 'Maya' }));
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₱20,000.00 with Maya' }));
    expect(await within(dialog).findByRole('link', { name: 'Open the Maya checkout' })).toHaveAttribute('href', 'https://pay.example/checkout/tx-1');
    expect(fetchSpy.requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
      { seriesId: SERIES_ID, period: 0, amount: 20000, accountNumber: '09171234567', paymentMethod: 'maya' },
    ]);
  });
});
