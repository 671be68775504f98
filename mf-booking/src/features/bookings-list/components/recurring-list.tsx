// The Recurring tab of /bookings: the viewer's series on the toggle's side, one item
// each (GET /api/bookings/series?role=), with its loading, error and empty states as the other
// tabs have them (SPEC: 'No {tab} bookings found.'). Cancelling one occurrence is the single
// booking's cancel, and rescheduling one the single booking's reschedule, both of which the
// page owns; 'Cancel this and all following', paying a period, and the client's 'Move this and
// all following' and 'Add weeks' open their dialogs here.
import { useState } from 'react';
import { useGetSeriesListQuery } from '@marketplace/shared-api/api/series';
import type { Booking, RecurringSeries, SeriesPeriod } from '@marketplace/shared-api/types';
import { ConfirmDialog } from '@marketplace/shared-ui/confirm-dialog';
import { EmptyState } from '@marketplace/shared-ui/empty-state';
import { Modal } from '@marketplace/shared-ui/modal';
import { LoadError } from '@marketplace/shared-ui/page-states';
import { RowList } from '@marketplace/shared-ui/row-list';
import { Skeleton } from '@marketplace/shared-ui/skeleton';
import { useSeriesActions } from '../use-series-actions';
import { AddWeeksDialog } from './add-weeks-dialog';
import { CancelFollowingDialog, type CancelFollowingTarget } from './cancel-following-dialog';
import { MoveFollowingDialog, type MoveFollowingTarget } from './move-following-dialog';
import { SeriesItem } from './series-item';
import { periodRange, SeriesPayForm } from '../../../components/series-pay-form';

export const SERIES_LOAD_FAILED = 'Failed to load recurring bookings';
export const NO_RECURRING = 'No recurring bookings found.';

export interface RecurringListProps {
  side: 'received' | 'made';
  /** The series a checkout returned its payer to, marked. */
  highlighted?: string | null;
  /** The single booking's cancel (its dialog and quote), for one occurrence. */
  onCancelOne: (occurrence: Booking) => void;
  /** The single booking's reschedule (its date and time picker), for one occurrence. */
  onRescheduleOne: (occurrence: Booking) => void;
}

export function RecurringList({ side, highlighted = null, onCancelOne, onRescheduleOne }: RecurringListProps) {
  const list = useGetSeriesListQuery(side === 'received' ? 'consultant' : 'client');
  const actions = useSeriesActions();
  const [following, setFollowing] = useState<CancelFollowingTarget | null>(null);
  const [paying, setPaying] = useState<{ series: RecurringSeries; period: SeriesPeriod } | null>(null);
  // Declining cancels every occurrence: asked first, as a single booking's decline is.
  const [declining, setDeclining] = useState<RecurringSeries | null>(null);
  const [moving, setMoving] = useState<MoveFollowingTarget | null>(null);
  const [extending, setExtending] = useState<RecurringSeries | null>(null);

  if (list.error && !list.data) {
    return <LoadError title={SERIES_LOAD_FAILED} headingLevel={2} retrying={list.isFetching} onRetry={() => void list.refetch()} />;
  }
  if (list.isLoading || !list.data) return <Skeleton label="Loading recurring bookings" shape="rows" withoutHeading />;
  if (list.data.length === 0) return <EmptyState title={NO_RECURRING} headingLevel={2} />;

  return (
    <>
      <RowList>
        {list.data.map((series) => (
          <SeriesItem
            key={series.id}
            series={series}
            side={side}
            highlighted={series.id === highlighted}
            busy={actions.busy}
            onAnswer={(chosen, status) => (status === 'declined' ? setDeclining(chosen) : void actions.answer(chosen, status))}
            onCancelOne={onCancelOne}
            onCancelFollowing={(chosen, from) => setFollowing({ series: chosen, from })}
            onPay={(chosen, period) => setPaying({ series: chosen, period })}
            onRescheduleOne={onRescheduleOne}
            onMoveFollowing={(chosen, from) => setMoving({ series: chosen, from })}
            onAddWeeks={setExtending}
          />
        ))}
      </RowList>
      <CancelFollowingDialog
        target={following}
        side={side === 'made' ? 'client' : 'consultant'}
        busy={actions.busy}
        onClose={() => setFollowing(null)}
        onConfirm={async () => {
          if (following && (await actions.cancelFollowing(following.series, following.from))) setFollowing(null);
        }}
      />
      <ConfirmDialog
        open={declining !== null}
        title="Decline recurring booking"
        message={
          <>
            <p>{`Are you sure you want to decline all ${declining?.occurrences.length ?? 0} sessions of this recurring booking?`}</p>
            <p>This action cannot be undone.</p>
          </>
        }
        cancelLabel="No, Keep It"
        confirmLabel="Yes, Decline"
        danger
        loading={actions.busy}
        onCancel={() => setDeclining(null)}
        onConfirm={async () => {
          if (declining && (await actions.answer(declining, 'declined'))) setDeclining(null);
        }}
      />
      {moving && <MoveFollowingDialog target={moving} onClose={() => setMoving(null)} />}
      {extending && <AddWeeksDialog series={extending} onClose={() => setExtending(null)} />}
      <Modal open={paying !== null} onClose={() => setPaying(null)} title={paying ? `Pay for ${periodRange(paying.period)}` : 'Pay'} size="md">
        {paying && <SeriesPayForm seriesId={paying.series.id} period={paying.period} />}
      </Modal>
    </>
  );
}
