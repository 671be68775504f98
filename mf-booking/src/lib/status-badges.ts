// A booking's status as a badge (the dashboard's cards, a series' occurrences): one table,
// so every screen names and colours a status alike.
import type { BookingStatus } from '@marketplace/shared-api/types';
import type { BadgeVariant } from '@marketplace/shared-ui/badge';

export const BOOKING_STATUS_BADGES: Record<BookingStatus, { variant: BadgeVariant; label: string }> = {
  PENDING: { variant: 'warning', label: 'Pending' },
  CONFIRMED: { variant: 'info', label: 'Confirmed' },
  COMPLETED: { variant: 'success', label: 'Completed' },
  CANCELLED: { variant: 'danger', label: 'Cancelled' },
};
