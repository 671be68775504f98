// The booking wizard, /book/{consultantId} (SPEC section 2): four steps with a
// progress bar, Back after step 1, the referral code from the query string, and
// every error text of SPEC section 8 (Wizard). Step 3 creates the booking, then
// mounts mf-payments' payment step for it (a priced booking is paid before it
// counts); its 'completed' moves on to step 4. A booking with nothing to pay
// goes straight to step 4.
import { useCallback, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from '@marketplace/shared-api/router';
import styled from 'styled-components';
import { useCreateBookingMutation, useGetBookedSlotsQuery, useGetConsultantQuery } from '@marketplace/shared-api/api/bookings';
import { DEFAULT_SESSION_DURATION } from '@marketplace/shared-api/constants';
import { SLOT_TIMES, type SessionDuration } from '@marketplace/shared-api/schemas/bookings';
import { PAYMENT_STEP_MODULE, type PaymentStepProps } from '@marketplace/shared-api/federation/remote-contract';
import { isRemoteModuleAvailable } from '@marketplace/shared-api/federation/remote-loader';
import { readToken } from '@marketplace/shared-api/session/storage';
import type { Booking } from '@marketplace/shared-api/types';
import { Button } from '@marketplace/shared-ui/button';
import { PageMessage } from '@marketplace/shared-ui/page-states';
import { Card, PageContainer } from '@marketplace/shared-ui/layout';
import { FormError } from '@marketplace/shared-ui/form-fields';
import { RemoteWidget } from '@marketplace/shared-ui/remote-widget';
import { PageSpinner } from '@marketplace/shared-ui/spinner';
import { DateTimePicker, type DateTimeSelection } from '../../../components/date-time-picker/date-time-picker';
import { fullName } from '@marketplace/shared-api/format';
import { createErrorText, LOGIN_REQUIRED } from '../create-error-text';
import { DurationStep } from './duration-step';
import { ReviewStep } from './review-step';
import { SuccessStep } from './success-step';
import { WizardHeader } from './wizard-header';
import { skipToken } from '@marketplace/shared-api/api/api';

/** A date and time chosen in the profile widget, handed over in the history state. */
function carriedSelection(state: unknown): DateTimeSelection | null {
  const value = state as Partial<DateTimeSelection> | null;
  if (!value || typeof value.date !== 'string' || !SLOT_TIMES.includes(value.startTime as DateTimeSelection['startTime'])) return null;
  return { date: value.date, startTime: value.startTime as DateTimeSelection['startTime'] };
}

export function BookingWizardPage() {
  const { consultantId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const referralCode = (searchParams.get('referralCode') ?? '').trim();

  const { data: consultant, isLoading, error: loadError } = useGetConsultantQuery(consultantId || skipToken);
  const { data: booked = [] } = useGetBookedSlotsQuery(consultantId || skipToken);
  const [createBooking, { isLoading: submitting }] = useCreateBookingMutation();

  const [step, setStep] = useState(0);
  const [selection, setSelection] = useState<DateTimeSelection | null>(() => carriedSelection(location.state));
  const [duration, setDuration] = useState<SessionDuration>(DEFAULT_SESSION_DURATION);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<Booking | null>(null);
  const [paid, setPaid] = useState(false);

  const paymentCompleted = useCallback(() => {
    setPaid(true);
    setStep(3);
  }, []);
  // The booking was cancelled (payment declined, hold ended): choose a time again.
  const startOver = useCallback(() => {
    setCreated(null);
    setSelection(null);
    setStep(0);
  }, []);

  // The failure stays on show while a remount's retry runs (the error outlives the new request).
  if (!consultant && !loadError && isLoading) return <PageSpinner label="Loading consultant" />;
  if (!consultant) {
    return (
      <PageMessage
        title="Failed to load consultant information"
        action={
          <Button variant="secondary" onClick={() => navigate(-1)}>
            Go Back
          </Button>
        }
      />
    );
  }

  const afternoonTaken = selection ? booked.some((slot) => slot.date === selection.date && slot.time === SLOT_TIMES[1]) : true;
  const fullDayPossible = selection?.startTime === SLOT_TIMES[0] && !afternoonTaken;
  const hours: SessionDuration = fullDayPossible ? duration : DEFAULT_SESSION_DURATION;

  const confirm = async () => {
    if (!selection) return;
    setError(null);
    if (!readToken()) {
      setError(LOGIN_REQUIRED);
      return;
    }
    const result = await createBooking({
      consultantId,
      date: selection.date,
      startTime: selection.startTime,
      duration: hours,
      price: consultant.salaryRate * hours,
      ...(referralCode ? { referralCode } : {}),
    });
    if ('error' in result) {
      setError(createErrorText(result.error));
      return;
    }
    const booking = result.data.booking;
    setCreated(booking);
    // Nothing to pay (a rate of 0): the booking waits for the consultant, no payment step.
    if (booking.price <= 0) setStep(3);
  };

  return (
    <PageContainer>
      <Card>
        <WizardHeader consultant={consultant} step={step} />
        {step > 0 && step < 3 && !created && (
          <Back variant="ghost" onClick={() => setStep((current) => current - 1)}>
            Back
          </Back>
        )}
        {step === 0 && (
          <DateTimePicker
            consultantId={consultantId}
            defaultSelection={selection}
            onContinue={(chosen) => {
              setSelection(chosen);
              setStep(1);
            }}
          />
        )}
        {step === 1 && (
          <DurationStep
            rate={consultant.salaryRate}
            duration={hours}
            fullDayPossible={fullDayPossible}
            onChange={setDuration}
            onContinue={() => setStep(2)}
          />
        )}
        {step === 2 && selection && (
          <ReviewStep
            consultantName={fullName(consultant)}
            date={selection.date}
            startTime={selection.startTime}
            duration={hours}
            rate={consultant.salaryRate}
            referralCode={referralCode}
            error={error}
            submitting={submitting}
            onConfirm={confirm}
            payment={created && <PaymentStepSlot booking={created} onCompleted={paymentCompleted} onStartOver={startOver} />}
          />
        )}
        {step === 3 && created && <SuccessStep booking={created} paid={paid} />}
      </Card>
    </PageContainer>
  );
}

export const PAYMENTS_UNAVAILABLE = 'Payments are not available right now. Your time is held for a while; please try again later.';

/** mf-payments' payment step, or a notice when the deployed site has no payments remote. */
function PaymentStepSlot(props: PaymentStepProps) {
  if (!isRemoteModuleAvailable(PAYMENT_STEP_MODULE)) return <FormError>{PAYMENTS_UNAVAILABLE}</FormError>;
  return <RemoteWidget id={PAYMENT_STEP_MODULE} label="the payment step" props={props} />;
}

const Back = styled(Button)`
  margin-bottom: ${({ theme }) => theme.space[4]};
`;
