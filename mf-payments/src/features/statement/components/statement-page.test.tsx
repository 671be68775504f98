// /earnings/statements/{month}: the month's printable statement (name, month, lines
// and totals) with Print, and its not-found and error states.
import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch } from '../../../../../jest/mock-fetch';
import { expectApiFailures } from '../../../../../jest/api-failures';
import { queriesAnswered, routeRenderer } from '../../../../../jest/render';
import { routes as remoteRoutes } from '../../../routes';
import routePaths from '../../../route-paths.json';
import { aConsultantUser, aStatement } from '../../../test/fixtures';

const renderRoute = routeRenderer(remoteRoutes, { routePaths });
const STATEMENT = 'GET /api/earnings/statements/:month';

const factsOf = (container: HTMLElement) =>
  within(container)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('/earnings/statements/{month}', () => {
  beforeAll(() => import('./statement-page'));

  it("shows the member's name, the month, each line and the totals", async () => {
    const api = mockFetch({ [STATEMENT]: [200, aStatement()] });
    renderRoute('/earnings/statements/2026-06', { user: aConsultantUser() });
    const statement = await screen.findByRole('article', { name: 'Earnings statement' });
    expect(api.requests.map((request) => request.params.month)).toEqual(['2026-06']);
    const table = within(statement).getByRole('table', { name: 'Statement lines' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Session date',
      'Description',
      'Reference',
      'Gross',
      'Refunded',
      'Fee',
      'You receive',
    ]);
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent)),
    ).toEqual([
      ['Jun 15, 2026', 'Session with Ben Cruz', '123456ABCD', '₱5,000.00', '₱1,250.00', '₱375.00', '₱3,375.00'],
      ['Jun 20, 2026', 'Referral reward: Jose Reyes', '', '₱125.00', '₱0.00', '₱0.00', '₱125.00'],
      ['Jun 25, 2026', 'Refund after payout: session with Ana Lim', '654321WXYZ', '₱0.00', '₱500.00', '-₱50.00', '-₱450.00'],
    ]);
    expect(factsOf(statement)).toEqual([
      ['Name', 'Maria Santos'],
      ['Month', 'June 2026'],
      ['Gross', '₱5,125.00'],
      ['Refunded', '₱1,750.00'],
      ['Fees', '₱325.00'],
      ['You receive', '₱3,050.00'],
      ['Paid out', '₱3,000.00'],
    ]);
    // The totals under a heading of their own, so a reader (and a screen reader's outline) finds them.
    const totals = within(statement).getByRole('region', { name: 'Totals for June 2026' });
    expect(within(totals).getByText('You receive').nextElementSibling).toHaveTextContent('₱3,050.00');
    expect(screen.getByRole('link', { name: 'Back to Earnings' })).toHaveAttribute('href', '/earnings');
  });

  it('prints with the browser’s print dialog', async () => {
    mockFetch({ [STATEMENT]: [200, aStatement()] });
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderRoute('/earnings/statements/2026-06', { user: aConsultantUser() });
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says so for a month with no lines, totals still shown', async () => {
    mockFetch({ [STATEMENT]: [200, aStatement({ lines: [], totals: { grossCentavos: 0, refundedCentavos: 0, feeCentavos: 0, netCentavos: 0, paidOutCentavos: 300_000 } })] });
    renderRoute('/earnings/statements/2026-06', { user: aConsultantUser() });
    expect(await screen.findByText('Nothing was earned this month.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Paid out').nextElementSibling).toHaveTextContent('₱3,000.00');
  });

  it("says 'Statement not found' for an unknown month, and for one that is no month without asking", async () => {
    expectApiFailures();
    const api = mockFetch({ [STATEMENT]: [404, { message: 'Statement not found' }] });
    const first = renderRoute('/earnings/statements/2025-01', { user: aConsultantUser() });
    expect(await screen.findByRole('heading', { name: 'Statement not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Earnings' })).toHaveAttribute('href', '/earnings');
    first.unmount();

    renderRoute('/earnings/statements/june', { user: aConsultantUser() });
    expect(await screen.findByRole('heading', { name: 'Statement not found' })).toBeInTheDocument();
    // The failed read is asked again by the page itself; 'june' never is.
    expect(new Set(api.requests.map((request) => request.params.month))).toEqual(new Set(['2025-01']));
  });

  it("says 'Could not load your statement' with Try again when the read fails", async () => {
    expectApiFailures();
    const api = mockFetch({ [STATEMENT]: [503, { message: 'Service unavailable' }] });
    const { user, store } = renderRoute('/earnings/statements/2026-06', { user: aConsultantUser() });
    expect(await screen.findByRole('heading', { name: 'Could not load your statement' })).toBeInTheDocument();
    await queriesAnswered(store);
    api.use({ [STATEMENT]: [200, aStatement()] });
    const retry = screen.getByRole('button', { name: 'Try again' });
    await waitFor(() => expect(retry).toBeEnabled());
    await user.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: 'Earnings statement' })).toBeInTheDocument();
  });
});
