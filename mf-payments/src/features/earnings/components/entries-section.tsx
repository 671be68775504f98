// Every earning, newest first as the server lists them: a booking's reference (to it
// in My Bookings), the session's date (where a reschedule moved it), the client, what
// they paid, what was refunded, the platform's fee and what the assistant receives
// (gross - refunded - fee, as the server keeps them), and its state (when an earning in review becomes
// available, or that a reported problem holds it). A referral reward is an entry of
// its own, with no fee. A table, stacked rows on a phone.
import styled from 'styled-components';
import { formatCentavos, formatInstantInZone } from '@marketplace/shared-api/format';
import { Link } from '@marketplace/shared-api/router';
import { formatDate } from '@marketplace/shared-api/time/date-format';
import { useWallClock } from '@marketplace/shared-api/time/use-wall-clock';
import type { EarningEntry } from '@marketplace/shared-api/types';
import { Badge } from '@marketplace/shared-ui/badge';
import { DataTable, type DataColumn } from '@marketplace/shared-ui/data-table';
import { EmptyState } from '@marketplace/shared-ui/empty-state';
import { SectionCard } from '@marketplace/shared-ui/section-card';
import { EARNINGS_TEXTS } from '../earnings-texts';
import { EARNING_STATE_LABELS } from '../state-labels';

export function EntriesSection({ entries }: { entries: EarningEntry[] }) {
  const clock = useWallClock();
  const columns: DataColumn<EarningEntry>[] = [
    { header: 'Booking', cell: (entry) => <EntryBooking entry={entry} /> },
    { header: 'Date', cell: (entry) => formatDate(entry.date, 'shortDate') },
    { header: 'Client', cell: (entry) => (entry.kind === 'referral' ? `${entry.counterpartName} (referred)` : entry.counterpartName) },
    { header: 'Gross', numeric: true, cell: (entry) => formatCentavos(entry.grossCentavos) },
    { header: 'Refunded', numeric: true, cell: (entry) => formatCentavos(entry.refundedCentavos) },
    { header: 'Fee', numeric: true, cell: (entry) => formatCentavos(entry.feeCentavos) },
    { header: 'You receive', numeric: true, cell: (entry) => <strong>{formatCentavos(entry.netCentavos)}</strong> },
    { header: 'State', cell: (entry) => <EntryState entry={entry} zone={clock.zone} /> },
  ];
  return (
    <SectionCard title="Your earnings">
      {entries.length === 0 ? (
        <EmptyState title={EARNINGS_TEXTS.noEntries} description={EARNINGS_TEXTS.noEntriesDetail} headingLevel={3} />
      ) : (
        <DataTable label="Your earnings" columns={columns} rows={entries} rowKey={(entry) => entry.id} />
      )}
    </SectionCard>
  );
}

/** A booking's reference, leading to it in My Bookings; a referral reward says what it is. */
function EntryBooking({ entry }: { entry: EarningEntry }) {
  if (entry.kind === 'referral') return <>Referral reward</>;
  if (!entry.bookingId) return <>{entry.bookingReference ?? ''}</>;
  return <Link to={`/bookings/${encodeURIComponent(entry.bookingId)}`}>{entry.bookingReference ?? 'Booking'}</Link>;
}

function EntryState({ entry, zone }: { entry: EarningEntry; zone: string }) {
  const state = EARNING_STATE_LABELS[entry.state];
  return (
    <StateCell>
      <Badge variant={state.variant}>{state.label}</Badge>
      {entry.disputed && entry.state === 'in_review' ? (
        <Note>A problem was reported: held until an admin decides.</Note>
      ) : (
        entry.state === 'in_review' && entry.availableAt && <Note>Available {formatInstantInZone(entry.availableAt, zone)}</Note>
      )}
    </StateCell>
  );
}

const StateCell = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
`;

const Note = styled.small`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: normal;
`;
