import { formatInstantInZone, paymentStatusLabel } from '@marketplace/shared-api/format';

describe('formatInstantInZone', () => {
  it('shows an instant on the given zone, not the machine zone', () => {
    const iso = '2026-06-14T17:15:00.000Z';
    expect(formatInstantInZone(iso, 'Asia/Manila')).toBe('Mon, Jun 15, 1:15 AM GMT+8');
    expect(formatInstantInZone(iso, 'America/Los_Angeles')).toBe('Sun, Jun 14, 10:15 AM PDT');
  });
});

describe('paymentStatusLabel', () => {
  it('names each payment status', () => {
    expect(paymentStatusLabel('UNPAID')).toBe('Unpaid');
    expect(paymentStatusLabel('PAID')).toBe('Paid');
    expect(paymentStatusLabel('REFUNDED')).toBe('Refunded');
  });
});
