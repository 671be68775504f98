// The profile page's booking widget (SPEC section 2, Booking widget; section 5).
import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch } from '../../../test/mock-booking-fetch';
import { deferred } from '../../../../../jest/deferred';
import { aUser, AVAILABILITY_VIEW, IDS, openAvailability, WEEKDAYS_FROM_JUNE_10, widgetDates } from '../../../test/fixtures';
import { BookingWidget } from './booking-widget';
import { MAX_DAYS_ASKED } from '../../../hooks/use-next-free-day';
import { expectLocation, routeRenderer } from '../../../../../jest/render';
import { fixClock } from '../../../../../jest/fix-clock';
import { routes as remoteRoutes } from '../../../routes';
import { expectApiFailures } from '../../../../../jest/api-failures';

const renderRoute = routeRenderer(remoteRoutes);

const AVAILABLE = 'GET /api/bookings/available';

function renderWidget(signedIn = true) {
  return renderRoute('/profile/x', {
    user: signedIn ? aUser() : null,
    routes: [{ path: '/profile/x', element: <BookingWidget consultantId={IDS.maria} consultantName="Maria Santos" /> }],
  });
}

beforeEach(() => fixClock(new Date('2026-06-10T10:00:00+08:00')));
afterEach(() => jest.useRealTimers());

describe('BookingWidget', () => {
  it('introduces the consultation and lists what is included', () => {
    mockFetch({ [AVAILABLE]: [200, ['09:00']] });
    renderWidget();
    expect(screen.getByRole('heading', { name: 'Book a Consultation with Maria Santos' })).toBeInTheDocument();
    expect(screen.getByText('Sessions last 4 or 8 hours.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "What's included" })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['One-on-one assistance', 'Personalized service', 'Professional experience', 'Real-time communication']);
    expect(screen.getByPlaceholderText('Enter referral code (optional)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book Now' })).toBeDisabled();
  });

  it('offers weekdays from today to the end of the month', () => {
    mockFetch({ [AVAILABLE]: [200, ['09:00']] });
    renderWidget();
    expect(widgetDates()).toEqual(WEEKDAYS_FROM_JUNE_10);
  });

  it('loads the free times of a chosen date and shows them as 12-hour ranges', async () => {
    // Held by a promise, not by the handler's resolve: the handler may not have run yet.
    const free = deferred<[number, string[]]>();
    const fetchSpy = mockFetch({ [`${AVAILABLE}?date=2026-06-15`]: () => free.promise, [AVAILABLE]: [200, ['09:00']] });
    const { user } = renderWidget();
    await user.click(screen.getByRole('button', { name: 'Mon Jun 15' }));
    expect(await screen.findByText('Loading available times...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book Now' })).toBeDisabled();
    free.resolve([200, ['09:00', '13:00']]);
    const times = await screen.findByRole('group', { name: 'Times' });
    // The SPEC's range first; the viewer's own clock may follow it (viewer-time-line).
    expect(within(times).getAllByRole('button').map((button) => button.firstChild?.textContent)).toEqual(['9:00 AM - 1:00 PM', '1:00 PM - 5:00 PM']);
    const asked = fetchSpy.requests.filter((request) => request.query.get('date') === '2026-06-15');
    expect(asked).toHaveLength(1);
    expect(asked[0].query.get('consultantId')).toBe(IDS.maria);
    expect(screen.getByRole('button', { name: 'Book Now' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /^1:00 PM - 5:00 PM/ }));
    expect(screen.getByRole('button', { name: 'Book Now' })).toBeEnabled();
  });

  it('says when a date has no times, and when the times could not be fetched', async () => {
    expectApiFailures();
    mockFetch({
      [`${AVAILABLE}?date=2026-06-15`]: [200, []],
      [`${AVAILABLE}?date=2026-06-16`]: [500, { message: 'Internal server error' }],
      [AVAILABLE]: [200, ['09:00']],
    });
    const { user } = renderWidget();
    await user.click(screen.getByRole('button', { name: 'Mon Jun 15' }));
    expect(await screen.findByText('No available times for this date. Please select another date.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tue Jun 16' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not fetch available times. Please try again.');
  });

  it('goes to the wizard with the URL-encoded referral code, carrying the choice along', async () => {
    mockFetch({ [AVAILABLE]: [200, ['09:00', '13:00']] });
    const { user } = renderWidget();
    await user.click(screen.getByRole('button', { name: 'Mon Jun 15' }));
    await user.click(await screen.findByRole('button', { name: /^9:00 AM - 1:00 PM/ }));
    await user.type(screen.getByLabelText('Referral code'), ' AB C/1 ');
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    await expectLocation(`/book/${IDS.maria}?referralCode=AB%20C%2F1 {"date":"2026-06-15","startTime":"09:00"}`);
  });

  it('leaves out a blank referral code', async () => {
    mockFetch({ [AVAILABLE]: [200, ['09:00']] });
    const { user } = renderWidget();
    await user.click(screen.getByRole('button', { name: 'Mon Jun 15' }));
    await user.click(await screen.findByRole('button', { name: /^9:00 AM - 1:00 PM/ }));
    await user.type(screen.getByLabelText('Referral code'), '   ');
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    await expectLocation(`/book/${IDS.maria} {"date":"2026-06-15","startTime":"09:00"}`);
  });

  it('sends a signed-out visitor to /login', async () => {
    mockFetch({ [AVAILABLE]: [200, ['09:00']] });
    const { user } = renderWidget(false);
    await user.click(screen.getByRole('button', { name: 'Mon Jun 15' }));
    await user.click(await screen.findByRole('button', { name: /^9:00 AM - 1:00 PM/ }));
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    await expectLocation('/login');
  });
});

describe('BookingWidget and the assistant’s rules', () => {
  it('refuses a day off and a weekday not worked, saying why on focus, and chooses nothing', async () => {
    mockFetch({
      [AVAILABILITY_VIEW]: [
        200,
        openAvailability({
          rules: { ...openAvailability().rules, weekly: [['09:00', '13:00'], ['09:00', '13:00'], ['09:00', '13:00'], ['09:00', '13:00'], []], daysOff: [{ from: '2026-06-15', to: '2026-06-15' }] },
        }),
      ],
      [AVAILABLE]: [200, ['09:00']],
    });
    const { user } = renderWidget();
    const monday = await screen.findByRole('button', { name: 'Mon Jun 15', description: 'Maria is not taking bookings on this day.' });
    expect(monday).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Fri Jun 12' })).toHaveAccessibleDescription('Maria is not taking bookings on this day.');
    await user.click(monday);
    expect(monday).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText('Loading available times...')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tue Jun 16' })).not.toHaveAttribute('aria-disabled');
  });
});

describe('BookingWidget at the end of a month', () => {
  // Sunday 29 November: the SPEC's dates are Monday the 30th alone, and Maria is off that day.
  beforeEach(() => fixClock(new Date('2026-11-29T10:00:00+08:00')));

  it("names the next day the assistant can be booked, asked of the server, and opens the wizard there", async () => {
    const fetchSpy = mockFetch({
      [AVAILABILITY_VIEW]: [200, openAvailability({ rules: { ...openAvailability().rules, daysOff: [{ from: '2026-11-30', to: '2026-11-30' }] } })],
      [`${AVAILABLE}?date=2026-12-09`]: [200, ['13:00']],
      // Every day before the 9th is taken.
      [AVAILABLE]: [200, []],
    });
    const { user } = renderWidget();
    expect(widgetDates()).toEqual(['Mon Nov 30']);
    const next = await screen.findByRole('button', { name: 'Next free: Wed, Dec 9' });
    // Not the day off, nor the weekend: only the days the rules allow were asked.
    const asked = fetchSpy.requests.filter((request) => request.route.startsWith(AVAILABLE)).map((request) => request.query.get('date'));
    expect(asked).not.toContain('2026-11-30');
    expect(asked).not.toContain('2026-12-05');
    expect(asked.at(-1)).toBe('2026-12-09');
    await user.click(next);
    await expectLocation(`/book/${IDS.maria} {"date":"2026-12-09","startTime":"13:00"}`);
  });

  it('gives up after a few weeks of taken days rather than asking about every day to the horizon', async () => {
    const fetchSpy = mockFetch({ [AVAILABLE]: [200, []] });
    renderWidget();
    await waitFor(() => expect(fetchSpy.requests.filter((request) => request.route.startsWith(AVAILABLE))).toHaveLength(MAX_DAYS_ASKED));
    expect(screen.queryByRole('button', { name: /^Next free/ })).not.toBeInTheDocument();
  });
});
