/** @jest-environment-options {"timeZone": "America/New_York"} */
import { screen } from '@testing-library/react';
import { apiUser } from '../../jest/fixtures';
import { renderWithUi } from '../../jest/render';
import { ViewerTimeLine } from './viewer-time-line';

const slot = { date: '2026-03-09', startTime: '09:00', duration: 4 };

describe('ViewerTimeLine', () => {
  it('reads the slot on the browser’s clock when nobody saved a zone', () => {
    const { container } = renderWithUi(<ViewerTimeLine session={slot} />);
    expect(container).toHaveTextContent(/^Manila time · 9:00 PM - 1:00 AM New York, the day before$/);
  });

  it('prefers the zone the user saved to the browser’s', () => {
    renderWithUi(<ViewerTimeLine session={slot} />, { session: { user: apiUser({ timeZone: 'Australia/Sydney' }) } });
    expect(screen.getByText('Manila time · 12:00 PM - 4:00 PM Sydney')).toBeInTheDocument();
  });

  it('shows nothing to a viewer on the marketplace clock', () => {
    const { container } = renderWithUi(<ViewerTimeLine session={slot} />, { session: { user: apiUser({ timeZone: 'Asia/Manila' }) } });
    expect(container).toHaveTextContent(/^$/);
    expect(screen.queryByText(/AM|PM/)).not.toBeInTheDocument();
  });
});
