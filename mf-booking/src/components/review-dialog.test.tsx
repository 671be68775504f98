// Reviewing a completed, paid booking from /bookings: the star radio
// group works from the keyboard, the text limit is stated, the other party's
// review stays hidden until published, and a hidden review shows its reason.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, type MockRoutes } from '../../../jest/mock-fetch';
import type { Booking, BookingReview, BookingReviews } from '@marketplace/shared-api/types';
import { aBooking, aUser, IDS } from '../test/fixtures';
import { routeRenderer } from '../../../jest/render';
import { fixClock } from '../../../jest/fix-clock';
import { routes as remoteRoutes } from '../routes';

const renderRoute = routeRenderer(remoteRoutes);

const completed = aBooking({ id: IDS.booking2, status: 'COMPLETED', paymentStatus: 'PAID', date: '2026-06-01', startTime: '09:00' });
const REVIEWS = `GET /api/reviews/bookings/${IDS.booking2}`;

function reviews(overrides: Partial<BookingReviews> = {}): BookingReviews {
  return {
    bookingId: IDS.booking2,
    side: 'client',
    reviewable: true,
    windowClosesAt: '2026-06-16T09:00:00.000Z',
    mine: null,
    theirs: null,
    theirsWritten: false,
    ...overrides,
  };
}

function aReview(overrides: Partial<BookingReview> = {}): BookingReview {
  return {
    id: '99999999-9999-4999-8999-999999999999',
    side: 'assistant',
    stars: 5,
    text: 'Clear brief, on time.',
    createdAt: '2026-06-03T00:00:00.000Z',
    updatedAt: '2026-06-03T00:00:00.000Z',
    publishedAt: '2026-06-04T00:00:00.000Z',
    hidden: null,
    answer: null,
    ...overrides,
  };
}

function routes(made: Booking[], extra: MockRoutes = {}): MockRoutes {
  return { 'GET /api/bookings/user?role=consultant': [200, []], 'GET /api/bookings/made': [200, made], ...extra };
}

beforeEach(() => fixClock(new Date('2026-06-10T10:00:00+08:00')));
afterEach(() => jest.useRealTimers());

async function openReview() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderRoute(`/bookings/${IDS.booking2}`, { user: aUser() });
  const item = await screen.findByRole('listitem', { name: /^Morning call meeting with Maria Santos on / });
  await user.click(within(item).getByRole('button', { name: 'Review Morning call meeting with Maria Santos' }));
  const dialog = await screen.findByRole('dialog', { name: 'Review your session with Maria' });
  // The booking's reviews have arrived once its own section shows.
  await within(dialog).findByRole('region', { name: 'Your review' });
  return { user, dialog };
}

describe('ReviewDialog', () => {
  it('writes a review with stars chosen by keyboard and the limit stated, and keeps the other side blind', async () => {
    const fetchSpy = mockFetch(
      routes([completed], {
        [REVIEWS]: [200, reviews({ theirsWritten: true })],
        [`POST /api/reviews/bookings/${IDS.booking2}`]: [201, reviews({ theirsWritten: true, mine: aReview({ side: 'client', stars: 4, publishedAt: null }) })],
      }),
    );
    const { user, dialog } = await openReview();
    expect(within(dialog).getByText(/Maria has written a review\. You will both see each other's once you write yours/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Up to 1000 characters \(0\/1000\)/)).toBeInTheDocument();

    const group = within(dialog).getByRole('group', { name: 'How was your session with Maria?' });
    await user.click(within(group).getByRole('radio', { name: '1 star' }));
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(within(group).getByRole('radio', { name: '4 stars' })).toBeChecked();
    await user.type(within(dialog).getByLabelText('Your review (optional)'), 'Very helpful');
    expect(within(dialog).getByText(/\(12\/1000\)/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Submit review' }));

    await waitFor(() => expect(fetchSpy.requests.find((request) => request.method === 'POST')?.body).toEqual({ stars: 4, text: 'Very helpful' }));
  });

  it('asks for stars before sending', async () => {
    const fetchSpy = mockFetch(routes([completed], { [REVIEWS]: [200, reviews()] }));
    const { user, dialog } = await openReview();
    await user.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    expect(within(dialog).getByText('Choose from 1 to 5 stars.')).toBeInTheDocument();
    expect(fetchSpy.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it("shows both published reviews, and an admin's reason on a hidden one", async () => {
    mockFetch(
      routes([completed], {
        [REVIEWS]: [
          200,
          reviews({
            mine: aReview({ side: 'client', stars: 2, text: 'Rude', hidden: { reason: 'Insults', at: '2026-06-05T00:00:00.000Z' } }),
            theirs: aReview(),
            theirsWritten: true,
          }),
        ],
      }),
    );
    const { dialog } = await openReview();
    const theirs = within(dialog).getByRole('region', { name: "Maria's review" });
    expect(within(theirs).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    expect(within(theirs).getByText('Clear brief, on time.')).toBeInTheDocument();
    const mine = within(dialog).getByRole('region', { name: 'Your review' });
    expect(within(mine).getByText('Hidden by an admin. Reason: Insults')).toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: 'Edit review' })).not.toBeInTheDocument();
  });
});
