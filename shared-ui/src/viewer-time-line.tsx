// The viewer's own clock under a slot's or booking's marketplace time: 'Manila time ·
// 8:00 PM - 12:00 AM New York, the day before' (the range above is Manila's; this is
// theirs) when the viewer's zone (saved on /profile/update, else the browser's) reads
// differently at that moment; nothing when it reads the same, so the SPEC's texts
// stand alone for them.
import styled from 'styled-components';
import { zoneLabel } from '@marketplace/shared-api/format';
import { useViewerTime } from '@marketplace/shared-api/time/use-viewer-time';
import { useWallClock } from '@marketplace/shared-api/time/use-wall-clock';
import type { ZonedSession } from '@marketplace/shared-api/time/viewer-time';

export interface ViewerTimeLineProps {
  /** The marketplace date, start 'HH:mm' and hours of the slot or booking shown above. */
  session: ZonedSession;
  className?: string;
}

export function ViewerTimeLine({ session, className }: ViewerTimeLineProps) {
  const { viewer } = useViewerTime()(session);
  const { zone } = useWallClock();
  if (!viewer) return null;
  return <Line className={className}>{`${zoneLabel(zone)} · ${viewer}`}</Line>;
}

const Line = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.normal};
`;
