// One booking on /bookings (SPEC section 2): month and day, '{Morning|Afternoon|30min}
// call meeting' with the other person, the time range (to the session's real end), 'Online', both
// avatars; the Edit menu on received bookings that are still live (where the consultant
// reschedules with the picker too), 'Completed' on completed ones (and 'Review' on completed,
// paid ones), and 'Add to Calendar' on made bookings that are still live, beside which the
// client finds 'Reschedule booking' and, while their request waits for its payment, 'Pay now'.
// Either party may move or cancel a live booking that has not started. A cancelled booking has nothing
// left to do: no calendar, no menu. Both sides see the payment and a cancelled booking's reason.
// The assistant reads what they receive of the price; the client of a paid session that has
// ended may 'Report a problem' while its window is open, and has a 'Receipt' for what they paid
// (or had back); a reported problem shows where it stands to both.
// The time is a main fact: on its own line with the session's length ('9:00 AM - 5:00 PM ·
// 8 hours'), named in the marketplace's zone with the viewer's own clock under it when
// theirs differs; the title wraps rather than being cut, however narrow the phone.
import { useContext } from 'react';
import styled from 'styled-components';
import { slotLabel, timeRange } from '@marketplace/shared-api/booking-time';
import { useViewerTime } from '@marketplace/shared-api/time/use-viewer-time';
import type { Booking } from '@marketplace/shared-api/types';
import { Avatar } from '@marketplace/shared-ui/avatar';
import { Badge } from '@marketplace/shared-ui/badge';
import { Button } from '@marketplace/shared-ui/button';
import { formatDate } from '@marketplace/shared-api/time/date-format';
import { NowContext, useWallClock } from '@marketplace/shared-api/time/use-wall-clock';
import { hasStarted } from '@marketplace/shared-api/time/wall-clock';
import { formatCentavos, fullName } from '@marketplace/shared-api/format';
import { LinkButton } from '@marketplace/shared-ui/link-button';
import { DropdownMenu, type MenuItem } from '@marketplace/shared-ui/menu';
import { PaymentStatusBadge } from '../../../components/payment-status';
import { PayNowLink } from '../../../components/pay-now-link';
import { DisputeState } from '../../../components/dispute-state';
import { assistantReceives } from '../../../lib/assistant-share';

export interface BookingItemProps {
  booking: Booking;
  /** received: the viewer is the consultant (My Consultations). */
  side: 'received' | 'made';
  highlighted?: boolean;
  onReschedule: (booking: Booking) => void;
  onCancel: (booking: Booking) => void;
  onComplete: (booking: Booking) => void;
  onDownload: (booking: Booking) => void;
  /** Opens the reviews of a completed, paid booking. */
  onReview: (booking: Booking) => void;
  /** Opens 'Report a problem' for a session whose dispute window is open. */
  onReportProblem: (booking: Booking) => void;
}

export const ALREADY_STARTED = 'This booking has already started';
export const CONFIRM_FIRST = 'Accept it in the dashboard first';

/** Where the client finds what they paid and any refund (mf-payments' receipt page). */
export const receiptPath = (booking: Pick<Booking, 'id'>) => `/receipts/${encodeURIComponent(booking.id)}`;

export function BookingItem({ booking, side, highlighted = false, onReschedule, onCancel, onComplete, onDownload, onReview, onReportProblem }: BookingItemProps) {
  const other = side === 'received' ? booking.user : booking.consultant;
  const otherName = fullName(other);
  const clock = useWallClock();
  const live = booking.status === 'PENDING' || booking.status === 'CONFIRMED';
  const completed = booking.status === 'COMPLETED';
  // The server's rule: a live booking whose session has not started can move.
  const movable = live && !hasStarted(booking, clock.now());
  const title = `${slotLabel(booking.startTime)} call meeting`;
  const time = useViewerTime()(booking);
  const now = useContext(NowContext)();
  const receives = side === 'received' ? assistantReceives(booking) : null;
  // The server's window; a page left open past its end no longer offers it.
  const reportable = side === 'made' && booking.problemReportableUntil !== null && Date.parse(booking.problemReportableUntil) > now.getTime();
  const hasReceipt = side === 'made' && (booking.paymentStatus === 'PAID' || booking.paymentStatus === 'REFUNDED');

  // Nobody cancels a session that has started (the server's rule): from then on its money moves
  // through completion, the dispute window or a report, so the menu offers no Cancel at all.
  const menuItems: MenuItem[] = [
    { label: 'Reschedule booking', onSelect: () => onReschedule(booking), unavailable: movable ? undefined : ALREADY_STARTED },
    ...(movable ? [{ label: 'Cancel booking', onSelect: () => onCancel(booking) }] : []),
    { label: 'Download to Calendar', onSelect: () => onDownload(booking) },
    { label: 'Complete booking', onSelect: () => onComplete(booking), unavailable: booking.status === 'CONFIRMED' ? undefined : CONFIRM_FIRST },
  ];

  return (
    <Item aria-label={`${title} with ${otherName} on ${formatDate(booking.date, 'chosen')}`} data-highlighted={highlighted || undefined}>
      <DateBlock aria-label={formatDate(booking.date, 'monthDay')}>
        <span>{formatDate(booking.date, 'shortMonth')}</span>
        <strong>{formatDate(booking.date, 'day')}</strong>
      </DateBlock>
      <Details>
        <Title>{title}</Title>
        <Time>
          {/* The zone is named only when the viewer's clock differs: the SPEC's range stands alone otherwise. */}
          <span>{time.viewer ? time.marketplace : timeRange(booking.startTime, booking.duration)}</span> · <span>{booking.duration} hours</span>
        </Time>
        {time.viewer && <ViewerTime>Your time: {time.viewer}</ViewerTime>}
        <Muted>
          <span>with {otherName}</span>
          <span>Online</span>
        </Muted>
        <Badges>
          {completed && <Badge variant="success">Completed</Badge>}
          <PaymentStatusBadge booking={booking} />
        </Badges>
        {receives !== null && <Earning>You receive {formatCentavos(receives)}</Earning>}
        {booking.status === 'CANCELLED' && booking.cancelReason && <Reason>{booking.cancelReason}</Reason>}
        {booking.dispute && <DisputeState dispute={booking.dispute} viewer={side === 'made' ? 'client' : 'assistant'} />}
      </Details>
      <People>
        <Avatar src={booking.consultant.avatar} name={fullName(booking.consultant)} size="sm" />
        <Avatar src={booking.user.avatar} name={fullName(booking.user)} size="sm" />
      </People>
      <Actions>
        {completed && booking.paymentStatus === 'PAID' && (
          <Button variant="primary" size="sm" onClick={() => onReview(booking)} aria-label={`Review ${title} with ${otherName}`}>
            Review
          </Button>
        )}
        {side === 'made' && <PayNowLink booking={booking} />}
        {reportable && (
          <Button variant="secondary" size="sm" onClick={() => onReportProblem(booking)} aria-label={`Report a problem about ${title} with ${otherName}`}>
            Report a problem
          </Button>
        )}
        {hasReceipt && (
          <LinkButton to={receiptPath(booking)} $variant="secondary" $size="sm" aria-label={`Receipt for ${title} with ${otherName}`}>
            Receipt
          </LinkButton>
        )}
        {side === 'made' && live && (
          <Button variant="secondary" size="sm" onClick={() => onDownload(booking)}>
            Add to Calendar
          </Button>
        )}
        {side === 'made' && movable && (
          <Button variant="secondary" size="sm" onClick={() => onReschedule(booking)}>
            Reschedule booking
          </Button>
        )}
        {side === 'received' && live && (
          <DropdownMenu
            label={`Edit ${title} with ${otherName}`}
            items={menuItems}
            button={(props) => (
              <Button {...props} variant="secondary" size="sm" aria-label={`Edit ${title} with ${otherName}`}>
                Edit
              </Button>
            )}
          />
        )}
      </Actions>
    </Item>
  );
}

/** Date, details and avatars side by side; the actions under the details on a phone, beside them above it. */
const Item = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  grid-template-areas:
    'date details people'
    'date actions actions';
  align-items: start;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.aboveMobile} {
    grid-template-columns: auto minmax(0, 1fr) auto auto;
    grid-template-areas: 'date details people actions';
    align-items: center;
    gap: ${({ theme }) => theme.space[4]};
    padding: ${({ theme }) => theme.space[4]};
  }

  &[data-highlighted] {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const DateBlock = styled.div`
  grid-area: date;
  display: flex;
  flex-direction: column;
  align-items: center;
  min-width: 3rem;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};

  span {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    line-height: 1.2;
  }
`;

const Details = styled.div`
  grid-area: details;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;

  p {
    margin: 0;
  }
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  overflow-wrap: anywhere;
`;

const Time = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const ViewerTime = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Muted = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: nowrap;
  gap: ${({ theme }) => theme.space[2]};

  &:empty {
    display: none;
  }
`;

const Earning = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Reason = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const People = styled.div`
  grid-area: people;
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
`;

const Actions = styled.div`
  grid-area: actions;
  /* At the card's right edge, so the Edit menu (anchored to its right) opens inside the card. */
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};

  &:empty {
    display: none;
  }
`;
