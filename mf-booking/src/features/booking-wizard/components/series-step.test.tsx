// 'Repeat weekly' in the booking wizard: choose, check the dates (nothing held),
// skip a refused one, confirm the list, then pay the first period.
import { screen, within } from '@testing-library/react';
import type { JudgedOccurrence, SeriesJudgement } from '@marketplace/shared-api/types';
import { deferred } from '../../../../../jest/deferred';
import { expectApiFailures } from '../../../../../jest/api-failures';
import { fixClock } from '../../../../../jest/fix-clock';
import { type MockReply, type MockRoutes } from '../../../../../jest/mock-fetch';
import { routeRenderer } from '../../../../../jest/render';
import { routes as remoteRoutes } from '../../../routes';
import { aConsultant, aSeries, aUser, IDS } from '../../../test/fixtures';
import { mockFetch } from '../../../test/mock-booking-fetch';

const renderRoute = routeRenderer(remoteRoutes);

const JUDGE = 'POST /api/bookings/series/judge';
const CREATE = 'POST /api/bookings/series';

const occurrence = (date: string, refusal: string | null = null): JudgedOccurrence => ({ seriesDate: date, date, startTime: '09:00', refusal, field: refusal ? 'date' : null });

/** Mondays and Wednesdays for two weeks from Monday 15 June; Maria is off on the 17th. */
const JUDGEMENT: SeriesJudgement = {
  occurrences: [occurrence('2026-06-15'), occurrence('2026-06-17', 'Maria is not available on this day.'), occurrence('2026-06-22'), occurrence('2026-06-24')],
  pricePerOccurrence: 5000,
  total: 15000,
};

function routes(extra: MockRoutes = {}): MockRoutes {
  return { [`GET /api/bookings/consultant/${IDS.maria}`]: [200, aConsultant()], [`GET /api/bookings/booked/${IDS.maria}`]: [200, []], ...extra };
}

beforeEach(() => fixClock(new Date('2026-06-10T10:00:00+08:00')));
afterEach(() => jest.useRealTimers());

async function toRepeat() {
  const rendered = renderRoute({ pathname: `/book/${IDS.maria}`, search: '', state: { date: '2026-06-15', startTime: '09:00' } }, { user: aUser() });
  const { user } = rendered;
  await user.click(await screen.findByRole('button', { name: 'Continue' }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(screen.getByRole('checkbox', { name: 'Repeat weekly' }));
  return rendered;
}

describe('Repeat weekly', () => {
  it('judges every date, lists a refused one with its reason, and books only once it is skipped', async () => {
    const held = deferred<MockReply>();
    const fetchSpy = mockFetch(
      routes({
        [JUDGE]: () => held.promise,
        [CREATE]: [201, { success: true, message: 'ok', series: aSeries() }],
      }),
    );
    const { user } = await toRepeat();
    // The chosen date's weekday to start with; Wednesday added.
    expect(screen.getByRole('checkbox', { name: 'Mon' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Wed' }));
    await user.clear(screen.getByRole('spinbutton', { name: /Number of weeks/ }));
    await user.type(screen.getByRole('spinbutton', { name: /Number of weeks/ }), '2');
    expect(screen.getByRole('button', { name: 'Confirm Recurring Booking' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Check dates' }));
    expect(screen.getByRole('button', { name: /Checking/ })).toBeInTheDocument();
    held.resolve([200, JUDGEMENT]);
    const list = await screen.findByRole('list', { name: 'Dates in the series' });
    const refused = within(list).getByRole('listitem', { name: 'Wed, Jun 17, 9:00 AM' });
    expect(within(refused).getByText('Cannot be booked')).toBeInTheDocument();
    expect(within(refused).getByText('Maria is not available on this day.')).toBeInTheDocument();
    expect(within(list).getAllByText('Available')).toHaveLength(3);
    // Nothing held by checking: only the judge was asked.
    expect(fetchSpy.requests.filter((request) => request.method === 'POST').map((request) => [request.route, request.body])).toEqual([
      [JUDGE, { consultantId: IDS.maria, weekdays: [1, 3], startTime: '09:00', duration: 4, firstDate: '2026-06-15', weeks: 2 }],
    ]);

    // A refused date must be skipped first.
    await user.click(screen.getByRole('button', { name: 'Confirm Recurring Booking' }));
    expect(screen.getByText('Skip or pick another time for every date that cannot be booked, or change the choices and check again.')).toBeInTheDocument();
    await user.click(within(refused).getByRole('button', { name: 'Skip Wed, Jun 17, 9:00 AM' }));
    expect(within(refused).getByText('Skipped')).toBeInTheDocument();
    expect(screen.getByText('3 sessions: ₱15,000.00')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Pay every 4 weeks' }));
    // A changed choice drops the judgement: check again.
    expect(screen.queryByRole('list', { name: 'Dates in the series' })).not.toBeInTheDocument();
    fetchSpy.use({ [JUDGE]: [200, JUDGEMENT] });
    await user.click(screen.getByRole('button', { name: 'Check dates' }));
    await user.click(await screen.findByRole('button', { name: 'Skip Wed, Jun 17, 9:00 AM' }));
    await user.click(screen.getByRole('button', { name: 'Confirm Recurring Booking' }));

    expect(await screen.findByRole('heading', { name: 'Recurring booking requested' })).toBeInTheDocument();
    expect(fetchSpy.requests.filter((request) => request.route === CREATE).map((request) => request.body)).toEqual([
      { consultantId: IDS.maria, weekdays: [1, 3], startTime: '09:00', duration: 4, firstDate: '2026-06-15', weeks: 2, payMode: 'per_period', price: 5000, skip: ['2026-06-17'], replacements: [] },
    ]);
    // Then the first period's payment, as a single booking goes on to its own.
    expect(screen.getByRole('button', { name: 'Pay ₱20,000.00 with GCash' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Repeat weekly' })).not.toBeInTheDocument();
  });

  it("books another time for a refused date, picked from the assistant's free slots", async () => {
    const fetchSpy = mockFetch(routes({ [JUDGE]: [200, JUDGEMENT], [CREATE]: [201, { success: true, message: 'ok', series: aSeries() }] }));
    const { user } = await toRepeat();
    await user.click(screen.getByRole('checkbox', { name: 'Wed' }));
    await user.click(screen.getByRole('button', { name: 'Check dates' }));
    await user.click(await screen.findByRole('button', { name: 'Another time for Wed, Jun 17, 9:00 AM' }));
    const dialog = await screen.findByRole('dialog', { name: 'Another time for Wed, Jun 17' });
    await user.click(within(dialog).getByRole('button', { name: 'Jun 18' }));
    await user.click(await within(dialog).findByRole('button', { name: /Morning/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    const row = screen.getByRole('listitem', { name: 'Wed, Jun 17, 9:00 AM' });
    expect(within(row).getByText('Moved')).toBeInTheDocument();
    expect(within(row).getByText('To Thu, Jun 18, 9:00 AM; checked again when you confirm.')).toBeInTheDocument();
    expect(screen.getByText('4 sessions: ₱20,000.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm Recurring Booking' }));
    expect(await screen.findByRole('heading', { name: 'Recurring booking requested' })).toBeInTheDocument();
    expect(fetchSpy.requests.filter((request) => request.route === CREATE).map((request) => (request.body as { replacements: unknown }).replacements)).toEqual([
      [{ seriesDate: '2026-06-17', date: '2026-06-18', startTime: '09:00' }],
    ]);
  });

  it('names what is missing before asking the server', async () => {
    const fetchSpy = mockFetch(routes());
    const { user } = await toRepeat();
    await user.click(screen.getByRole('checkbox', { name: 'Mon' }));
    await user.click(screen.getByRole('radio', { name: 'On a date' }));
    await user.click(screen.getByRole('button', { name: 'Check dates' }));
    expect(screen.getByText('Choose one or more weekdays.')).toBeInTheDocument();
    expect(screen.getByText('Choose the last date.')).toBeInTheDocument();
    expect(fetchSpy.requests.some((request) => request.route === JUDGE)).toBe(false);
  });

  it("says why the dates could not be checked, and a date taken meanwhile asks for a new check", async () => {
    const fetchSpy = mockFetch(routes({ [JUDGE]: [400, { message: 'weeks must be a whole number from 1 to 12', field: 'weeks' }] }));
    const { user } = await toRepeat();
    await user.click(screen.getByRole('button', { name: 'Check dates' }));
    expect(await screen.findByText('weeks must be a whole number from 1 to 12')).toBeInTheDocument();

    fetchSpy.use({ [JUDGE]: [200, { ...JUDGEMENT, occurrences: [occurrence('2026-06-15')] }], [CREATE]: [409, { message: 'Mon, Jun 15 was just booked by someone else.' }] });
    await user.click(screen.getByRole('button', { name: 'Check dates' }));
    // Confirm is there (disabled) all along: wait for the list it is about.
    await screen.findByRole('list', { name: 'Dates in the series' });
    await user.click(screen.getByRole('button', { name: 'Confirm Recurring Booking' }));
    expect(await screen.findByText('Mon, Jun 15 was just booked by someone else.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Dates in the series' })).not.toBeInTheDocument();
    expect(expectApiFailures()).toHaveLength(2);
  });
});
