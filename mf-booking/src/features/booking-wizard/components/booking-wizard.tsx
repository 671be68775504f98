// The wizard's four steps for one consultant (SPEC section 2): the picker, the
// duration, review and payment, success. Step 3 creates the booking, then mounts
// mf-payments' payment step for it (a priced booking is paid before it counts);
// its 'completed' moves on to step 4. A booking with nothing to pay goes straight
// to step 4. Started with `resumed`, it opens at step 3 on that existing booking,
// its payment step already mounted. Every step ends in StepActions: Back, then
// the one primary button, in the same place. 'Repeat weekly' on step 3 books a series
// instead, judged date by date first, and pays its first period (series-step.tsx).
import { useCallback, useState } from 'react';
import { useCreateBookingMutation, useGetBookedSlotsQuery, type ConsultantInfo } from '@marketplace/shared-api/api/bookings';
import { DEFAULT_SESSION_DURATION } from '@marketplace/shared-api/constants';
import { SLOT_TIMES, type SessionDuration, type SlotTime } from '@marketplace/shared-api/schemas/bookings';
import { PAYMENT_STEP_MODULE, type PaymentStepProps } from '@marketplace/shared-api/federation/remote-contract';
import { isRemoteModuleAvailable } from '@marketplace/shared-api/federation/remote-loader';
import { readToken } from '@marketplace/shared-api/session/storage';
import type { Booking } from '@marketplace/shared-api/types';
import { fullName } from '@marketplace/shared-api/format';
import { FormError } from '@marketplace/shared-ui/form-fields';
import { RemoteWidget } from '@marketplace/shared-ui/remote-widget';
import { DateTimePicker, type DateTimeSelection } from '../../../components/date-time-picker/date-time-picker';
import { createErrorText, LOGIN_REQUIRED } from '../create-error-text';
import { DurationStep } from './duration-step';
import { ReviewStep } from './review-step';
import { SeriesStep } from './series-step';
import { SuccessStep } from './success-step';
import { WizardHeader } from './wizard-header';

export const PAYMENTS_UNAVAILABLE = 'Payments are not available right now. Your time is held for a while; please try again later.';
/** The wizard's step 3, Review and payment (0-based). */
const REVIEW_STEP = 2;

export interface BookingWizardProps {
  consultant: ConsultantInfo;
  referralCode: string;
  /** A date and time chosen before the wizard (the profile widget's). */
  carried: DateTimeSelection | null;
  /** An existing booking still to pay for: the wizard opens at its payment step. */
  resumed?: Booking;
}

export function BookingWizard({ consultant, referralCode, carried, resumed }: BookingWizardProps) {
  const consultantId = consultant.id;
  const { data: booked = [] } = useGetBookedSlotsQuery(consultantId);
  const [createBooking, { isLoading: submitting }] = useCreateBookingMutation();

  const [step, setStep] = useState(resumed ? REVIEW_STEP : 0);
  const [selection, setSelection] = useState<DateTimeSelection | null>(() =>
    resumed ? { date: resumed.date, startTime: resumed.startTime as SlotTime } : carried,
  );
  const [duration, setDuration] = useState<SessionDuration>(DEFAULT_SESSION_DURATION);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<Booking | null>(resumed ?? null);
  const [paid, setPaid] = useState(false);
  // 'Repeat weekly': the review step books a series instead; once one exists it stays.
  const [repeat, setRepeat] = useState(false);
  const [seriesBooked, setSeriesBooked] = useState(false);

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

  const afternoonTaken = selection ? booked.some((slot) => slot.date === selection.date && slot.time === SLOT_TIMES[1]) : true;
  const fullDayPossible = selection?.startTime === SLOT_TIMES[0] && !afternoonTaken;
  const hours: SessionDuration = fullDayPossible ? duration : DEFAULT_SESSION_DURATION;
  const back = () => setStep((current) => current - 1);

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
    <>
      <WizardHeader consultant={consultant} step={step} />
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
          onBack={back}
          onContinue={() => setStep(REVIEW_STEP)}
        />
      )}
      {step === REVIEW_STEP && selection && (
        <ReviewStep
          consultantName={fullName(consultant)}
          // Once the booking exists it is what is paid for: its own date, time, length and price.
          date={created?.date ?? selection.date}
          startTime={(created?.startTime as SlotTime | undefined) ?? selection.startTime}
          duration={(created?.duration as SessionDuration | undefined) ?? hours}
          total={created?.price ?? consultant.salaryRate * hours}
          referralCode={created ? (created.referralCode ?? '') : referralCode}
          error={error}
          submitting={submitting}
          onBack={back}
          onConfirm={confirm}
          repeat={created || seriesBooked || resumed ? undefined : { on: repeat, onChange: setRepeat }}
          payment={
            created ? (
              <PaymentStepSlot booking={created} onCompleted={paymentCompleted} onStartOver={startOver} />
            ) : repeat ? (
              <SeriesStep
                consultantId={consultantId}
                firstDate={selection.date}
                startTime={selection.startTime}
                duration={hours}
                referralCode={referralCode}
                onBack={back}
                onCreated={() => setSeriesBooked(true)}
              />
            ) : undefined
          }
        />
      )}
      {step === 3 && created && <SuccessStep booking={created} paid={paid} />}
    </>
  );
}

/** mf-payments' payment step, or a notice when the deployed site has no payments remote. */
function PaymentStepSlot(props: PaymentStepProps) {
  if (!isRemoteModuleAvailable(PAYMENT_STEP_MODULE)) return <FormError>{PAYMENTS_UNAVAILABLE}</FormError>;
  return <RemoteWidget id={PAYMENT_STEP_MODULE} label="the payment step" props={props} />;
}
