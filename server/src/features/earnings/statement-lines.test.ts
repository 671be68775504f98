// A statement's session lines add up on every line (gross - refunded - fee = you
// receive): refunds made before the earning could be paid out are in its line, a
// refund made after is a negative line of its own, dated when it was made.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { EarningRow, MoneyEntryRow } from '../../db/schema/index';
import { sessionLines } from './statement-lines';

const ZONE = 'Asia/Manila';
const BOOKING = '00000000-0000-4000-8000-000000000001';

/** A ₱5,000 session on June 2 (fee ₱500), as its row stands after refunds of refundedCentavos in all. */
const earningAfter = (refunded: { gross: number; fee: number; assistant: number }): EarningRow => ({
  bookingId: BOOKING,
  bookingReference: '123456ABCD',
  paymentId: BOOKING,
  assistantId: null,
  assistantName: 'Maria Santos',
  clientId: null,
  clientName: 'Ben Cruz',
  sessionDate: '2026-06-02',
  sessionHours: 4,
  grossCentavos: 500_000,
  feeCentavos: 50_000 - refunded.fee,
  netCentavos: 450_000 - refunded.assistant,
  refundedCentavos: refunded.gross,
  state: 'paid_out',
  endsAt: new Date('2026-06-02T05:00:00.000Z'),
  availableAt: new Date('2026-06-05T05:00:00.000Z'),
  held: false,
  createdAt: new Date('2026-06-01T00:00:00.000Z'),
  updatedAt: new Date('2026-06-01T00:00:00.000Z'),
});

let serial = 0;
const entry = (movementKey: string, reason: string, account: MoneyEntryRow['account'], amountCentavos: number, at: string, state: MoneyEntryRow['state'] = null): MoneyEntryRow => ({
  id: `entry-${(serial += 1)}`,
  movementKey,
  reason,
  account,
  state,
  amountCentavos,
  partyId: null,
  partyName: 'x',
  bookingId: BOOKING,
  bookingReference: '123456ABCD',
  paymentId: null,
  payoutId: null,
  disputeId: null,
  counterpartyId: null,
  hours: null,
  createdAt: new Date(at),
});

/** A refund of gross (fee and assistant parts) written at `at`. */
const refund = (key: string, parts: { gross: number; fee: number; assistant: number }, at: string) => [
  entry(key, 'refund', 'refunds', parts.gross, at),
  entry(key, 'refund', 'platform_fees', -parts.fee, at),
  entry(key, 'refund', 'assistant_payable', -parts.assistant, at, 'in_review'),
];

const available = entry('available:b', 'window_passed', 'assistant_payable', 450_000, '2026-06-05T05:00:00.000Z', 'available');
const early = { gross: 125_000, fee: 12_500, assistant: 112_500 };
const late = { gross: 50_000, fee: 5_000, assistant: 45_000 };
const adds = (line: { grossCentavos: number; refundedCentavos: number; feeCentavos: number; netCentavos: number }) =>
  line.grossCentavos - line.refundedCentavos - line.feeCentavos === line.netCentavos;

describe('statement lines', () => {
  it('keeps a refund made before the earning was available in its session line', () => {
    const entries = [...refund('refund:1', early, '2026-06-03T00:00:00.000Z'), available];
    const lines = sessionLines([{ earning: earningAfter(early), date: '2026-06-02' }], new Map([[BOOKING, entries]]), '2026-06', ZONE);
    assert.deepEqual(
      lines.map((line) => [line.date, line.grossCentavos, line.refundedCentavos, line.feeCentavos, line.netCentavos]),
      [['2026-06-02', 500_000, 125_000, 37_500, 337_500]],
    );
    assert.ok(lines.every(adds));
  });

  it("shows a refund after the earning could be paid out as a negative line in the refund's month, leaving the session's line as it was", () => {
    const entries = [...refund('refund:1', early, '2026-06-03T00:00:00.000Z'), available, ...refund('refund:2', late, '2026-07-01T02:00:00.000Z')];
    const both = { gross: early.gross + late.gross, fee: early.fee + late.fee, assistant: early.assistant + late.assistant };
    const sessions = [{ earning: earningAfter(both), date: '2026-06-02' }];
    const june = sessionLines(sessions, new Map([[BOOKING, entries]]), '2026-06', ZONE);
    assert.deepEqual(june.map((line) => [line.date, line.grossCentavos, line.refundedCentavos, line.feeCentavos, line.netCentavos]), [['2026-06-02', 500_000, 125_000, 37_500, 337_500]]);
    const july = sessionLines(sessions, new Map([[BOOKING, entries]]), '2026-07', ZONE);
    assert.deepEqual(
      july.map((line) => [line.date, line.description, line.grossCentavos, line.refundedCentavos, line.feeCentavos, line.netCentavos]),
      [['2026-07-01', 'Refund after payout: session with Ben Cruz', 0, 50_000, -5_000, -45_000]],
    );
    assert.ok([...june, ...july].every(adds));
  });

  it('lists a session under the date its booking has now', () => {
    const lines = sessionLines([{ earning: earningAfter({ gross: 0, fee: 0, assistant: 0 }), date: '2026-07-09' }], new Map(), '2026-07', ZONE);
    assert.deepEqual(lines.map((line) => line.date), ['2026-07-09']);
    assert.deepEqual(sessionLines([{ earning: earningAfter({ gross: 0, fee: 0, assistant: 0 }), date: '2026-07-09' }], new Map(), '2026-06', ZONE), []);
  });
});
