import { formatAmount, formatCentavos, formatInstantInZone, formatPesos, maskMobileNumber, paymentStatusLabel, pesosTextToCentavos, ratingText } from '@marketplace/shared-api/format';

describe('formatAmount', () => {
  const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

  it('groups thousands and keeps at most two decimals', () => {
    expect(formatAmount(0)).toBe('0');
    expect(formatAmount(1250)).toBe('1,250');
    expect(formatAmount(1234567.5)).toBe('1,234,567.5');
    expect(formatAmount(999.999)).toBe('1,000');
    expect(formatAmount(-1250.25)).toBe('-1,250.25');
  });

  it('writes what Intl.NumberFormat writes, edges included', () => {
    const edges = [1.005, 2.675, 0.125, -0.125, -0.001, -0, 0.1 + 0.2, 1e21, 1.5e-7, 123456789012345.67, Number.MAX_SAFE_INTEGER, NaN, Infinity, -Infinity];
    for (const value of edges) expect([value, formatAmount(value)]).toEqual([value, intl.format(value)]);
  });

  it('writes what Intl.NumberFormat writes for many amounts', () => {
    // A fixed sequence (a linear congruential generator), so a failure names a value that reproduces.
    let seed = 20261125;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 2000; i += 1) {
      const magnitude = 10 ** Math.floor(next() * 10);
      const value = (next() - 0.3) * magnitude;
      const values = [value, Math.round(value), Math.round(value * 100) / 100, Math.round(value * 1000) / 1000];
      for (const amount of values) expect([amount, formatAmount(amount)]).toEqual([amount, intl.format(amount)]);
    }
  });
});

describe('formatPesos and formatCentavos', () => {
  it('write pesos with a peso sign, thousands separators and always two decimals', () => {
    expect(formatPesos(5000)).toBe('₱5,000.00');
    expect(formatPesos(1000)).toBe('₱1,000.00');
    expect(formatPesos(4320.99)).toBe('₱4,320.99');
    expect(formatPesos(1250.5)).toBe('₱1,250.50');
    expect(formatPesos(0)).toBe('₱0.00');
    expect(formatPesos(1234567.891)).toBe('₱1,234,567.89');
    expect(formatPesos(-2500)).toBe('-₱2,500.00');
    expect(formatPesos(-0.001)).toBe('₱0.00');
  });

  it('write integer centavos as formatPesos writes the pesos they make', () => {
    expect(formatCentavos(450_000)).toBe('₱4,500.00');
    expect(formatCentavos(125_050)).toBe('₱1,250.50');
    expect(formatCentavos(1)).toBe('₱0.01');
    expect(formatCentavos(0)).toBe('₱0.00');
    expect(formatCentavos(-2_500)).toBe('-₱25.00');
    for (const centavos of [99, 100_001, 123_456_789, -2_500]) expect(formatCentavos(centavos)).toBe(formatPesos(centavos / 100));
  });
});

describe('formatInstantInZone', () => {
  it('shows an instant on the given zone, not the machine zone', () => {
    const iso = '2026-06-14T17:15:00.000Z';
    expect(formatInstantInZone(iso, 'Asia/Manila')).toBe('Mon, Jun 15, 1:15 AM Manila time');
    expect(formatInstantInZone(iso, 'America/New_York')).toBe('Sun, Jun 14, 1:15 PM New York time');
    expect(formatInstantInZone(iso, 'UTC')).toBe('Sun, Jun 14, 5:15 PM UTC');
    expect(formatInstantInZone(iso, 'America/Los_Angeles')).toBe('Sun, Jun 14, 10:15 AM Los Angeles time');
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

  it('shows New alone for an assistant known to have no published review', () => {
    expect(ratingText({ average: null, count: 0 })).toEqual({ value: null, detail: 'New', earned: false });
  });

  it('falls back to 4.9 marked New only where no rating is known at all', () => {
    expect(ratingText(undefined)).toEqual({ value: '4.9', detail: 'New', earned: false });
    expect(ratingText(null)).toEqual({ value: '4.9', detail: 'New', earned: false });
  });
});

describe('maskMobileNumber', () => {
  it('keeps the first four and last four digits of a wallet number', () => {
    expect(maskMobileNumber('09171234567')).toBe('0917 ••• 4567');
  });

  it('leaves a number already masked, or in any other form, as it is', () => {
    expect(maskMobileNumber('0917 ••• 4567')).toBe('0917 ••• 4567');
    expect(maskMobileNumber('+639171234567')).toBe('+639171234567');
  });
});

describe('pesosTextToCentavos', () => {
  it('reads pesos as typed, exactly, as centavos', () => {
    expect(pesosTextToCentavos('1250')).toBe(125_000);
    expect(pesosTextToCentavos('1,250.5')).toBe(125_050);
    expect(pesosTextToCentavos(' ₱ 300.05 ')).toBe(30_005);
    expect(pesosTextToCentavos('0.1')).toBe(10);
    expect(pesosTextToCentavos('4999.99')).toBe(499_999);
    expect(pesosTextToCentavos('0')).toBe(0);
    expect(pesosTextToCentavos('999999999.99')).toBe(99_999_999_999);
  });

  it('reads anything else as no amount', () => {
    for (const text of ['', ' ', 'abc', '-5', '1.234', '1e3', '.5', '5.', '1234567890', '1.2.3']) expect([text, pesosTextToCentavos(text)]).toEqual([text, null]);
  });
});
