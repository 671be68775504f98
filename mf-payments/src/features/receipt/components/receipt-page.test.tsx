// /receipts/{bookingId}: a booking's printable receipt (the product's name, reference,
// client and assistant, session, each payment and refund, totals) with Print, and the
// not-found and error states every booking page of this remote has.
import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch } from '../../../../../jest/mock-fetch';
import { expectApiFailures } from '../../../../../jest/api-failures';
import { queriesAnswered, routeRenderer } from '../../../../../jest/render';
import { routes as remoteRoutes } from '../../../routes';
import routePaths from '../../../route-paths.json';
import { aClient, aReceipt, IDS } from '../../../test/fixtures';

const renderRoute = routeRenderer(remoteRoutes, { routePaths });
const RECEIPT = 'GET /api/bookings/:id/receipt';
const path = `/receipts/${IDS.booking}`;

const factsOf = (container: HTMLElement) =>
  within(container)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('/receipts/{bookingId}', () => {
  beforeAll(() => import('./receipt-page'));

  it('shows who, when, each payment and refund with its date, method, transaction id and amount, and the totals', async () => {
    const api = mockFetch({
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
    expect(api.requests.map((request) => request.params.id)).toEqual([IDS.booking]);
    expect(within(receipt).getByText('AssistMe')).toBeInTheDocument();
    const table = within(receipt).getByRole('table', { name: 'Payments and refunds' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => within(row).queryAllByRole('cell').map((cell) => cell.textContent)),
    ).toEqual([
      [],
      ['Mon, Jun 1, 2026, 10:15 AM Manila time', 'Payment', 'GCash', 'pay_7Hx2Q9', '₱5,000'],
      ['Tue, Jun 16, 2026, 1:00 PM Manila time', 'Refund', 'GCash', 'ref_3Kp8', '₱2,500'],
    ]);
    expect(factsOf(receipt)).toEqual([
      ['Booking reference', '123456ABCD'],
      ['Client', 'Ben Cruz'],
      ['Assistant', 'Maria Santos'],
      ['Session', 'Mon, Jun 15, 2026, 9:00 AM'],
      ['Total paid', '₱5,000'],
      ['Total refunded', '₱2,500'],
    ]);
    expect(screen.getByRole('link', { name: 'My Bookings' })).toHaveAttribute('href', `/bookings/${IDS.booking}`);
  });

  it('prints with the browser’s print dialog', async () => {
    mockFetch({ [RECEIPT]: [200, aReceipt()] });
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderRoute(path, { user: aClient() });
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says so for a booking with no payment yet', async () => {
    mockFetch({ [RECEIPT]: [200, aReceipt({ lines: [], paidCentavos: 0 })] });
    renderRoute(path, { user: aClient() });
    expect(await screen.findByText('No payment has been made for this booking yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("says 'Could not load the receipt' for an unknown booking, with the way to My Bookings", async () => {
    expectApiFailures();
    mockFetch({ [RECEIPT]: [404, { message: 'Booking not found' }] });
    renderRoute(path, { user: aClient() });
    expect(await screen.findByRole('heading', { name: 'Could not load the receipt' })).toBeInTheDocument();
    expect(screen.getByText('There is no booking of yours at this address.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Bookings' })).toHaveAttribute('href', '/bookings');
  });

  it("says 'Could not load the receipt' with Try again when the read fails", async () => {
    expectApiFailures();
    const api = mockFetch({ [RECEIPT]: [503, { message: 'Service unavailable' }] });
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
