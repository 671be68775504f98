// What a series change tells people, once per change and not once per occurrence
// (a series of twelve is one notification, not twelve): one notification to the
// other party, the bookingChanged push of each occurrence to both parties (their
// lists update), and one slotsChanged to the assistant's open pickers.
// Runs after the commit; a failure is logged and never undoes the change.
import type { FastifyBaseLogger } from 'fastify';
import { fullName } from '@marketplace/shared-api/format';
import { SOCKET_EVENTS } from '@marketplace/shared-api/socket/events';
import type { RecurringSeries } from '@marketplace/shared-api/types';
import type { RealtimeService } from '../../../plugins/realtime';
import type { NotificationPort } from '../reactions';
import { describeWhen } from '../reactions';

export type SeriesNewsKind = 'requested' | 'extended' | 'accepted' | 'declined' | 'cancelled' | 'changed' | 'lapsed';

export interface SeriesChange {
  kind: SeriesNewsKind;
  series: RecurringSeries;
  actorId: string;
  /** The occurrences the change touched (all of them when absent). */
  bookingIds?: string[];
}

export interface SeriesNews {
  told(change: SeriesChange): Promise<void>;
}

const WEEKDAY_NAMES = ['', 'Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays'];

/** 'Mondays and Wednesdays at 9:00 AM' */
export function patternWords(pattern: Pick<RecurringSeries['pattern'], 'weekdays' | 'firstDate' | 'startTime'>): string {
  const days = pattern.weekdays.map((day) => WEEKDAY_NAMES[day]);
  const list = days.length > 1 ? `${days.slice(0, -1).join(', ')} and ${days.at(-1)}` : days[0];
  return `${list} at ${describeWhen(pattern.firstDate, pattern.startTime).split(' at ')[1]}`;
}

function noticeOf(change: SeriesChange): { userId: string; title: string; content: string } {
  const { series } = change;
  const count = change.bookingIds?.length ?? series.occurrences.length;
  const sessions = `${count} session${count === 1 ? '' : 's'}`;
  const client = fullName(series.user);
  const consultant = fullName(series.consultant);
  // The notification opens the next occurrence: its text names that one's date and time.
  const next = series.nextOccurrence ? ` The next is ${describeWhen(series.nextOccurrence.date, series.nextOccurrence.startTime)}.` : '';
  switch (change.kind) {
    case 'requested':
      return { userId: series.consultantId, title: 'New recurring booking request', content: `${client} asked for ${sessions}, ${patternWords(series.pattern)}.${next}` };
    case 'extended':
      return { userId: series.consultantId, title: 'Recurring booking extended', content: `${client} added ${sessions} to the recurring booking, ${patternWords(series.pattern)}.${next}` };
    case 'accepted':
      return { userId: series.userId, title: 'Recurring booking accepted', content: `${consultant} accepted your ${sessions}, ${patternWords(series.pattern)}.${next}` };
    case 'declined':
      return { userId: series.userId, title: 'Recurring booking declined', content: `${consultant} declined your recurring booking, ${patternWords(series.pattern)}.` };
    case 'changed':
      return { userId: series.consultantId, title: 'Recurring booking moved', content: `${client} moved ${sessions} of the recurring booking to ${patternWords(series.pattern)}.${next}` };
    case 'lapsed':
      return {
        userId: series.userId,
        title: 'Recurring sessions not paid in time',
        content: `${sessions} of your recurring booking with ${consultant}, ${patternWords(series.pattern)}, ${count === 1 ? 'was' : 'were'} not paid in time and ${count === 1 ? 'is' : 'are'} cancelled.${next}`,
      };
    case 'cancelled': {
      const toConsultant = change.actorId === series.userId;
      return {
        userId: toConsultant ? series.consultantId : series.userId,
        title: 'Recurring sessions cancelled',
        content: `${toConsultant ? client : consultant} cancelled ${sessions} of the recurring booking, ${patternWords(series.pattern)}.${next}`,
      };
    }
  }
}

export function createSeriesNews(deps: {
  realtime: Pick<RealtimeService, 'emitToUser'>;
  notifications: NotificationPort;
  /** The consultant's holds changed: their open pickers are sent them again (plugin.ts). */
  slotsChanged: (consultantId: string) => Promise<void>;
  log: FastifyBaseLogger;
}): SeriesNews {
  return {
    async told(change) {
      const { series } = change;
      const touched = change.bookingIds ?? series.occurrences.map((booking) => booking.id);
      const tasks: Array<[string, () => Promise<void>]> = [
        [
          'bookingChanged',
          async () => {
            for (const userId of [series.userId, series.consultantId]) {
              for (const bookingId of touched) deps.realtime.emitToUser(userId, SOCKET_EVENTS.bookingChanged, { bookingId });
            }
          },
        ],
        ['slotsChanged', () => deps.slotsChanged(series.consultantId)],
        [
          'notification',
          async () => {
            const notice = noticeOf(change);
            await deps.notifications.notifyAll([{ ...notice, type: 'BOOKING', entityId: series.nextOccurrence?.id ?? touched[0] ?? series.id }]);
          },
        ],
      ];
      const results = await Promise.allSettled(tasks.map(([, run]) => run()));
      results.forEach((result, index) => {
        if (result.status === 'rejected') deps.log.error({ err: result.reason, seriesId: series.id, news: tasks[index][0] }, 'series news failed');
      });
    },
  };
}
