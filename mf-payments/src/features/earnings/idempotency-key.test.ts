import { withdrawSchema } from '@marketplace/shared-api/schemas/earnings';
import { newIdempotencyKey } from './idempotency-key';

describe('newIdempotencyKey', () => {
  it('is a fresh key each time, in the form the withdraw call takes', () => {
    const keys = Array.from({ length: 50 }, newIdempotencyKey);
    expect(new Set(keys).size).toBe(50);
    for (const key of keys) {
      expect(key).toMatch(/^[0-9a-f]{32}$/);
      expect(withdrawSchema.safeParse({ amountCentavos: 50_000, idempotencyKey: key }).success).toBe(true);
    }
  });
});
