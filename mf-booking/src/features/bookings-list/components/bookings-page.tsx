// /bookings (SPEC section 2): 'Bookings', the My Consultations / My Bookings
// toggle, the Upcoming, Recurring, Past and Cancelled tabs, the items with
// their actions, and 3-second toasts after each. /bookings/{id} (where a BOOKING
// or REVIEW notification leads) opens on the list and tab holding that booking,
// or says it was not found when neither list holds it;
// a completed, paid booking's 'Review' opens its reviews, and 'Report a problem'
// the client's report of a session that went wrong. The Recurring tab lists series, each
// with its occurrences (recurring-list.tsx).
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from '@marketplace/shared-api/router';
import styled from 'styled-components';
import { useGetBookingsMadeQuery, useGetUserBookingsQuery } from '@marketplace/shared-api/api/bookings';
import type { Booking } from '@marketplace/shared-api/types';
import { Button } from '@marketplace/shared-ui/button';
import { EmptyState } from '@marketplace/shared-ui/empty-state';
import { PageContainer, SpreadRow } from '@marketplace/shared-ui/layout';
import { Skeleton } from '@marketplace/shared-ui/skeleton';
import { Tabs } from '@marketplace/shared-ui/tabs';
import { LoadError, PageMessage } from '@marketplace/shared-ui/page-states';
import { CancelDialog } from '../../../components/cancel-dialog';
import { ReschedulePickerDialog } from '../../../components/reschedule-picker-dialog';
import { useBookingActions } from '../../../hooks/use-booking-actions';
import { useViewer } from '@marketplace/shared-api/session/use-viewer';
import { LinkButton } from '@marketplace/shared-ui/link-button';
import { useWallClock } from '@marketplace/shared-api/time/use-wall-clock';
import { BOOKING_TABS, bookingsInTab, TAB_LABELS, type BookingTab } from '../tab-filters';
import { BookingItem } from './booking-item';
import { CalendarFeedDialog } from './calendar-feed-dialog';
import { ReviewDialog } from '../../../components/review-dialog';
import { ReportProblemDialog } from './report-problem-dialog';
import { RecurringList } from './recurring-list';
import { slotLabel } from '@marketplace/shared-api/booking-time';
import { fullName } from '@marketplace/shared-api/format';
import { formatDate } from '@marketplace/shared-api/time/date-format';

/** The booking's party who is not the viewer. */
const otherParty = (booking: Booking, viewerId: string | null) => (booking.consultantId === viewerId ? booking.user : booking.consultant);
import { RowList } from '@marketplace/shared-ui/row-list';

type Side = 'received' | 'made';

export const LOAD_FAILED = 'Failed to load bookings';
/** The server's text for a booking that is not there (or not the viewer's). */
export const BOOKING_NOT_FOUND = 'Booking not found';

const TAB_ITEMS = BOOKING_TABS.map((value) => ({ value, label: TAB_LABELS[value] }));

export function BookingsPage() {
  const { bookingId } = useParams();
  const viewer = useViewer();
  // A series' checkout returns its payer to /bookings?series={id}: open on that series.
  const [searchParams] = useSearchParams();
  const returnedSeries = searchParams.get('series');
  const [side, setSide] = useState<Side>(returnedSeries ? 'made' : viewer.role === 'Assistant' ? 'received' : 'made');
  const [tab, setTab] = useState<BookingTab>(returnedSeries ? 'recurring' : 'upcoming');
  const [rescheduling, setRescheduling] = useState<Booking | null>(null);
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const [feedOpen, setFeedOpen] = useState(false);
  const [reviewing, setReviewing] = useState<Booking | null>(null);
  const [reporting, setReporting] = useState<Booking | null>(null);
  const actions = useBookingActions();

  const received = useGetUserBookingsQuery('consultant');
  const made = useGetBookingsMadeQuery();
  const current = side === 'received' ? received : made;
  const clock = useWallClock();
  const shown = bookingsInTab(current.data ?? [], tab, clock.now());

  // A linked booking in neither list, once both are here: not the viewer's, or gone.
  const linkedMissing =
    Boolean(bookingId) && received.data !== undefined && made.data !== undefined && ![...received.data, ...made.data].some((booking) => booking.id === bookingId);

  // A linked booking: show the list and tab it is in, once the lists are here.
  useEffect(() => {
    if (!bookingId) return;
    for (const [where, data] of [
      ['received', received.data],
      ['made', made.data],
    ] as const) {
      const found = data?.find((booking) => booking.id === bookingId);
      if (!found) continue;
      setSide(where);
      setTab(BOOKING_TABS.find((candidate) => bookingsInTab([found], candidate, clock.now()).length > 0) ?? 'upcoming');
      return;
    }
  }, [bookingId, received.data, made.data]);

  if (linkedMissing) {
    return (
      <PageMessage
        title={BOOKING_NOT_FOUND}
        description="It may have been deleted, or it belongs to another account."
        action={
          <LinkButton to="/bookings" $variant="primary">
            See all bookings
          </LinkButton>
        }
      />
    );
  }

  return (
    <PageContainer>
      <SpreadRow>
        <h1>Bookings</h1>
        <Button variant="ghost" size="sm" onClick={() => setFeedOpen(true)}>
          Calendar feed
        </Button>
      </SpreadRow>
      <Toggle role="group" aria-label="Which bookings">
        <Button variant={side === 'received' ? 'primary' : 'secondary'} aria-pressed={side === 'received'} onClick={() => setSide('received')}>
          My Consultations
        </Button>
        <Button variant={side === 'made' ? 'primary' : 'secondary'} aria-pressed={side === 'made'} onClick={() => setSide('made')}>
          My Bookings
        </Button>
      </Toggle>
      <Tabs label="Booking lists" items={TAB_ITEMS} value={tab} onChange={setTab}>
        {tab === 'recurring' ? (
          // A series is one item with its occurrences, from its own list.
          <RecurringList side={side} highlighted={returnedSeries} onCancelOne={setCancelling} onRescheduleOne={setRescheduling} />
        ) : current.error && !current.data ? (
          <LoadError title={LOAD_FAILED} headingLevel={2} retrying={current.isFetching} onRetry={() => current.refetch()} />
        ) : current.isLoading ? (
          <Skeleton label="Loading bookings" shape="rows" withoutHeading />
        ) : shown.length === 0 ? (
          <EmptyState
            title={`No ${TAB_LABELS[tab].toLowerCase()} bookings found.`}
            headingLevel={2}
            action={
              tab === 'upcoming' ? (
                <LinkButton to="/profile/list" $variant="primary">
                  Find Consultants
                </LinkButton>
              ) : undefined
            }
          />
        ) : (
          <RowList>
            {shown.map((booking) => (
              <BookingItem
                key={booking.id}
                booking={booking}
                side={side}
                highlighted={booking.id === bookingId}
                onReschedule={setRescheduling}
                onCancel={setCancelling}
                onComplete={(chosen) => void actions.complete(chosen)}
                onDownload={(chosen) => void actions.downloadCalendar(chosen)}
                onReview={setReviewing}
                onReportProblem={setReporting}
              />
            ))}
          </RowList>
        )}
      </Tabs>
      <ReschedulePickerDialog
        booking={rescheduling}
        busy={actions.busy}
        onClose={() => setRescheduling(null)}
        onSubmit={async (booking, selection) => {
          if (await actions.reschedule(booking, selection.date, selection.startTime)) setRescheduling(null);
        }}
      />
      <CancelDialog
        kind={cancelling ? 'cancel' : null}
        booking={cancelling}
        side={side === 'made' ? 'client' : 'consultant'}
        busy={actions.busy}
        onClose={() => setCancelling(null)}
        onConfirm={async () => {
          if (cancelling && (await actions.cancel(cancelling))) setCancelling(null);
        }}
      />
      <CalendarFeedDialog open={feedOpen} onClose={() => setFeedOpen(false)} />
      <ReviewDialog
        booking={reviewing}
        otherName={reviewing ? otherParty(reviewing, viewer.id).firstName || otherParty(reviewing, viewer.id).username : ''}
        onClose={() => setReviewing(null)}
      />
      {reporting && (
        <ReportProblemDialog
          booking={reporting}
          sessionName={`${slotLabel(reporting.startTime)} call meeting with ${fullName(reporting.consultant)} on ${formatDate(reporting.date, 'chosen')}`}
          onClose={() => setReporting(null)}
        />
      )}
    </PageContainer>
  );
}

const Toggle = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};

  /* Side by side on a phone too: both choices in view at once. */
  ${({ theme }) => theme.media.mobile} {
    button {
      flex: 1 1 auto;
      padding-left: ${({ theme }) => theme.space[3]};
      padding-right: ${({ theme }) => theme.space[3]};
      font-size: ${({ theme }) => theme.fontSizes.sm};
    }
  }
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

