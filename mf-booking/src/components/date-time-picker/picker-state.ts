// What the picker derives from the booked list (SPEC section 5, Picker): which
// slots of a day are booked, which days are disabled (past, a weekend, past the
// last offered month, or fully booked), slots that have started (marketplace
// clock), and, when rescheduling, the booking's own slot counted as free and shown as Current.
import { isWeekendDate, lastBookableDate } from '@marketplace/shared-api/time/wall-clock';
import { SLOT_TIMES, type SlotTime } from '@marketplace/shared-api/constants';
import { hasStarted, type WallTime } from '@marketplace/shared-api/time/wall-clock';
import type { BookedSlot } from '@marketplace/shared-api/types';

export type BookedByDate = ReadonlyMap<string, ReadonlySet<string>>;

/** The booked list minus the slots of the booking being rescheduled. */
export function bookedByDate(booked: readonly BookedSlot[], own: readonly BookedSlot[] = []): BookedByDate {
  const ownKeys = new Set(own.map((slot) => `${slot.date} ${slot.time}`));
  const byDate = new Map<string, Set<string>>();
  for (const slot of booked) {
    if (ownKeys.has(`${slot.date} ${slot.time}`)) continue;
    const times = byDate.get(slot.date) ?? new Set<string>();
    times.add(slot.time);
    byDate.set(slot.date, times);
  }
  return byDate;
}

/** The slots a booking holds: its own, or the whole day for 8 hours. */
export function heldSlots(date: string, startTime: string, duration: number): BookedSlot[] {
  const times = duration >= 8 ? SLOT_TIMES : [startTime];
  return times.map((time) => ({ date, time }));
}

export function isSlotBooked(booked: BookedByDate, date: string, time: string): boolean {
  return booked.get(date)?.has(time) ?? false;
}

/** SPEC: days before today are not selectable, nor a day whose two slots are booked. A full day needs both free. */
export function isDayDisabled(booked: BookedByDate, date: string, today: string, duration: number): boolean {
  return isDayClosed(date, today) || isDayFull(booked, date, duration);
}

/** The one booking-date rule the server enforces too: weekdays from today, up to the last offered month. */
export function isDayClosed(date: string, today: string): boolean {
  return date < today || isWeekendDate(date) || date > lastBookableDate(today);
}

/** Both slots taken (or, for a full day, either). */
export function isDayFull(booked: BookedByDate, date: string, duration: number): boolean {
  const taken = SLOT_TIMES.filter((time) => isSlotBooked(booked, date, time)).length;
  return duration >= 8 ? taken > 0 : taken === SLOT_TIMES.length;
}

/** refused: the assistant's rules do not offer it (the card says why). */
export type SlotState = 'free' | 'booked' | 'current' | 'unavailable' | 'refused';

export function slotState(
  booked: BookedByDate,
  date: string,
  time: SlotTime,
  options: { duration: number; current?: { date: string; time: string }; now: WallTime },
): SlotState {
  if (options.current && options.current.date === date && options.current.time === time) return 'current';
  if (isSlotBooked(booked, date, time)) return 'booked';
  // A slot whose start has come on the marketplace's clock can no longer be booked.
  if (hasStarted({ date, startTime: time }, options.now)) return 'unavailable';
  // A full day starts in the morning; the afternoon card cannot start one.
  if (options.duration >= 8 && time !== SLOT_TIMES[0]) return 'unavailable';
  return 'free';
}
