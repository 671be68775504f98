// One booking on /bookings (SPEC section 2): month and day, '{Morning|Afternoon|30min}
// call meeting' with the other person, the time range (to the session's real end), 'Online', both
// avatars; the Edit menu on received bookings (where the consultant reschedules
// with the picker too), 'Completed' on completed ones (and 'Review' on completed,
// paid ones), and 'Add to Calendar' on
// made bookings that are not completed, beside which the client finds
// 'Reschedule booking'. Either party may move a live booking that has not started.
// Both sides see the payment (Paid, Unpaid, Refunded) and a cancelled booking's reason.
import styled from 'styled-components';
import { slotLabel, timeRange } from '@marketplace/shared-api/booking-time';
import type { Booking } from '@marketplace/shared-api/types';
import { Avatar } from '@marketplace/shared-ui/avatar';
import { Badge } from '@marketplace/shared-ui/badge';
import { Button } from '@marketplace/shared-ui/button';
import { formatDate } from '@marketplace/shared-api/time/date-format';
import { useWallClock } from '@marketplace/shared-api/time/use-wall-clock';
import { hasStarted } from '@marketplace/shared-api/time/wall-clock';
import { fullName } from '@marketplace/shared-api/format';
import { DropdownMenu, type MenuItem } from '@marketplace/shared-ui/menu';
import { PaymentStatusBadge } from '../../../components/payment-status';

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
}

export const ALREADY_STARTED = 'This booking has already started';
export const CONFIRM_FIRST = 'Accept it in the dashboard first';
export const NO_LONGER_ACTIVE = 'This booking is no longer active';

export function BookingItem({ booking, side, highlighted = false, onReschedule, onCancel, onComplete, onDownload, onReview }: BookingItemProps) {
  const other = side === 'received' ? booking.user : booking.consultant;
  const otherName = fullName(other);
  const clock = useWallClock();
  const live = booking.status === 'PENDING' || booking.status === 'CONFIRMED';
  // The server's rule: a live booking whose session has not started can move.
  const movable = live && !hasStarted(booking, clock.now());
  const title = `${slotLabel(booking.startTime)} call meeting`;

  const menuItems: MenuItem[] = [
    {
      label: 'Reschedule booking',
      onSelect: () => onReschedule(booking),
      unavailable: movable ? undefined : live ? ALREADY_STARTED : NO_LONGER_ACTIVE,
    },
    { label: 'Cancel booking', onSelect: () => onCancel(booking), unavailable: live ? undefined : NO_LONGER_ACTIVE },
    { label: 'Download to Calendar', onSelect: () => onDownload(booking) },
    {
      label: 'Complete booking',
      onSelect: () => onComplete(booking),
      unavailable: booking.status === 'CONFIRMED' ? undefined : live ? CONFIRM_FIRST : NO_LONGER_ACTIVE,
    },
  ];

  return (
    <Item aria-label={`${title} with ${otherName}`} data-highlighted={highlighted || undefined}>
      <DateBlock aria-label={formatDate(booking.date, 'monthDay')}>
        <span>{formatDate(booking.date, 'shortMonth')}</span>
        <strong>{formatDate(booking.date, 'day')}</strong>
      </DateBlock>
      <Details>
        <Title>{title}</Title>
        <p>with {otherName}</p>
        <Meta>
          <span>{timeRange(booking.startTime, booking.duration)}</span>
          <span>Online</span>
          <PaymentStatusBadge booking={booking} />
        </Meta>
        {booking.status === 'CANCELLED' && booking.cancelReason && <Reason>{booking.cancelReason}</Reason>}
      </Details>
      <People>
        <Avatar src={booking.consultant.avatar} name={fullName(booking.consultant)} size="sm" />
        <Avatar src={booking.user.avatar} name={fullName(booking.user)} size="sm" />
      </People>
      <Actions>
        {booking.status === 'COMPLETED' && <Badge variant="success">Completed</Badge>}
        {booking.status === 'COMPLETED' && booking.paymentStatus === 'PAID' && (
          <Button variant="primary" size="sm" onClick={() => onReview(booking)} aria-label={`Review ${title} with ${otherName}`}>
            Review
          </Button>
        )}
        {side === 'made' && booking.status !== 'COMPLETED' && (
          <Button variant="secondary" size="sm" onClick={() => onDownload(booking)}>
            Add to Calendar
          </Button>
        )}
        {side === 'made' && movable && (
          <Button variant="secondary" size="sm" onClick={() => onReschedule(booking)}>
            Reschedule booking
          </Button>
        )}
        {side === 'received' && booking.status !== 'COMPLETED' && (
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

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  &[data-highlighted] {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const DateBlock = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  min-width: 3.5rem;
  padding: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};

  span {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  strong {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Details = styled.div`
  flex: 1 1 14rem;

  p {
    margin: 0;
  }
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Reason = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const People = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
`;

const Actions = styled.div`
  /* Kept at the card's right edge, so the Edit menu (anchored to its right) opens inside the card. */
  margin-left: auto;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;
