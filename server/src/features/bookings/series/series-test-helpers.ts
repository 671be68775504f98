// The series tests' shared steps: a series asked for through its route, and a period
// paid through the sandbox's checkout, approved, with its confirmation landed.
import assert from 'node:assert/strict';
import type { PaymentResponse, RecurringSeries } from '@marketplace/shared-api/types';
import type { TestApp } from '../../../test/test-app';
import { checkoutPathOf } from '../../payments/payment-test-helpers';
import type { bookingClient, TestUser } from '../booking-test-helpers';

type BookingApi = ReturnType<typeof bookingClient>;

/** Mondays and Wednesdays at 09:00 for two weeks from Monday 8 June, ₱5,000 each, paid once: what overrides leave. */
export const seriesBody = (consultant: TestUser, overrides: Record<string, unknown> = {}) => ({
  consultantId: consultant.user.id,
  weekdays: [1, 3],
  startTime: '09:00',
  duration: 4,
  firstDate: '2026-06-08',
  weeks: 2,
  payMode: 'once',
  price: 5000,
  ...overrides,
});

/** POST /api/bookings/series; asserts 201. */
export async function bookSeries(api: BookingApi, client: TestUser, consultant: TestUser, overrides: Record<string, unknown> = {}): Promise<RecurringSeries> {
  const response = await api.call(client, 'POST', '/api/bookings/series', seriesBody(consultant, overrides));
  assert.equal(response.statusCode, 201, response.body);
  return response.json<{ series: RecurringSeries }>().series;
}

/** POST /api/payments/series for a period, as the client's wallet: the checkout it opens (not yet answered). */
export const startSeriesPayment = (api: BookingApi, client: TestUser, seriesId: string, period: number, amount: number) =>
  api.call(client, 'POST', '/api/payments/series', { seriesId, period, amount, accountNumber: '0917 123 4567', paymentMethod: 'gcash' });

/** Approves a checkout on the sandbox and waits for what it confirms. */
export async function approveCheckout(t: Pick<TestApp, 'app'>, payment: PaymentResponse): Promise<void> {
  const approved = await t.app.inject({ method: 'POST', url: `${checkoutPathOf(payment.paymentUrl)}/approve` });
  assert.equal(approved.statusCode, 303, approved.body);
  await t.app.background.drain();
}

/** Pays a period in full: the checkout opened and approved. */
export async function paySeriesPeriod(t: Pick<TestApp, 'app'>, api: BookingApi, client: TestUser, seriesId: string, period: number, amount: number): Promise<void> {
  const started = await startSeriesPayment(api, client, seriesId, period, amount);
  assert.equal(started.statusCode, 201, started.body);
  await approveCheckout(t, started.json<PaymentResponse>());
}
