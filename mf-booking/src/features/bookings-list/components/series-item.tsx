// One recurring series on the Recurring tab: the other person, its weekdays and
// time on Manila's clock with the viewer's own beside it ('Your time', as the booking list
// reads it), where the request stands, the next occurrence, how many remain, and how far it is
// paid (or what is due, with Pay, once a period's checkout has opened). Its occurrences open
// under it: date, status, a moved one marked; each live one not yet started can be cancelled
// alone or with all that follow; the client may also reschedule one, move it and all that
// follow to other weekdays or time, and add weeks to the series while it may still grow. The
// assistant answers a request here, once for all of them.
import { useId, useState } from 'react';
import styled from 'styled-components';
import { formatTime12, slotLabel } from '@marketplace/shared-api/booking-time';
import { formatPesos, fullName } from '@marketplace/shared-api/format';
import { formatDate } from '@marketplace/shared-api/time/date-format';
import { useViewerTime } from '@marketplace/shared-api/time/use-viewer-time';
import { useWallClock } from '@marketplace/shared-api/time/use-wall-clock';
import { hasStarted } from '@marketplace/shared-api/time/wall-clock';
import type { Booking, RecurringSeries, SeriesPeriod, SeriesStatus } from '@marketplace/shared-api/types';
import { Avatar } from '@marketplace/shared-ui/avatar';
import { Badge, type BadgeVariant } from '@marketplace/shared-ui/badge';
import { Button } from '@marketplace/shared-ui/button';
import { Fact, FactList } from '@marketplace/shared-ui/fact-list';
import { BOOKING_STATUS_BADGES } from '../../../lib/status-badges';
import { useOutsideHours } from '../../../hooks/use-availability-rules';
import { payablePeriod } from '../../../lib/payable-period';
import { seriesSchedule } from '../../../lib/series-schedule';
import { periodRange } from '../../../components/series-pay-form';
import { weeksLeft } from '../series-extension';

/** Why an occurrence is marked outside the assistant's hours, in their words. */
export const OUTSIDE_HOURS = {
  dayOff: 'Your hours no longer include this day. It stays booked: keep it, or move it to a time you work.',
  slotOff: 'Your hours no longer include this time. It stays booked: keep it, or move it to a time you work.',
} as const;

const SERIES_BADGES: Record<SeriesStatus, { variant: BadgeVariant; label: string }> = {
  requested: { variant: 'warning', label: 'Requested' },
  accepted: { variant: 'success', label: 'Accepted' },
  declined: { variant: 'danger', label: 'Declined' },
};

export interface SeriesItemProps {
  series: RecurringSeries;
  /** received: the viewer is the assistant (My Consultations). */
  side: 'received' | 'made';
  highlighted?: boolean;
  busy: boolean;
  onAnswer: (series: RecurringSeries, status: 'accepted' | 'declined') => void;
  onCancelOne: (occurrence: Booking) => void;
  onCancelFollowing: (series: RecurringSeries, from: Booking) => void;
  onPay: (series: RecurringSeries, period: SeriesPeriod) => void;
  /** The client's changes (the 'made' side only). */
  onRescheduleOne: (occurrence: Booking) => void;
  onMoveFollowing: (series: RecurringSeries, from: Booking) => void;
  onAddWeeks: (series: RecurringSeries) => void;
}

export function SeriesItem(props: SeriesItemProps) {
  const { series, side, highlighted = false, busy, onAnswer, onCancelOne, onCancelFollowing, onPay, onRescheduleOne, onMoveFollowing, onAddWeeks } = props;
  const [open, setOpen] = useState(false);
  const occurrencesId = useId();
  const clock = useWallClock();
  const now = clock.now();
  const schedule = seriesSchedule(series, useViewerTime());
  const other = side === 'received' ? series.user : series.consultant;
  const otherName = fullName(other);
  const title = `Weekly ${slotLabel(series.pattern.startTime).toLowerCase()} call meetings`;
  const badge = SERIES_BADGES[series.status];
  const due = side === 'made' ? payablePeriod(series, now.date) : null;
  const cancellable = (occurrence: Booking) => (occurrence.status === 'PENDING' || occurrence.status === 'CONFIRMED') && !hasStarted(occurrence, now);
  // Only the client changes when the series meets; the server refuses the assistant.
  const isClient = side === 'made';
  // The assistant's own hours, changed since the series was booked, may leave occurrences out: they stay booked, marked, and may be moved.
  const outsideOwnHours = useOutsideHours(isClient ? null : series.consultantId);
  const outside = (occurrence: Booking) => (isClient ? null : outsideOwnHours(occurrence));
  const extendable = isClient && series.status !== 'declined' && weeksLeft(series) > 0;

  return (
    <Item aria-label={`${title} with ${otherName}`} data-highlighted={highlighted || undefined}>
      <Head>
        <Avatar src={other.avatar} name={otherName} size="sm" />
        <HeadText>
          <Title>{title}</Title>
          <Muted>with {otherName}</Muted>
        </HeadText>
        <Badge variant={badge.variant}>{badge.label}</Badge>
      </Head>
      <Schedule>{schedule.marketplace}</Schedule>
      {schedule.viewer && <Muted>Your time: {schedule.viewer}</Muted>}
      <Facts>
        <Fact label="Next">{series.nextOccurrence ? formatDate(series.nextOccurrence.date, 'chosen') : 'None left'}</Fact>
        <Fact label="Remaining">{String(series.remaining)}</Fact>
        <Fact label="Paid through">{series.paidThrough ? formatDate(series.paidThrough, 'chosen') : 'Not paid yet'}</Fact>
      </Facts>
      {due && (
        <Due>
          <span>{`Due: ${formatPesos(due.duePesos)} for ${periodRange(due)}`}</span>
          <Button size="sm" onClick={() => onPay(series, due)} aria-label={`Pay ${formatPesos(due.duePesos)} for ${periodRange(due)}`}>
            Pay now
          </Button>
        </Due>
      )}
      <Actions>
        {side === 'received' && series.status === 'requested' && (
          <>
            <Button size="sm" loading={busy} onClick={() => onAnswer(series, 'accepted')}>
              Accept
            </Button>
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => onAnswer(series, 'declined')}>
              Decline
            </Button>
          </>
        )}
        {extendable && (
          <Button size="sm" variant="secondary" onClick={() => onAddWeeks(series)}>
            Add weeks
          </Button>
        )}
        <Button size="sm" variant="ghost" aria-expanded={open} aria-controls={occurrencesId} onClick={() => setOpen((shown) => !shown)}>
          {open ? 'Hide occurrences' : `Show occurrences (${series.occurrences.length})`}
        </Button>
      </Actions>
      {open && (
        <Occurrences id={occurrencesId} aria-label="Occurrences">
          {series.occurrences.map((occurrence) => (
            <Occurrence key={occurrence.id}>
              <OccurrenceText>
                {/* Its own time: one moved or kept back from a change is not at the pattern's. */}
                <span>{`${formatDate(occurrence.date, 'chosen')}, ${formatTime12(occurrence.startTime)}`}</span>
                <Badge variant={BOOKING_STATUS_BADGES[occurrence.status].variant}>{BOOKING_STATUS_BADGES[occurrence.status].label}</Badge>
                {occurrence.seriesMoved && <Badge variant="info">Moved</Badge>}
                {cancellable(occurrence) && outside(occurrence) && <Badge variant="warning">Outside your hours</Badge>}
              </OccurrenceText>
              {cancellable(occurrence) && outside(occurrence) && <Muted>{OUTSIDE_HOURS[outside(occurrence)!]}</Muted>}
              {cancellable(occurrence) && (
                <OccurrenceActions>
                  {(isClient || outside(occurrence)) && (
                    <Button size="sm" variant="secondary" onClick={() => onRescheduleOne(occurrence)} aria-label={`Reschedule ${formatDate(occurrence.date, 'chosen')}`}>
                      Reschedule
                    </Button>
                  )}
                  <Button size="sm" variant="secondary" onClick={() => onCancelOne(occurrence)} aria-label={`Cancel ${formatDate(occurrence.date, 'chosen')}`}>
                    Cancel
                  </Button>
                  {isClient && (
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => onMoveFollowing(series, occurrence)}
                      aria-label={`Move ${formatDate(occurrence.date, 'chosen')} and all following`}
                    >
                      Move this and all following
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => onCancelFollowing(series, occurrence)}
                    aria-label={`Cancel ${formatDate(occurrence.date, 'chosen')} and all following`}
                  >
                    Cancel this and all following
                  </Button>
                </OccurrenceActions>
              )}
            </Occurrence>
          ))}
        </Occurrences>
      )}
    </Item>
  );
}

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  p {
    margin: 0;
  }

  ${({ theme }) => theme.media.aboveMobile} {
    padding: ${({ theme }) => theme.space[4]};
  }

  &[data-highlighted] {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const HeadText = styled.div`
  flex: 1 1 10rem;
  min-width: 0;
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  overflow-wrap: anywhere;
`;

const Schedule = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Facts = styled(FactList)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Due = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Occurrences = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Occurrence = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding-top: ${({ theme }) => theme.space[2]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const OccurrenceText = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const OccurrenceActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
