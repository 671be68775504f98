// Each assistant's balances in the period (what is upcoming, in review, available,
// on its way in a payout and paid out): a table at desktop widths, stacked rows on
// a phone (shared-ui's DataTable). A name leads to the admin's page of that user;
// a deleted account keeps its name, has no page and says it is closed: what it is
// still owed no payout run can reach.
import { formatCentavos } from '@marketplace/shared-api/format';
import type { EarningBalances, FinanceReport } from '@marketplace/shared-api/types';
import { DataTable, type DataColumn } from '@marketplace/shared-ui/data-table';
import { Link } from '@marketplace/shared-api/router';
import { Muted, SectionCard } from '@marketplace/shared-ui/section-card';

type AssistantRow = FinanceReport['assistants'][number];

const amount = (key: keyof EarningBalances): ((row: AssistantRow) => string) => (row) => formatCentavos(row.balances[key]);

const COLUMNS: readonly DataColumn<AssistantRow>[] = [
  {
    header: 'Assistant',
    cell: (row) =>
      row.closed || !row.id ? (
        <>
          {row.name} <Muted as="span">(account closed)</Muted>
        </>
      ) : (
        <Link to={`/admin/user/${encodeURIComponent(row.id)}`}>{row.name}</Link>
      ),
  },
  { header: 'Upcoming', cell: amount('upcomingCentavos'), numeric: true },
  { header: 'In review', cell: amount('inReviewCentavos'), numeric: true },
  { header: 'Available', cell: amount('availableCentavos'), numeric: true },
  { header: 'Payout pending', cell: amount('pendingPayoutCentavos'), numeric: true },
  { header: 'Paid out', cell: amount('paidOutCentavos'), numeric: true },
];

export function AssistantBalances({ assistants }: { assistants: FinanceReport['assistants'] }) {
  return (
    <SectionCard title="Balances per assistant">
      {assistants.length === 0 ? (
        <Muted>No assistant has earnings in this period.</Muted>
      ) : (
        <DataTable label="Balances per assistant" columns={COLUMNS} rows={assistants} rowKey={(row) => row.id ?? `deleted-${row.name}`} />
      )}
    </SectionCard>
  );
}
