// The Paymongo-Signature header: `t=<unix seconds>,te=<hex>,li=<hex>`, where
// each signature is the hex HMAC-SHA256 of `t + "." + rawBody` with the
// webhook's secret; `te` is filled in test mode, `li` in live mode. We check
// the one of our mode over the body exactly as received (never re-serialised
// JSON), in constant time, and refuse a timestamp outside the tolerance of the
// app's clock, so a captured request cannot be replayed later.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'paymongo-signature';
/** How far a signature's timestamp may be from the app clock, either way. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

export type SignatureMode = 'te' | 'li';

const hmacHex = (secret: string, timestamp: number, rawBody: Buffer | string) =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');

/** The header a provider sends with this body at this time (the sandbox signs its events with it). */
export function signatureHeader(secret: string, rawBody: Buffer | string, now: Date, mode: SignatureMode = 'te'): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  const signature = hmacHex(secret, timestamp, rawBody);
  return `t=${timestamp},te=${mode === 'te' ? signature : ''},li=${mode === 'li' ? signature : ''}`;
}

function parseHeader(header: string): { timestamp: number; te: string; li: string } | null {
  const parts = new Map<string, string>();
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at > 0) parts.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  const t = parts.get('t') ?? '';
  if (!/^\d{1,12}$/.test(t)) return null;
  return { timestamp: Number(t), te: parts.get('te') ?? '', li: parts.get('li') ?? '' };
}

/** True only for a well-formed header whose signature of our mode matches and whose time is within the tolerance. */
export function isValidSignature(
  header: string | undefined,
  rawBody: Buffer,
  { secret, mode, now }: { secret: string; mode: SignatureMode; now: Date },
): boolean {
  if (!header || !secret) return false;
  const parsed = parseHeader(header);
  if (!parsed) return false;
  if (Math.abs(now.getTime() / 1000 - parsed.timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const given = mode === 'te' ? parsed.te : parsed.li;
  if (!/^[0-9a-f]{64}$/i.test(given)) return false;
  const expected = Buffer.from(hmacHex(secret, parsed.timestamp, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}
