import { bookingsApi } from '@marketplace/shared-api/api/bookings';
import { paymentsApi } from '@marketplace/shared-api/api/payments';
import { makeStore } from '@marketplace/shared-api/store/make-store';
import { processPaymentSchema } from '@marketplace/shared-api/schemas/payments';
import { mockFetch } from '../../../jest/mock-fetch';

const BOOKING_ID = '33333333-3333-4333-8333-333333333333';
const verification = (status: string) => ({ status, transactionId: 'ONSVP-123456ABCD', bookingId: BOOKING_ID, message: 'x' });

describe('payments api', () => {
  it('posts the process body and answers the payment response', async () => {
    const response = { success: true, transactionId: 'ONSVP-123456ABCD', paymentUrl: 'http://x/pay', qrCodeUrl: 'data:', gcashQrUrl: 'data:', message: 'ok' };
    const fetchSpy = mockFetch({ 'POST /api/payments/process': [201, response] });
    const store = makeStore();
    const body = { bookingId: BOOKING_ID, amount: 5000, accountNumber: '09171234567', paymentMethod: 'gcash' as const, useBookingIdAsTransaction: true };
    const result = await store.dispatch(paymentsApi.endpoints.processPayment.initiate(body));
    expect(result.data).toEqual(response);
    expect(fetchSpy.requests[0].body).toEqual(body);
  });

  it('refetches the booking once a verification is final, and not while it is pending', async () => {
    let status = 'pending';
    let bookingFetches = 0;
    let refetched: () => void = () => undefined;
    const bookingRefetched = new Promise<void>((resolve) => {
      refetched = resolve;
    });
    const fetchSpy = mockFetch({
      'GET /api/payments/verify/:id': () => [200, verification(status)],
      'GET /api/bookings/:id': () => {
        bookingFetches += 1;
        if (bookingFetches === 2) refetched();
        return [200, { id: BOOKING_ID }];
      },
    });
    const store = makeStore();
    const booking = store.dispatch(bookingsApi.endpoints.getBooking.initiate(BOOKING_ID));
    await booking;

    await store.dispatch(paymentsApi.endpoints.verifyPayment.initiate('ONSVP-123456ABCD'));
    expect(fetchSpy.requests.map((request) => request.route)).toEqual(['GET /api/bookings/:id', 'GET /api/payments/verify/:id']);

    status = 'completed';
    await store.dispatch(paymentsApi.endpoints.verifyPayment.initiate('ONSVP-123456ABCD', { forceRefetch: true }));
    await bookingRefetched;
    // The pending answer refetched nothing; the completed one refetched the booking.
    expect(fetchSpy.requests.map((request) => request.route)).toEqual([
      'GET /api/bookings/:id',
      'GET /api/payments/verify/:id',
      'GET /api/payments/verify/:id',
      'GET /api/bookings/:id',
    ]);
    booking.unsubscribe();
  });
});

describe('processPaymentSchema', () => {
  const valid = { bookingId: BOOKING_ID, amount: 5000, accountNumber: ' 0917 123 4567 ', paymentMethod: 'maya' };

  it('requires the account number with the SPEC message', () => {
    const result = processPaymentSchema.safeParse({ ...valid, accountNumber: '   ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['accountNumber'], message: 'Please enter the account number.' });
  });

  it('accepts gcash or maya only, and treats blank contact fields as not given', () => {
    expect(processPaymentSchema.safeParse({ ...valid, paymentMethod: 'card' }).error?.issues[0].message).toBe('Payment method must be gcash or maya.');
    const parsed = processPaymentSchema.parse({ ...valid, customerEmail: '', customerPhone: null });
    expect(parsed).toEqual({ ...valid, accountNumber: '0917 123 4567' });
  });
});
