// The availability calls' answers.
import type { AvailabilityRules, BusyTime, DaySessions } from '@marketplace/shared-api/availability/rules';

/** The busy calendar's state, as the assistant's page shows it. */
export interface BusyCalendarState {
  /** The ICS address; null when none is set. */
  url: string | null;
  /** The last time it was read successfully (ISO); null before the first. */
  readAt: string | null;
  /** Busy events found at that read. */
  eventsFound: number | null;
  /** The last read's failure, when the last read failed; the last good copy still applies. */
  error: string | null;
  /** When that failure happened (ISO). */
  errorAt: string | null;
}

/** GET and PUT /api/availability: the assistant's own rules, notes included, and their calendar's state. */
export interface AvailabilitySettings {
  rules: AvailabilityRules;
  calendar: BusyCalendarState;
}

/** GET /api/bookings/availability/{consultantId}: what a client's screens judge days and slots with. */
export interface AvailabilityView {
  /** The assistant's first name, as refusals say it. */
  name: string;
  /** The rules, days off without their notes. */
  rules: AvailabilityRules;
  /** Busy times from the calendar, from now to the horizon. */
  busy: BusyTime[];
  /** Sessions per date from this week's Monday to the horizon (only when a limit is set). */
  sessions: DaySessions[];
}

/** A booking on a new day off: listed in the warning, and kept. */
export interface DayOffBooking {
  id: string;
  reference: string;
  date: string;
  startTime: string;
  duration: number;
  clientName: string;
}

/** The 409 of PUT /api/availability when new days off hold bookings and confirm was not sent. */
export interface DayOffConflictBody {
  message: string;
  field: 'daysOff';
  bookings: DayOffBooking[];
}
