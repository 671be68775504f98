import { act, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, type MockRoutes } from '../../../../../jest/mock-fetch';
import { deferred } from '../../../../../jest/deferred';
import { PAYMENT_NOT_YET_COMPLETED } from '@marketplace/shared-api/api/payment-polling';
import { PAYMENT_POLL_MAX_MS, PAYMENT_POLL_MS } from '@marketplace/shared-api/constants';
import type { PremiumApplicationState, ReferralEntry } from '@marketplace/shared-api/types';
import { anAssistant, anEarningsOverview, IDS } from '../../../test/fixtures';
import { queriesAnswered, routeRenderer } from '../../../../../jest/render';
import { routes as remoteRoutes } from '../../../routes';
import routePaths from '../../../route-paths.json';
import { expectApiFailures } from '../../../../../jest/api-failures';

const renderRoute = routeRenderer(remoteRoutes, { routePaths });

const assistant = anAssistant({ premium: 'Not Verified', referralCode: 'MARIA125' });
const status = (state: Partial<PremiumApplicationState> = {}): PremiumApplicationState => ({
  hasApplied: false,
  status: 'none',
  reason: null,
  ...state,
});

function profileRoutes(overrides: MockRoutes = {}): MockRoutes {
  return {
    'GET /api/users/profile-posts': [200, { userPosts: [], savedPosts: [] }],
    'GET /api/users/images': [200, { images: [] }],
    'GET /api/users/premium-application-status': [200, status()],
    'GET /api/referrals/user-referrals': [200, { stats: { totalReferrals: 0, earnings: 0 }, referrals: [] }],
    'GET /api/earnings': [200, anEarningsOverview()],
    'GET /api/email/preferences': [200, []],
    ...overrides,
  };
}

const premium = () => screen.findByRole('region', { name: 'Premium' });

describe("/profile: 'Get Premium'", () => {
  it("applies: 'Applying...', then 'Premium Requested' and disabled, with the SPEC's message", async () => {
    // Held by a promise, not by the handler's resolve: the handler may not have run yet.
    const applied = deferred<[number, unknown]>();
    const api = mockFetch(
      profileRoutes({
        'POST /api/users/premium-application-status': () => applied.promise,
      }),
    );
    const { user } = renderRoute('/profile', { user: assistant });
    const button = await within(await premium()).findByRole('button', { name: 'Get Premium' });
    expect(api.requests.map((r) => r.route)).toContain('GET /api/users/premium-application-status');

    await user.click(button);
    expect(await screen.findByRole('button', { name: 'Applying...' })).toBeDisabled();
    api.use({ 'GET /api/users/premium-application-status': [200, status({ hasApplied: true, status: 'pending' })] });
    applied.resolve([200, status({ hasApplied: true, status: 'pending' })]);

    expect(
      await screen.findByText('Your premium application has been sent to admin users. Please check your messages for a response.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Premium Requested' })).toBeDisabled();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({ hasApplied: true });
  });

  it("shows 'Premium Requested' at load when already applied", async () => {
    mockFetch(profileRoutes({ 'GET /api/users/premium-application-status': [200, status({ hasApplied: true, status: 'pending' })] }));
    renderRoute('/profile', { user: assistant });
    expect(await within(await premium()).findByRole('button', { name: 'Premium Requested' })).toBeDisabled();
  });

  it("says 'No admin users found. Please try again later.' when there is no admin", async () => {
    expectApiFailures();
    mockFetch(
      profileRoutes({
        'POST /api/users/premium-application-status': [404, { message: 'No admin users found. Please try again later.' }],
      }),
    );
    const { user } = renderRoute('/profile', { user: assistant });
    await user.click(await within(await premium()).findByRole('button', { name: 'Get Premium' }));
    expect(await screen.findByText('No admin users found. Please try again later.')).toBeInTheDocument();
    // The toast can render before the button leaves its 'Applying...' state (the mutation's
    // state reaches the screen on the store's next notification): await the button.
    expect(await screen.findByRole('button', { name: 'Get Premium' })).toBeEnabled();
  });

  it("says 'There was an error applying for premium. Please try again.' on any other failure", async () => {
    expectApiFailures();
    mockFetch(profileRoutes({ 'POST /api/users/premium-application-status': [500, { message: 'boom' }] }));
    const { user } = renderRoute('/profile', { user: assistant });
    await user.click(await within(await premium()).findByRole('button', { name: 'Get Premium' }));
    expect(await screen.findByText('There was an error applying for premium. Please try again.')).toBeInTheDocument();
  });

  it('is hidden for Verified and Admin users, who are not asked for a status', async () => {
    for (const level of ['Verified', 'Admin'] as const) {
      const api = mockFetch(profileRoutes());
      const view = renderRoute('/profile', { user: anAssistant({ premium: level }) });
      expect(await screen.findByRole('region', { name: 'Referral program' })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Premium' })).not.toBeInTheDocument();
      expect(api.requests.map((r) => r.route)).not.toContain('GET /api/users/premium-application-status');
      view.unmount();
    }
  });

  it('once accepted, pays 50 pesos through the checkout and shows the Verified badge when paid', async () => {
    const api = mockFetch(
      profileRoutes({
        'GET /api/users/premium-application-status': [200, status({ hasApplied: true, status: 'accepted' })],
        'POST /api/payments/premium': [
          201,
          {
            success: true,
            transactionId: 'tx-1',
            paymentUrl: 'http://localhost/api/payments/sandbox/checkout/tx-1',
            qrCodeUrl: null,
            gcashQrUrl: null,
            message: 'Complete the payment in the checkout.',
          },
        ],
        'GET /api/payments/verify/tx-1': [200, { status: 'pending', transactionId: 'tx-1', bookingId: null, subject: 'premium', message: '' }],
      }),
    );
    const { user, store } = renderRoute('/profile', { user: assistant });
    const section = await premium();
    await user.click(await within(section).findByRole('button', { name: 'Pay ₱50.00' }));
    expect(await within(section).findByText('Please enter the account number.')).toBeInTheDocument();
    expect(api.requests.some((r) => r.route === 'POST /api/payments/premium')).toBe(false);

    await user.selectOptions(within(section).getByRole('combobox', { name: 'Payment method' }), 'maya');
    await user.type(within(section).getByRole('textbox', { name: /Account or mobile number/ }), '09171234567');
    await user.click(within(section).getByRole('button', { name: 'Pay ₱50.00' }));
    const checkout = await within(section).findByRole('link', { name: 'Open the checkout' });
    expect(checkout).toHaveAttribute('href', 'http://localhost/api/payments/sandbox/checkout/tx-1');
    expect(api.requests.find((r) => r.route === 'POST /api/payments/premium')?.body).toEqual({
      method: 'maya',
      accountNumber: '09171234567',
    });

    // The payer approves in the checkout; 'Check payment' asks at once. The first check
    // answers first: a click while it is in flight would join it and read 'pending'.
    await queriesAnswered(store);
    api.use({
      'GET /api/payments/verify/tx-1': [200, { status: 'completed', transactionId: 'tx-1', bookingId: null, subject: 'premium', message: '' }],
      'GET /api/users/premium-application-status': [200, status({ hasApplied: true, status: 'paid' })],
      [`GET /api/users/${IDS.maria}`]: [200, { ...assistant, premium: 'Verified' }],
    });
    await user.click(within(section).getByRole('button', { name: 'Check payment' }));
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    await waitFor(() => expect(store.getState().session.user?.premium).toBe('Verified'));
    expect(screen.queryByRole('region', { name: 'Premium' })).not.toBeInTheDocument();
  });

  it("polls the fee's payment every 5 s for 5 minutes, then says 'Payment not yet completed…'; 'Check payment' still asks", async () => {
    jest.useFakeTimers({ now: new Date('2026-06-10T02:00:00.000Z') });
    try {
      const verify = 'GET /api/payments/verify/tx-2';
      const api = mockFetch(
        profileRoutes({
          'GET /api/users/premium-application-status': [200, status({ hasApplied: true, status: 'accepted' })],
          'POST /api/payments/premium': [
            201,
            { success: true, transactionId: 'tx-2', paymentUrl: 'http://localhost/api/payments/sandbox/checkout/tx-2', qrCodeUrl: null, gcashQrUrl: null, message: '' },
          ],
          [verify]: [200, { status: 'pending', transactionId: 'tx-2', bookingId: null, subject: 'premium', message: '' }],
        }),
      );
      const calls = () => api.requests.filter((r) => r.route === verify).length;
      const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
      const { user, store } = renderRoute('/profile', { user: assistant, userEvent: { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } });
      // The next check is timed from this one's reply: wait for it before moving the clock.
      const answered = () => queriesAnswered(store);
      const section = await premium();
      await user.type(await within(section).findByRole('textbox', { name: /Account or mobile number/ }), '09171234567');
      await user.click(within(section).getByRole('button', { name: 'Pay ₱50.00' }));
      await within(section).findByRole('link', { name: 'Open the checkout' });
      await waitFor(() => expect(calls()).toBe(1));
      await answered();

      await advance(PAYMENT_POLL_MS - 1);
      expect(calls()).toBe(1);
      await advance(1);
      expect(calls()).toBe(2);
      expect(within(section).queryByText(PAYMENT_NOT_YET_COMPLETED)).not.toBeInTheDocument();

      // One interval at a time, each once the last check has its reply.
      for (let elapsed = PAYMENT_POLL_MS; elapsed < PAYMENT_POLL_MAX_MS; elapsed += PAYMENT_POLL_MS) {
        await answered();
        await advance(PAYMENT_POLL_MS);
      }
      const atTheEnd = calls();
      // One at the start and one every 5 s within the window (the last may be cut by the window's end).
      expect(atTheEnd).toBeGreaterThanOrEqual(PAYMENT_POLL_MAX_MS / PAYMENT_POLL_MS);
      expect(atTheEnd).toBeLessThanOrEqual(PAYMENT_POLL_MAX_MS / PAYMENT_POLL_MS + 1);
      expect(await within(section).findByText(PAYMENT_NOT_YET_COMPLETED)).toBeInTheDocument();
      await advance(PAYMENT_POLL_MS * 10);
      expect(calls()).toBe(atTheEnd);

      // The manual check asks at once, after the window too; the window's last check answers
      // first, since a click while it is in flight would join it.
      await answered();
      await user.click(within(section).getByRole('button', { name: 'Check payment' }));
      await waitFor(() => expect(calls()).toBe(atTheEnd + 1));
      await answered();
      // The check has settled (no update lands after the test).
      await waitFor(() => expect(within(section).getByRole('button', { name: 'Check payment' })).not.toHaveAttribute('aria-busy'));
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks about the payment the checkout returned from (/profile?premiumPayment=...)', async () => {
    const api = mockFetch(
      profileRoutes({
        'GET /api/users/premium-application-status': [200, status({ hasApplied: true, status: 'accepted' })],
        'GET /api/payments/verify/tx-9': [200, { status: 'pending', transactionId: 'tx-9', bookingId: null, subject: 'premium', message: '' }],
      }),
    );
    renderRoute('/profile?premiumPayment=tx-9', { user: assistant });
    await waitFor(() => expect(api.requests.map((r) => r.route)).toContain('GET /api/payments/verify/tx-9'));
  });

  it('says why a declined application was declined, and lets the user apply again', async () => {
    mockFetch(
      profileRoutes({
        'GET /api/users/premium-application-status': [200, status({ hasApplied: true, status: 'declined', reason: 'Add a profile photo' })],
      }),
    );
    renderRoute('/profile', { user: assistant });
    const section = await premium();
    expect(await within(section).findByText(/declined: Add a profile photo/)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Get Premium' })).toBeEnabled();
  });
});

describe('/profile: referral program', () => {
  const referrals: ReferralEntry[] = [
    { id: 'r1', name: 'Jo Reyes', avatar: null, role: 'Boss', premium: 'Not Verified', status: 'active', bookingHours: 8 },
    { id: 'r2', name: 'Ana Cruz', avatar: null, role: 'Assistant', premium: 'Verified', status: 'active', bookingHours: 4 },
  ];

  it('shows the link and the code, each copied with its message', async () => {
    mockFetch(profileRoutes());
    const { user } = renderRoute('/profile', { user: assistant });
    // After userEvent.setup(), which puts its own clipboard in place.
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    const section = await screen.findByRole('region', { name: 'Referral program' });
    const link = `${window.location.origin}/register?referralCode=MARIA125`;
    expect(within(section).getByText(link)).toBeInTheDocument();
    expect(within(section).getByText('MARIA125')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenLastCalledWith(link);
    expect(await screen.findByText('Referral link copied to clipboard!')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenLastCalledWith('MARIA125');
    expect(await screen.findByText('Referral code copied to clipboard!')).toBeInTheDocument();
  });

  it('lists the referrals and the stats, earnings the larger of hours x 125 and the server figure', async () => {
    const api = mockFetch(
      profileRoutes({ 'GET /api/referrals/user-referrals': [200, { stats: { totalReferrals: 2, earnings: 1000 }, referrals }] }),
    );
    const view = renderRoute('/profile', { user: assistant });
    const section = await screen.findByRole('region', { name: 'Referral program' });
    await within(section).findByText('Jo Reyes');
    expect(within(section).getByText('Ana Cruz')).toBeInTheDocument();
    expect(within(section).getByText('Boss · 8 booked hours')).toBeInTheDocument();
    expect(section).toHaveTextContent('Total referrals2');
    expect(section).toHaveTextContent('Earnings₱1,500.00');
    view.unmount();

    api.use({ 'GET /api/referrals/user-referrals': [200, { stats: { totalReferrals: 2, earnings: 2500 }, referrals }] });
    renderRoute('/profile', { user: assistant });
    const again = await screen.findByRole('region', { name: 'Referral program' });
    await waitFor(() => expect(again).toHaveTextContent('Earnings₱2,500.00'));
  });
});
