import { outcomeChoices, outcomeText } from './dispute-texts';

const dispute = { assistantName: 'Maria Santos', clientName: 'Ben Cruz', paidCentavos: 500_000, outcome: null, refundCentavos: null };

describe('dispute texts', () => {
  it('offers release, a part refund and a full refund of what was paid', () => {
    expect(outcomeChoices(dispute)).toEqual([
      { value: 'release', label: 'Release the payment to Maria Santos' },
      { value: 'refund_partial', label: 'Refund part of it to Ben Cruz' },
      { value: 'refund_full', label: 'Refund all ₱5,000.00 to Ben Cruz' },
    ]);
  });

  it('tells what a decided dispute came to, and nothing for an open one', () => {
    expect(outcomeText(dispute)).toBeNull();
    expect(outcomeText({ ...dispute, outcome: 'release' })).toBe('Released to Maria Santos');
    expect(outcomeText({ ...dispute, outcome: 'refund_partial', refundCentavos: 125_000 })).toBe('Refunded ₱1,250.00 to Ben Cruz');
    expect(outcomeText({ ...dispute, outcome: 'refund_full' })).toBe('Refunded ₱5,000.00 to Ben Cruz');
    expect(outcomeText({ ...dispute, outcome: 'refund_partial' })).toBe('Part refunded to Ben Cruz');
  });
});
