// The own profile's booking totals (SPEC section 2, /profile: totalHours and
// bookingsCount), exposed as mf_booking/BookingTotals for mf-profiles to mount:
//   <RemoteWidget id="mf_booking/BookingTotals" props={{}} label="booking totals" />
// Hours and count are of the user's bookings on either side that were not cancelled.
import styled from 'styled-components';
import { useGetBookingTotalsQuery } from '@marketplace/shared-api/api/bookings';
import { Card } from '@marketplace/shared-ui/layout';
import { Spinner } from '@marketplace/shared-ui/spinner';

export function BookingTotals() {
  const { data, isLoading, isError } = useGetBookingTotalsQuery();
  return (
    <Card as="section" aria-labelledby="booking-totals-heading">
      <h2 id="booking-totals-heading">Booking totals</h2>
      {isLoading && <Spinner label="Loading booking totals" />}
      {isError && <p role="alert">Could not load your booking totals.</p>}
      {data && (
        <Figures>
          <div>
            <dt>Total hours</dt>
            <dd>{data.totalHours}</dd>
          </div>
          <div>
            <dt>Bookings</dt>
            <dd>{data.bookingsCount}</dd>
          </div>
        </Figures>
      )}
    </Card>
  );
}


const Figures = styled.dl`
  display: flex;
  gap: ${({ theme }) => theme.space[8]};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;
