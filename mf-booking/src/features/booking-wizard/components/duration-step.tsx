// Step 2 (SPEC): 4 hours 'Standard booking' or 8 hours 'Full day booking', with
// a summary of hourly rate, duration and total. A full day starts at 09:00 and
// needs the afternoon free too, so it is offered only then. Each choice is a
// whole card, touch-sized.
import styled from 'styled-components';
import { SESSION_DURATIONS } from '@marketplace/shared-api/constants';
import type { SessionDuration } from '@marketplace/shared-api/schemas/bookings';
import { Button } from '@marketplace/shared-ui/button';
import { formatPesos, pesosPerHour } from '@marketplace/shared-api/format';
import { Fact, FactList } from '@marketplace/shared-ui/fact-list';
import { StepActions } from '../../../components/step-actions';
import { TOUCH_TARGET_PX } from '../../../lib/touch-target';

export const DURATION_LABELS: Record<SessionDuration, string> = { 4: 'Standard booking', 8: 'Full day booking' };
export const FULL_DAY_NOTE = 'A full day booking starts at 9:00 AM and needs the whole day free.';

export interface DurationStepProps {
  rate: number;
  duration: SessionDuration;
  fullDayPossible: boolean;
  onChange: (duration: SessionDuration) => void;
  onBack: () => void;
  onContinue: () => void;
}

export function DurationStep({ rate, duration, fullDayPossible, onChange, onBack, onContinue }: DurationStepProps) {
  return (
    <section aria-labelledby="duration-heading">
      <h2 id="duration-heading">Choose a duration</h2>
      <Options role="radiogroup" aria-label="Duration">
        {SESSION_DURATIONS.map((hours) => {
          const disabled = hours === 8 && !fullDayPossible;
          return (
            <Option key={hours} $selected={duration === hours} $disabled={disabled}>
              <Radio
                type="radio"
                name="duration"
                value={hours}
                checked={duration === hours}
                disabled={disabled}
                onChange={() => onChange(hours)}
              />
              <span>
                <strong>{hours} hours</strong> <Muted>{DURATION_LABELS[hours]}</Muted>
              </span>
            </Option>
          );
        })}
      </Options>
      {!fullDayPossible && <Muted as="p">{FULL_DAY_NOTE}</Muted>}
      <Summary>
        <Fact label="Hourly rate">{pesosPerHour(rate)}</Fact>
        <Fact label="Duration">{duration} hours</Fact>
        <Fact label="Total">{formatPesos(rate * duration)}</Fact>
      </Summary>
      <StepActions onBack={onBack}>
        <Button onClick={onContinue}>Continue</Button>
      </StepActions>
    </section>
  );
}

const Options = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const Option = styled.label<{ $selected: boolean; $disabled: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: ${TOUCH_TARGET_PX}px;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  opacity: ${({ $disabled }) => ($disabled ? 0.55 : 1)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
`;

/** The radio itself, big enough to see and hit; the whole card around it is its label. */
const Radio = styled.input`
  width: 1.25rem;
  height: 1.25rem;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The wizard's sums: values stand out, a gap before what follows. */
export const Summary = styled(FactList).attrs({ $layout: 'columns' as const })`
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[6]}`};
  margin: 0 0 ${({ theme }) => theme.space[6]};

  dd {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
