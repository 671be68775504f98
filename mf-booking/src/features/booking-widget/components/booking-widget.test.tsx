// The profile page's booking widget (SPEC section 2, Booking widget; section 5).
import { screen, within } from '@testing-library/react';
import { mockFetch } from '../../../test/mock-booking-fetch';
import { deferred } from '../../../../../jest/deferred';
import { aUser, AVAILABILITY_VIEW, IDS, openAvailability, WEEKDAYS_FROM_JUNE_10, widgetDates } from '../../../test/fixtures';
import { BookingWidget } from './booking-widget';
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
    mockFetch({});
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
    mockFetch({});
    renderWidget();
    expect(widgetDates()).toEqual(WEEKDAYS_FROM_JUNE_10);
  });

  it('loads the free times of a chosen date and shows them as 12-hour ranges', async () => {
    // Held by a promise, not by the handler's resolve: the handler may not have run yet.
    const free = deferred<[number, string[]]>();
    const fetchSpy = mockFetch({ [AVAILABLE]: () => free.promise });
    const { user } = renderWidget();
    await user.click(screen.getByRole('button', { name: 'Mon Jun 15' }));
    expect(await screen.findByText('Loading available times...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book Now' })).toBeDisabled();
    free.resolve([200, ['09:00', '13:00']]);
    const times = await screen.findByRole('group', { name: 'Times' });
    // The SPEC's range first; the viewer's own clock may follow it (viewer-time-line).
    expect(within(times).getAllByRole('button').map((button) => button.firstChild?.textContent)).toEqual(['9:00 AM - 1:00 PM', '1:00 PM - 5:00 PM']);
    const asked = fetchSpy.requests.filter((request) => request.route === AVAILABLE);
    expect(asked.map((request) => request.query.get('date'))).toEqual(['2026-06-15']);
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
