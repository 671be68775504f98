// A dashboard card (SPEC section 2): avatar, name, status badge, date, time
// range, duration and price (and to the consultant what they receive of it), the
// payment (components/payment-status.tsx) and why a cancelled booking was
// cancelled, and the actions of the viewer's role and the status:
//   consultant on PENDING: Accept, Decline (while the request waits for the client's
//   payment the server refuses Accept, so the card says 'Waiting for payment' in its
//   place); client on PENDING: Reschedule, Cancel, and Pay now while the request waits
//   for its payment; on CONFIRMED: Chat (to the other party); client Reschedule and
//   Cancel (a paid booking is CONFIRMED, and the cancellation policy's dialog is where the
//   client reads what cancelling gives back); consultant Complete. Once the session has started nobody can cancel, decline or
//   move it (the server's rule), so those actions are gone from the card.
// Why an action on the card failed shows under its buttons, never over them.
import styled from 'styled-components';
import { timeRange } from '@marketplace/shared-api/booking-time';
import { ViewerTimeLine } from '@marketplace/shared-ui/viewer-time-line';
import type { Booking } from '@marketplace/shared-api/types';
import { Avatar } from '@marketplace/shared-ui/avatar';
import { Badge } from '@marketplace/shared-ui/badge';
import { Button } from '@marketplace/shared-ui/button';
import { formatDate } from '@marketplace/shared-api/time/date-format';
import { formatCentavos, formatPesos, fullName } from '@marketplace/shared-api/format';
import { LinkButton } from '@marketplace/shared-ui/link-button';
import { PaymentStatusBadge } from '../../../components/payment-status';
import { PayNowLink } from '../../../components/pay-now-link';
import { Fact, FactList } from '@marketplace/shared-ui/fact-list';
import { assistantReceives } from '../../../lib/assistant-share';
import { BOOKING_STATUS_BADGES } from '../../../lib/status-badges';
import { useWallClock } from '@marketplace/shared-api/time/use-wall-clock';
import { hasStarted } from '@marketplace/shared-api/time/wall-clock';

export type DashboardRole = 'consultant' | 'client';

const BADGES = BOOKING_STATUS_BADGES;

export interface BookingCardProps {
  booking: Booking;
  role: DashboardRole;
  busy: boolean;
  onAccept: (booking: Booking) => void;
  onDecline: (booking: Booking) => void;
  onCancel: (booking: Booking) => void;
  onReschedule: (booking: Booking) => void;
  onComplete: (booking: Booking) => void;
  /** Why the last action on this card failed (the server's reason when it gave one). */
  failure?: string | null;
}

/** The server accepts a priced request only once the client has paid for it. */
const awaitsPayment = (booking: Booking) => booking.status === 'PENDING' && booking.price > 0 && booking.paymentStatus === 'UNPAID';

export function BookingCard({ booking, role, busy, onAccept, onDecline, onCancel, onReschedule, onComplete, failure = null }: BookingCardProps) {
  const other = role === 'consultant' ? booking.user : booking.consultant;
  const name = fullName(other);
  const badge = BADGES[booking.status];
  const pending = booking.status === 'PENDING';
  const confirmed = booking.status === 'CONFIRMED';
  const receives = role === 'consultant' ? assistantReceives(booking) : null;
  const started = hasStarted(booking, useWallClock().now());

  return (
    <Card aria-label={`Booking with ${name} on ${formatDate(booking.date, 'chosen')}`}>
      <Top>
        <Avatar src={other.avatar} name={name} alt="" size="md" />
        <Name>{name}</Name>
        <Badge variant={badge.variant}>{badge.label}</Badge>
      </Top>
      <FactList $layout="columns">
        <Fact label="Date">{formatDate(booking.date, 'chosen')}</Fact>
        <Fact label="Time">
          {timeRange(booking.startTime, booking.duration)}
          <ViewerTimeLine session={booking} />
        </Fact>
        <Fact label="Duration">{booking.duration} hours</Fact>
        <Fact label="Price">{formatPesos(booking.price)}</Fact>
        {receives !== null && <Fact label="You receive">{formatCentavos(receives)}</Fact>}
        {booking.price > 0 && (
          <Fact label="Payment">
            <PaymentStatusBadge booking={booking} />
          </Fact>
        )}
        {booking.status === 'CANCELLED' && booking.cancelReason && (
          <Fact label="Reason">{booking.cancelReason}</Fact>
        )}
      </FactList>
      <Actions>
        {role === 'client' && <PayNowLink booking={booking} />}
        {pending && role === 'consultant' && (
          <>
            {awaitsPayment(booking) ? (
              <Waiting>Waiting for payment</Waiting>
            ) : (
              <Button size="sm" disabled={busy} onClick={() => onAccept(booking)}>
                Accept
              </Button>
            )}
            {!started && (
              <Button size="sm" variant="danger" disabled={busy} onClick={() => onDecline(booking)}>
                Decline
              </Button>
            )}
          </>
        )}
        {(pending || confirmed) && !started && role === 'client' && (
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => onReschedule(booking)}>
            Reschedule
          </Button>
        )}
        {(pending || confirmed) && !started && role === 'client' && (
          <Button size="sm" variant="danger" disabled={busy} onClick={() => onCancel(booking)}>
            Cancel
          </Button>
        )}
        {confirmed && (
          <LinkButton to={`/chat/${encodeURIComponent(other.id)}`} $variant="secondary" $size="sm">
            Chat
          </LinkButton>
        )}
        {confirmed && role === 'consultant' && (
          <Button size="sm" disabled={busy} onClick={() => onComplete(booking)}>
            Complete
          </Button>
        )}
      </Actions>
      {failure && <Failure role="alert">{failure}</Failure>}
    </Card>
  );
}

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const Name = styled.h3`
  flex: 1;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Waiting = styled.span`
  align-self: center;
  color: ${({ theme }) => theme.colors.warningText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.dangerText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
