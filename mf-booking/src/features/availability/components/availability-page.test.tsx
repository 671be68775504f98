// /availability: an assistant's week, days off, notice and limits saved
// as the server takes them; a day off over bookings lists them and saves only on
// confirm; the busy calendar's state; Bosses are told the page is not theirs.
import { screen, within } from '@testing-library/react';
import { DEFAULT_AVAILABILITY_RULES } from '@marketplace/shared-api/availability/rules';
import type { AvailabilitySettings } from '@marketplace/shared-api/availability/types';
import { mockFetch } from '../../../../../jest/mock-fetch';
import { routeRenderer } from '../../../../../jest/render';
import { fixClock } from '../../../../../jest/fix-clock';
import { expectApiFailures } from '../../../../../jest/api-failures';
import { routes as remoteRoutes } from '../../../routes';
import { anAssistantUser, aUser } from '../../../test/fixtures';

const renderRoute = routeRenderer(remoteRoutes);
const MINE = 'GET /api/availability';
const SAVE = 'PUT /api/availability';

const settings = (overrides: Partial<AvailabilitySettings> = {}): AvailabilitySettings => ({
  rules: DEFAULT_AVAILABILITY_RULES,
  calendar: { url: null, readAt: null, eventsFound: null, error: null, errorAt: null },
  ...overrides,
});

beforeEach(() => fixClock(new Date('2026-06-10T10:00:00+08:00')));
afterEach(() => jest.useRealTimers());

describe('AvailabilityPage', () => {
  it('saves Wednesdays afternoon only and a 24-hour notice', async () => {
    const fetchSpy = mockFetch({ [MINE]: [200, settings()], [SAVE]: ({ body }) => [200, settings({ rules: body as AvailabilitySettings['rules'] })] });
    const { user } = renderRoute('/availability', { user: anAssistantUser() });
    const wednesday = await screen.findByRole('group', { name: 'Wednesday' });
    await user.click(within(wednesday).getByRole('checkbox', { name: /Morning/ }));
    const notice = screen.getByLabelText('Minimum notice (hours)');
    await user.clear(notice);
    await user.type(notice, '24');
    await user.click(screen.getByRole('button', { name: 'Save availability' }));
    expect(await screen.findByText('Availability saved')).toBeInTheDocument();
    const sent = fetchSpy.requests.find((request) => request.route === SAVE)?.body as { weekly: string[][]; noticeHours: number };
    expect(sent.weekly[2]).toEqual(['13:00']);
    expect(sent.noticeHours).toBe(24);
  });

  it('marks a day off, a past day and a weekend each its own way, and names them in a legend', async () => {
    const rules = { ...DEFAULT_AVAILABILITY_RULES, daysOff: [{ from: '2026-06-15', to: '2026-06-15', note: 'Dentist' }] };
    mockFetch({ [MINE]: [200, settings({ rules })] });
    renderRoute('/availability', { user: anAssistantUser() });
    const june = await screen.findByRole('grid', { name: 'June 2026' });
    const dayOff = within(june).getByRole('button', { name: 'Jun 15' });
    const past = within(june).getByRole('button', { name: 'Jun 1' });
    const weekend = within(june).getByRole('button', { name: 'Jun 20' });
    expect(dayOff).toHaveAttribute('aria-disabled', 'true');
    expect(dayOff).not.toBeDisabled();
    expect(past).toBeDisabled();
    expect(past).toHaveAttribute('data-past');
    expect(weekend).toBeDisabled();
    expect(weekend).not.toHaveAttribute('data-past');
    // Three looks: no two alike.
    const looks = [dayOff, past, weekend].map((day) => {
      const style = getComputedStyle(day);
      return [style.borderStyle, style.textDecoration, style.opacity].join(' ');
    });
    expect(new Set(looks).size).toBe(3);
    const legend = screen.getByRole('list', { name: 'How days are marked' });
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['8Past', '8No sessions (weekends)', '8Day off']);
  });

  it('crosses its days off out on the calendar with the note, and a chosen day starts a new one', async () => {
    const rules = { ...DEFAULT_AVAILABILITY_RULES, daysOff: [{ from: '2026-06-15', to: '2026-06-16', note: 'Dentist' }] };
    mockFetch({ [MINE]: [200, settings({ rules })] });
    const { user } = renderRoute('/availability', { user: anAssistantUser() });
    const june = await screen.findByRole('grid', { name: 'June 2026' });
    for (const name of ['Jun 15', 'Jun 16']) {
      const day = within(june).getByRole('button', { name });
      expect(day).toHaveAttribute('aria-disabled', 'true');
      expect(day).toHaveAccessibleDescription('Day off: Dentist');
    }
    expect(screen.getByRole('grid', { name: 'July 2026' })).toBeInTheDocument();
    await user.click(within(june).getByRole('button', { name: 'Jun 18' }));
    expect(screen.getByLabelText('First day off')).toHaveValue('2026-06-18');
  });

  it('lists the bookings on a new day off and saves only when told to keep them', async () => {
    const conflict = {
      message: 'These days off already have bookings. They stay booked: save again to confirm.',
      field: 'daysOff',
      bookings: [{ id: 'b1', reference: '123456ABCD', date: '2026-06-17', startTime: '09:00', duration: 4, clientName: 'Ben Cruz' }],
    };
    const fetchSpy = mockFetch({
      [MINE]: [200, settings()],
      [SAVE]: ({ body }) => ((body as { confirm?: boolean }).confirm ? [200, settings()] : [409, conflict]),
    });
    expectApiFailures();
    const { user } = renderRoute('/availability', { user: anAssistantUser() });
    await user.type(await screen.findByLabelText('First day off'), '2026-06-17');
    await user.click(screen.getByRole('button', { name: 'Add day off' }));
    expect(screen.getByRole('list', { name: 'Your days off' })).toHaveTextContent('Wed, Jun 17, 2026');
    await user.click(screen.getByRole('button', { name: 'Save availability' }));
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('These days off already have bookings');
    expect(warning).toHaveTextContent('Wed, Jun 17, 2026, 9:00 AM - 1:00 PM with Ben Cruz');
    await user.click(within(warning).getByRole('button', { name: 'Keep them and save' }));
    expect(await screen.findByText('Availability saved')).toBeInTheDocument();
    expect(fetchSpy.requests.filter((request) => request.route === SAVE).map((request) => (request.body as { confirm?: boolean }).confirm)).toEqual([undefined, true]);
  });

  it('shows the busy calendar’s last read, events found and its error', async () => {
    mockFetch({
      [MINE]: [
        200,
        settings({
          calendar: {
            url: 'https://calendar.example/basic.ics',
            readAt: '2026-06-10T01:00:00.000Z',
            eventsFound: 3,
            error: 'The calendar address answered with an error (HTTP 500).',
            errorAt: '2026-06-10T01:30:00.000Z',
          },
        }),
      ],
    });
    renderRoute('/availability', { user: anAssistantUser() });
    const state = await screen.findByRole('status', { name: '' });
    expect(state).toHaveTextContent('Last read Wed, Jun 10, 9:00 AM Manila time · 3 busy events found');
    expect(state).toHaveTextContent('The calendar address answered with an error (HTTP 500).');
    expect(state).toHaveTextContent('The last good copy still applies.');
  });

  it('tells a Boss the page is for assistants', async () => {
    mockFetch({});
    renderRoute('/availability', { user: aUser() });
    expect(await screen.findByText('Only assistants set their availability.')).toBeInTheDocument();
  });
});
