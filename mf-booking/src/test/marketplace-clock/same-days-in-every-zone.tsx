// The marketplace clock's promise: the picker and the widget offer the
// same days and slots whatever zone the browser is in, because "today" and
// "started" are judged in the marketplace zone (Asia/Manila here), as the server
// does. Run by one test file per browser zone, each setting the process's TZ.
//
// "Now" is 10:30 on Wednesday 10 June 2026 in Manila: still Tuesday 9 June,
// 19:30, in Los Angeles. The 09:00 slot of 10 June has started; 13:00 has not.
import { screen, within } from '@testing-library/react';
import { mockFetch } from '../mock-booking-fetch';
import { DateTimePicker } from '../../components/date-time-picker/date-time-picker';
import { aUser, IDS, WEEKDAYS_FROM_JUNE_10, widgetDates } from '../fixtures';
import { BookingWidget } from '../../features/booking-widget/components/booking-widget';
import { routeRenderer } from '../../../../jest/render';
import { routes as remoteRoutes } from '../../routes';

const renderRoute = routeRenderer(remoteRoutes);

const NOW = new Date('2026-06-10T10:30:00+08:00');

function renderAt(element: React.ReactElement) {
  return renderRoute('/x', { user: aUser(), now: NOW, timeZone: 'Asia/Manila', routes: [{ path: '/x', element }] });
}

export function describeSameDaysAndSlots(browserZone: string, offsetMinutes: number) {
  describe(`the marketplace clock in a browser in ${browserZone}`, () => {
    it('really runs in that zone', () => {
      expect(new Date(NOW).getTimezoneOffset()).toBe(offsetMinutes);
      expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(browserZone);
    });

    it('picker: today is Manila’s 10 June, and its started Morning slot is not offered', async () => {
      mockFetch({ [`GET /api/bookings/booked/${IDS.maria}`]: [200, []] });
      const { user } = renderAt(<DateTimePicker consultantId={IDS.maria} onContinue={() => undefined} />);
      expect(await screen.findByRole('heading', { name: 'June 2026' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Jun 9' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Jun 10' })).toBeEnabled();
      await user.click(screen.getByRole('button', { name: 'Jun 10' }));
      expect(screen.getByRole('heading', { name: 'Select a time for Wed, Jun 10' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /Morning/ })).toBeDisabled();
      expect(screen.getByRole('button', { name: /Afternoon/ })).toBeEnabled();
      await user.click(screen.getByRole('button', { name: 'Jun 11' }));
      expect(screen.getByRole('button', { name: /Morning/ })).toBeEnabled();
    });

    it('widget: weekdays from Manila’s today, and only the slots of today that have not started', async () => {
      mockFetch({ 'GET /api/bookings/available': [200, ['09:00', '13:00']] });
      const { user } = renderAt(<BookingWidget consultantId={IDS.maria} consultantName="Maria Santos" />);
      expect(widgetDates()).toEqual(WEEKDAYS_FROM_JUNE_10);
      await user.click(screen.getByRole('button', { name: 'Wed Jun 10' }));
      const times = within(await screen.findByRole('group', { name: 'Times' })).getAllByRole('button');
      expect(times.map((button) => button.firstChild?.textContent)).toEqual(['1:00 PM - 5:00 PM']);
    });
  });
}
