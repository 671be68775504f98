// /availability: an assistant says when they take bookings. The week
// of slots (Morning and Afternoon, Monday to Friday), days off with a note to
// themselves, minimum notice, how far ahead, limits a day and a week, and a busy
// calendar (an ICS address the server reads on a schedule, or now with 'Read
// now'). Saving never cancels a booking: days off over bookings list them and
// ask to confirm (they stay booked). Linked from /profile and /booking-dashboard.
// Each part of the form is its own component; SettingsForm holds the rules being edited and saves them.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorField, errorMessage, errorStatus, isFetchError } from '@marketplace/shared-api/api/errors';
import { useGetMyAvailabilityQuery, useSaveAvailabilityMutation } from '@marketplace/shared-api/api/availability';
import type { AvailabilitySettings, DayOffBooking, DayOffConflictBody } from '@marketplace/shared-api/availability/types';
import { useViewer } from '@marketplace/shared-api/session/use-viewer';
import { Button } from '@marketplace/shared-ui/button';
import { FormError } from '@marketplace/shared-ui/form-fields';
import { PageContainer, SpreadRow } from '@marketplace/shared-ui/layout';
import { LinkButton } from '@marketplace/shared-ui/link-button';
import { LoadError, PageMessage } from '@marketplace/shared-ui/page-states';
import { Skeleton } from '@marketplace/shared-ui/skeleton';
import { useToast } from '@marketplace/shared-ui/toast';
import { AVAILABILITY_TEXTS } from '../availability-texts';
import { bodyOf, formOf, type AvailabilityForm } from '../form-state';
import { BusyCalendarSection } from './busy-calendar-section';
import { DayOffConflictWarning } from './day-off-conflict-warning';
import { DaysOffSection } from './days-off-section';
import { NoticeLimitsSection } from './notice-limits-section';
import { Actions } from './settings-layout';
import { WeeklyHoursSection } from './weekly-hours-section';

/** The fields whose save errors show beside them; any other shows above Save. */
const FIELDS_WITH_OWN_ERROR = ['daysOff', 'noticeHours', 'calendarUrl'];

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
  const [form, setForm] = useState<AvailabilityForm>(() => formOf(settings.rules, settings.calendar.url));
  const [conflict, setConflict] = useState<DayOffBooking[] | null>(null);
  const [failure, setFailure] = useState<{ message: string; field?: string } | null>(null);
  const [save, saving] = useSaveAvailabilityMutation();
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

  const fieldError = (field: string) => (failure?.field?.startsWith(field) ? failure.message : undefined);

  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Availability">
      <WeeklyHoursSection weekly={form.weekly} onChange={(weekly) => change({ weekly })} />
      <DaysOffSection daysOff={form.daysOff} error={fieldError('daysOff')} onChange={(daysOff) => change({ daysOff })} />
      <NoticeLimitsSection values={form} noticeError={fieldError('noticeHours')} onChange={change} />
      <BusyCalendarSection url={form.calendarUrl} calendar={settings.calendar} error={fieldError('calendarUrl')} onChange={(calendarUrl) => change({ calendarUrl })} />
      {conflict && <DayOffConflictWarning bookings={conflict} saving={saving.isLoading} onBack={() => setConflict(null)} onConfirm={() => void submit(true)} />}
      {failure && !failure.field && <FormError>{failure.message}</FormError>}
      {failure?.field && !FIELDS_WITH_OWN_ERROR.some((field) => failure.field?.startsWith(field)) && <FormError>{failure.message}</FormError>}
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
