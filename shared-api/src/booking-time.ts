// Slot times as people read them (SPEC section 9): the Morning/Afternoon label
// of a start hour, 12-hour clock times, and a session's range, start to its
// real end. Pure string arithmetic on 'HH:mm', shared by the screens and the
// server's messages so both say the same thing.

/** SPEC: start hour 9 is Morning, 13 is Afternoon, otherwise '30min'. */
export function slotLabel(startTime: string): 'Morning' | 'Afternoon' | '30min' {
  const hour = Number(startTime.slice(0, 2));
  if (hour === 9) return 'Morning';
  if (hour === 13) return 'Afternoon';
  return '30min';
}

/** '13:00' -> '1:00 PM' */
export function formatTime12(time: string): string {
  const [hour, minute] = time.split(':').map(Number);
  const period = hour >= 12 ? 'PM' : 'AM';
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${String(minute).padStart(2, '0')} ${period}`;
}

/** '09:00' + 4 -> '13:00' (wrapping past midnight). */
export function addHours(time: string, hours: number): string {
  const [hour, minute] = time.split(':').map(Number);
  return `${String((hour + hours) % 24).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/**
 * '09:00', 4 -> '9:00 AM - 1:00 PM'. A booking passes its own duration: SPEC's
 * "start plus 4 hours" describes the 4-hour sessions, and an 8-hour one ends 8 hours on.
 */
export function timeRange(startTime: string, hours: number): string {
  return `${formatTime12(startTime)} - ${formatTime12(addHours(startTime, hours))}`;
}
