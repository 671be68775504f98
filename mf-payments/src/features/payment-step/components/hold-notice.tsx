// How long the booking's slot is held while its client pays: the hold's end
// (Booking.holdExpiresAt) on the marketplace's wall clock (GET /api/config), and on the
// viewer's own clock beside it when theirs reads differently ('(Sat, Nov 28, 6:15 PM New
// York time)'), as every other time on the site is shown.
import styled from 'styled-components';
import { useGetConfigQuery } from '@marketplace/shared-api/api/config';
import { formatInstantInZone } from '@marketplace/shared-api/format';
import { useViewerTimeZone } from '@marketplace/shared-api/time/use-viewer-time';

/** The instant on the viewer's clock, or null when it reads as the marketplace's (the same wall time). */
export function viewersInstant(iso: string, marketplaceZone: string, viewerZone: string): string | null {
  if (viewerZone === marketplaceZone) return null;
  const clockOnly = (zone: string) => new Date(iso).toLocaleString('en-US', { timeZone: zone, dateStyle: 'short', timeStyle: 'short' });
  return clockOnly(viewerZone) === clockOnly(marketplaceZone) ? null : formatInstantInZone(iso, viewerZone);
}

export function HoldNotice({ holdExpiresAt }: { holdExpiresAt: string | null }) {
  const { data: config } = useGetConfigQuery();
  const viewerZone = useViewerTimeZone();
  if (!holdExpiresAt || !config) return null;
  const theirs = viewersInstant(holdExpiresAt, config.marketplaceTimeZone, viewerZone);
  return (
    <Notice>
      Your time is held until <strong>{formatInstantInZone(holdExpiresAt, config.marketplaceTimeZone)}</strong>
      {theirs && <> ({theirs})</>}. Pay before then to keep it.
    </Notice>
  );
}

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.warningText};
`;
