// /earnings: balances by state, Withdraw (its destination, amount, limits, confirmation
// and idempotency key), every entry, the payouts and the monthly statements, with the
// page's loading, empty and error states.
import { act, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, type MockRequest } from '../../../../../jest/mock-fetch';
import { expectApiFailures } from '../../../../../jest/api-failures';
import { expectLocation, queriesAnswered, routeRenderer } from '../../../../../jest/render';
import { deferred } from '../../../../../jest/deferred';
import { routes as remoteRoutes } from '../../../routes';
import routePaths from '../../../route-paths.json';
import { aConsultantUser, aPayout, anEarningEntry, anEarningsOverview, IDS } from '../../../test/fixtures';
import { EarningsPage } from './earnings-page';

const renderRoute = routeRenderer(remoteRoutes, { routePaths });
const EARNINGS = 'GET /api/earnings';
const WITHDRAW = 'POST /api/earnings/payouts';
const CSV = 'GET /api/earnings/statements/:month/csv';

/** The label/value pairs of the description lists inside, e.g. the balances or the destination. */
const factsOf = (list: HTMLElement) =>
  Object.fromEntries(within(list).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));

/** The cells of each body row of a table, as text. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

const withdrawals = (api: { requests: MockRequest[] }) => api.requests.filter((request) => request.route === WITHDRAW);

describe('/earnings', () => {
  beforeAll(() => import('./earnings-page'));
  afterEach(() => {
    window.innerWidth = 1024;
  });

  it('shows the balance of each state, the fee and the dispute window', async () => {
    mockFetch({ [EARNINGS]: [200, anEarningsOverview({ balances: { upcomingCentavos: 250_000, inReviewCentavos: 90_000, availableCentavos: 450_000, pendingPayoutCentavos: 120_050, paidOutCentavos: 300_000 } })] });
    renderRoute('/earnings', { user: aConsultantUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Earnings' })).toBeInTheDocument();
    const balances = factsOf(screen.getByRole('region', { name: 'Balances' }));
    expect(Object.keys(balances)).toEqual(['Upcoming', 'In review', 'Available', 'On its way', 'Paid out']);
    expect(balances['Upcoming']).toMatch(/^₱2,500.00/);
    expect(balances['In review']).toMatch(/^₱900.00Held 48 hours after a session/);
    expect(balances['Available']).toMatch(/^₱4,500.00/);
    expect(balances['On its way']).toMatch(/^₱1,200\.50/);
    expect(balances['Paid out']).toMatch(/^₱3,000.00/);
    expect(screen.getByText(/The platform’s fee is 10% of each booking/)).toBeInTheDocument();
  });

  it('lists every entry: reference, date, client, gross, refunded, fee, what the assistant receives and the state; a referral reward on its own', async () => {
    mockFetch({
      [EARNINGS]: [
        200,
        anEarningsOverview({
          entries: [
            anEarningEntry({ id: 'e1', state: 'in_review', availableAt: '2026-06-17T02:00:00.000Z' }),
            anEarningEntry({ id: 'e2', bookingReference: '654321WXYZ', date: '2026-06-10', state: 'in_review', disputed: true, availableAt: null }),
            anEarningEntry({ id: 'e3', bookingReference: '777777AAAA', date: '2026-05-04', feeCentavos: 25_000, netCentavos: 225_000, refundedCentavos: 250_000, state: 'available' }),
            anEarningEntry({ id: 'e4', kind: 'referral', bookingId: null, bookingReference: null, date: '2026-05-02', counterpartName: 'Jose Reyes', grossCentavos: 12_500, feeCentavos: 0, netCentavos: 12_500, state: 'paid_out' }),
          ],
        }),
      ],
    });
    renderRoute('/earnings', { user: aConsultantUser() });
    const table = await screen.findByRole('table', { name: 'Your earnings' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Booking',
      'Date',
      'Client',
      'Gross',
      'Refunded',
      'Fee',
      'You receive',
      'State',
    ]);
    expect(within(table).getByRole('link', { name: '123456ABCD' })).toHaveAttribute('href', `/bookings/${IDS.booking}`);
    expect(rowsOf(table)).toEqual([
      ['123456ABCD', 'Jun 15, 2026', 'Ben Cruz', '₱5,000.00', '₱0.00', '₱500.00', '₱4,500.00', 'In reviewAvailable Wed, Jun 17, 10:00 AM Manila time'],
      ['654321WXYZ', 'Jun 10, 2026', 'Ben Cruz', '₱5,000.00', '₱0.00', '₱500.00', '₱4,500.00', 'In reviewA problem was reported: held until an admin decides.'],
      ['777777AAAA', 'May 4, 2026', 'Ben Cruz', '₱5,000.00', '₱2,500.00', '₱250.00', '₱2,250.00', 'Available'],
      ['Referral reward', 'May 2, 2026', 'Jose Reyes (referred)', '₱125.00', '₱0.00', '₱0.00', '₱125.00', 'Paid out'],
    ]);
  });

  it('stacks each entry on a 360 px phone, every value with its name, instead of a table', async () => {
    window.innerWidth = 360;
    mockFetch({ [EARNINGS]: [200, anEarningsOverview()] });
    renderRoute('/earnings', { user: aConsultantUser() });
    const list = await screen.findByRole('list', { name: 'Your earnings' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(factsOf(within(list).getByRole('listitem'))).toEqual({
      Booking: '123456ABCD',
      Date: 'Jun 15, 2026',
      Client: 'Ben Cruz',
      Gross: '₱5,000.00',
      Refunded: '₱0.00',
      Fee: '₱500.00',
      'You receive': '₱4,500.00',
      State: 'Available',
    });
  });

  it('lists the payouts with their state, a failed one with its reason', async () => {
    mockFetch({
      [EARNINGS]: [
        200,
        anEarningsOverview({
          payouts: [
            aPayout({ id: 'p3', status: 'pending', amountCentavos: 120_050, settledAt: null, requestedAt: '2026-06-20T02:00:00.000Z' }),
            aPayout({ id: 'p2', status: 'failed', trigger: 'weekly', method: 'maya', settledAt: null, failureReason: 'The Maya account name does not match.' }),
            aPayout({ id: 'p1' }),
          ],
        }),
      ],
    });
    renderRoute('/earnings', { user: aConsultantUser() });
    const items = within(await screen.findByRole('list', { name: 'Payouts' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '₱1,200.50Withdrawal to GCash 0917 ••• 4567 · Requested Jun 20, 2026On its way',
      '₱3,000.00Weekly payout to Maya 0917 ••• 4567 · Requested May 20, 2026The Maya account name does not match.Failed',
      '₱3,000.00Withdrawal to GCash 0917 ••• 4567 · Requested May 20, 2026Paid May 21, 2026Paid',
    ]);
  });

  it('shows where payouts go, with the way to change it on /profile', async () => {
    mockFetch({ [EARNINGS]: [200, anEarningsOverview()] });
    renderRoute('/earnings', { user: aConsultantUser() });
    const destination = await screen.findByRole('region', { name: 'Withdraw' });
    expect(factsOf(destination)).toEqual({
      'Paid to': 'GCash',
      'Mobile number': '0917 ••• 4567',
      'Account name': 'Maria Santos',
      'Last changed': 'Fri, May 1, 2026, 10:00 AM Manila time',
    });
    expect(screen.queryByText('09171234567')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change on your profile' })).toHaveAttribute('href', '/profile#payout-destination');
  });

  it('asks for a destination, on /profile, before Withdraw can be used', async () => {
    mockFetch({ [EARNINGS]: [200, anEarningsOverview({ destination: null })] });
    renderRoute('/earnings', { user: aConsultantUser() });
    expect(await screen.findByText('You have not set where you are paid yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set your payout destination' })).toHaveAttribute('href', '/profile#payout-destination');
    const withdraw = screen.getByRole('button', { name: 'Withdraw' });
    expect(withdraw).toBeDisabled();
    expect(withdraw).toHaveAccessibleDescription('Set where you are paid, on your profile, before you withdraw.');
  });

  it('keeps Withdraw disabled, saying why, while less than the minimum is available', async () => {
    mockFetch({ [EARNINGS]: [200, anEarningsOverview({ balances: { ...anEarningsOverview().balances, availableCentavos: 30_000 } })] });
    renderRoute('/earnings', { user: aConsultantUser() });
    const withdraw = await screen.findByRole('button', { name: 'Withdraw' });
    expect(withdraw).toBeDisabled();
    expect(withdraw).toHaveAccessibleDescription('You can withdraw once at least ₱500.00 is available.');
  });

  it('withdraws the whole available balance after a confirmation, with a fresh idempotency key', async () => {
    const paid = anEarningsOverview({
      balances: { ...anEarningsOverview().balances, availableCentavos: 0, pendingPayoutCentavos: 450_000 },
      payouts: [aPayout({ id: 'p9', status: 'pending', amountCentavos: 450_000, settledAt: null }), aPayout()],
    });
    const api = mockFetch({ [EARNINGS]: [200, anEarningsOverview()] });
    const { user } = renderRoute('/earnings', { user: aConsultantUser() });
    const amount = await screen.findByLabelText('Amount (₱)');
    expect(amount).toHaveValue('4500');
    expect(amount).toHaveAccessibleDescription('Available ₱4,500.00. The least you can withdraw is ₱500.00.');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Withdraw earnings' });
    expect(dialog).toHaveAccessibleDescription('Send ₱4,500.00 to your GCash 0917 ••• 4567 (Maria Santos)?');
    expect(withdrawals(api)).toHaveLength(0);
    api.use({
      [WITHDRAW]: [201, aPayout({ id: 'p9', status: 'pending', amountCentavos: 450_000, settledAt: null })],
      [EARNINGS]: [200, paid],
    });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw ₱4,500.00' }));

    expect(await screen.findByText('₱4,500.00 is on its way to your GCash.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const [sent] = withdrawals(api);
    expect(sent.body).toEqual({ amountCentavos: 450_000, idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) });
    // The page's data follows: nothing left to withdraw, the payout on its way.
    expect(await screen.findByRole('button', { name: 'Withdraw' })).toBeDisabled();
    expect(within(screen.getByRole('list', { name: 'Payouts' })).getAllByRole('listitem')[0]).toHaveTextContent('On its way');
  });

  it('withdraws an amount typed in pesos, and checks it against the minimum and the balance first', async () => {
    const api = mockFetch({ [EARNINGS]: [200, anEarningsOverview()], [WITHDRAW]: [201, aPayout({ status: 'pending', amountCentavos: 120_050 })] });
    const { user } = renderRoute('/earnings', { user: aConsultantUser() });
    const amount = await screen.findByLabelText('Amount (₱)');

    await user.clear(amount);
    await user.type(amount, '100');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(amount).toHaveAccessibleDescription(/Withdraw at least ₱500.00\./);
    await user.clear(amount);
    await user.type(amount, '4,500.01');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(screen.getByText('You can withdraw up to ₱4,500.00.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, 'lots');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(screen.getByText('Enter an amount in pesos, such as 1500 or 1500.50.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '1,200.50');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Withdraw ₱1,200.50' }));
    expect(await screen.findByText('₱1,200.50 is on its way to your GCash.')).toBeInTheDocument();
    expect(withdrawals(api).map((request) => (request.body as { amountCentavos: number }).amountCentavos)).toEqual([120_050]);
  });

  it('keeps nothing sent when the confirmation is cancelled', async () => {
    const api = mockFetch({ [EARNINGS]: [200, anEarningsOverview()] });
    const { user } = renderRoute('/earnings', { user: aConsultantUser() });
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(withdrawals(api)).toHaveLength(0);
  });

  it('says a withdrawal failed, retries it under the same key, and a refusal in the server’s words; the next attempt gets a new key', async () => {
    expectApiFailures();
    const api = mockFetch({ [EARNINGS]: [200, anEarningsOverview()], [WITHDRAW]: [503, { message: 'Service unavailable' }] });
    const { user, store } = renderRoute('/earnings', { user: aConsultantUser() });
    const confirmWithdrawal = async () => {
      await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
      await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Withdraw ₱4,500.00' }));
    };

    await confirmWithdrawal();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not withdraw. Please try again.');
    api.use({ [WITHDRAW]: [409, { message: 'A payout is already on its way.' }] });
    await confirmWithdrawal();
    expect(await screen.findByText('A payout is already on its way.')).toBeInTheDocument();
    await queriesAnswered(store);
    api.use({ [WITHDRAW]: [201, aPayout({ status: 'pending', amountCentavos: 450_000 })] });
    await confirmWithdrawal();
    expect(await screen.findByText('₱4,500.00 is on its way to your GCash.')).toBeInTheDocument();

    const keys = withdrawals(api).map((request) => (request.body as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(3);
    // The retry after no answer may be the same payout: same key. After a refusal, a new attempt.
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('offers a statement for each month with entries, newest first, to download as CSV or view printable', async () => {
    const csv = 'date,description,reference,gross,fee,net\n2026-06-15,Session with Ben Cruz,123456ABCD,5000.00,500.00,4500.00\n';
    const api = mockFetch({
      [EARNINGS]: [200, anEarningsOverview({ entries: [anEarningEntry({ id: 'a', date: '2026-05-04' }), anEarningEntry({ id: 'b', date: '2026-06-15' }), anEarningEntry({ id: 'c', date: '2026-06-01' })] })],
      [CSV]: new Response(csv, { status: 200, headers: { 'Content-Type': 'text/csv' } }),
    });
    const created = jest.spyOn(URL, 'createObjectURL').mockReturnValue('blob:statement');
    jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = renderRoute('/earnings', { user: aConsultantUser() });
    const statements = await screen.findByRole('list', { name: 'Statements' });
    expect(within(statements).getAllByRole('listitem').map((item) => within(item).getByRole('strong').textContent)).toEqual([
      'June 2026',
      'May 2026',
    ]);
    expect(screen.getByRole('link', { name: 'View printable statement for May 2026' })).toHaveAttribute('href', '/earnings/statements/2026-05');

    await user.click(screen.getByRole('button', { name: 'Download CSV for June 2026' }));
    expect(await screen.findByText('Statement for June 2026 saved.')).toBeInTheDocument();
    expect(api.requests.filter((request) => request.route === CSV).map((request) => request.params.month)).toEqual(['2026-06']);
    expect(saved).toEqual(['earnings-statement-2026-06.csv']);
    expect(await (created.mock.calls[0][0] as Blob).text()).toBe(csv);
  });

  it('says so when a statement cannot be downloaded', async () => {
    expectApiFailures();
    mockFetch({ [EARNINGS]: [200, anEarningsOverview()], [CSV]: [500, { message: 'Internal Server Error' }] });
    const { user } = renderRoute('/earnings', { user: aConsultantUser() });
    await user.click(await screen.findByRole('button', { name: 'Download CSV for June 2026' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not download the statement for June 2026. Please try again.');
  });

  it('says what each part holds when nothing has been earned yet', async () => {
    mockFetch({
      [EARNINGS]: [200, anEarningsOverview({ entries: [], payouts: [], balances: { upcomingCentavos: 0, inReviewCentavos: 0, availableCentavos: 0, pendingPayoutCentavos: 0, paidOutCentavos: 0 } })],
    });
    renderRoute('/earnings', { user: aConsultantUser() });
    expect(await screen.findByRole('heading', { name: 'No earnings yet' })).toBeInTheDocument();
    expect(screen.getByText('No payouts yet.')).toBeInTheDocument();
    expect(screen.getByText('A statement appears here for each month you have earnings in.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
  });

  it("says 'Could not load your earnings' with Try again when the read fails", async () => {
    expectApiFailures();
    const api = mockFetch({ [EARNINGS]: [503, { message: 'Service unavailable' }] });
    const { user, store } = renderRoute('/earnings', { user: aConsultantUser() });
    expect(await screen.findByRole('heading', { name: 'Could not load your earnings' })).toBeInTheDocument();
    await queriesAnswered(store);
    api.use({ [EARNINGS]: [200, anEarningsOverview()] });
    const retry = screen.getByRole('button', { name: 'Try again' });
    await waitFor(() => expect(retry).toBeEnabled());
    await user.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: 'Earnings' })).toBeInTheDocument();
  });

  it('shows the shape of the page while the earnings load', async () => {
    const answer = deferred<[number, unknown]>();
    mockFetch({ [EARNINGS]: () => answer.promise });
    renderRoute('/earnings', { user: aConsultantUser(), routes: [{ path: '/earnings', Component: EarningsPage }] });
    expect(await screen.findByRole('status', { name: 'Loading your earnings' })).toBeInTheDocument();
    await act(async () => answer.resolve([200, anEarningsOverview()]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Earnings' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login', async () => {
    renderRoute('/earnings', { user: null });
    await expectLocation('/login (from /earnings)');
  });
});
