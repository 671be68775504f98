import type { BookingDispute } from '@marketplace/shared-api/types';
import { disputeSummary } from './dispute-summary';

const reported: BookingDispute = {
  id: 'd1',
  reason: 'no_show',
  status: 'open',
  outcome: null,
  refundCentavos: null,
  note: null,
  openedAt: '2026-06-03T10:00:00.000Z',
};

describe('disputeSummary', () => {
  it('says a reported problem is under review, to each party in their words', () => {
    expect(disputeSummary(reported, 'client')).toEqual({
      badge: { label: 'Problem under review', variant: 'warning' },
      reported: 'You reported: The assistant did not show up.',
      outcome: 'An admin is looking into it. The payment is held until they decide.',
    });
    expect(disputeSummary(reported, 'assistant')).toMatchObject({
      reported: 'The client reported: The assistant did not show up.',
      outcome: 'An admin is looking into it. Your earning is held until they decide.',
    });
  });

  it('gives the outcome: released, part refunded (still on its way), refunded in full', () => {
    const released = { ...reported, status: 'resolved' as const, outcome: 'release' as const, note: 'The session took place.' };
    expect(disputeSummary(released, 'client')).toMatchObject({
      badge: { label: 'Problem resolved', variant: 'success' },
      outcome: 'Outcome: the payment was released to the assistant.',
    });
    expect(disputeSummary(released, 'assistant').outcome).toBe('Outcome: the payment was released to you.');

    const part = { ...reported, reason: 'left_early' as const, status: 'refund_pending' as const, outcome: 'refund_partial' as const, refundCentavos: 125_000 };
    expect(disputeSummary(part, 'client')).toEqual({
      badge: { label: 'Problem resolved: refund pending', variant: 'info' },
      reported: 'You reported: The assistant left early.',
      outcome: 'Outcome: ₱1,250.00 is being refunded to you.',
    });
    expect(disputeSummary({ ...part, status: 'resolved' }, 'assistant').outcome).toBe('Outcome: ₱1,250.00 was refunded to the client.');

    const full = { ...reported, reason: 'other' as const, status: 'resolved' as const, outcome: 'refund_full' as const, refundCentavos: 500_000 };
    expect(disputeSummary(full, 'client').outcome).toBe('Outcome: the full payment (₱5,000.00) was refunded to you.');
    expect(disputeSummary({ ...full, refundCentavos: null }, 'assistant').outcome).toBe('Outcome: the full payment was refunded to the client.');
  });
});
