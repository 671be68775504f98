// The booking widget of SPEC section 2 (exposed as mf_booking/BookingWidget;
// mf-profiles mounts it on /profile/{id} for a signed-in viewer of an Assistant).
// Weekdays from today to the month's end; a chosen date loads its free times;
// Book Now goes to the wizard with the referral code (URL-encoded, only when
// non-blank) and carries the chosen date and time along in the history state.
// Late in a month those dates may all be off or taken, so the widget also names the
// next day the assistant can be booked ('Next free: Wed, Dec 9'), which opens the
// wizard on that day and its first free time.
import type { BookingWidgetProps } from '@marketplace/shared-api/federation/remote-contract';
import { Fragment, useEffect, useId, useMemo, useState } from 'react';
import { useNavigate } from '@marketplace/shared-api/router';
import styled from 'styled-components';
import { LIST_SLOT_HOURS } from '@marketplace/shared-api/constants';
import { useGetAvailableTimesQuery } from '@marketplace/shared-api/api/bookings';
import type { SlotTime } from '@marketplace/shared-api/schemas/bookings';
import { Button } from '@marketplace/shared-ui/button';
import { TextField } from '@marketplace/shared-ui/form-fields';
import { Card } from '@marketplace/shared-ui/layout';
import { Choice, ChoiceRow, FreeTimes } from '../../../components/free-times';
import { useLiveSlots } from '../../../hooks/use-live-slots';
import { useAvailabilityRules } from '../../../hooks/use-availability-rules';
import { useNextFreeDay } from '../../../hooks/use-next-free-day';
import { ReasonDescription, refusedProps } from '../../../components/refused-reason';
import { useViewer } from '@marketplace/shared-api/session/use-viewer';
import { formatDate } from '@marketplace/shared-api/time/date-format';
import { useWallClock } from '@marketplace/shared-api/time/use-wall-clock';
import { hasStarted, weekdaysToMonthEnd } from '@marketplace/shared-api/time/wall-clock';
import { skipToken } from '@marketplace/shared-api/api/api';

export type { BookingWidgetProps };

export const INCLUDED = [
  'One-on-one assistance',
  'Personalized service',
  'Professional experience',
  'Real-time communication',
] as const;

export const TIMES_ERROR = 'Could not fetch available times. Please try again.';

/** The wizard's address, with the referral code only when it is non-blank after trimming. */
export function wizardPath(consultantId: string, referralCode: string): string {
  const code = referralCode.trim();
  return `/book/${encodeURIComponent(consultantId)}${code ? `?referralCode=${encodeURIComponent(code)}` : ''}`;
}

export function BookingWidget({ consultantId, consultantName }: BookingWidgetProps) {
  const titleId = useId();
  const navigate = useNavigate();
  const viewer = useViewer();
  // Today is the marketplace's (its zone), as the server judges it.
  const clock = useWallClock();
  const today = clock.today();
  const dates = useMemo(() => weekdaysToMonthEnd(today), [today]);
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<SlotTime | null>(null);
  const [referralCode, setReferralCode] = useState('');
  const [processing, setProcessing] = useState(false);

  useLiveSlots(consultantId);
  // Days the assistant does not take (their rules) stay listed, refused, with the reason.
  const rules = useAvailabilityRules(consultantId);
  const nextFree = useNextFreeDay(consultantId, rules);
  const { data: available, isFetching, isError } = useGetAvailableTimesQuery(date ? { date, consultantId } : skipToken);
  // A slot of today whose start has come on the marketplace's clock is not offered.
  const now = clock.now();
  const times = available && date ? available.filter((slot) => !hasStarted({ date, startTime: slot }, now)) : available;

  // A time someone else just took (live update) is no longer a valid choice.
  useEffect(() => {
    if (time && times && !times.includes(time)) setTime(null);
  }, [time, times]);

  const chooseDate = (next: string) => {
    setDate(next);
    if (next !== date) setTime(null);
  };

  const openWizard = (chosen: { date: string | null; startTime: SlotTime | null }) => {
    if (!viewer.id) {
      navigate('/login');
      return;
    }
    setProcessing(true);
    navigate(wizardPath(consultantId, referralCode), { state: chosen });
  };
  const bookNow = () => openWizard({ date, startTime: time });

  return (
    <Card as="section" aria-labelledby={titleId}>
      <h2 id={titleId}>Book a Consultation with {consultantName}</h2>
      <Muted>Sessions last 4 or 8 hours.</Muted>
      <h3>What&apos;s included</h3>
      <Included>
        {INCLUDED.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </Included>

      <Row role="group" aria-label="Dates">
        {dates.map((day) => {
          const reason = rules.dayReason(day, LIST_SLOT_HOURS);
          const reasonId = `${titleId}-${day}`;
          return (
            <Fragment key={day}>
              <Choice type="button" aria-pressed={date === day} {...refusedProps(reason, reasonId)} onClick={() => !reason && chooseDate(day)}>
                <small>{formatDate(day, 'weekday')}</small> <span>{formatDate(day, 'button')}</span>
              </Choice>
              <ReasonDescription id={reasonId} reason={reason} />
            </Fragment>
          );
        })}
      </Row>
      {nextFree && (
        <NextFree>
          <Button variant="secondary" size="sm" onClick={() => openWizard(nextFree)}>
            Next free: {formatDate(nextFree.date, 'chosen')}
          </Button>
        </NextFree>
      )}

      <SpacedTimes
        date={date}
        times={times}
        isFetching={isFetching}
        isError={isError}
        hours={LIST_SLOT_HOURS}
        chosen={time}
        onChoose={setTime}
      />

      <SpacedField
        label="Referral code"
        placeholder="Enter referral code (optional)"
        value={referralCode}
        onChange={(event) => setReferralCode(event.target.value)}
        autoComplete="off"
      />
      {isError && <ErrorText role="alert">{TIMES_ERROR}</ErrorText>}
      <Button fullWidth disabled={isFetching || !date || !time} loading={processing} loadingLabel="Processing..." onClick={bookNow}>
        Book Now
      </Button>
    </Card>
  );
}

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Included = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding-left: ${({ theme }) => theme.space[6]};
`;

const Row = styled(ChoiceRow)`
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const NextFree = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
`;

const SpacedTimes = styled(FreeTimes)`
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const SpacedField = styled(TextField)`
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.dangerText};
`;
