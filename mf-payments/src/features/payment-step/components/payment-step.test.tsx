// The payment step (mf_payments/PaymentStep; SPEC sections 4, 5, 8 and 9):
// validation and login texts, the process errors with the form kept, the
// checkout link and QR, verify polled every 5 s for 5 minutes then stopped,
// the manual check, 'completed' handing over once, a declined payment.
// Time is Jest's fake clock.
import { act, screen, waitFor } from '@testing-library/react';
import { mockFetch, type MockRoutes } from '../../../../../jest/mock-fetch';
import { PAYMENT_POLL_MAX_MS, PAYMENT_POLL_MS, STORAGE_KEYS } from '@marketplace/shared-api/constants';
import type { PaymentStepProps } from '@marketplace/shared-api/federation/remote-contract';
import type { PaymentVerifyStatus } from '@marketplace/shared-api/types';
import { aBooking, aClient, IDS } from '../../../test/fixtures';
import { PaymentStep } from './payment-step';
import { queriesAnswered, routeRenderer } from '../../../../../jest/render';
import { routes as remoteRoutes } from '../../../routes';
import { expectApiFailures } from '../../../../../jest/api-failures';

// Under fake timers user-event waits on them too.
const renderRoute = routeRenderer(remoteRoutes, { userEvent: { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } });

const PROCESS = 'POST /api/payments/process';
const VERIFY = 'GET /api/payments/verify/:transactionId';
const TRANSACTION = 'ONSVP-123456ABCD';
const CHECKOUT_URL = 'http://localhost/api/payments/sandbox/checkout/cs_1';
const QR = 'data:image/png;base64,iVBORw0KGgo=';

const started = {
  success: true,
  transactionId: TRANSACTION,
  paymentUrl: CHECKOUT_URL,
  qrCodeUrl: QR,
  gcashQrUrl: QR,
  message: 'Checkout created',
};

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

function verifyAnswer(status: () => PaymentVerifyStatus): MockRoutes[string] {
  return () => [200, { status: status(), transactionId: TRANSACTION, bookingId: IDS.booking, message: status() }];
}

function renderStep(routes: MockRoutes, booking = aBooking({ holdExpiresAt: '2026-06-10T02:15:00.000Z' }), client = aClient()) {
  const api = mockFetch({ 'GET /api/config': [200, { marketplaceTimeZone: 'Asia/Manila' }], ...routes });
  const onCompleted = jest.fn();
  const onStartOver = jest.fn();
  const props: PaymentStepProps = { booking, onCompleted, onStartOver };
  const view = renderRoute('/pay', { user: client, routes: [{ path: '/pay', element: <PaymentStep {...props} /> }] });
  const calls = (route: string) => api.requests.filter((request) => request.route === route).length;
  // The next check is timed from this one's reply: wait for it before moving the clock.
  const answered = () => queriesAnswered(view.store);
  return { ...view, api, calls, answered, onCompleted, onStartOver };
}

async function pay(user: ReturnType<typeof renderStep>['user'], account = '0917 123 4567') {
  await user.type(screen.getByLabelText(/Account or mobile number/), account);
  await user.click(screen.getByRole('button', { name: /^Pay / }));
}

describe('PaymentStep', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-06-10T02:00:00.000Z') }));
  afterEach(() => jest.useRealTimers());

  it('uses the SPEC constants: a check every 5 seconds for up to 5 minutes', () => {
    expect(PAYMENT_POLL_MS).toBe(5_000);
    expect(PAYMENT_POLL_MAX_MS).toBe(300_000);
  });

  it("gives a New York client the hold's end on their own clock too", async () => {
    renderStep({}, undefined, aClient({ timeZone: 'America/New_York' }));
    expect(await screen.findByText(/^Your time is held until/)).toHaveTextContent(
      'Your time is held until Wed, Jun 10, 10:15 AM Manila time (Tue, Jun 9, 10:15 PM New York time). Pay before then to keep it.',
    );
  });

  it('gives a client on Manila time the hold\'s end once', async () => {
    renderStep({}, undefined, aClient({ timeZone: 'Asia/Manila' }));
    expect(await screen.findByText(/^Your time is held until/)).toHaveTextContent('Your time is held until Wed, Jun 10, 10:15 AM Manila time. Pay before then to keep it.');
  });

  it("asks for the account number ('Please enter the account number.') before any call", async () => {
    const { user, calls } = renderStep({});
    await user.click(await screen.findByRole('button', { name: 'Pay ₱5,000.00 with GCash' }));
    expect(screen.getByText('Please enter the account number.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Account or mobile number/)).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText(/Account or mobile number/), '   ');
    await user.click(screen.getByRole('button', { name: 'Pay ₱5,000.00 with GCash' }));
    expect(screen.getByText('Please enter the account number.')).toBeInTheDocument();
    expect(calls(PROCESS)).toBe(0);
  });

  it("says 'You need to be logged in to make a payment.' without a stored token", async () => {
    const { user, calls } = renderStep({});
    window.localStorage.removeItem(STORAGE_KEYS.token);
    await pay(user);
    expect(await screen.findByText('You need to be logged in to make a payment.')).toBeInTheDocument();
    expect(calls(PROCESS)).toBe(0);
  });

  it('shows the hold end on the marketplace clock (Asia/Manila), whatever the browser zone', async () => {
    renderStep({});
    expect(await screen.findByText('Wed, Jun 10, 10:15 AM Manila time')).toBeInTheDocument();
  });

  it("keeps the form on 'Payment processing failed. Please try again.' and on a network error's text", async () => {
    expectApiFailures();
    const { user, api, calls } = renderStep({ [PROCESS]: [500, { message: 'provider down' }] });
    await user.click(await screen.findByRole('radio', { name: 'Maya' }));
    await pay(user);
    expect(await screen.findByText('Payment processing failed. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Account or mobile number/)).toHaveValue('0917 123 4567');
    expect(screen.getByRole('radio', { name: 'Maya' })).toBeChecked();
    expect(api.requests.find((request) => request.route === PROCESS)?.body).toEqual({
      bookingId: IDS.booking,
      amount: 5000,
      accountNumber: '0917 123 4567',
      paymentMethod: 'maya',
      useBookingIdAsTransaction: true,
    });

    api.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: 'Pay ₱5,000.00 with Maya' }));
    expect(await screen.findByText('An error occurred while processing your payment. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Account or mobile number/)).toHaveValue('0917 123 4567');
    expect(calls(PROCESS)).toBe(1); // the rejected call never reached a route
  });

  it("puts the server's account number reason under the field, and a refusal's reason above Pay", async () => {
    expectApiFailures();
    const { user, api } = renderStep({ [PROCESS]: [400, { message: 'Please enter a valid account or mobile number.', field: 'accountNumber' }] });
    await pay(user, '1234');
    expect(await screen.findByText('Please enter a valid account or mobile number.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Account or mobile number/)).toHaveAttribute('aria-invalid', 'true');

    api.use({ [PROCESS]: [409, { message: 'This booking is no longer waiting for payment.' }] });
    await user.click(screen.getByRole('button', { name: 'Pay ₱5,000.00 with GCash' }));
    expect(await screen.findByText('This booking is no longer waiting for payment.')).toBeInTheDocument();
  });

  it("shows the checkout link and QR, polls verify every 5 s, and hands over once on 'completed'", async () => {
    let status: PaymentVerifyStatus = 'pending';
    const { user, calls, answered, onCompleted } = renderStep({ [PROCESS]: [201, started], [VERIFY]: verifyAnswer(() => status) });
    await pay(user);
    const link = await screen.findByRole('link', { name: 'Open the GCash checkout' });
    expect(link).toHaveAttribute('href', CHECKOUT_URL);
    expect(screen.getByRole('img', { name: 'QR code of the GCash checkout' })).toHaveAttribute('src', QR);
    await waitFor(() => expect(calls(VERIFY)).toBe(1));
    await answered();

    await advance(PAYMENT_POLL_MS - 1);
    expect(calls(VERIFY)).toBe(1);
    await advance(1);
    expect(calls(VERIFY)).toBe(2);
    await answered();
    await advance(PAYMENT_POLL_MS);
    expect(calls(VERIFY)).toBe(3);
    await answered();
    expect(onCompleted).not.toHaveBeenCalled();

    status = 'completed';
    await advance(PAYMENT_POLL_MS);
    expect(calls(VERIFY)).toBe(4);
    await answered();
    await waitFor(() => expect(onCompleted).toHaveBeenCalledTimes(1));
    // Completed is final: no more polling, no second hand-over.
    await advance(PAYMENT_POLL_MS * 4);
    expect(calls(VERIFY)).toBe(4);
    expect(onCompleted).toHaveBeenCalledTimes(1);
  });

  it("stops polling after 5 minutes with 'Payment not yet completed…', and the manual check asks again", async () => {
    let status: PaymentVerifyStatus = 'pending';
    const { user, calls, answered, onCompleted } = renderStep({ [PROCESS]: [201, started], [VERIFY]: verifyAnswer(() => status) });
    await pay(user);
    await screen.findByRole('link', { name: 'Open the GCash checkout' });
    await waitFor(() => expect(calls(VERIFY)).toBe(1));
    expect(screen.queryByText(/Payment not yet completed/)).not.toBeInTheDocument();

    // One interval at a time, each once the last check has its reply.
    for (let elapsed = 0; elapsed < PAYMENT_POLL_MAX_MS; elapsed += PAYMENT_POLL_MS) {
      await answered();
      await advance(PAYMENT_POLL_MS);
    }
    const atTheEnd = calls(VERIFY);
    // One at the start and one every 5 s within the window (the last may be cut by the window's end).
    expect(atTheEnd).toBeGreaterThanOrEqual(PAYMENT_POLL_MAX_MS / PAYMENT_POLL_MS);
    expect(atTheEnd).toBeLessThanOrEqual(PAYMENT_POLL_MAX_MS / PAYMENT_POLL_MS + 1);
    expect(await screen.findByText('Payment not yet completed. Please complete the payment process or try again later.')).toBeInTheDocument();
    await advance(PAYMENT_POLL_MS * 10);
    expect(calls(VERIFY)).toBe(atTheEnd);

    // The manual check: still pending says so; completed hands over. A check while the
    // window's last one is in flight would join it, so that one answers first.
    await answered();
    const checkButton = screen.getByRole('button', { name: 'Check payment status' });
    await user.click(checkButton);
    await waitFor(() => expect(calls(VERIFY)).toBe(atTheEnd + 1));
    await answered();
    await waitFor(() => expect(checkButton).toBeEnabled());
    expect(screen.getByText(/Payment not yet completed/)).toBeInTheDocument();
    expect(onCompleted).not.toHaveBeenCalled();
    status = 'completed';
    await user.click(screen.getByRole('button', { name: 'Check payment status' }));
    await answered();
    await waitFor(() => expect(onCompleted).toHaveBeenCalledTimes(1));
  });

  it('a manual check before the window ends says not yet, and an unanswered check says the error text', async () => {
    expectApiFailures();
    const { user, api, calls } = renderStep({ [PROCESS]: [201, started], [VERIFY]: verifyAnswer(() => 'pending') });
    await pay(user);
    await screen.findByRole('link', { name: 'Open the GCash checkout' });
    await waitFor(() => expect(calls(VERIFY)).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Check payment status' }));
    expect(await screen.findByText(/Payment not yet completed/)).toBeInTheDocument();

    api.use({ [VERIFY]: [503, { message: 'Service unavailable' }] });
    expectApiFailures();
    await user.click(screen.getByRole('button', { name: 'Check payment status' }));
    expect(await screen.findByText('An error occurred while processing your payment. Please try again.')).toBeInTheDocument();
  });

  it("says 'Payment processing failed. Please try again.' for a declined payment and offers another time", async () => {
    const { user, calls, onStartOver, onCompleted } = renderStep({ [PROCESS]: [201, started], [VERIFY]: verifyAnswer(() => 'failed') });
    await pay(user);
    expect(await screen.findByText('Payment processing failed. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Payment was declined. This booking was cancelled and its time is free again.')).toBeInTheDocument();
    await advance(PAYMENT_POLL_MS * 3);
    expect(calls(VERIFY)).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Choose another time' }));
    expect(onStartOver).toHaveBeenCalledTimes(1);
    expect(onCompleted).not.toHaveBeenCalled();
  });

  it("says 'Payment not completed in time' when the hold ended", async () => {
    const { user } = renderStep({ [PROCESS]: [201, started], [VERIFY]: verifyAnswer(() => 'expired') });
    await pay(user);
    expect(await screen.findByText('Payment not completed in time')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose another time' })).toBeInTheDocument();
  });

  it('goes back to the form with the values kept from "Use another method"', async () => {
    const { user } = renderStep({ [PROCESS]: [201, started], [VERIFY]: verifyAnswer(() => 'pending') });
    await pay(user);
    await user.click(await screen.findByRole('button', { name: 'Use another method' }));
    expect(screen.getByLabelText(/Account or mobile number/)).toHaveValue('0917 123 4567');
    expect(screen.getByRole('radio', { name: 'GCash' })).toBeChecked();
  });
});
