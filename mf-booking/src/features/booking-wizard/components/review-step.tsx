// Step 3, 'Review and payment' (SPEC): what is being booked and for how much,
// then Confirm Booking creates it; once it exists, the payment step (mf-payments,
// passed in as `payment`) takes the button's place.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { timeRange } from '@marketplace/shared-api/booking-time';
import type { SessionDuration, SlotTime } from '@marketplace/shared-api/schemas/bookings';
import { Button } from '@marketplace/shared-ui/button';
import { FormError } from '@marketplace/shared-ui/form-fields';
import { formatDate } from '@marketplace/shared-api/time/date-format';
import { formatPesos, pesosPerHour } from '@marketplace/shared-api/format';

import { Summary } from './duration-step';

export interface ReviewStepProps {
  consultantName: string;
  date: string;
  startTime: SlotTime;
  duration: SessionDuration;
  rate: number;
  referralCode: string;
  error: string | null;
  submitting: boolean;
  onConfirm: () => void;
  /** The payment step, once the booking is created. */
  payment?: ReactNode;
}

export function ReviewStep({ consultantName, date, startTime, duration, rate, referralCode, error, submitting, onConfirm, payment }: ReviewStepProps) {
  return (
    <section aria-labelledby="review-heading">
      <h2 id="review-heading">Review and payment</h2>
      <Summary>
        <dt>Consultant</dt>
        <dd>{consultantName}</dd>
        <dt>Date</dt>
        <dd>{formatDate(date, 'chosen')}</dd>
        <dt>Time</dt>
        <dd>{timeRange(startTime, duration)}</dd>
        <dt>Duration</dt>
        <dd>{duration} hours</dd>
        <dt>Hourly rate</dt>
        <dd>{pesosPerHour(rate)}</dd>
        {referralCode && (
          <>
            <dt>Referral code</dt>
            <dd>{referralCode}</dd>
          </>
        )}
        <dt>Total</dt>
        <dd>{formatPesos(rate * duration)}</dd>
      </Summary>
      {payment || (
        <>
          {error && <Error>{error}</Error>}
          <Button loading={submitting} loadingLabel="Processing..." onClick={onConfirm}>
            Confirm Booking
          </Button>
        </>
      )}
    </section>
  );
}

const Error = styled(FormError)`
  margin-bottom: ${({ theme }) => theme.space[4]};
`;
