// SPEC section 9: a booking reference is 6 digits from the time plus 4 random
// characters (e.g. 482913K7QZ). The database's unique index catches the rare
// clash, and the creator retries with a fresh one.
import { readableCode } from '../../readable-code';

export function bookingReference(now: Date): string {
  return `${String(now.getTime()).slice(-6)}${readableCode(4)}`;
}
