// The client's changes to a series on the Recurring tab: rescheduling one occurrence
// with the single booking's picker, moving one and all following to new weekdays or time
// (judged first, the refused ones kept where they are), and adding weeks (judged first, the
// refused dates skipped). The assistant is offered none of them.
import { screen, waitFor, within } from '@testing-library/react';
import { expectApiFailures } from '../../../../../jest/api-failures';
import { fixClock } from '../../../../../jest/fix-clock';
import { type MockRoutes } from '../../../../../jest/mock-fetch';
import { routeRenderer } from '../../../../../jest/render';
import { routes as remoteRoutes } from '../../../routes';
import { aSeries, anAssistantUser, aUser, IDS, SERIES_ID, seriesOccurrences } from '../../../test/fixtures';
import { mockFetch } from '../../../test/mock-booking-fetch';

const renderRoute = routeRenderer(remoteRoutes);

const JUDGE_MOVE = `POST /api/bookings/series/${SERIES_ID}/change/judge`;
const MOVE = `POST /api/bookings/series/${SERIES_ID}/change`;

/** The two booking lists (empty) and the series, accepted, on both sides. */
function routes(extra: MockRoutes = {}): MockRoutes {
  const series = aSeries({ status: 'accepted' });
  return {
    'GET /api/bookings/user?role=consultant': [200, []],
    'GET /api/bookings/made': [200, []],
    'GET /api/bookings/series?role=client': [200, [series]],
    'GET /api/bookings/series?role=consultant': [200, [series]],
    ...extra,
  };
}

beforeEach(() => fixClock(new Date('2026-06-10T10:00:00+08:00')));
afterEach(() => jest.useRealTimers());

async function openOccurrences(user: ReturnType<typeof renderRoute>['user']) {
  await user.click(await screen.findByRole('tab', { name: 'Recurring' }));
  await user.click(await screen.findByRole('button', { name: 'Show occurrences (4)' }));
}

/** Wednesday 17 June on: Wed 17 moves to Thu 18, Mon 22 to Tue 23 (refused), Wed 24 to Thu 25, all at 13:00. */
function moveJudgement() {
  const [, second, third, fourth] = seriesOccurrences();
  const to = (occurrence: typeof second, date: string, refusal: string | null = null) => ({
    bookingId: occurrence.id,
    previousDate: occurrence.date,
    previousStartTime: '09:00',
    seriesDate: date,
    date,
    startTime: '13:00',
    refusal,
    field: refusal ? 'date' : null,
  });
  return { occurrences: [to(second, '2026-06-18'), to(third, '2026-06-23', 'Maria is already booked then.'), to(fourth, '2026-06-25')] };
}

async function checkMove(user: ReturnType<typeof renderRoute>['user']) {
  await openOccurrences(user);
  await user.click(screen.getByRole('button', { name: 'Move Wed, Jun 17 and all following' }));
  const dialog = await screen.findByRole('dialog', { name: 'Move this and all following' });
  const weekdays = within(dialog).getByRole('group', { name: 'Weekdays' });
  // Preset to the series' own pattern: Monday and Wednesday, the morning.
  expect(within(weekdays).getByRole('checkbox', { name: 'Mon' })).toBeChecked();
  expect(within(weekdays).getByRole('checkbox', { name: 'Wed' })).toBeChecked();
  expect(within(dialog).getByRole('combobox', { name: 'Start time' })).toHaveValue('09:00');
  await user.click(within(weekdays).getByRole('checkbox', { name: 'Mon' }));
  await user.click(within(weekdays).getByRole('checkbox', { name: 'Wed' }));
  await user.click(within(weekdays).getByRole('checkbox', { name: 'Tue' }));
  await user.click(within(weekdays).getByRole('checkbox', { name: 'Thu' }));
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Start time' }), '13:00');
  await user.click(within(dialog).getByRole('button', { name: 'Check the new times' }));
  return dialog;
}

describe('Changing a series', () => {
  it('moves this and all following: the judged list, the refused one kept where it is, then a toast', async () => {
    const fetchSpy = mockFetch(routes({ [JUDGE_MOVE]: [200, moveJudgement()], [MOVE]: [200, aSeries({ status: 'accepted' })] }));
    const { user } = renderRoute('/bookings', { user: aUser() });
    const dialog = await checkMove(user);

    const list = await within(dialog).findByRole('list', { name: 'New times' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Wed, Jun 17, 9:00 AM → Thu, Jun 18, 1:00 PM',
      'Mon, Jun 22, 9:00 AM → Tue, Jun 23, 1:00 PM',
      'Wed, Jun 24, 9:00 AM → Thu, Jun 25, 1:00 PM',
    ]);
    expect(within(rows[1]).getByText('Stays where it is')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Maria is already booked then.')).toBeInTheDocument();
    const [, second, third] = seriesOccurrences();
    expect(fetchSpy.requests.find((request) => request.method === 'POST')?.body).toEqual({ fromBookingId: second.id, weekdays: [2, 4], startTime: '13:00' });

    await user.click(within(dialog).getByRole('button', { name: 'Move 2 occurrences' }));
    expect(await screen.findByText('Occurrences moved')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Move this and all following' })).not.toBeInTheDocument();
    expect(fetchSpy.requests.filter((request) => request.path.endsWith('/change')).map((request) => request.body)).toEqual([
      { fromBookingId: second.id, weekdays: [2, 4], startTime: '13:00', keep: [third.id] },
    ]);
  });

  it('asks for as many weekdays as the series has before asking the server, and drops a judgement once a choice changes', async () => {
    const fetchSpy = mockFetch(routes({ [JUDGE_MOVE]: [200, moveJudgement()] }));
    const { user } = renderRoute('/bookings', { user: aUser() });
    const dialog = await checkMove(user);
    await within(dialog).findByRole('list', { name: 'New times' });

    await user.click(within(dialog).getByRole('checkbox', { name: 'Fri' }));
    expect(within(dialog).queryByRole('list', { name: 'New times' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Move \d/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Check the new times' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose 2 weekdays, as many as the series has.');
    expect(fetchSpy.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it("keeps the dialog open with the server's reason when the move is refused", async () => {
    expectApiFailures();
    mockFetch(routes({ [JUDGE_MOVE]: [200, moveJudgement()], [MOVE]: [409, { message: 'Tue, Jun 23 can no longer be moved: keep it or check again.' }] }));
    const { user } = renderRoute('/bookings', { user: aUser() });
    const dialog = await checkMove(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Move 2 occurrences' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Tue, Jun 23 can no longer be moved: keep it or check again.');
    expect(screen.getByRole('dialog', { name: 'Move this and all following' })).toBeInTheDocument();
    // The choices stay; only the judgement, no longer true, goes.
    expect(within(dialog).getByRole('checkbox', { name: 'Tue' })).toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: 'Start time' })).toHaveValue('13:00');
    expect(screen.queryByText('Occurrences moved')).not.toBeInTheDocument();
  });

  it('shows why the server will not judge a move in the dialog', async () => {
    expectApiFailures();
    mockFetch(routes({ [JUDGE_MOVE]: [409, { message: 'No occurrence from this one on can still be moved.' }] }));
    const { user } = renderRoute('/bookings', { user: aUser() });
    const dialog = await checkMove(user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No occurrence from this one on can still be moved.');
  });

  it("reschedules one occurrence with the single booking's picker", async () => {
    const [first] = seriesOccurrences();
    const fetchSpy = mockFetch(
      routes({
        [`GET /api/bookings/booked/${IDS.maria}`]: [200, [{ date: '2026-06-15', time: '09:00' }]],
        [`PUT /api/bookings/${first.id}/reschedule`]: ({ body }) => {
          const moved = { ...first, ...(body as object), seriesMoved: true };
          const [, ...rest] = seriesOccurrences();
          fetchSpy.use({ 'GET /api/bookings/series?role=client': [200, [aSeries({ status: 'accepted', occurrences: [moved, ...rest] })]] });
          return [200, moved];
        },
      }),
    );
    const { user } = renderRoute('/bookings', { user: aUser() });
    await openOccurrences(user);
    await user.click(screen.getByRole('button', { name: 'Reschedule Mon, Jun 15' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule booking' });
    expect(within(dialog).getByRole('button', { name: /Morning.*Current/ })).toBeEnabled();
    await user.click(await within(dialog).findByRole('button', { name: 'Jun 16' }));
    await user.click(within(dialog).getByRole('button', { name: /Afternoon/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Update Booking' }));
    expect(await screen.findByText('Booking rescheduled')).toBeInTheDocument();
    expect(fetchSpy.requests.filter((request) => request.method === 'PUT').map((request) => [request.path, request.body])).toEqual([
      [`/api/bookings/${first.id}/reschedule`, { date: '2026-06-16', startTime: '13:00' }],
    ]);
    // The series is read again: the occurrence shows where it went, marked Moved.
    const rows = within(screen.getByRole('list', { name: 'Occurrences' })).getAllByRole('listitem');
    await waitFor(() => expect(rows[0].firstElementChild?.textContent).toBe('Tue, Jun 16, 1:00 PMPendingMoved'));
  });

  it('adds weeks: the added dates judged first, the refused one skipped', async () => {
    const judged = (date: string, refusal: string | null = null) => ({ seriesDate: date, date, startTime: '09:00', refusal, field: refusal ? 'date' : null });
    const fetchSpy = mockFetch(
      routes({
        'POST /api/bookings/series/judge': [
          200,
          { occurrences: [judged('2026-06-29'), judged('2026-07-01', 'Maria does not work that day.')], pricePerOccurrence: 5000, total: 5000 },
        ],
        [`POST /api/bookings/series/${SERIES_ID}/extend`]: [200, aSeries({ status: 'accepted' })],
      }),
    );
    const { user } = renderRoute('/bookings', { user: aUser() });
    await user.click(await screen.findByRole('tab', { name: 'Recurring' }));
    await user.click(await screen.findByRole('button', { name: 'Add weeks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add weeks' });
    const weeks = within(dialog).getByRole('spinbutton', { name: /Number of weeks/ });
    expect(weeks).toHaveValue(1);
    // Two weeks booked of twelve at most: ten more.
    await user.clear(weeks);
    await user.type(weeks, '11');
    await user.click(within(dialog).getByRole('button', { name: 'Check the dates' }));
    expect(weeks).toHaveAccessibleDescription(expect.stringContaining('Choose 1 to 10 weeks.'));
    expect(fetchSpy.requests.some((request) => request.method === 'POST')).toBe(false);

    await user.clear(weeks);
    await user.type(weeks, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Check the dates' }));
    const rows = within(await within(dialog).findByRole('list', { name: 'Added dates' })).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['Mon, Jun 29, 9:00 AM', 'Wed, Jul 1, 9:00 AM']);
    expect(within(rows[1]).getByText('Skipped')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Maria does not work that day.')).toBeInTheDocument();
    expect(fetchSpy.requests.find((request) => request.path.endsWith('/judge'))?.body).toEqual({
      consultantId: IDS.maria,
      weekdays: [1, 3],
      startTime: '09:00',
      duration: 4,
      firstDate: '2026-06-29',
      weeks: 1,
    });

    await user.click(within(dialog).getByRole('button', { name: 'Add 1 occurrence' }));
    expect(await screen.findByText('Weeks added')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Add weeks' })).not.toBeInTheDocument();
    expect(fetchSpy.requests.find((request) => request.path.endsWith('/extend'))?.body).toEqual({ weeks: 1, skip: ['2026-07-01'] });
  });

  it('offers the assistant none of the changes', async () => {
    mockFetch(routes());
    const { user } = renderRoute('/bookings', { user: anAssistantUser() });
    await openOccurrences(user);
    expect(screen.queryByRole('button', { name: 'Add weeks' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reschedule / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move .* and all following$/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel Mon, Jun 15' })).toBeInTheDocument();
  });

  it('offers no more weeks once the series is as long as a series may be', async () => {
    mockFetch(routes({ 'GET /api/bookings/series?role=client': [200, [aSeries({ pattern: { ...aSeries().pattern, weeks: 12 } })]] }));
    const { user } = renderRoute('/bookings', { user: aUser() });
    await user.click(await screen.findByRole('tab', { name: 'Recurring' }));
    await screen.findByRole('listitem', { name: /^Weekly morning call meetings/ });
    expect(screen.queryByRole('button', { name: 'Add weeks' })).not.toBeInTheDocument();
  });
});
