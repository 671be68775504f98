// The two slot cards shown once a date is picked (SPEC: 09:00 Morning 9:00 AM - 1:00 PM,
// 13:00 Afternoon 1:00 PM - 5:00 PM), with the viewer's own clock beneath when it
// reads differently. A booked slot is disabled and says Booked;
// the booking's own slot while rescheduling says Current and stays selectable.
import styled from 'styled-components';
import { LIST_SLOT_HOURS, PICKER_SLOTS } from '@marketplace/shared-api/constants';
import type { SlotTime } from '@marketplace/shared-api/schemas/bookings';
import { ViewerTimeLine } from '@marketplace/shared-ui/viewer-time-line';
import { TOUCH_TARGET_PX } from '../../lib/touch-target';
import type { SlotState } from './picker-state';

export interface SlotCardsProps {
  /** The chosen date: the viewer's own clock for each slot is read on it. */
  date: string;
  stateOf: (time: SlotTime) => SlotState;
  /** A refused slot's reason (the assistant's rules), shown as its note. */
  reasonOf?: (time: SlotTime) => string | null;
  selected: SlotTime | null;
  onSelect: (time: SlotTime) => void;
}

const NOTE: Partial<Record<SlotState, string>> = { booked: 'Booked', current: 'Current' };

export function SlotCards({ date, stateOf, reasonOf, selected, onSelect }: SlotCardsProps) {
  return (
    <Cards>
      {PICKER_SLOTS.map((slot) => {
        const state = stateOf(slot.time);
        const note = state === 'refused' ? (reasonOf?.(slot.time) ?? undefined) : NOTE[state];
        return (
          <Card
            key={slot.time}
            type="button"
            aria-pressed={selected === slot.time}
            disabled={state === 'booked' || state === 'unavailable' || state === 'refused'}
            onClick={() => onSelect(slot.time)}
          >
            <strong>{slot.label}</strong>
            <span>{slot.range}</span>
            <ViewerTimeLine session={{ date, startTime: slot.time, duration: LIST_SLOT_HOURS }} />
            {note && <Note $state={state}>{note}</Note>}
          </Card>
        );
      })}
    </Cards>
  );
}

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

const Card = styled.button`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  min-height: ${TOUCH_TARGET_PX}px;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  text-align: left;
  cursor: pointer;

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.primary};
  }

  /* Dimmed by colour, not opacity: the 'Booked' note keeps its full contrast (WCAG AA). */
  &:disabled {
    color: ${({ theme }) => theme.colors.textMuted};
    background: ${({ theme }) => theme.colors.surface};
    border-style: dashed;
    cursor: not-allowed;
  }
`;

const Note = styled.span<{ $state: SlotState }>`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme, $state }) => ($state === 'current' ? theme.colors.infoText : theme.colors.dangerText)};
`;
