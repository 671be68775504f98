// Referral codes: short, URL-safe, easy to read aloud (no 0/O or 1/I).
import { readableCode } from '../../readable-code';

export const REFERRAL_CODE_LENGTH = 8;

export const generateReferralCode = (): string => readableCode(REFERRAL_CODE_LENGTH);

/** Codes are stored upper case; people may type them in any case. */
export const normalizeReferralCode = (code: string) => code.trim().toUpperCase();
