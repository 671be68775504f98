// Referral codes: short, URL-safe, easy to read aloud (no 0/O or 1/I).
import { randomInt } from 'node:crypto';

export const REFERRAL_CODE_LENGTH = 8;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function generateReferralCode(): string {
  let code = '';
  for (let index = 0; index < REFERRAL_CODE_LENGTH; index += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** Codes are stored upper case; people may type them in any case. */
export const normalizeReferralCode = (code: string) => code.trim().toUpperCase();
