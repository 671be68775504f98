// /payment/return/{bookingId} (SPEC sections 2, 4, 8 and 9): polls the booking
// every 5 s, Processing until CONFIRMED, then Successful and, 2 s later, the
// success page; a failed load shows the SPEC's error. Time is Jest's fake clock.
import { act, screen, waitFor } from '@testing-library/react';
import { mockFetch } from '../../../../../jest/mock-fetch';
import { PAYMENT_REDIRECT_DELAY_MS, PAYMENT_RETURN_POLL_MS } from '@marketplace/shared-api/constants';
import type { Booking } from '@marketplace/shared-api/types';
import { aBooking, aClient, IDS } from '../../../test/fixtures';
import { expectLocation, queriesAnswered, routeRenderer } from '../../../../../jest/render';
import { routes as remoteRoutes } from '../../../routes';
import { LOAD_FAILED, NOT_FOUND_DETAIL, RETRY_DETAIL } from '../../../lib/booking-load-failure';
import { PAYMENT_RETURN_TEXTS } from './payment-return-page';
import { expectApiFailures } from '../../../../../jest/api-failures';

// Under fake timers user-event waits on them too.
const renderRoute = routeRenderer(remoteRoutes, { userEvent: { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } });

const path = `/payment/return/${IDS.booking}`;
const BOOKING = 'GET /api/bookings/:id';

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
// RTK Query times the next poll from the last reply, so each test lets the booking
// answer (queriesAnswered, on the real clock) before it moves the fake one.

describe('/payment/return/{bookingId}', () => {
  // Both screens' lazy chunks loaded before the fake clock starts: the return page leads to the success page.
  beforeAll(() => Promise.all(remoteRoutes.map((route) => (typeof route.lazy === 'function' ? route.lazy() : undefined))));
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('uses the SPEC constants: a poll every 5 seconds, a redirect after 2', () => {
    expect(PAYMENT_RETURN_POLL_MS).toBe(5_000);
    expect(PAYMENT_REDIRECT_DELAY_MS).toBe(2_000);
  });

  it('shows Processing and asks again every 5 s until the booking is CONFIRMED, then Successful, then the success page 2 s later', async () => {
    let status: Booking['status'] = 'PENDING';
    const api = mockFetch({ [BOOKING]: () => [200, aBooking({ status })] });
    const { router, store } = renderRoute(path, { user: aClient() });
    expect(await screen.findByRole('heading', { name: 'Processing' })).toBeInTheDocument();
    await queriesAnswered(store);
    const calls = () => api.requests.filter((request) => request.route === BOOKING).length;
    expect(calls()).toBe(1); // the loader's prefetch is the page's first answer
    expect(api.requests[0].path).toBe(`/api/bookings/${IDS.booking}`);

    await advance(PAYMENT_RETURN_POLL_MS - 1);
    expect(calls()).toBe(1);
    await advance(1);
    expect(calls()).toBe(2);
    await queriesAnswered(store);
    expect(screen.getByRole('heading', { name: 'Processing' })).toBeInTheDocument();

    status = 'CONFIRMED';
    await advance(PAYMENT_RETURN_POLL_MS);
    expect(calls()).toBe(3);
    await queriesAnswered(store);
    expect(await screen.findByRole('heading', { name: 'Successful' })).toBeInTheDocument();

    await advance(PAYMENT_REDIRECT_DELAY_MS - 1);
    expect(router.state.location.pathname).toBe(path);
    await advance(1);
    expect(router.state.location.pathname).toBe(`/booking-form/success/${IDS.booking}`);
    expect(await screen.findByRole('heading', { name: 'Booking Successful!' })).toBeInTheDocument();
    // Confirmed is final: no more polling.
    await advance(PAYMENT_RETURN_POLL_MS * 3);
    expect(calls()).toBe(3);
  });

  it("says an unknown booking could not be loaded, not that a payment failed, with the way to My Bookings, and stops polling", async () => {
    expectApiFailures();
    const api = mockFetch({ [BOOKING]: [404, { message: 'Booking not found' }] });
    const { store } = renderRoute(path, { user: aClient() });
    expect(await screen.findByRole('heading', { name: LOAD_FAILED })).toBeInTheDocument();
    expect(screen.getByText(NOT_FOUND_DETAIL)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Bookings' })).toHaveAttribute('href', '/bookings');
    expect(screen.queryByText(PAYMENT_RETURN_TEXTS.error)).not.toBeInTheDocument();
    await queriesAnswered(store);
    // The loader's call, and at most the page's own first ask: then no polling on a definite failure.
    const settled = api.requests.length;
    expect(settled).toBeLessThanOrEqual(2);
    await advance(PAYMENT_RETURN_POLL_MS * 3);
    expect(api.requests).toHaveLength(settled);
    expect(screen.queryByRole('heading', { name: 'Processing' })).not.toBeInTheDocument();
  });

  it('offers Try again after a failed read (the payment may well have gone through), and goes on polling once the booking loads', async () => {
    expectApiFailures();
    const api = mockFetch({ [BOOKING]: [503, { message: 'Service unavailable' }] });
    const { user, store } = renderRoute(path, { user: aClient() });
    await screen.findByRole('heading', { name: LOAD_FAILED });
    expect(screen.getByText(RETRY_DETAIL)).toBeInTheDocument();
    expect(screen.queryByText(PAYMENT_RETURN_TEXTS.error)).not.toBeInTheDocument();
    await queriesAnswered(store);
    api.use({ [BOOKING]: [200, aBooking({ status: 'PENDING' })] });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    await waitFor(() => expect(retry).toBeEnabled());
    await user.click(retry);
    await queriesAnswered(store);
    expect(await screen.findByRole('heading', { name: 'Processing' })).toBeInTheDocument();
    const afterRetry = api.requests.length;
    await advance(PAYMENT_RETURN_POLL_MS);
    expect(api.requests).toHaveLength(afterRetry + 1);
  });

  it('says why a cancelled booking failed (a declined payment), stops polling, and offers another time', async () => {
    let status: Booking['status'] = 'PENDING';
    const api = mockFetch({ [BOOKING]: () => [200, aBooking({ status, cancelReason: status === 'CANCELLED' ? 'Payment was declined' : null })] });
    const { user, store } = renderRoute(path, { user: aClient() });
    expect(await screen.findByRole('heading', { name: 'Processing' })).toBeInTheDocument();
    await queriesAnswered(store);
    status = 'CANCELLED';
    await advance(PAYMENT_RETURN_POLL_MS);
    await queriesAnswered(store);
    expect(await screen.findByRole('heading', { name: 'There was an error processing your payment.' })).toBeInTheDocument();
    expect(screen.getByText('Payment was declined. This booking was cancelled and its time is free again.')).toBeInTheDocument();
    const settled = api.requests.length;
    await advance(PAYMENT_RETURN_POLL_MS * 3);
    expect(api.requests).toHaveLength(settled);
    await user.click(screen.getByRole('link', { name: 'Choose another time' }));
    expect(await expectLocation(`/book/${IDS.maria}`)).toBeInTheDocument();
  });
});
