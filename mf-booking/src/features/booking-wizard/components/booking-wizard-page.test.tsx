// The booking wizard, /book/{consultantId} (SPEC section 2 and the Wizard texts of section 8).
import { screen, within } from '@testing-library/react';
import { type MockRoutes } from '../../../../../jest/mock-fetch';
import { mockFetch } from '../../../test/mock-booking-fetch';
import type { PaymentStepProps } from '@marketplace/shared-api/federation/remote-contract';
import type { Booking } from '@marketplace/shared-api/types';
import { aBooking, aConsultant, anAssistantUser, aUser, IDS } from '../../../test/fixtures';
import { PAYMENTS_UNAVAILABLE } from './booking-wizard';
import { expectLocation, routeRenderer } from '../../../../../jest/render';
import { fixClock } from '../../../../../jest/fix-clock';
import { routes as remoteRoutes } from '../../../routes';
import { expectApiFailures } from '../../../../../jest/api-failures';

const renderRoute = routeRenderer(remoteRoutes);

const CONSULTANT = `GET /api/bookings/consultant/${IDS.maria}`;
const BOOKED = `GET /api/bookings/booked/${IDS.maria}`;

function routes(extra: MockRoutes = {}): MockRoutes {
  return { [CONSULTANT]: [200, aConsultant()], [BOOKED]: [200, []], ...extra };
}

/** mf-payments' payment step, as the composed site would mount it: it pays at a click. */
function FakePaymentStep({ booking, onCompleted, onStartOver }: PaymentStepProps) {
  return (
    <div>
      <p>{`Payment step for ${booking.id}: ₱${booking.price}`}</p>
      <button type="button" onClick={onCompleted}>
        Fake payment completed
      </button>
      <button type="button" onClick={onStartOver}>
        Fake payment declined
      </button>
    </div>
  );
}

const PAYMENTS = { 'mf_payments/PaymentStep': FakePaymentStep } as Record<string, React.ComponentType<never>>;

/** Opens the wizard with a date and time carried from the widget. */
function openWizard(
  search = '',
  state: object | null = { date: '2026-06-15', startTime: '09:00' },
  remotes: Record<string, React.ComponentType<never>> = PAYMENTS,
) {
  return renderRoute({ pathname: `/book/${IDS.maria}`, search, state }, { user: aUser(), remotes });
}

beforeEach(() => fixClock(new Date('2026-06-10T10:00:00+08:00')));
afterEach(() => jest.useRealTimers());

async function toReview(user: ReturnType<typeof openWizard>['user'], hours: '4 hours' | '8 hours' = '4 hours') {
  await user.click(await screen.findByRole('button', { name: 'Continue' }));
  await user.click(screen.getByRole('radio', { name: new RegExp(hours) }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('BookingWizardPage', () => {
  it('walks through the four steps and creates the booking', async () => {
    const fetchSpy = mockFetch(routes({ 'POST /api/bookings/create': ({ body }) => [201, { success: true, message: 'ok', booking: aBooking({ ...(body as Partial<Booking>), id: IDS.booking }) }] }));
    const { user } = openWizard('?referralCode=FRIEND1');
    expect(await screen.findByRole('heading', { name: 'Maria Santos' })).toBeInTheDocument();
    expect(screen.getByText('₱1,250.00/hr')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Booking progress' })).toHaveAttribute('aria-valuenow', '1');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    // The widget's choice is already picked.
    expect(await screen.findByRole('heading', { name: 'Select a time for Mon, Jun 15' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
    expect(screen.getByRole('radio', { name: /4 hours Standard booking/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /8 hours Full day booking/ })).toBeEnabled();
    expect(screen.getByText('₱5,000.00')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /8 hours/ }));
    expect(screen.getByText('₱10,000.00')).toBeInTheDocument();
    expect(screen.getByText('8 hours', { selector: 'dd' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'Review and payment' })).toBeInTheDocument();
    expect(screen.getByText('Mon, Jun 15')).toBeInTheDocument();
    expect(screen.getByText('9:00 AM - 5:00 PM')).toBeInTheDocument();
    expect(screen.getByText('FRIEND1')).toBeInTheDocument();
    // The cancellation policy, with the marketplace's figures (GET /api/config).
    expect(
      screen.getByText('Cancel at least 24 hours before the start for a full refund; after that, the assistant keeps 50% of their share and you get the rest back.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('radio', { name: /8 hours/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    // Created: the payment step takes Confirm's place, for this booking and its price; no way back.
    expect(await screen.findByText(`Payment step for ${IDS.booking}: ₱10000`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm Booking' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3');
    await user.click(screen.getByRole('button', { name: 'Fake payment completed' }));
    expect(await screen.findByRole('heading', { name: 'Booking Successful!' })).toBeInTheDocument();
    expect(screen.getByText(/Your payment was received and the booking is confirmed\./)).toBeInTheDocument();
    expect(screen.getByText(IDS.booking)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Bookings' })).toHaveAttribute('href', '/bookings');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    const create = fetchSpy.requests.find((request) => request.route === 'POST /api/bookings/create');
    expect(create?.body).toEqual({ consultantId: IDS.maria, date: '2026-06-15', startTime: '09:00', duration: 8, price: 10000, referralCode: 'FRIEND1' });

    await user.click(screen.getByRole('link', { name: 'Proceed to Chat' }));
    await expectLocation(`/chat/${IDS.maria}`);
  });

  it('offers a full day only from a free morning', async () => {
    mockFetch(routes({ [BOOKED]: [200, [{ date: '2026-06-15', time: '13:00' }]] }));
    const { user } = openWizard();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('radio', { name: /8 hours/ })).toBeDisabled();
    expect(screen.getByText('A full day booking starts at 9:00 AM and needs the whole day free.')).toBeInTheDocument();
  });

  it('starts on an empty picker without a carried choice, Continue disabled', async () => {
    mockFetch(routes());
    openWizard('', null);
    expect(await screen.findByRole('heading', { name: 'Choose a Date and Time' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('says when the consultant cannot be loaded, with Go Back', async () => {
    expectApiFailures();
    mockFetch(routes({ [CONSULTANT]: [404, { message: 'Consultant not found' }] }));
    openWizard();
    expect(await screen.findByRole('heading', { name: 'Failed to load consultant information' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
  });

  it.each([
    ['the server message', [409, { message: 'This time slot is already booked. Please choose another time.' }], 'This time slot is already booked. Please choose another time.'],
    ['the generic failure without one', [500, {}], 'Failed to create booking. Please try again.'],
    ['the 405 text when both paths answer 405', [405, {}], 'There was an issue with the booking service. Please contact support.'],
  ] as const)('shows %s', async (_name, reply, text) => {
    expectApiFailures();
    const fetchSpy = mockFetch(routes({ 'POST /api/bookings/create': [reply[0], reply[1]], 'POST /api/bookings': [reply[0], reply[1]] }));
    const { user } = openWizard();
    await toReview(user);
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    const posts = fetchSpy.requests.filter((request) => request.method === 'POST').map((request) => request.route);
    expect(posts).toEqual(reply[0] === 405 ? ['POST /api/bookings/create', 'POST /api/bookings'] : ['POST /api/bookings/create']);
  });

  it('falls back to POST /api/bookings on 405 and succeeds there', async () => {
    expectApiFailures();
    mockFetch(routes({ 'POST /api/bookings/create': [405, {}], 'POST /api/bookings': [201, { success: true, message: 'ok', booking: aBooking() }] }));
    const { user } = openWizard();
    await toReview(user);
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByText(`Payment step for ${IDS.booking}: ₱5000`)).toBeInTheDocument();
  });

  it('goes straight to step 4 for a booking with nothing to pay', async () => {
    mockFetch(routes({ 'POST /api/bookings/create': [201, { success: true, message: 'ok', booking: aBooking({ price: 0 }) }] }));
    const { user } = openWizard();
    await toReview(user);
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByRole('heading', { name: 'Booking Successful!' })).toBeInTheDocument();
    expect(screen.getByText(/The consultant will confirm it soon\./)).toBeInTheDocument();
    expect(screen.queryByText(/Payment step/)).not.toBeInTheDocument();
  });

  it('starts again at the picker when the payment ends the booking', async () => {
    mockFetch(routes({ 'POST /api/bookings/create': [201, { success: true, message: 'ok', booking: aBooking() }] }));
    const { user } = openWizard();
    await toReview(user);
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await user.click(await screen.findByRole('button', { name: 'Fake payment declined' }));
    expect(await screen.findByRole('heading', { name: 'Choose a Date and Time' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
  });

  it('says payments are unavailable when the site has no payments remote', async () => {
    mockFetch(routes({ 'POST /api/bookings/create': [201, { success: true, message: 'ok', booking: aBooking() }] }));
    const { user } = openWizard(undefined, undefined, {});
    await toReview(user);
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENTS_UNAVAILABLE);
  });

  it('shows the network text when the service cannot be reached', async () => {
    expectApiFailures();
    const fetchSpy = mockFetch(routes());
    const { user } = openWizard();
    await toReview(user);
    fetchSpy.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not connect to the booking service. Please check your internet connection.',
    );
  });

  it('keeps the primary button in one place on every step: last in the step actions, Back beside it', async () => {
    mockFetch(routes());
    const { user } = openWizard();
    const actions = async () => within(await screen.findByRole('group', { name: 'Step actions' })).getAllByRole('button');
    expect((await actions()).map((button) => button.textContent)).toEqual(['Continue']);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await actions()).map((button) => button.textContent)).toEqual(['Back', 'Continue']);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await actions()).map((button) => button.textContent)).toEqual(['Back', 'Confirm Booking']);
    expect(screen.getAllByRole('group', { name: 'Step actions' })).toHaveLength(1);
  });

  it('gives the duration choices touch-sized targets (44 px)', async () => {
    mockFetch(routes());
    const { user } = openWizard();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio.closest('label')).toHaveStyle({ minHeight: '44px' });
    }
  });

  it('tells an assistant on their own wizard that they cannot book themselves, before any time is chosen', async () => {
    mockFetch(routes());
    renderRoute({ pathname: `/book/${IDS.maria}`, search: '', state: null }, { user: anAssistantUser(), remotes: PAYMENTS });
    expect(await screen.findByText('You cannot book yourself.')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    expect(screen.queryByRole('heading', { name: 'Choose a Date and Time' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it("resumes an unpaid request at its payment step (Pay now on the bookings pages)", async () => {
    const waiting = aBooking({ id: IDS.booking, date: '2026-06-15', status: 'PENDING', paymentStatus: 'UNPAID', holdExpiresAt: '2026-06-10T02:10:00.000Z', referralCode: 'FRIEND1' });
    const fetchSpy = mockFetch(routes({ [`GET /api/bookings/${IDS.booking}`]: [200, waiting] }));
    const { user } = openWizard(`?booking=${IDS.booking}`, null);
    expect(await screen.findByRole('heading', { name: 'Review and payment' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3');
    expect(screen.getByText('Mon, Jun 15')).toBeInTheDocument();
    expect(screen.getByText('9:00 AM - 1:00 PM')).toBeInTheDocument();
    expect(screen.getByText('FRIEND1')).toBeInTheDocument();
    expect(screen.getByText(`Payment step for ${IDS.booking}: ₱5000`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm Booking' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fake payment completed' }));
    expect(await screen.findByRole('heading', { name: 'Booking Successful!' })).toBeInTheDocument();
    expect(fetchSpy.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('says when the booking to pay for has nothing left to pay', async () => {
    const paid = aBooking({ id: IDS.booking, status: 'CONFIRMED', paymentStatus: 'PAID' });
    mockFetch(routes({ [`GET /api/bookings/${IDS.booking}`]: [200, paid] }));
    openWizard(`?booking=${IDS.booking}`, null);
    expect(await screen.findByRole('heading', { name: 'This booking cannot be paid now' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Bookings' })).toHaveAttribute('href', '/bookings');
    expect(screen.queryByText(/Payment step/)).not.toBeInTheDocument();
  });

  it('asks to log in when no token is stored', async () => {
    mockFetch(routes());
    const { user } = openWizard();
    window.localStorage.clear();
    await toReview(user);
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You need to be logged in to create a booking.');
  });
});
