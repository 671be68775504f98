// The zone a screen's viewer reads times in, and the slot/booking formatter bound
// to it: the signed-in user's saved zone (/profile/update),
// else the browser's. Screens show viewerTime's text beside, never instead of, the
// marketplace's own time.
//
//   const timeFor = useViewerTime();
//   timeFor(booking).viewer; // '8:00 PM - 12:00 AM New York, the day before', or null
import { useCallback } from 'react';
import { selectUser } from '@marketplace/shared-api/session/session-slice';
import { useAppSelector } from '@marketplace/shared-api/store/hooks';
import { useWallClock } from '@marketplace/shared-api/time/use-wall-clock';
import { viewerTime, type ViewerTime, type ZonedSession } from '@marketplace/shared-api/time/viewer-time';

let browserZone: string | undefined;

/** The zone the browser's clock is set to; read once, as it does not change under a page. */
export function browserTimeZone(): string {
  return (browserZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/** The signed-in user's saved zone, else the browser's. */
export function useViewerTimeZone(): string {
  const saved = useAppSelector(selectUser)?.timeZone;
  return saved ?? browserTimeZone();
}

/** A slot or booking in the marketplace's zone and, when it differs, the viewer's. */
export function useViewerTime(): (session: ZonedSession) => ViewerTime {
  const { zone } = useWallClock();
  const viewerZone = useViewerTimeZone();
  return useCallback((session: ZonedSession) => viewerTime(session, zone, viewerZone), [zone, viewerZone]);
}
