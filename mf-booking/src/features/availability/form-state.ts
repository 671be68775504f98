// The Availability page's form: the rules as the inputs hold them (strings for
// the number fields) and back to the PUT body. Pure, so it is tested alone.
import { DEFAULT_AVAILABILITY_RULES, type AvailabilityRules, type DayOff } from '@marketplace/shared-api/availability/rules';
import type { AvailabilityUpdateInput } from '@marketplace/shared-api/schemas/availability';
import type { SlotTime } from '@marketplace/shared-api/schemas/bookings';

export interface AvailabilityForm {
  weekly: SlotTime[][];
  daysOff: DayOff[];
  noticeHours: string;
  horizonMonths: string;
  /** '' for no limit. */
  maxPerDay: string;
  maxPerWeek: string;
  calendarUrl: string;
}

export function formOf(rules: AvailabilityRules = DEFAULT_AVAILABILITY_RULES, calendarUrl: string | null = null): AvailabilityForm {
  return {
    weekly: rules.weekly.map((slots) => [...slots]),
    daysOff: rules.daysOff.map((off) => ({ ...off })),
    noticeHours: String(rules.noticeHours),
    horizonMonths: String(rules.horizonMonths),
    maxPerDay: rules.maxPerDay === null ? '' : String(rules.maxPerDay),
    maxPerWeek: rules.maxPerWeek === null ? '' : String(rules.maxPerWeek),
    calendarUrl: calendarUrl ?? '',
  };
}

const limit = (value: string) => (value === '' ? null : Number(value));

export function bodyOf(form: AvailabilityForm, confirm = false): AvailabilityUpdateInput {
  return {
    weekly: form.weekly,
    daysOff: form.daysOff.map(({ from, to, note }) => ({ from, to, note: note || null })),
    noticeHours: Number(form.noticeHours),
    horizonMonths: Number(form.horizonMonths),
    maxPerDay: limit(form.maxPerDay),
    maxPerWeek: limit(form.maxPerWeek),
    calendarUrl: form.calendarUrl.trim() || null,
    ...(confirm ? { confirm: true } : {}),
  };
}

/** Turns one slot of one weekday on or off. */
export function toggleSlot(weekly: SlotTime[][], weekday: number, slot: SlotTime): SlotTime[][] {
  return weekly.map((slots, index) => {
    if (index !== weekday) return slots;
    const next = slots.includes(slot) ? slots.filter((time) => time !== slot) : [...slots, slot];
    return next.sort();
  });
}

/** Adds a day off (to defaults to from), keeping the list in date order. */
export function addDayOff(daysOff: DayOff[], off: DayOff): DayOff[] {
  const added = { from: off.from, to: off.to || off.from, note: off.note?.trim() || null };
  return [...daysOff, added].sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
}

/** 'Day off' (with the note, if any) for a date inside one of the days off; null otherwise. */
export function dayOffReason(daysOff: AvailabilityForm['daysOff'], date: string): string | null {
  const off = daysOff.find((day) => day.from <= date && date <= day.to);
  if (!off) return null;
  return off.note ? `Day off: ${off.note}` : 'Day off';
}
