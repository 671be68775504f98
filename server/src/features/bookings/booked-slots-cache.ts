// A consultant's live holds from today on (the picker's Booked) are kept in memory
// per consultant: every open picker asks for them on load and again on every
// slotsChanged, and one read from the database cost most of the route
// (bench/authenticated-routes.bench.ts, booked slots).
//
// They stay exact: every committed change to a consultant's holds ends in
// slotsChanged for that consultant (a booking made, moved, declined, cancelled,
// lapsed or paid late: reactions.ts; a series' occurrences: series-news.ts; a
// member's deletion: account-deletion.ts), which calls changed() here before the
// holds are read again for the open pickers. The other server processes are told
// through the realtime plugin's Redis fan-out, and each tells its own pickers
// (onChangedElsewhere). The answer also changes by time alone when the day turns
// in the marketplace's zone, and a change nothing announces (SQL run by hand, a
// process without Redis) shows within BOOKED_SLOTS_MAX_AGE_MS.
import type { BookedSlot } from '@marketplace/shared-api/types';
import { addDaysToKey, wallTime } from '@marketplace/shared-api/time/wall-clock';
import type { Clock } from '../../clock';
import { createReadCache, type KeyChangeFanOut } from '../../read-cache';
import { sessionStartsAt } from '../../session-times';

/** How long a consultant's holds are trusted without reading them again, whatever happens. */
export const BOOKED_SLOTS_MAX_AGE_MS = 5_000;

/** How many consultants' holds are kept (a few hundred bytes each). */
export const BOOKED_SLOTS_CONSULTANTS_MAX = 4_096;

export interface BookedSlotsCache {
  /** The consultant's live holds from today on, soonest first. */
  read(consultantId: string): Promise<BookedSlot[]>;
  /** Call once a change to the consultant's holds has committed. */
  changed(consultantId: string): void;
}

export function createBookedSlotsCache(deps: {
  clock: Clock;
  timeZone: string;
  /** The holds from a date on, from the database. */
  readFrom: (consultantId: string, fromDate: string) => Promise<BookedSlot[]>;
  fanOut?: KeyChangeFanOut;
  /** Runs once another process's announced change has been dropped here (to tell this process's watchers). */
  onChangedElsewhere?: (consultantId: string) => void;
}): BookedSlotsCache {
  const { timeZone, readFrom, fanOut, onChangedElsewhere } = deps;
  const held = createReadCache<BookedSlot[]>({ clock: deps.clock, maxAgeMs: BOOKED_SLOTS_MAX_AGE_MS, maxEntries: BOOKED_SLOTS_CONSULTANTS_MAX });
  fanOut?.onAnnounced((consultantId) => {
    held.drop(consultantId);
    onChangedElsewhere?.(consultantId);
  });

  return {
    read(consultantId) {
      return held.get(consultantId, async (now) => {
        const today = wallTime(timeZone, now).date;
        return { value: await readFrom(consultantId, today), until: sessionStartsAt({ date: addDaysToKey(today, 1), startTime: '00:00' }, timeZone) };
      });
    },
    changed(consultantId) {
      held.drop(consultantId);
      fanOut?.announce(consultantId);
    },
  };
}
