// Which slots a session holds and whether a date and start time may be booked:
// SPEC section 9 (slots 09:00 and 13:00, sessions of 4 or 8 hours) and the
// issue's rules (no past dates; an 8-hour booking holds both slots of its day).
import type { SessionDuration, SlotTime } from '@marketplace/shared-api/schemas/bookings';
import { SLOT_TIMES } from '@marketplace/shared-api/schemas/bookings';
import { isWeekendDate, lastBookableDate, TOO_FAR_AHEAD_MESSAGE, WEEKEND_DATE_MESSAGE } from '@marketplace/shared-api/time/wall-clock';
import { wallTime } from '@marketplace/shared-api/time/wall-clock';
import { HttpError } from '../../http-error';
import { hasStarted } from '../../session-times';

export const PAST_DATE = 'This date has already passed. Please choose today or a later date.';
export const PAST_TIME = 'This time has already passed. Please choose a later time.';
export const FULL_DAY_STARTS_MORNING = 'A full day booking starts at 09:00 and takes the whole day.';
export const SLOT_TAKEN = 'This time slot is already booked. Please choose another time.';

/** The slots a session occupies: its own for 4 hours, the whole day for 8. */
export function heldSlots(startTime: SlotTime, duration: SessionDuration): SlotTime[] {
  return duration === 8 ? [...SLOT_TIMES] : [startTime];
}

/** 400 naming the field when a session cannot start then. */
export function assertBookableTime(
  schedule: { date: string; startTime: SlotTime; duration: SessionDuration },
  timeZone: string,
  now: Date,
): void {
  const today = wallTime(timeZone, now).date;
  if (schedule.date < today) throw new HttpError(400, PAST_DATE, 'date');
  if (hasStarted(schedule.date, schedule.startTime, timeZone, now)) throw new HttpError(400, PAST_TIME, 'startTime');
  // The same dates the screens offer: weekdays, up to the picker's last month.
  if (isWeekendDate(schedule.date)) throw new HttpError(400, WEEKEND_DATE_MESSAGE, 'date');
  if (schedule.date > lastBookableDate(today)) throw new HttpError(400, TOO_FAR_AHEAD_MESSAGE, 'date');
  if (schedule.duration === 8 && schedule.startTime !== SLOT_TIMES[0]) {
    throw new HttpError(400, FULL_DAY_STARTS_MORNING, 'startTime');
  }
}

/** Start times on a day that a session of this length could take, given the slots already held. */
export function freeStartTimes(
  held: ReadonlySet<string>,
  duration: SessionDuration,
  isPast: (startTime: SlotTime) => boolean,
): SlotTime[] {
  const starts: SlotTime[] = duration === 8 ? [SLOT_TIMES[0]] : [...SLOT_TIMES];
  return starts.filter((start) => !isPast(start) && heldSlots(start, duration).every((slot) => !held.has(slot)));
}
