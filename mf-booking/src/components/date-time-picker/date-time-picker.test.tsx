// The date and time picker's states (SPEC sections 2 and 5): headings, loading,
// past and fully booked days disabled, Booked and Current slots, Continue only
// with a date and a slot, the three date formats, the tabs, arrows, and live
// updates of the booked list over the socket.
import { screen, within } from '@testing-library/react';
import { mockFetch } from '../../test/mock-booking-fetch';
import { deferred } from '../../../../jest/deferred';
import { SOCKET_EVENTS } from '@marketplace/shared-api/socket/events';
import type { BookedSlot } from '@marketplace/shared-api/types';
import { aUser, AVAILABILITY_VIEW, IDS, openAvailability } from '../../test/fixtures';
import { DateTimePicker, type DateTimePickerProps } from './date-time-picker';
import { fixClock } from '../../../../jest/fix-clock';
import { routeRenderer } from '../../../../jest/render';
import { routes as remoteRoutes } from '../../routes';
import { expectApiFailures } from '../../../../jest/api-failures';

const renderRoute = routeRenderer(remoteRoutes);

const BOOKED_URL = `GET /api/bookings/booked/${IDS.maria}`;

function renderPicker(props: Partial<DateTimePickerProps> = {}) {
  const onContinue = jest.fn();
  const view = renderRoute('/picker', {
    user: aUser(),
    routes: [{ path: '/picker', element: <DateTimePicker consultantId={IDS.maria} onContinue={onContinue} {...props} /> }],
  });
  return { ...view, onContinue };
}

const day = (name: string) => screen.getByRole('button', { name });
const slot = (name: RegExp) => screen.getByRole('button', { name });


beforeEach(() => fixClock(new Date('2026-06-10T10:00:00+08:00')));
afterEach(() => jest.useRealTimers());

describe('DateTimePicker', () => {
  it('says what to do and shows two months with Su to Sa headers, headed MMMM yyyy', async () => {
    mockFetch({ [BOOKED_URL]: [200, []] });
    renderPicker();
    expect(screen.getByRole('heading', { name: 'Choose a Date and Time' })).toBeInTheDocument();
    expect(screen.getByText("Select when you'd like to book your consultation")).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'June 2026' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'July 2026' })).toBeInTheDocument();
    const june = screen.getByRole('grid', { name: 'June 2026' });
    expect(within(june).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']);
    expect(screen.getByRole('tab', { name: 'Dates', selected: true })).toBeInTheDocument();
  });

  it('shows the loading text until the booked slots arrive', async () => {
    // Held by a promise, not by the handler's resolve: the handler may not have run yet.
    const slots = deferred<[number, BookedSlot[]]>();
    mockFetch({ [BOOKED_URL]: () => slots.promise });
    renderPicker();
    expect(await screen.findByText('Loading available dates...')).toBeInTheDocument();
    slots.resolve([200, []]);
    expect(await screen.findByRole('heading', { name: 'June 2026' })).toBeInTheDocument();
    expect(screen.queryByText('Loading available dates...')).not.toBeInTheDocument();
  });

  it('disables days before today and days whose two slots are booked', async () => {
    mockFetch({
      [BOOKED_URL]: [
        200,
        [
          { date: '2026-06-12', time: '09:00' },
          { date: '2026-06-12', time: '13:00' },
          { date: '2026-06-15', time: '09:00' },
        ],
      ],
    });
    renderPicker();
    await screen.findByRole('heading', { name: 'June 2026' });
    expect(day('Jun 9')).toBeDisabled();
    expect(day('Jun 1')).toBeDisabled();
    expect(day('Jun 10')).toBeEnabled();
    // A fully booked day is refused like a day off: dimmed with a dashed outline, focusable, saying so.
    expect(day('Jun 12')).toHaveAttribute('aria-disabled', 'true');
    expect(day('Jun 12')).toHaveAccessibleDescription('Fully booked on this day.');
    expect(day('Jun 15')).toBeEnabled();
    // Past, closed and refused days each read differently, and the legend says which is which.
    expect(day('Jun 9')).toHaveAttribute('data-past');
    expect(day('Jun 13')).not.toHaveAttribute('data-past');
    expect(within(screen.getByRole('list', { name: 'How days are marked' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '8Past',
      '8No sessions (weekends)',
      '8Booked, or not taken by the assistant',
    ]);
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    // Both arrows are tap targets of at least 44 x 44 px.
    for (const name of ['Previous month', 'Next month']) {
      const style = getComputedStyle(screen.getByRole('button', { name }));
      expect(parseFloat(style.minWidth)).toBeGreaterThanOrEqual(44);
      expect(parseFloat(style.minHeight)).toBeGreaterThanOrEqual(44);
      expect(style.minWidth).toMatch(/px$/);
    }
  });

  it('marks a booked slot Booked and disabled, and enables Continue only with a date and a slot', async () => {
    mockFetch({ [BOOKED_URL]: [200, [{ date: '2026-06-15', time: '09:00' }]] });
    const { user, onContinue } = renderPicker();
    await screen.findByRole('heading', { name: 'June 2026' });
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Morning/ })).not.toBeInTheDocument();

    await user.click(day('Jun 15'));
    expect(screen.getByRole('heading', { name: 'Select a time for Mon, Jun 15' })).toBeInTheDocument();
    // The viewer's own clock may sit between the range and the note (viewer-time-line).
    expect(slot(/Morning/)).toHaveTextContent(/^Morning9:00 AM - 1:00 PM.*Booked$/);
    expect(slot(/Morning/)).toBeDisabled();
    expect(slot(/Afternoon/)).toHaveTextContent(/^Afternoon1:00 PM - 5:00 PM/);
    expect(continueButton).toBeDisabled();

    await user.click(slot(/Afternoon/));
    expect(continueButton).toBeEnabled();
    // A new date clears the slot.
    await user.click(day('Jun 16'));
    expect(screen.getByRole('heading', { name: 'Select a time for Tue, Jun 16' })).toBeInTheDocument();
    expect(continueButton).toBeDisabled();
    await user.click(slot(/Morning/));
    await user.click(continueButton);
    expect(onContinue).toHaveBeenCalledWith({ date: '2026-06-16', startTime: '09:00' });
  });

  it('when rescheduling, shows the booking own slot as Current and selectable, and reads Update Booking', async () => {
    mockFetch({
      [BOOKED_URL]: [
        200,
        [
          { date: '2026-06-15', time: '09:00' },
          { date: '2026-06-15', time: '13:00' },
        ],
      ],
    });
    const { user, onContinue } = renderPicker({ initialDate: '2026-06-15', initialTime: '09:00' });
    expect(screen.getByRole('heading', { name: 'Choose a New Date and Time' })).toBeInTheDocument();
    expect(screen.getByText('Select a new date and time for your rescheduled booking')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'June 2026' });
    expect(day('Jun 15')).toBeEnabled();
    expect(slot(/Morning/)).toHaveTextContent('Current');
    expect(slot(/Morning/)).toBeEnabled();
    expect(slot(/Afternoon/)).toHaveTextContent('Booked');
    expect(slot(/Afternoon/)).toBeDisabled();
    await user.click(day('Jun 17'));
    await user.click(slot(/Afternoon/));
    await user.click(screen.getByRole('button', { name: 'Update Booking' }));
    expect(onContinue).toHaveBeenCalledWith({ date: '2026-06-17', startTime: '13:00' });
  });

  it('moves between months with the arrows and jumps from the Months tab', async () => {
    mockFetch({ [BOOKED_URL]: [200, []] });
    const { user } = renderPicker();
    await screen.findByRole('heading', { name: 'June 2026' });
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { name: 'July 2026' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'August 2026' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'June 2026' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Months' }));
    const months = screen.getAllByRole('button', { name: /\d{4}$/ });
    expect(months.map((button) => button.textContent)).toEqual([
      'June 2026',
      'July 2026',
      'August 2026',
      'September 2026',
      'October 2026',
      'November 2026',
      'December 2026',
      'January 2027',
      'February 2027',
      'March 2027',
      'April 2027',
      'May 2027',
    ]);
    await user.click(screen.getByRole('button', { name: 'September 2026' }));
    expect(screen.getByRole('tab', { name: 'Dates', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'September 2026' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'October 2026' })).toBeInTheDocument();
  });

  it('gives each calendar one Tab stop, so a few Tabs reach Continue', async () => {
    mockFetch({ [BOOKED_URL]: [200, []] });
    const { user } = renderPicker();
    await screen.findByRole('heading', { name: 'June 2026' });
    await user.click(day('Jun 16'));
    await user.click(slot(/Morning/));
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    // One day per calendar is in the Tab order: the chosen one, or the first that can be chosen.
    const tabbable = (month: string) =>
      within(screen.getByRole('grid', { name: month }))
        .getAllByRole('button')
        .filter((button) => button.tabIndex === 0)
        .map((button) => button.getAttribute('aria-label'));
    expect(tabbable('June 2026')).toEqual(['Jun 16']);
    expect(tabbable('July 2026')).toEqual(['Jul 1']);

    (document.activeElement as HTMLElement | null)?.blur();
    let presses = 0;
    while (document.activeElement !== continueButton && presses < 100) {
      await user.tab();
      presses += 1;
    }
    // The selected tab, its panel, Next month, one day per calendar, the two slots, Continue.
    expect(presses).toBe(8);
  });

  it('moves within a calendar with the arrow keys, over days that cannot be chosen, and selects with Enter or Space', async () => {
    mockFetch({ [BOOKED_URL]: [200, [{ date: '2026-06-17', time: '09:00' }, { date: '2026-06-17', time: '13:00' }]] });
    const { user } = renderPicker();
    await screen.findByRole('heading', { name: 'June 2026' });
    // Today (Wed Jun 10) is the first day that can be chosen.
    day('Jun 10').focus();
    await user.keyboard('{ArrowRight}');
    expect(day('Jun 11')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    // Past the weekend to Monday.
    expect(day('Jun 15')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(day('Jun 12')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(day('Jun 19')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(day('Jun 12')).toHaveFocus();
    // Jun 17 is fully booked: focusable, as a refused day is, so it says why.
    day('Jun 10').focus();
    await user.keyboard('{ArrowDown}');
    expect(day('Jun 17')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(day('Jun 24')).toHaveFocus();
    await user.keyboard('{End}');
    expect(day('Jun 30')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(day('Jun 10')).toHaveFocus();
    // The moved-to day takes the calendar's Tab stop.
    await user.keyboard('{ArrowRight}');
    expect(day('Jun 11')).toHaveAttribute('tabindex', '0');
    expect(day('Jun 10')).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{Enter}');
    expect(day('Jun 11')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { name: 'Select a time for Thu, Jun 11' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight} ');
    expect(screen.getByRole('heading', { name: 'Select a time for Fri, Jun 12' })).toBeInTheDocument();
  });

  it("crosses from one month's grid into the next with the arrow keys, and back", async () => {
    mockFetch({ [BOOKED_URL]: [200, []] });
    const { user } = renderPicker();
    await screen.findByRole('heading', { name: 'July 2026' });
    day('Jun 30').focus();
    await user.keyboard('{ArrowRight}');
    expect(day('Jul 1')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(day('Jun 30')).toHaveFocus();
    // A week down from the last Monday of June is the first Monday of July.
    day('Jun 29').focus();
    await user.keyboard('{ArrowDown}');
    expect(day('Jul 6')).toHaveFocus();
  });

  it('shows the Flexible options as coming soon and inert', async () => {
    mockFetch({ [BOOKED_URL]: [200, []] });
    const { user } = renderPicker();
    await screen.findByRole('heading', { name: 'June 2026' });
    await user.click(screen.getByRole('tab', { name: 'Flexible' }));
    expect(screen.getByText('Flexible options coming soon!')).toBeInTheDocument();
    for (const name of ['Weekend', 'Week', 'Month', 'Dates']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
  });

  it('watches the consultant and marks a slot Booked when the server says it was taken', async () => {
    mockFetch({ [BOOKED_URL]: [200, []] });
    const { user, socket } = renderPicker();
    await screen.findByRole('heading', { name: 'June 2026' });
    expect(socket.sent).toContainEqual({ event: SOCKET_EVENTS.watchSlots, args: [IDS.maria] });
    await user.click(day('Jun 16'));
    expect(slot(/Morning/)).toBeEnabled();
    socket.serverSends(SOCKET_EVENTS.slotsChanged, { consultantId: IDS.maria, booked: [{ date: '2026-06-16', time: '09:00' }] });
    expect(await screen.findByRole('button', { name: /Morning.*Booked/ })).toBeDisabled();
  });

  it('shows nothing booked when the booked list fails (SPEC: only logged)', async () => {
    const failures = expectApiFailures();
    mockFetch({ [BOOKED_URL]: [500, { message: 'Internal server error' }] });
    const { user } = renderPicker();
    await screen.findByRole('heading', { name: 'June 2026' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(day('Jun 16'));
    expect(slot(/Morning/)).toBeEnabled();
    expect(failures.map((failure) => failure.url)).toContain(`/bookings/booked/${IDS.maria}`);
  });
});

describe('DateTimePicker and the assistant’s rules', () => {
  it('disables a day off with its reason and marks a slot the week grid leaves out', async () => {
    mockFetch({
      [BOOKED_URL]: [200, []],
      [AVAILABILITY_VIEW]: [
        200,
        openAvailability({
          rules: { ...openAvailability().rules, weekly: [['09:00', '13:00'], ['09:00', '13:00'], ['13:00'], ['09:00', '13:00'], ['09:00', '13:00']], daysOff: [{ from: '2026-06-12', to: '2026-06-12' }] },
        }),
      ],
    });
    const { user } = renderPicker();
    await screen.findByRole('heading', { name: 'June 2026' });
    expect(await screen.findByRole('button', { name: 'Jun 12', description: 'Maria is not taking bookings on this day.' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(day('Jun 17'));
    const morning = slot(/Morning/);
    expect(morning).toBeDisabled();
    expect(morning).toHaveTextContent('Maria is not taking bookings at this time.');
    expect(slot(/Afternoon/)).toBeEnabled();
  });
});
