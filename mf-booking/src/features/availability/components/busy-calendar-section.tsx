// 'Busy calendar': the ICS address the server reads on a schedule, and, once one is
// saved, how its last read went (events found, or the failure) with 'Read now'.
// The read state is the saved address's, not the field's.
import styled from 'styled-components';
import { errorMessage } from '@marketplace/shared-api/api/errors';
import { useRefreshBusyCalendarMutation } from '@marketplace/shared-api/api/availability';
import type { BusyCalendarState } from '@marketplace/shared-api/availability/types';
import { formatInstantInZone } from '@marketplace/shared-api/format';
import { useWallClock } from '@marketplace/shared-api/time/use-wall-clock';
import { Button } from '@marketplace/shared-ui/button';
import { TextField } from '@marketplace/shared-ui/form-fields';
import { useToast } from '@marketplace/shared-ui/toast';
import { AVAILABILITY_TEXTS } from '../availability-texts';
import { Muted, Section } from './settings-layout';

export interface BusyCalendarSectionProps {
  /** The address in the field. */
  url: string;
  /** The saved address and its last read. */
  calendar: BusyCalendarState;
  /** The save's complaint about the address, if any. */
  error?: string;
  onChange: (url: string) => void;
}

export function BusyCalendarSection({ url, calendar, error, onChange }: BusyCalendarSectionProps) {
  const toast = useToast();
  const clock = useWallClock();
  const [refresh, reading] = useRefreshBusyCalendarMutation();
  const savedUrl = calendar.url ?? '';

  const readNow = async () => {
    const result = await refresh();
    if ('error' in result) toast.show(errorMessage(result.error, AVAILABILITY_TEXTS.readFailed), { kind: 'error' });
  };

  return (
    <Section aria-labelledby="calendar-heading">
      <h2 id="calendar-heading">Busy calendar</h2>
      <Muted>Paste your calendar’s secret address (ICS), e.g. Google Calendar’s “Secret address in iCal format”. Slots that overlap its events are not offered.</Muted>
      <TextField
        label="Calendar address"
        type="url"
        placeholder="https://calendar.google.com/calendar/ical/…/basic.ics"
        value={url}
        error={error}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
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
  );
}

const CalendarState = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const ErrorText = styled.span`
  color: ${({ theme }) => theme.colors.dangerText};
`;
