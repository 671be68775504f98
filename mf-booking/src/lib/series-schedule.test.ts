import { viewerTime, type ZonedSession } from '@marketplace/shared-api/time/viewer-time';
import type { SeriesPattern } from '@marketplace/shared-api/types';
import { seriesSchedule } from './series-schedule';

const pattern: SeriesPattern = { weekdays: [3, 1], startTime: '09:00', duration: 4, firstDate: '2026-06-15', weeks: 4, until: null, since: null };
const inZone = (zone: string) => (session: ZonedSession) => viewerTime(session, 'Asia/Manila', zone);

describe('seriesSchedule', () => {
  it('names the weekdays in order with Manila time alone when the viewer is on Manila time', () => {
    expect(seriesSchedule({ pattern, nextOccurrence: null }, inZone('Asia/Manila'))).toEqual({ marketplace: 'Mon, Wed · 9:00 AM - 1:00 PM Manila', viewer: null });
  });

  it('moves the weekdays with the viewer clock: Monday 9:00 AM in Manila is Sunday evening in New York', () => {
    expect(seriesSchedule({ pattern, nextOccurrence: null }, inZone('America/New_York'))).toEqual({
      marketplace: 'Mon, Wed · 9:00 AM - 1:00 PM Manila',
      viewer: 'Sun, Tue · 9:00 PM - 1:00 AM New York, the day before',
    });
  });
});
