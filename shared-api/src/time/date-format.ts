// How a date reads on screen (SPEC section 2): 'Jun 10' on date buttons,
// 'Wed, Jun 10' for the chosen date, 'Wed, Jun 10, 2026' on receipts, 'Wed' above
// a date button, 'June 10' with 'Jun' over '10' on a booking's date block,
// 'June 2026' over a calendar and for 'Member since', 'Mar 5, 2026' on a project or
// a post and 'March 2, 2026' for a review's session. A date key is a calendar day,
// so it reads the same in every zone (formatted as that day in UTC).
const STYLES = {
  /** 'Jun 10' */
  button: { month: 'short', day: 'numeric' },
  /** 'Wed, Jun 10' */
  chosen: { weekday: 'short', month: 'short', day: 'numeric' },
  /** 'Wed, Jun 10, 2026' */
  full: { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' },
  /** 'Wed' */
  weekday: { weekday: 'short' },
  /** 'June 10' */
  monthDay: { month: 'long', day: 'numeric' },
  /** 'Jun' */
  shortMonth: { month: 'short' },
  /** '10' */
  day: { day: 'numeric' },
  /** 'June 2026' */
  month: { month: 'long', year: 'numeric' },
  /** 'Mar 5, 2026' */
  shortDate: { month: 'short', day: 'numeric', year: 'numeric' },
  /** 'March 2, 2026' */
  longDate: { month: 'long', day: 'numeric', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof STYLES;

const formats = new Map<DateStyle, Intl.DateTimeFormat>();

/** formatDate('2026-06-10', 'chosen') -> 'Wed, Jun 10'. A 'yyyy-MM' month key works with 'month'. */
export function formatDate(key: string, style: DateStyle): string {
  let formatter = formats.get(style);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { ...STYLES[style], timeZone: 'UTC' });
    formats.set(style, formatter);
  }
  const [year, month, day = 1] = key.split('-').map(Number);
  return formatter.format(new Date(Date.UTC(year, month - 1, day)));
}
