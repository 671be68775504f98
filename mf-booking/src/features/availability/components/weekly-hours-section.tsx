// 'Your week': a group per weekday, Monday to Friday, each with a checkbox per slot
// (Morning, Afternoon) in the marketplace zone. Weekends are closed for everyone, so
// they have no group.
import styled from 'styled-components';
import { WORK_WEEKDAYS } from '@marketplace/shared-api/availability/rules';
import { PICKER_SLOTS } from '@marketplace/shared-api/constants';
import { zoneLabel } from '@marketplace/shared-api/format';
import { useWallClock } from '@marketplace/shared-api/time/use-wall-clock';
import { toggleSlot, type AvailabilityForm } from '../form-state';
import { Muted, Section } from './settings-layout';

export interface WeeklyHoursSectionProps {
  weekly: AvailabilityForm['weekly'];
  onChange: (weekly: AvailabilityForm['weekly']) => void;
}

export function WeeklyHoursSection({ weekly, onChange }: WeeklyHoursSectionProps) {
  const clock = useWallClock();
  return (
    <Section aria-labelledby="week-heading">
      <h2 id="week-heading">Your week</h2>
      <Muted>The slots you take each weekday, in {zoneLabel(clock.zone)}. Weekends are closed.</Muted>
      <Week>
        {WORK_WEEKDAYS.map((weekday, index) => (
          <Day key={weekday}>
            <legend>{weekday}</legend>
            {PICKER_SLOTS.map((slot) => (
              <Check key={slot.time}>
                <input type="checkbox" checked={weekly[index]?.includes(slot.time) ?? false} onChange={() => onChange(toggleSlot(weekly, index, slot.time))} />
                <span>
                  {slot.label} <small>{slot.range}</small>
                </span>
              </Check>
            ))}
          </Day>
        ))}
      </Week>
    </Section>
  );
}

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
