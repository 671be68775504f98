// /booking-dashboard (SPEC section 2): 'Booking Dashboard', the As Consultant /
// As Client toggle for Assistants (consultant first), Upcoming and Past tabs,
// the status filter, the cards with their role and status actions, the 14-day
// reschedule modal and the decline/cancel confirmation. An assistant finds
// their Earnings from here.
import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { useGetUserBookingsQuery } from '@marketplace/shared-api/api/bookings';
import type { Booking } from '@marketplace/shared-api/types';
import { Button } from '@marketplace/shared-ui/button';
import { EmptyState } from '@marketplace/shared-ui/empty-state';
import { SelectField } from '@marketplace/shared-ui/form-fields';
import { PageContainer, SpreadRow } from '@marketplace/shared-ui/layout';
import { LinkButton } from '@marketplace/shared-ui/link-button';
import { Skeleton } from '@marketplace/shared-ui/skeleton';
import { Tabs } from '@marketplace/shared-ui/tabs';
import { LoadError } from '@marketplace/shared-ui/page-states';
import { CancelDialog, type CancelKind } from '../../../components/cancel-dialog';
import { useBookingActions } from '../../../hooks/use-booking-actions';
import { useViewer } from '@marketplace/shared-api/session/use-viewer';
import { useWallClock } from '@marketplace/shared-api/time/use-wall-clock';
import { dashboardBookings, STATUS_FILTERS, type DashboardTab, type StatusFilter } from '../dashboard-filters';
import { BookingCard, type DashboardRole } from './booking-card';
import { RescheduleDaysDialog } from './reschedule-days-dialog';
import { CardGrid } from '@marketplace/shared-ui/card-grid';

const TAB_ITEMS = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'past', label: 'Past' },
] as const;

export function DashboardPage() {
  const viewer = useViewer();
  const isAssistant = viewer.role === 'Assistant';
  const [role, setRole] = useState<DashboardRole>(isAssistant ? 'consultant' : 'client');
  const [tab, setTab] = useState<DashboardTab>('upcoming');
  const [status, setStatus] = useState<StatusFilter>('ALL');
  const [confirming, setConfirming] = useState<{ kind: CancelKind; booking: Booking } | null>(null);
  const [rescheduling, setRescheduling] = useState<Booking | null>(null);
  // Why an action failed, shown on the card it is about (booking id -> the reason).
  const [failures, setFailures] = useState<Record<string, string>>({});
  const actions = useBookingActions({
    onFailure: useCallback((booking: Booking, message: string) => setFailures((shown) => ({ ...shown, [booking.id]: message })), []),
  });
  const clearFailure = (booking: Booking) =>
    setFailures((shown) => {
      const { [booking.id]: _cleared, ...rest } = shown;
      return rest;
    });

  const list = useGetUserBookingsQuery(role);
  const clock = useWallClock();
  const shown = dashboardBookings(list.data ?? [], tab, status, clock.now());

  const confirmCancel = async () => {
    if (!confirming) return;
    const done = confirming.kind === 'decline' ? await actions.decline(confirming.booking) : await actions.cancel(confirming.booking);
    if (done) setConfirming(null);
  };

  return (
    <PageContainer>
      <SpreadRow>
        <h1>Booking Dashboard</h1>
        {isAssistant && (
          <Links>
            <LinkButton to="/availability" $variant="secondary" $size="sm">
              Availability
            </LinkButton>
            <LinkButton to="/earnings" $variant="secondary" $size="sm">
              Earnings
            </LinkButton>
          </Links>
        )}
      </SpreadRow>
      {isAssistant && (
        <Toggle role="group" aria-label="View bookings">
          <Button variant={role === 'consultant' ? 'primary' : 'secondary'} aria-pressed={role === 'consultant'} onClick={() => setRole('consultant')}>
            As Consultant
          </Button>
          <Button variant={role === 'client' ? 'primary' : 'secondary'} aria-pressed={role === 'client'} onClick={() => setRole('client')}>
            As Client
          </Button>
        </Toggle>
      )}
      <Filter
        label="Status"
        value={status}
        options={STATUS_FILTERS.map(({ value, label }) => ({ value, label }))}
        onChange={(event) => setStatus(event.target.value as StatusFilter)}
      />
      <Tabs label="Booking times" items={TAB_ITEMS} value={tab} onChange={setTab}>
        {list.error && !list.data ? (
          <LoadError title="Failed to load bookings" retrying={list.isFetching} onRetry={() => list.refetch()} />
        ) : list.isLoading ? (
          <Skeleton label="Loading bookings" shape="cards" withoutHeading />
        ) : shown.length === 0 ? (
          <EmptyState title={`No ${tab} bookings found.`} />
        ) : (
          <CardGrid $min="18rem">
            {shown.map((booking) => (
              <BookingCard
                key={booking.id}
                booking={booking}
                role={role}
                busy={actions.busy}
                failure={failures[booking.id] ?? null}
                onAccept={(chosen) => {
                  clearFailure(chosen);
                  void actions.accept(chosen);
                }}
                onDecline={(chosen) => setConfirming({ kind: 'decline', booking: chosen })}
                onCancel={(chosen) => setConfirming({ kind: 'cancel', booking: chosen })}
                onReschedule={setRescheduling}
                onComplete={(chosen) => {
                  clearFailure(chosen);
                  void actions.complete(chosen);
                }}
              />
            ))}
          </CardGrid>
        )}
      </Tabs>
      <CancelDialog
        kind={confirming?.kind ?? null}
        booking={confirming?.booking ?? null}
        side={role}
        busy={actions.busy}
        onConfirm={confirmCancel}
        onClose={() => setConfirming(null)}
      />
      <RescheduleDaysDialog
        booking={rescheduling}
        busy={actions.busy}
        onClose={() => setRescheduling(null)}
        onConfirm={async (booking, date, startTime) => {
          if (await actions.reschedule(booking, date, startTime)) setRescheduling(null);
        }}
      />
    </PageContainer>
  );
}

const Toggle = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const Filter = styled(SelectField)`
  max-width: 14rem;
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
