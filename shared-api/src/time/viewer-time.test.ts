import { zoneCity, zoneLabel } from '@marketplace/shared-api/format';
import { sessionStart, viewerTime } from '@marketplace/shared-api/time/viewer-time';

const MANILA = 'Asia/Manila';
const morning = (date: string, duration = 4) => ({ date, startTime: '09:00', duration });
const afternoon = (date: string, duration = 4) => ({ date, startTime: '13:00', duration });
const inZone = (session: { date: string; startTime: string; duration: number }, zone: string) => viewerTime(session, MANILA, zone).viewer;

describe('viewer time', () => {
  it('shows the marketplace range alone to a viewer on the marketplace clock', () => {
    expect(viewerTime(morning('2026-06-10'), MANILA, MANILA)).toEqual({
      marketplace: '9:00 AM - 1:00 PM Manila',
      viewer: null,
      dayDifference: 0,
      text: '9:00 AM - 1:00 PM Manila',
    });
    // Another name for the same clock adds nothing.
    expect(viewerTime(afternoon('2026-06-10', 8), MANILA, 'Asia/Singapore').text).toBe('1:00 PM - 9:00 PM Manila');
  });

  it('puts the viewer’s range beside it with the day it falls on', () => {
    expect(viewerTime(morning('2026-06-10'), MANILA, 'America/New_York')).toEqual({
      marketplace: '9:00 AM - 1:00 PM Manila',
      viewer: '9:00 PM - 1:00 AM New York, the day before',
      dayDifference: -1,
      text: '9:00 AM - 1:00 PM Manila · 9:00 PM - 1:00 AM New York, the day before',
    });
    expect(viewerTime({ date: '2026-04-03', startTime: '21:00', duration: 4 }, MANILA, 'Australia/Sydney').viewer).toBe(
      '12:00 AM - 4:00 AM Sydney, the day after',
    );
  });

  it('follows New York across March’s change to daylight time', () => {
    // EST (UTC-5) until Sunday 8 March 2026, 2:00 AM; EDT (UTC-4) after.
    expect(inZone(morning('2026-03-06'), 'America/New_York')).toBe('8:00 PM - 12:00 AM New York, the day before');
    expect(inZone(morning('2026-03-09'), 'America/New_York')).toBe('9:00 PM - 1:00 AM New York, the day before');
    expect(inZone(afternoon('2026-03-09'), 'America/New_York')).toBe('1:00 AM - 5:00 AM New York');
    // A session across the change ends 8 real hours on, an hour later on the clock.
    expect(inZone(afternoon('2026-03-08', 8), 'America/New_York')).toBe('12:00 AM - 9:00 AM New York');
  });

  it('follows New York across November’s change back to standard time', () => {
    // EDT until Sunday 1 November 2026, 2:00 AM; EST after.
    expect(inZone(morning('2026-10-30'), 'America/New_York')).toBe('9:00 PM - 1:00 AM New York, the day before');
    expect(inZone(morning('2026-11-02'), 'America/New_York')).toBe('8:00 PM - 12:00 AM New York, the day before');
    expect(inZone(afternoon('2026-11-02'), 'America/New_York')).toBe('12:00 AM - 4:00 AM New York');
    expect(inZone(afternoon('2026-11-01', 8), 'America/New_York')).toBe('1:00 AM - 8:00 AM New York');
  });

  it('follows Sydney out of daylight time in April and into it in October', () => {
    // AEDT (UTC+11) until Sunday 5 April 2026, 3:00 AM; AEST (UTC+10) until Sunday 4 October, 2:00 AM.
    expect(inZone(morning('2026-04-03'), 'Australia/Sydney')).toBe('12:00 PM - 4:00 PM Sydney');
    expect(inZone(morning('2026-04-06'), 'Australia/Sydney')).toBe('11:00 AM - 3:00 PM Sydney');
    expect(inZone(afternoon('2026-04-06'), 'Australia/Sydney')).toBe('3:00 PM - 7:00 PM Sydney');
    expect(inZone(morning('2026-10-02'), 'Australia/Sydney')).toBe('11:00 AM - 3:00 PM Sydney');
    expect(inZone(morning('2026-10-05'), 'Australia/Sydney')).toBe('12:00 PM - 4:00 PM Sydney');
  });

  it('follows London in and out of summer time', () => {
    // GMT until Sunday 29 March 2026, 1:00 AM; BST until Sunday 25 October.
    expect(inZone(morning('2026-03-27'), 'Europe/London')).toBe('1:00 AM - 5:00 AM London');
    expect(inZone(morning('2026-03-30'), 'Europe/London')).toBe('2:00 AM - 6:00 AM London');
    expect(inZone(afternoon('2026-06-10', 8), 'Europe/London')).toBe('6:00 AM - 2:00 PM London');
    expect(inZone(morning('2026-10-26'), 'Europe/London')).toBe('1:00 AM - 5:00 AM London');
  });

  it('starts the session at the marketplace wall-clock time', () => {
    expect(sessionStart(morning('2026-06-10'), MANILA).toISOString()).toBe('2026-06-10T01:00:00.000Z');
    expect(sessionStart(morning('2026-01-15'), 'America/New_York').toISOString()).toBe('2026-01-15T14:00:00.000Z');
  });

  it('leaves a zone the runtime does not know out', () => {
    expect(viewerTime(morning('2026-06-10'), MANILA, 'Not/A_Zone').text).toBe('9:00 AM - 1:00 PM Manila');
  });

  it('names zones short beside a time and long on their own', () => {
    expect(zoneCity('America/New_York')).toBe('New York');
    expect(zoneCity('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(zoneCity('UTC')).toBe('UTC');
    expect(zoneLabel('Asia/Manila')).toBe('Manila time');
  });
});
