import { formatInstantInZone, paymentStatusLabel, ratingText } from '@marketplace/shared-api/format';

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

describe('ratingText', () => {
  it('shows the earned average with one decimal and its count', () => {
    expect(ratingText({ average: 4.666, count: 23 })).toEqual({ value: '4.7', detail: '23 reviews', earned: true });
    expect(ratingText({ average: 5, count: 1 })).toEqual({ value: '5.0', detail: '1 review', earned: true });
  });

  it('falls back to 4.9 marked New without a published review', () => {
    expect(ratingText({ average: null, count: 0 })).toEqual({ value: '4.9', detail: 'New', earned: false });
    expect(ratingText(undefined)).toEqual({ value: '4.9', detail: 'New', earned: false });
  });
});
