// 'Days off': this month's and next month's calendars (a day off refused with its
// note, a chosen day starting a new one), the list of days off with a Remove each,
// and the fields of the day off being added. The one being added is this section's
// own until 'Add day off' puts it in the form.
import { addMonths, startOfMonth } from 'date-fns';
import { useState } from 'react';
import styled from 'styled-components';
import { formatDate } from '@marketplace/shared-api/time/date-format';
import { dayOf, isWeekendDate } from '@marketplace/shared-api/time/wall-clock';
import { useWallClock } from '@marketplace/shared-api/time/use-wall-clock';
import { Button } from '@marketplace/shared-ui/button';
import { FormError, TextField } from '@marketplace/shared-ui/form-fields';
import { CalendarLegend, MonthCalendar } from '../../../components/date-time-picker/month-calendar';
import { addDayOff, dayOffReason, type AvailabilityForm } from '../form-state';
import { Muted, Row, Section } from './settings-layout';

const NO_NEW_DAY_OFF = { from: '', to: '', note: '' };

export interface DaysOffSectionProps {
  daysOff: AvailabilityForm['daysOff'];
  /** The save's complaint about the days off, if any. */
  error?: string;
  onChange: (daysOff: AvailabilityForm['daysOff']) => void;
}

export function DaysOffSection({ daysOff, error, onChange }: DaysOffSectionProps) {
  const clock = useWallClock();
  const [newOff, setNewOff] = useState(NO_NEW_DAY_OFF);

  return (
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
            reasonOf={(day) => dayOffReason(daysOff, day)}
            onSelect={(day) => setNewOff({ ...newOff, from: day })}
            today={clock.today()}
          />
        ))}
      </Calendars>
      <CalendarLegend refused="Day off" />
      {daysOff.length === 0 ? (
        <Muted>No days off.</Muted>
      ) : (
        <OffList aria-label="Your days off">
          {daysOff.map((off, index) => (
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
                onClick={() => onChange(daysOff.filter((_, at) => at !== index))}
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
            onChange(addDayOff(daysOff, newOff));
            setNewOff(NO_NEW_DAY_OFF);
          }}
        >
          Add day off
        </Button>
      </div>
      {error && <FormError>{error}</FormError>}
    </Section>
  );
}

const Calendars = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.space[4]};
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
