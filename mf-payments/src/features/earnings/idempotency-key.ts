// The key that makes one withdrawal attempt one payout however often its request is
// sent: 32 hex characters (a UUID's randomness without its dashes). From
// crypto.getRandomValues, which browsers give on plain http too, unlike randomUUID.
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
