// Random codes people read aloud or type (referral codes, booking references,
// transaction ids): upper-case letters and digits without 0/O and 1/I.
import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function readableCode(length: number): string {
  let code = '';
  for (let index = 0; index < length; index += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
