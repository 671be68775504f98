// /admin/finance: the operator's books for a period, and what an admin does from
// them (retry a failed payout, resolve a dispute, export the CSV).
import { screen, waitFor, within } from '@testing-library/react';
import { REFUND_AMOUNT_REQUIRED, RESOLUTION_NOTE_REQUIRED } from '@marketplace/shared-api/schemas/earnings';
import { mockFetch, type MockRoutes } from '../../../jest/mock-fetch';
import { expectApiFailures } from '../../../jest/api-failures';
import { fixClock } from '../../../jest/fix-clock';
import { routeRenderer } from '../../../jest/render';
import { aDispute, aFinanceReport, anAdmin, IDS } from '../test/fixtures';
import { routes as remoteRoutes } from '../routes';
import { EXPORT_TEXTS } from '../features/finance/components/export-csv-button';
import { FINANCE_TEXTS } from '../features/finance/components/finance-report';
import { RESOLVE_TEXTS } from '../features/finance/components/resolve-dispute-dialog';
import { RETRY_TEXTS } from '../features/finance/components/failed-payouts';
import { PERIOD_TEXTS } from '../features/finance/period';

const renderRoute = routeRenderer(remoteRoutes, { user: anAdmin() });

const REPORT = 'GET /api/admin/finance';
const CSV = 'GET /api/admin/finance/csv';
const RETRY = 'POST /api/admin/payouts/:id/retry';
const RESOLVE = 'POST /api/admin/disputes/:id/resolve';

function financeRoutes(overrides: MockRoutes = {}): MockRoutes {
  return { [REPORT]: [200, aFinanceReport()], ...overrides };
}

const section = async (name: string) => (await screen.findByRole('heading', { name, level: 2 })).closest('section') as HTMLElement;

// Wednesday 10 June 2026 in Manila: the screen opens on June.
beforeEach(() => fixClock(new Date('2026-06-10T10:00:00+08:00')));
afterEach(() => {
  jest.useRealTimers();
  window.innerWidth = 1024;
});

describe('/admin/finance', () => {
  it("opens on this month's books: the totals and that they balance", async () => {
    const api = mockFetch(financeRoutes());
    renderRoute('/admin/finance');
    expect(await screen.findByRole('heading', { name: 'Finance', level: 1 })).toBeInTheDocument();
    const totals = await section('Totals');
    expect(within(totals).getByText('The books balance')).toBeInTheDocument();
    const rows = within(totals).getAllByRole('term').map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      'Collected from clients ₱10,000.00',
      'Refunded to clients ₱1,250.00',
      'Held for refunds ₱0.00',
      'Fees earned ₱1,000.00',
      'Referral rewards paid from fees ₱125.00',
      'Platform fees kept ₱875.00',
      'Owed to assistants ₱6,750.00',
      'Paid out to assistants ₱1,000.00',
      'Owed to referrers ₱125.00',
      'Of which owed to closed accounts ₱0.00',
      'Paid out to referrers ₱0.00',
    ]);
    // The marketplace's month, whatever the browser's zone.
    const asked = api.requests.filter((request) => request.route === REPORT).map((request) => Object.fromEntries(request.query));
    expect(asked).toEqual(expect.arrayContaining([{ from: '2026-06-01', to: '2026-06-30' }]));
    expect(screen.getByLabelText('From')).toHaveValue('2026-06-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-06-30');
    expect(screen.getByText('Days in Manila time, both included.')).toBeInTheDocument();
  });

  it('says plainly when the books do not balance', async () => {
    mockFetch(financeRoutes({ [REPORT]: [200, aFinanceReport({ balanced: false })] }));
    renderRoute('/admin/finance');
    const totals = await section('Totals');
    expect(within(totals).getByText('The books do not balance')).toBeInTheDocument();
    expect(totals).toHaveTextContent(/check the payments, refunds and payouts before paying anyone/);
  });

  it("shows each assistant's balances as a table, with a way to the assistant's page", async () => {
    mockFetch(financeRoutes());
    renderRoute('/admin/finance');
    const table = await screen.findByRole('table', { name: 'Balances per assistant' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Assistant',
      'Upcoming',
      'In review',
      'Available',
      'Payout pending',
      'Paid out',
    ]);
    const [, row] = within(table).getAllByRole('row');
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Maria Santos', '₱4,500.00', '₱2,250.00', '₱1,000.00', '₱0.00', '₱3,000.00']);
    expect(within(row).getByRole('link', { name: 'Maria Santos' })).toHaveAttribute('href', `/admin/user/${IDS.maria}`);
  });

  it('marks an account deleted while it was owed money as closed, with no page to go to, and says how much no payout run can reach', async () => {
    const report = aFinanceReport();
    const closed = { ...report.assistants[0], id: IDS.jose, name: 'Jose Reyes', closed: true };
    mockFetch(
      financeRoutes({
        [REPORT]: [200, { ...report, totals: { ...report.totals, owedToClosedAccountsCentavos: 437_500 }, assistants: [...report.assistants, closed] }],
      }),
    );
    renderRoute('/admin/finance');
    const table = await screen.findByRole('table', { name: 'Balances per assistant' });
    const [, , row] = within(table).getAllByRole('row');
    expect(within(row).getAllByRole('cell')[0]).toHaveTextContent('Jose Reyes (account closed)');
    expect(within(row).queryByRole('link')).not.toBeInTheDocument();
    const totals = await section('Totals');
    expect(totals).toHaveTextContent('Of which owed to closed accounts₱4,375.00');
    expect(totals).toHaveTextContent(/₱4,375.00 is owed to accounts deleted since they earned it\. No payout run reaches them/);
  });

  it('stacks the balances on a phone, each amount beside its name', async () => {
    window.innerWidth = 360;
    mockFetch(financeRoutes());
    renderRoute('/admin/finance');
    const list = await screen.findByRole('list', { name: 'Balances per assistant' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [card] = within(list).getAllByRole('listitem');
    expect(within(card).getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`)).toEqual([
      'Assistant: Maria Santos',
      'Upcoming: ₱4,500.00',
      'In review: ₱2,250.00',
      'Available: ₱1,000.00',
      'Payout pending: ₱0.00',
      'Paid out: ₱3,000.00',
    ]);
  });

  it('says when nothing happened in the period, and when the report failed, with Try again', async () => {
    const nothing = aFinanceReport({
      totals: {
        collectedCentavos: 0,
        refundedCentavos: 0,
        feesEarnedCentavos: 0,
        referralRewardsCentavos: 0,
        feesCentavos: 0,
        owedToAssistantsCentavos: 0,
        owedToReferrersCentavos: 0,
        owedToClosedAccountsCentavos: 0,
        heldForRefundCentavos: 0,
        paidOutToAssistantsCentavos: 0,
        paidOutToReferrersCentavos: 0,
      },
      assistants: [],
      failedPayouts: [],
      disputes: [],
    });
    mockFetch(financeRoutes({ [REPORT]: [200, nothing] }));
    const { unmount } = renderRoute('/admin/finance');
    expect(await screen.findByRole('heading', { name: 'Nothing to show for this period' })).toBeInTheDocument();
    expect(screen.getByText('No payment, refund, payout or dispute from Jun 1, 2026 to Jun 30, 2026.')).toBeInTheDocument();
    unmount();

    expectApiFailures();
    const api = mockFetch(financeRoutes({ [REPORT]: [500, { message: 'boom' }] }));
    const { user } = renderRoute('/admin/finance');
    // The loader's fetch failed, and the screen's own subscription asks once more.
    await waitFor(() => expect(api.requests.filter((request) => request.route === REPORT)).toHaveLength(2));
    expect(await screen.findByRole('heading', { name: FINANCE_TEXTS.loadFailed })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeEnabled();
    api.use(financeRoutes());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await section('Totals')).toBeInTheDocument();
  });

  it('shows another period once asked, and says what is wrong with the dates first', async () => {
    const api = mockFetch(financeRoutes());
    const { user } = renderRoute('/admin/finance');
    await section('Totals');
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.clear(from);
    await user.type(from, '2026-05-20');
    await user.clear(to);
    await user.type(to, '2026-05-10');
    const before = api.requests.length;
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(to).toHaveAccessibleDescription(PERIOD_TEXTS.toBeforeFrom);
    expect(api.requests).toHaveLength(before);

    api.use({ [REPORT]: [200, aFinanceReport({ from: '2026-05-01', to: '2026-05-31', balanced: false })] });
    await user.clear(to);
    await user.type(to, '2026-05-31');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('The books do not balance')).toBeInTheDocument();
    expect(Object.fromEntries(api.requests.at(-1)?.query ?? [])).toEqual({ from: '2026-05-20', to: '2026-05-31' });
    expect(to).not.toHaveAccessibleDescription(PERIOD_TEXTS.toBeforeFrom);
  });

  it('retries a failed payout once confirmed, and says so', async () => {
    const api = mockFetch(financeRoutes({ [RETRY]: [200, { id: 'payout-1', status: 'pending' }] }));
    const { user } = renderRoute('/admin/finance');
    const payouts = await section('Failed payouts');
    const payout = within(payouts).getByRole('listitem', { name: '₱4,500.00 to Maria Santos' });
    expect(payout).toHaveTextContent('GCash 0917 ••• 4567 · requested Fri, Jun 5, 2026, 10:00 AM Manila time');
    expect(payout).toHaveTextContent('Failed: The wallet account is not verified.');
    await user.click(within(payout).getByRole('button', { name: 'Retry the payout to Maria Santos' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Retry the payout to Maria Santos' });
    expect(dialog).toHaveTextContent('₱4,500.00 goes to GCash 0917 ••• 4567 again.');
    expect(api.requests.some((request) => request.route === RETRY)).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Retry payout' }));
    expect(await screen.findByText(RETRY_TEXTS.retried('Maria Santos'))).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const sent = api.requests.find((request) => request.route === RETRY);
    expect(sent?.params.id).toBe('payout-1');
    expect(sent?.body).toBeUndefined();
  });

  it("keeps the retry's question open with the server's reason when it is refused", async () => {
    expectApiFailures();
    const refusal = 'Set a verified wallet before this payout is sent again.';
    mockFetch(financeRoutes({ [RETRY]: [409, { message: refusal }] }));
    const { user } = renderRoute('/admin/finance');
    await user.click(within(await section('Failed payouts')).getByRole('button', { name: 'Retry the payout to Maria Santos' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Retry the payout to Maria Santos' });
    await user.click(within(dialog).getByRole('button', { name: 'Retry payout' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
  });

  it('lists the disputes: who reported whom and why, what was paid, and a decided one with its outcome and note', async () => {
    const decided = aDispute({
      id: 'dispute-2',
      bookingReference: '654321DCBA',
      reason: 'left_early',
      text: 'She left after an hour.',
      status: 'resolved',
      outcome: 'refund_partial',
      refundCentavos: 125_000,
      note: 'One hour was missed.',
      resolvedAt: '2026-06-10T01:00:00.000Z',
    });
    mockFetch(financeRoutes({ [REPORT]: [200, aFinanceReport({ disputes: [aDispute(), decided] })] }));
    renderRoute('/admin/finance');
    const disputes = await section('Disputes');
    const open = within(disputes).getByRole('listitem', { name: 'Booking 123456ABCD' });
    expect(open).toHaveTextContent('Open Ben Cruz reported Maria Santos: The assistant did not show up');
    expect(open).toHaveTextContent('“Nobody joined the call.”');
    expect(open).toHaveTextContent('Paid ₱5,000.00 · reported Tue, Jun 9, 2026, 9:30 AM Manila time');
    expect(within(open).getByRole('button', { name: 'Resolve the problem with booking 123456ABCD' })).toBeInTheDocument();
    const done = within(disputes).getByRole('listitem', { name: 'Booking 654321DCBA' });
    expect(done).toHaveTextContent('Resolved Ben Cruz reported Maria Santos: The assistant left early');
    expect(done).toHaveTextContent('Refunded ₱1,250.00 to Ben Cruz.');
    expect(done).toHaveTextContent('Note: “One hour was missed.”');
    expect(within(done).queryByRole('button', { name: /Resolve/ })).not.toBeInTheDocument();
  });

  it('resolves a dispute with a part refund in centavos and a note, after saying what is missing', async () => {
    const api = mockFetch(financeRoutes({ [RESOLVE]: [200, aDispute({ status: 'refund_pending', outcome: 'refund_partial', refundCentavos: 125_050 })] }));
    const { user } = renderRoute('/admin/finance');
    await user.click(within(await section('Disputes')).getByRole('button', { name: 'Resolve the problem with booking 123456ABCD' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve the problem with booking 123456ABCD' });
    expect(dialog).toHaveAccessibleDescription(
      'Ben Cruz paid ₱5,000.00 for a session with Maria Santos. Your decision is final, and both of them read your note.',
    );
    const outcome = within(dialog).getByRole('radiogroup', { name: 'Outcome' });
    expect(within(outcome).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Release the payment to Maria Santos',
      'Refund part of it to Ben Cruz',
      'Refund all ₱5,000.00 to Ben Cruz',
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(outcome).toHaveAccessibleDescription(RESOLVE_TEXTS.outcomeMissing);
    expect(within(dialog).getByRole('textbox', { name: 'Note to both parties' })).toHaveAccessibleDescription(expect.stringContaining(RESOLUTION_NOTE_REQUIRED));

    await user.click(within(outcome).getByRole('radio', { name: 'Refund part of it to Ben Cruz' }));
    const amount = within(dialog).getByRole('textbox', { name: 'Refund amount (₱)' });
    await user.type(amount, '5,000');
    await user.type(within(dialog).getByRole('textbox', { name: 'Note to both parties' }), 'One hour was missed.');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    // All of it is the other choice.
    expect(amount).toHaveAccessibleDescription(expect.stringContaining(REFUND_AMOUNT_REQUIRED));
    expect(api.requests.some((request) => request.route === RESOLVE)).toBe(false);

    await user.clear(amount);
    await user.type(amount, '1,250.50');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText(RESOLVE_TEXTS.resolved('123456ABCD'))).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const sent = api.requests.find((request) => request.route === RESOLVE);
    expect(sent?.params.id).toBe('dispute-1');
    expect(sent?.body).toEqual({ outcome: 'refund_partial', refundCentavos: 125_050, note: 'One hour was missed.' });
  });

  it('releases the payment or refunds it all without an amount, and keeps a refused decision in the dialog', async () => {
    expectApiFailures();
    const refusal = 'This dispute was resolved by another admin.';
    const api = mockFetch(financeRoutes({ [RESOLVE]: [409, { message: refusal }] }));
    const { user } = renderRoute('/admin/finance');
    await user.click(within(await section('Disputes')).getByRole('button', { name: /Resolve the problem/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve the problem with booking 123456ABCD' });
    await user.click(within(dialog).getByRole('radio', { name: 'Refund all ₱5,000.00 to Ben Cruz' }));
    expect(within(dialog).queryByRole('textbox', { name: 'Refund amount (₱)' })).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Note to both parties' }), 'Nobody came.');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(within(dialog).getByRole('textbox', { name: 'Note to both parties' })).toHaveValue('Nobody came.');
    expect(api.requests.find((request) => request.route === RESOLVE)?.body).toEqual({ outcome: 'refund_full', note: 'Nobody came.' });

    api.use({ [RESOLVE]: [400, { message: 'Say why in a few more words.', field: 'note' }] });
    await user.click(within(dialog).getByRole('radio', { name: 'Release the payment to Maria Santos' }));
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(await within(dialog).findByText('Say why in a few more words.')).toBeInTheDocument();
    expect(api.requests.filter((request) => request.route === RESOLVE).at(-1)?.body).toEqual({ outcome: 'release', note: 'Nobody came.' });
  });

  it("exports the period's CSV as a file, or says it could not", async () => {
    const created = jest.fn((_blob: Blob) => 'blob:finance');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const downloads: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const csv = 'date,kind,amount\r\n2026-06-05,payment,5000.00\r\n';
    const api = mockFetch(financeRoutes({ [CSV]: () => new Response(csv, { status: 200, headers: { 'Content-Type': 'text/csv' } }) }));
    const { user } = renderRoute('/admin/finance');
    await section('Totals');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText(EXPORT_TEXTS.saved)).toBeInTheDocument();
    expect(Object.fromEntries(api.requests.find((request) => request.route === CSV)?.query ?? [])).toEqual({ from: '2026-06-01', to: '2026-06-30' });
    expect(downloads).toEqual(['finance-2026-06-01-to-2026-06-30.csv']);
    expect(await created.mock.calls[0][0].text()).toBe(csv);

    expectApiFailures();
    api.use({ [CSV]: [500, { message: 'boom' }] });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText(EXPORT_TEXTS.failed)).toBeInTheDocument();
    expect(downloads).toHaveLength(1);
  });

  it('goes back to the console', async () => {
    mockFetch(financeRoutes({ 'GET /api/users': [200, { users: [], nextCursor: null }], 'GET /api/users/admin/premium-applications': [200, { applications: [] }], 'GET /api/users/admin/audit-log': [200, { entries: [], nextCursor: null }] }));
    const { user } = renderRoute('/admin/finance');
    await user.click(await screen.findByRole('link', { name: 'Back to the console' }));
    expect(await screen.findByRole('heading', { name: 'Admin Console' })).toBeInTheDocument();
  });
});
