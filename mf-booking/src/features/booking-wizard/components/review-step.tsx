// Step 3, 'Review and payment' (SPEC): what is being booked and for how much,
// then Confirm Booking creates it; once it exists, the payment step (mf-payments,
// passed in as `payment`) takes the place of the step's actions (there is no way
// back from a booking that holds its time). A priced booking states the
// cancellation policy before it is made, with the marketplace's own figures. 'Repeat weekly'
// hands the step's actions to the series step.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { timeRange } from '@marketplace/shared-api/booking-time';
import type { SessionDuration, SlotTime } from '@marketplace/shared-api/schemas/bookings';
import { Button } from '@marketplace/shared-ui/button';
import { FormError } from '@marketplace/shared-ui/form-fields';
import { formatDate } from '@marketplace/shared-api/time/date-format';
import { formatPesos, pesosPerHour } from '@marketplace/shared-api/format';
import { useGetConfigQuery } from '@marketplace/shared-api/api/config';
import { DEFAULT_LATE_CANCEL_HOURS, DEFAULT_LATE_CANCEL_PAY_PERCENT } from '@marketplace/shared-api/constants';
import { StepActions } from '../../../components/step-actions';
import { TOUCH_TARGET_PX } from '../../../lib/touch-target';
import { Summary } from './duration-step';
import { Fact } from '@marketplace/shared-ui/fact-list';
import { ViewerTimeLine } from '@marketplace/shared-ui/viewer-time-line';

export interface ReviewStepProps {
  consultantName: string;
  date: string;
  startTime: SlotTime;
  duration: SessionDuration;
  /** The price in pesos: the hourly rate times the duration. */
  total: number;
  referralCode: string;
  error: string | null;
  submitting: boolean;
  onBack: () => void;
  onConfirm: () => void;
  /** The payment step, once the booking is created (or the series step, while repeating). */
  payment?: ReactNode;
  /** 'Repeat weekly', offered until anything is booked. */
  repeat?: { on: boolean; onChange: (on: boolean) => void };
}

export function ReviewStep({ consultantName, date, startTime, duration, total, referralCode, error, submitting, onBack, onConfirm, payment, repeat }: ReviewStepProps) {
  return (
    <section aria-labelledby="review-heading">
      <h2 id="review-heading">Review and payment</h2>
      <Summary>
        <Fact label="Consultant">{consultantName}</Fact>
        <Fact label="Date">{formatDate(date, 'chosen')}</Fact>
        <Fact label="Time">
          {timeRange(startTime, duration)}
          <ViewerTimeLine session={{ date, startTime, duration }} />
        </Fact>
        <Fact label="Duration">{duration} hours</Fact>
        <Fact label="Hourly rate">{pesosPerHour(total / duration)}</Fact>
        {referralCode && (
          <Fact label="Referral code">{referralCode}</Fact>
        )}
        <Fact label="Total">{formatPesos(total)}</Fact>
      </Summary>
      {total > 0 && <CancellationPolicy />}
      {repeat && (
        <RepeatToggle>
          <input type="checkbox" checked={repeat.on} onChange={(event) => repeat.onChange(event.target.checked)} />
          Repeat weekly
        </RepeatToggle>
      )}
      {payment || (
        <>
          {error && <Error>{error}</Error>}
          <StepActions onBack={onBack}>
            <Button loading={submitting} loadingLabel="Processing..." onClick={onConfirm}>
              Confirm Booking
            </Button>
          </StepActions>
        </>
      )}
    </section>
  );
}

/** The late-cancel policy in one sentence (GET /api/config's figures; the defaults until it has answered). */
function CancellationPolicy() {
  const { data } = useGetConfigQuery();
  const hours = data?.lateCancelHours ?? DEFAULT_LATE_CANCEL_HOURS;
  const percent = data?.lateCancelPayPercent ?? DEFAULT_LATE_CANCEL_PAY_PERCENT;
  return (
    <Policy>
      {`Cancel at least ${hours} hours before the start for a full refund; after that, the assistant keeps ${percent}% of their share and you get the rest back.`}
    </Policy>
  );
}

const Policy = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const RepeatToggle = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${TOUCH_TARGET_PX}px;
  margin-bottom: ${({ theme }) => theme.space[4]};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
`;

const Error = styled(FormError)`
  margin-bottom: ${({ theme }) => theme.space[4]};
`;
