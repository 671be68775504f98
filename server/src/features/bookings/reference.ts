// SPEC section 9: a booking reference is 6 digits from the time plus 4 random
// characters (e.g. 482913K7QZ). The database's unique index catches the rare
// clash, and the creator retries with a fresh one.
import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function bookingReference(now: Date): string {
  const digits = String(now.getTime()).slice(-6);
  let random = '';
  for (let index = 0; index < 4; index += 1) random += ALPHABET[randomInt(ALPHABET.length)];
  return `${digits}${random}`;
}
