// 'Cancel this and all following': the cancel dialog's pattern (the question, 'This
// action cannot be undone.', 'No, Keep It'), with what cancelling now gives back, occurrence by
// occurrence, asked of the server before the click (GET .../cancellation?from=), so the refund
// is never learnt afterwards.
import styled from 'styled-components';
import { useGetSeriesCancellationQuoteQuery } from '@marketplace/shared-api/api/series';
import { slotLabel } from '@marketplace/shared-api/booking-time';
import { formatCentavos } from '@marketplace/shared-api/format';
import { formatDate } from '@marketplace/shared-api/time/date-format';
import type { Booking, RecurringSeries } from '@marketplace/shared-api/types';
import { ConfirmDialog } from '@marketplace/shared-ui/confirm-dialog';
import { LoadErrorRow } from '@marketplace/shared-ui/page-states';
import { Spinner } from '@marketplace/shared-ui/spinner';

export interface CancelFollowingTarget {
  series: RecurringSeries;
  from: Booking;
}

export interface CancelFollowingDialogProps {
  target: CancelFollowingTarget | null;
  /** The viewer's side: the client reads 'You get', the assistant the client's name. */
  side: 'client' | 'consultant';
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function CancelFollowingDialog({ target, side, busy, onConfirm, onClose }: CancelFollowingDialogProps) {
  return (
    <ConfirmDialog
      open={target !== null}
      title="Cancel this and all following"
      message={
        <>
          {target && <p>{`Are you sure you want to cancel the occurrences from ${formatDate(target.from.date, 'chosen')} on?`}</p>}
          {target && <Quote target={target} side={side} />}
          <p>This action cannot be undone.</p>
        </>
      }
      cancelLabel="No, Keep It"
      confirmLabel="Yes, Cancel Them"
      danger
      loading={busy}
      onConfirm={onConfirm}
      onCancel={onClose}
    />
  );
}

function Quote({ target, side }: { target: CancelFollowingTarget; side: 'client' | 'consultant' }) {
  const quote = useGetSeriesCancellationQuoteQuery({ id: target.series.id, from: target.from.id });
  if (quote.error) {
    return (
      <LoadErrorRow onRetry={() => void quote.refetch()} retrying={quote.isFetching}>
        Could not work out the refund.
      </LoadErrorRow>
    );
  }
  if (!quote.data) return <Spinner size="sm" label="Working out the refund" />;
  const client = target.series.user.firstName || target.series.user.username;
  const assistant = target.series.consultant.firstName || target.series.consultant.username;
  const who = side === 'client' ? 'You get' : `${client} gets`;
  return (
    <>
      <p>{`${quote.data.occurrences.length} ${quote.data.occurrences.length === 1 ? 'occurrence' : 'occurrences'}; ${who} ${formatCentavos(quote.data.refundCentavos)} back in all.`}</p>
      <Lines aria-label="Refund per occurrence">
        {quote.data.occurrences.map((line) => (
          <li key={line.bookingId}>
            {`${formatDate(line.date, 'chosen')}, ${slotLabel(line.startTime)}: ${formatCentavos(line.quote.refundCentavos)}`}
            {line.quote.late ? ` (less than ${line.quote.lateCancelHours} hours ahead: ${assistant} keeps ${line.quote.lateCancelPayPercent}% of their share)` : ''}
          </li>
        ))}
      </Lines>
    </>
  );
}

const Lines = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[4]};
  max-height: 12rem;
  overflow-y: auto;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
