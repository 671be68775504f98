// /earnings/statements/{YYYY-MM}: one month's statement to print or save as a PDF,
// with the lines the month's CSV has (session date, description, booking reference,
// gross, refunded, fee, you receive; a refund after a payout is a negative line) and
// its totals, including what was paid out. An unknown month, or one
// that is not a month, says so with the way back to Earnings.
import styled from 'styled-components';
import { useGetStatementQuery } from '@marketplace/shared-api/api/earnings';
import { errorStatus } from '@marketplace/shared-api/api/errors';
import { skipToken } from '@marketplace/shared-api/api/api';
import { formatCentavos } from '@marketplace/shared-api/format';
import { useParams } from '@marketplace/shared-api/router';
import { statementParamsSchema } from '@marketplace/shared-api/schemas/earnings';
import { formatDate } from '@marketplace/shared-api/time/date-format';
import type { EarningsStatement } from '@marketplace/shared-api/types';
import { DataTable, type DataColumn } from '@marketplace/shared-ui/data-table';
import { Fact, FactList } from '@marketplace/shared-ui/fact-list';
import { PageContainer } from '@marketplace/shared-ui/layout';
import { LinkButton } from '@marketplace/shared-ui/link-button';
import { PageLoadError, PageMessage } from '@marketplace/shared-ui/page-states';
import { Muted } from '@marketplace/shared-ui/section-card';
import { PageSkeleton } from '@marketplace/shared-ui/skeleton';
import { RETRY_DETAIL } from '../../../lib/booking-load-failure';
import { NoPrint, PrintableSheet, PrintButton, PrintStyles, SheetTotals } from '../../../lib/printable';
import { STATEMENT_TEXTS } from '../statement-texts';

type Line = EarningsStatement['lines'][number];

// Gross - refunded - fee = you receive, on every line and in the totals (the server's statement).
const COLUMNS: DataColumn<Line>[] = [
  { header: 'Session date', cell: (line) => formatDate(line.date, 'shortDate') },
  { header: 'Description', cell: (line) => line.description },
  { header: 'Reference', cell: (line) => line.bookingReference ?? '' },
  { header: 'Gross', numeric: true, cell: (line) => formatCentavos(line.grossCentavos) },
  { header: 'Refunded', numeric: true, cell: (line) => formatCentavos(line.refundedCentavos) },
  { header: 'Fee', numeric: true, cell: (line) => formatCentavos(line.feeCentavos) },
  { header: 'You receive', numeric: true, cell: (line) => formatCentavos(line.netCentavos) },
];

export function StatementPage() {
  const { month = '' } = useParams();
  const valid = statementParamsSchema.safeParse({ month }).success;
  const { data, error, isFetching, refetch } = useGetStatementQuery(valid ? month : skipToken);

  if (!valid) return <NotFound />;
  if (!data && error === undefined) return <PageSkeleton label={STATEMENT_TEXTS.loading} shape="rows" />;
  if (!data) {
    const status = errorStatus(error);
    if (status === 404 || status === 403) return <NotFound />;
    return <PageLoadError title={STATEMENT_TEXTS.loadFailed} description={RETRY_DETAIL} retrying={isFetching} onRetry={() => void refetch()} />;
  }
  return <Statement statement={data} />;
}

function NotFound() {
  return (
    <PageMessage
      title={STATEMENT_TEXTS.notFound}
      description={STATEMENT_TEXTS.notFoundDetail}
      action={
        <LinkButton to="/earnings" $variant="primary">
          Earnings
        </LinkButton>
      }
    />
  );
}

function Statement({ statement }: { statement: EarningsStatement }) {
  return (
    <PageContainer>
      <PrintStyles />
      <PrintableSheet aria-labelledby="statement-title">
        <h1 id="statement-title">Earnings statement</h1>
        <FactList $layout="columns">
          <Fact label="Name">{statement.name}</Fact>
          <Fact label="Month">{formatDate(statement.month, 'month')}</Fact>
        </FactList>
        {statement.lines.length === 0 ? (
          <Muted>{STATEMENT_TEXTS.noLines}</Muted>
        ) : (
          <DataTable label="Statement lines" columns={COLUMNS} rows={statement.lines} rowKey={lineKey} />
        )}
        <Totals aria-labelledby="statement-totals">
          <h2 id="statement-totals">Totals for {formatDate(statement.month, 'month')}</h2>
          <SheetTotals>
            <Fact label="Gross">{formatCentavos(statement.totals.grossCentavos)}</Fact>
            <Fact label="Refunded">{formatCentavos(statement.totals.refundedCentavos)}</Fact>
            <Fact label="Fees">{formatCentavos(statement.totals.feeCentavos)}</Fact>
            <Fact label="You receive">{formatCentavos(statement.totals.netCentavos)}</Fact>
            <Fact label="Paid out">{formatCentavos(statement.totals.paidOutCentavos)}</Fact>
          </SheetTotals>
        </Totals>
        <NoPrint>
          <PrintButton />
          <LinkButton to="/earnings" $variant="secondary">
            Back to Earnings
          </LinkButton>
        </NoPrint>
      </PrintableSheet>
    </PageContainer>
  );
}

/** Lines have no id of their own, and a statement never reorders them: each is keyed by its place. */
const lineKey = (_line: Line, index: number) => String(index);

/** The totals under their heading, at the sheet's right like the figures they sum. */
const Totals = styled.section`
  max-width: ${({ theme }) => theme.maxWidths.sm};
  margin-left: auto;

  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;
