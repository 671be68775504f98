// /receipts/{bookingId}: a booking's printable receipt (the product's name, reference,
// client and assistant, session, each payment and refund, totals) with Print, and the
// not-found and error states every booking page of this remote has.
import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch } from '../../../../../jest/mock-fetch';
import { expectApiFailures } from '../../../../../jest/api-failures';
import { queriesAnswered, routeRenderer } from '../../../../../jest/render';
import { routes as remoteRoutes } from '../../../routes';
import routePaths from '../../../route-paths.json';
import { aBooking, aClient, aConsultantUser, aReceipt, IDS } from '../../../test/fixtures';

const renderRoute = routeRenderer(remoteRoutes, { routePaths });
const RECEIPT = 'GET /api/bookings/:id/receipt';
const BOOKING = 'GET /api/bookings/:id';
/** The booking the receipt is about: Monday 15 June 2026, 9:00 AM for 4 hours. */
const theBooking: [number, unknown] = [200, aBooking()];
const path = `/receipts/${IDS.booking}`;

const factsOf = (container: HTMLElement) =>
  within(container)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('/receipts/{bookingId}', () => {
  beforeAll(() => import('./receipt-page'));

  it('shows who, when, each payment and refund with its date, method, transaction id and amount, and the totals', async () => {
    const api = mockFetch({
      [BOOKING]: theBooking,
      [RECEIPT]: [
        200,
        aReceipt({
          lines: [
            { kind: 'payment', at: '2026-06-01T02:15:00.000Z', amountCentavos: 500_000, method: 'gcash', transactionId: 'pay_7Hx2Q9' },
            { kind: 'refund', at: '2026-06-16T05:00:00.000Z', amountCentavos: 250_000, method: 'gcash', transactionId: 'ref_3Kp8' },
          ],
          refundedCentavos: 250_000,
        }),
      ],
    });
    renderRoute(path, { user: aClient() });
    const receipt = await screen.findByRole('article', { name: 'Receipt' });
    // The receipt, and the booking it is about (its session on the viewer's clock).
    expect(api.requests.map((request) => request.params.id)).toEqual([IDS.booking, IDS.booking]);
    expect(within(receipt).getByText('AssistMe')).toBeInTheDocument();
    const table = within(receipt).getByRole('table', { name: 'Payments and refunds' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => within(row).queryAllByRole('cell').map((cell) => cell.textContent)),
    ).toEqual([
      [],
      ['Mon, Jun 1, 2026, 10:15 AM Manila time', 'Payment', 'GCash', 'pay_7Hx2Q9', '₱5,000.00'],
      ['Tue, Jun 16, 2026, 1:00 PM Manila time', 'Refund', 'GCash', 'ref_3Kp8', '₱2,500.00'],
    ]);
    expect(factsOf(receipt)).toEqual([
      ['Booking reference', '123456ABCD'],
      ['Client', 'Ben Cruz'],
      ['Assistant', 'Maria Santos'],
      ['Session', 'Mon, Jun 15, 2026, 9:00 AM Manila time'],
      ['Total paid', '₱5,000.00'],
      ['Total refunded', '₱2,500.00'],
    ]);
    expect(screen.getByRole('link', { name: 'My Bookings' })).toHaveAttribute('href', `/bookings/${IDS.booking}`);
  });

  it('prints with the browser’s print dialog', async () => {
    mockFetch({ [BOOKING]: theBooking, [RECEIPT]: [200, aReceipt()] });
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderRoute(path, { user: aClient() });
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says so for a booking with no payment yet', async () => {
    mockFetch({ [BOOKING]: theBooking, [RECEIPT]: [200, aReceipt({ lines: [], paidCentavos: 0 })] });
    renderRoute(path, { user: aClient() });
    expect(await screen.findByText('No payment has been made for this booking yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('gives the session in the viewer\'s own zone beside the marketplace\'s when theirs differs', async () => {
    mockFetch({ [BOOKING]: theBooking, [RECEIPT]: [200, aReceipt({ sessionTime: '9:00 AM - 1:00 PM' })] });
    renderRoute(path, { user: aClient({ timeZone: 'America/New_York' }) });
    const receipt = await screen.findByRole('article', { name: 'Receipt' });
    const session = within(receipt).getByText('Session').nextElementSibling;
    expect(await within(session as HTMLElement).findByText('Manila time · 9:00 PM - 1:00 AM New York, the day before')).toBeInTheDocument();
    expect(session).toHaveTextContent(/^Mon, Jun 15, 2026, 9:00 AM - 1:00 PM Manila time/);
  });

  it("tells the booking's assistant that receipts are the paying client's, and takes them to their statement", async () => {
    expectApiFailures();
    mockFetch({ [BOOKING]: theBooking, [RECEIPT]: [404, { message: 'Booking not found' }] });
    renderRoute(path, { user: aConsultantUser() });
    expect(await screen.findByRole('heading', { name: 'Receipts are for the client who paid' })).toBeInTheDocument();
    expect(screen.queryByText('There is no booking of yours at this address.')).not.toBeInTheDocument();
    expect(screen.getByText('You are the assistant of this booking: what you earn from it is in your earnings statement for June 2026.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your statement' })).toHaveAttribute('href', '/earnings/statements/2026-06');
  });

  it("says 'Could not load the receipt' for an unknown booking, with the way to My Bookings", async () => {
    expectApiFailures();
    mockFetch({ [BOOKING]: [404, { message: 'Booking not found' }], [RECEIPT]: [404, { message: 'Booking not found' }] });
    renderRoute(path, { user: aClient() });
    expect(await screen.findByRole('heading', { name: 'Could not load the receipt' })).toBeInTheDocument();
    expect(screen.getByText('There is no booking of yours at this address.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Bookings' })).toHaveAttribute('href', '/bookings');
  });

  it("says 'Could not load the receipt' with Try again when the read fails", async () => {
    expectApiFailures();
    const api = mockFetch({ [BOOKING]: theBooking, [RECEIPT]: [503, { message: 'Service unavailable' }] });
    const { user, store } = renderRoute(path, { user: aClient() });
    expect(await screen.findByRole('heading', { name: 'Could not load the receipt' })).toBeInTheDocument();
    await queriesAnswered(store);
    api.use({ [RECEIPT]: [200, aReceipt()] });
    const retry = screen.getByRole('button', { name: 'Try again' });
    await waitFor(() => expect(retry).toBeEnabled());
    await user.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: 'Receipt' })).toBeInTheDocument();
  });
});
