import { apiBooking } from '../../../jest/fixtures';
import { assistantReceives } from './assistant-share';

describe('assistantReceives', () => {
  it("is the server's figure for a priced booking that is still on or done", () => {
    expect(assistantReceives(apiBooking({ status: 'PENDING' }))).toBe(450_000);
    expect(assistantReceives(apiBooking({ status: 'CONFIRMED', paymentStatus: 'PAID' }))).toBe(450_000);
    expect(assistantReceives(apiBooking({ status: 'COMPLETED', paymentStatus: 'PAID', assistantReceivesCentavos: 225_000 }))).toBe(225_000);
  });

  it('is nothing for a free, a cancelled or a refunded booking', () => {
    expect(assistantReceives(apiBooking({ price: 0, assistantReceivesCentavos: 0 }))).toBeNull();
    expect(assistantReceives(apiBooking({ status: 'CANCELLED' }))).toBeNull();
    expect(assistantReceives(apiBooking({ status: 'COMPLETED', paymentStatus: 'REFUNDED' }))).toBeNull();
  });
});
