// The dashboard's tabs follow SPEC section 4: Upcoming is date not past and
// PENDING or CONFIRMED; everything else (over, completed, cancelled) is Past.
import { aBooking } from '../../test/fixtures';
import { dashboardBookings } from './dashboard-filters';

// 10:00 on 10 June 2026 on the marketplace's clock.
const NOW = { date: '2026-06-10', time: '10:00' };

describe('dashboardBookings', () => {
  const pending = aBooking({ id: 'pending', status: 'PENDING', date: '2026-06-15' });
  const confirmed = aBooking({ id: 'confirmed', status: 'CONFIRMED', date: '2026-06-16' });
  const cancelledAhead = aBooking({ id: 'cancelled-ahead', status: 'CANCELLED', date: '2026-06-13' });
  const completed = aBooking({ id: 'completed', status: 'COMPLETED', date: '2026-06-11' });
  const over = aBooking({ id: 'over', status: 'CONFIRMED', date: '2026-06-09' });
  const all = [pending, confirmed, cancelledAhead, completed, over];
  const ids = (list: { id: string }[]) => list.map(({ id }) => id);

  it('lists only live bookings that are not past under Upcoming, soonest first', () => {
    expect(ids(dashboardBookings(all, 'upcoming', 'ALL', NOW))).toEqual(['pending', 'confirmed']);
    expect(dashboardBookings(all, 'upcoming', 'CANCELLED', NOW)).toEqual([]);
  });

  it('puts cancelled, completed and finished bookings under Past, most recent first', () => {
    expect(ids(dashboardBookings(all, 'past', 'ALL', NOW))).toEqual(['cancelled-ahead', 'completed', 'over']);
    expect(ids(dashboardBookings(all, 'past', 'CANCELLED', NOW))).toEqual(['cancelled-ahead']);
  });
});
