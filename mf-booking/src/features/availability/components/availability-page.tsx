// /availability: an assistant says when they take bookings. The week
// of slots (Morning and Afternoon, Monday to Friday), days off with a note to
// themselves, minimum notice, how far ahead, limits a day and a week, and a busy
// calendar (an ICS address the server reads on a schedule, or now with 'Read
// now'). Saving never cancels a booking: days off over bookings list them and
// ask to confirm (they stay booked). Linked from /profile and /booking-dashboard.
import { addMonths, startOfMonth } from 'date-fns';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorField, errorMessage, errorStatus, isFetchError } from '@marketplace/shared-api/api/errors';
import { useGetMyAvailabilityQuery, useRefreshBusyCalendarMutation, useSaveAvailabilityMutation } from '@marketplace/shared-api/api/availability';
import { HORIZON_MONTHS_MAX, MAX_PER_WEEK_MAX, NOTICE_HOURS_MAX, WORK_WEEKDAYS } from '@marketplace/shared-api/availability/rules';
import type { AvailabilitySettings, DayOffBooking, DayOffConflictBody } from '@marketplace/shared-api/availability/types';
import { PICKER_SLOTS } from '@marketplace/shared-api/constants';
import { formatInstantInZone, zoneLabel } from '@marketplace/shared-api/format';
import { timeRange } from '@marketplace/shared-api/booking-time';
import { formatDate } from '@marketplace/shared-api/time/date-format';
import { dayOf, isWeekendDate } from '@marketplace/shared-api/time/wall-clock';
import { useWallClock } from '@marketplace/shared-api/time/use-wall-clock';
import { useViewer } from '@marketplace/shared-api/session/use-viewer';
import { Button } from '@marketplace/shared-ui/button';
import { FormError, SelectField, TextField } from '@marketplace/shared-ui/form-fields';
import { PageContainer, SpreadRow } from '@marketplace/shared-ui/layout';
import { LinkButton } from '@marketplace/shared-ui/link-button';
import { LoadError, PageMessage } from '@marketplace/shared-ui/page-states';
import { Skeleton } from '@marketplace/shared-ui/skeleton';
import { useToast } from '@marketplace/shared-ui/toast';
import { CalendarLegend, MonthCalendar } from '../../../components/date-time-picker/month-calendar';
import { addDayOff, bodyOf, dayOffReason, formOf, toggleSlot, type AvailabilityForm } from '../form-state';

export const AVAILABILITY_TEXTS = {
  title: 'Availability',
  saved: 'Availability saved',
  saveFailed: 'Could not save your availability. Please try again.',
  loadFailed: 'Could not load your availability',
  assistantsOnly: 'Only assistants set their availability.',
  readFailed: 'Could not read the calendar. Please try again.',
} as const;

const HORIZON_OPTIONS = Array.from({ length: HORIZON_MONTHS_MAX }, (_, index) => ({
  value: String(index + 1),
  label: index === 0 ? '1 month' : `${index + 1} months`,
}));
const PER_DAY_OPTIONS = [{ value: '', label: 'No limit' }, ...PICKER_SLOTS.map((_, index) => ({ value: String(index + 1), label: String(index + 1) }))];
const PER_WEEK_OPTIONS = [
  { value: '', label: 'No limit' },
  ...Array.from({ length: MAX_PER_WEEK_MAX }, (_, index) => ({ value: String(index + 1), label: String(index + 1) })),
];

export function AvailabilityPage() {
  const viewer = useViewer();
  if (viewer.role !== 'Assistant') return <PageMessage title={AVAILABILITY_TEXTS.title} description={AVAILABILITY_TEXTS.assistantsOnly} />;
  return <AssistantAvailability />;
}

function AssistantAvailability() {
  const { data, isLoading, isError, refetch, isFetching } = useGetMyAvailabilityQuery();
  return (
    <PageContainer>
      <SpreadRow>
        <h1>{AVAILABILITY_TEXTS.title}</h1>
        <LinkButton to="/booking-dashboard" $variant="secondary" $size="sm">
          Booking Dashboard
        </LinkButton>
      </SpreadRow>
      <Intro>Choose when clients can book you. Changes never cancel a booking you already have.</Intro>
      {isLoading ? (
        <Skeleton label="Loading your availability" shape="form" withoutHeading />
      ) : isError || !data ? (
        <LoadError title={AVAILABILITY_TEXTS.loadFailed} onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <SettingsForm settings={data} />
      )}
    </PageContainer>
  );
}

function SettingsForm({ settings }: { settings: AvailabilitySettings }) {
  const toast = useToast();
  const clock = useWallClock();
  const [form, setForm] = useState<AvailabilityForm>(() => formOf(settings.rules, settings.calendar.url));
  const [newOff, setNewOff] = useState({ from: '', to: '', note: '' });
  const [conflict, setConflict] = useState<DayOffBooking[] | null>(null);
  const [failure, setFailure] = useState<{ message: string; field?: string } | null>(null);
  const [save, saving] = useSaveAvailabilityMutation();
  const [refresh, reading] = useRefreshBusyCalendarMutation();
  const change = (patch: Partial<AvailabilityForm>) => setForm((current) => ({ ...current, ...patch }));

  const submit = async (confirm = false) => {
    setFailure(null);
    const result = await save(bodyOf(form, confirm));
    if ('error' in result) {
      if (errorStatus(result.error) === 409 && isFetchError(result.error)) {
        const body = result.error.data as Partial<DayOffConflictBody> | undefined;
        if (body?.bookings) {
          setConflict(body.bookings);
          return;
        }
      }
      setFailure({ message: errorMessage(result.error, AVAILABILITY_TEXTS.saveFailed), field: errorField(result.error) });
      return;
    }
    setConflict(null);
    setForm(formOf(result.data.rules, result.data.calendar.url));
    toast.show(AVAILABILITY_TEXTS.saved, { kind: 'success' });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  const readNow = async () => {
    const result = await refresh();
    if ('error' in result) toast.show(errorMessage(result.error, AVAILABILITY_TEXTS.readFailed), { kind: 'error' });
  };

  const fieldError = (field: string) => (failure?.field?.startsWith(field) ? failure.message : undefined);
  const calendar = settings.calendar;
  const savedUrl = calendar.url ?? '';

  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Availability">
      <Section aria-labelledby="week-heading">
        <h2 id="week-heading">Your week</h2>
        <Muted>The slots you take each weekday, in {zoneLabel(clock.zone)}. Weekends are closed.</Muted>
        <Week>
          {WORK_WEEKDAYS.map((weekday, index) => (
            <Day key={weekday}>
              <legend>{weekday}</legend>
              {PICKER_SLOTS.map((slot) => (
                <Check key={slot.time}>
                  <input type="checkbox" checked={form.weekly[index]?.includes(slot.time) ?? false} onChange={() => change({ weekly: toggleSlot(form.weekly, index, slot.time) })} />
                  <span>
                    {slot.label} <small>{slot.range}</small>
                  </span>
                </Check>
              ))}
            </Day>
          ))}
        </Week>
      </Section>

      <Section aria-labelledby="days-off-heading">
        <h2 id="days-off-heading">Days off</h2>
        <Muted>Days off have a dashed outline on the calendar, their note on hover or focus; choose a day to start a new one.</Muted>
        <Calendars>
          {[0, 1].map((offset) => (
            <MonthCalendar
              key={offset}
              month={addMonths(startOfMonth(dayOf(clock.today())), offset)}
              selected={newOff.from || null}
              isDisabled={(day) => day < clock.today() || isWeekendDate(day)}
              reasonOf={(day) => dayOffReason(form.daysOff, day)}
              onSelect={(day) => setNewOff({ ...newOff, from: day })}
              today={clock.today()}
            />
          ))}
        </Calendars>
        <CalendarLegend refused="Day off" />
        {form.daysOff.length === 0 ? (
          <Muted>No days off.</Muted>
        ) : (
          <OffList aria-label="Your days off">
            {form.daysOff.map((off, index) => (
              <li key={`${off.from}-${off.to}-${index}`}>
                <span>
                  <strong>{off.from === off.to ? formatDate(off.from, 'full') : `${formatDate(off.from, 'full')} to ${formatDate(off.to, 'full')}`}</strong>
                  {off.note && <Muted as="span"> · {off.note}</Muted>}
                </span>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove day off ${formatDate(off.from, 'full')}`}
                  onClick={() => change({ daysOff: form.daysOff.filter((_, at) => at !== index) })}
                >
                  Remove
                </Button>
              </li>
            ))}
          </OffList>
        )}
        <Row>
          <TextField label="First day off" type="date" min={clock.today()} value={newOff.from} onChange={(event) => setNewOff({ ...newOff, from: event.target.value })} />
          <TextField
            label="Last day off"
            hint="Leave empty for a single day"
            type="date"
            min={newOff.from || clock.today()}
            value={newOff.to}
            onChange={(event) => setNewOff({ ...newOff, to: event.target.value })}
          />
          <TextField label="Note to yourself" hint="Only you see it" maxLength={200} value={newOff.note} onChange={(event) => setNewOff({ ...newOff, note: event.target.value })} />
        </Row>
        <div>
          <Button
            type="button"
            variant="secondary"
            disabled={!newOff.from || (newOff.to !== '' && newOff.to < newOff.from)}
            onClick={() => {
              change({ daysOff: addDayOff(form.daysOff, newOff) });
              setNewOff({ from: '', to: '', note: '' });
            }}
          >
            Add day off
          </Button>
        </div>
        {fieldError('daysOff') && <FormError>{fieldError('daysOff')}</FormError>}
      </Section>

      <Section aria-labelledby="notice-heading">
        <h2 id="notice-heading">Notice and limits</h2>
        <Row>
          <TextField
            label="Minimum notice (hours)"
            type="number"
            inputMode="numeric"
            min={0}
            max={NOTICE_HOURS_MAX}
            value={form.noticeHours}
            error={fieldError('noticeHours')}
            onChange={(event) => change({ noticeHours: event.target.value })}
          />
          <SelectField label="Take bookings up to" options={HORIZON_OPTIONS} value={form.horizonMonths} onChange={(event) => change({ horizonMonths: event.target.value })} />
          <SelectField label="Sessions a day at most" options={PER_DAY_OPTIONS} value={form.maxPerDay} onChange={(event) => change({ maxPerDay: event.target.value })} />
          <SelectField label="Sessions a week at most" options={PER_WEEK_OPTIONS} value={form.maxPerWeek} onChange={(event) => change({ maxPerWeek: event.target.value })} />
        </Row>
      </Section>

      <Section aria-labelledby="calendar-heading">
        <h2 id="calendar-heading">Busy calendar</h2>
        <Muted>Paste your calendar’s secret address (ICS), e.g. Google Calendar’s “Secret address in iCal format”. Slots that overlap its events are not offered.</Muted>
        <TextField
          label="Calendar address"
          type="url"
          placeholder="https://calendar.google.com/calendar/ical/…/basic.ics"
          value={form.calendarUrl}
          error={fieldError('calendarUrl')}
          autoComplete="off"
          onChange={(event) => change({ calendarUrl: event.target.value })}
        />
        {savedUrl && (
          <CalendarState role="status" aria-live="polite">
            {calendar.readAt ? (
              <span>
                Last read {formatInstantInZone(calendar.readAt, clock.zone)} · {calendar.eventsFound === 1 ? '1 busy event found' : `${calendar.eventsFound ?? 0} busy events found`}
              </span>
            ) : (
              !calendar.error && <span>Not read yet.</span>
            )}
            {calendar.error && (
              <ErrorText>
                {calendar.error}
                {calendar.errorAt && ` (${formatInstantInZone(calendar.errorAt, clock.zone)})`}
                {calendar.readAt && ' The last good copy still applies.'}
              </ErrorText>
            )}
            <div>
              <Button type="button" variant="secondary" size="sm" loading={reading.isLoading} loadingLabel="Reading..." onClick={() => void readNow()}>
                Read now
              </Button>
            </div>
          </CalendarState>
        )}
      </Section>

      {conflict && (
        <Warning role="alert" aria-labelledby="conflict-heading">
          <h2 id="conflict-heading">These days off already have bookings</h2>
          <p>They stay booked: cancel or reschedule them from your bookings if you need to.</p>
          <ul>
            {conflict.map((booking) => (
              <li key={booking.id}>
                {formatDate(booking.date, 'full')}, {timeRange(booking.startTime, booking.duration)} with {booking.clientName} (ref {booking.reference})
              </li>
            ))}
          </ul>
          <Actions>
            <Button type="button" variant="secondary" onClick={() => setConflict(null)}>
              Go back
            </Button>
            <Button type="button" loading={saving.isLoading} onClick={() => void submit(true)}>
              Keep them and save
            </Button>
          </Actions>
        </Warning>
      )}

      {failure && !failure.field && <FormError>{failure.message}</FormError>}
      {failure?.field && !['daysOff', 'noticeHours', 'calendarUrl'].some((field) => failure.field?.startsWith(field)) && <FormError>{failure.message}</FormError>}
      <Actions>
        <Button type="submit" loading={saving.isLoading} loadingLabel="Saving...">
          Save availability
        </Button>
      </Actions>
    </Form>
  );
}

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Calendars = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

const Week = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

const Day = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  legend {
    padding: 0 ${({ theme }) => theme.space[1]};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  cursor: pointer;

  input {
    width: 1.25rem;
    height: 1.25rem;
  }

  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(13rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

const OffList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[2]} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const CalendarState = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const ErrorText = styled.span`
  color: ${({ theme }) => theme.colors.dangerText};
`;

const Warning = styled.section`
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;
