// /receipts/{bookingId}: a booking's receipt to print or save as a PDF, for the
// client who paid: the marketplace's name, the booking's reference, who and when (the
// session in the marketplace's zone, and in the viewer's beside it when theirs differs),
// then each payment and refund with its date, wallet, transaction id and amount, and the
// totals paid and refunded. The assistant of the booking has no receipt (they were not
// the one who paid): they are told so and sent to their statement for the session's
// month. Any other booking that is not the viewer's, or a failed read, shows what every
// page of this remote shows for one.
import styled from 'styled-components';
import { useGetBookingQuery } from '@marketplace/shared-api/api/bookings';
import { useGetReceiptQuery } from '@marketplace/shared-api/api/earnings';
import { errorStatus } from '@marketplace/shared-api/api/errors';
import { formatTime12 } from '@marketplace/shared-api/booking-time';
import { formatCentavos, formatInstantInZone, zoneLabel } from '@marketplace/shared-api/format';
import { useParams } from '@marketplace/shared-api/router';
import { selectUser } from '@marketplace/shared-api/session/session-slice';
import { useAppSelector } from '@marketplace/shared-api/store/hooks';
import { formatDate } from '@marketplace/shared-api/time/date-format';
import { useWallClock } from '@marketplace/shared-api/time/use-wall-clock';
import type { Booking, Receipt } from '@marketplace/shared-api/types';
import { DataTable, type DataColumn } from '@marketplace/shared-ui/data-table';
import { Fact, FactList } from '@marketplace/shared-ui/fact-list';
import { PageContainer } from '@marketplace/shared-ui/layout';
import { LinkButton } from '@marketplace/shared-ui/link-button';
import { Muted } from '@marketplace/shared-ui/section-card';
import { PageMessage } from '@marketplace/shared-ui/page-states';
import { PageSkeleton } from '@marketplace/shared-ui/skeleton';
import { ViewerTimeLine } from '@marketplace/shared-ui/viewer-time-line';
import { BookingLoadFailure } from '../../../lib/booking-load-failure';
import { WALLET_NAMES } from '@marketplace/shared-api/constants';
import { NoPrint, PrintableSheet, PrintButton, PrintStyles, SheetTotals } from '../../../lib/printable';
import { LINE_KIND_LABELS, RECEIPT_TEXTS } from '../receipt-texts';

type Line = Receipt['lines'][number];

/** A session's start as the API gives it ('09:00') on the 12-hour clock; any other text as it is. */
const sessionTime = (time: string) => (/^\d{2}:\d{2}$/.test(time) ? formatTime12(time) : time);

export function ReceiptPage() {
  const { bookingId = '' } = useParams();
  const { data, error, isFetching, refetch } = useGetReceiptQuery(bookingId);
  // The booking itself: its session's date, start and length for the viewer's clock, and,
  // when the receipt is not the viewer's, whether they are its assistant.
  const { data: booking, isLoading: bookingLoading } = useGetBookingQuery(bookingId);
  const me = useAppSelector(selectUser);
  if (!data && error === undefined) return <PageSkeleton label={RECEIPT_TEXTS.loading} shape="detail" />;
  if (!data) {
    const notTheirs = errorStatus(error) === 404 || errorStatus(error) === 403;
    if (notTheirs && bookingLoading) return <PageSkeleton label={RECEIPT_TEXTS.loading} shape="detail" />;
    if (notTheirs && booking && me?.id !== undefined && booking.consultantId === me.id) return <AssistantsNote booking={booking} />;
    return <BookingLoadFailure title={RECEIPT_TEXTS.loadFailed} error={error} retrying={isFetching} onRetry={() => void refetch()} />;
  }
  return <ReceiptSheet receipt={data} booking={booking} />;
}

/** The assistant of the booking: the receipt is the client's; what they earn is in their statement. */
function AssistantsNote({ booking }: { booking: Booking }) {
  const month = booking.date.slice(0, 7);
  return (
    <PageMessage
      title={RECEIPT_TEXTS.clientsOnly}
      description={RECEIPT_TEXTS.assistantsEarnings(formatDate(month, 'month'))}
      action={
        <LinkButton to={`/earnings/statements/${month}`} $variant="primary">
          Your statement
        </LinkButton>
      }
    />
  );
}

function ReceiptSheet({ receipt, booking }: { receipt: Receipt; booking: Booking | undefined }) {
  const { zone } = useWallClock();
  const columns: DataColumn<Line>[] = [
    { header: 'Date', cell: (line) => formatInstantInZone(line.at, zone, { withYear: true }) },
    { header: 'Type', cell: (line) => LINE_KIND_LABELS[line.kind] },
    { header: 'Method', cell: (line) => WALLET_NAMES[line.method] },
    { header: 'Transaction ID', cell: (line) => <code>{line.transactionId}</code> },
    { header: 'Amount', numeric: true, cell: (line) => formatCentavos(line.amountCentavos) },
  ];
  return (
    <PageContainer>
      <PrintStyles />
      <PrintableSheet aria-labelledby="receipt-title">
        <Brand>{receipt.productName}</Brand>
        <h1 id="receipt-title">Receipt</h1>
        <FactList $layout="columns">
          <Fact label="Booking reference">{receipt.bookingReference}</Fact>
          <Fact label="Client">{receipt.clientName}</Fact>
          <Fact label="Assistant">{receipt.assistantName}</Fact>
          <Fact label="Session">
            {formatDate(receipt.sessionDate, 'full')}, {sessionTime(receipt.sessionTime)} {zoneLabel(zone)}
            {booking && <ViewerTimeLine session={booking} />}
          </Fact>
        </FactList>
        {receipt.lines.length === 0 ? (
          <Muted>{RECEIPT_TEXTS.noLines}</Muted>
        ) : (
          <DataTable label="Payments and refunds" columns={columns} rows={receipt.lines} rowKey={(line) => `${line.kind}-${line.transactionId}`} />
        )}
        <SheetTotals>
          <Fact label="Total paid">{formatCentavos(receipt.paidCentavos)}</Fact>
          <Fact label="Total refunded">{formatCentavos(receipt.refundedCentavos)}</Fact>
        </SheetTotals>
        <NoPrint>
          <PrintButton />
          <LinkButton to={`/bookings/${encodeURIComponent(receipt.bookingId)}`} $variant="secondary">
            My Bookings
          </LinkButton>
        </NoPrint>
      </PrintableSheet>
    </PageContainer>
  );
}


const Brand = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
