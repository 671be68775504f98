// A labelled set of radio choices (a dispute's outcome, what went wrong with a
// session): the group named by its label, its error tied to it as the text
// fields' are, and each choice a whole row a thumb can hit (44 px, WCAG 2.5.5).
// With layout 'tiles' a few short choices (the wallets) share one row in equal parts, on a phone too.
import { useId } from 'react';
import styled from 'styled-components';

const TOUCH_TARGET_PX = 44;

export interface RadioChoice<V extends string> {
  value: V;
  label: string;
}

export interface RadioGroupFieldProps<V extends string> {
  label: string;
  name: string;
  choices: readonly RadioChoice<V>[];
  /** '' while nothing is chosen. */
  value: V | '';
  onChange: (value: V) => void;
  error?: string;
  required?: boolean;
  /** 'rows' (the default) stacks the choices; 'tiles' puts a few short ones side by side in one row. */
  layout?: 'rows' | 'tiles';
}

export function RadioGroupField<V extends string>({
  label,
  name,
  choices,
  value,
  onChange,
  error,
  required = false,
  layout = 'rows',
}: RadioGroupFieldProps<V>) {
  const labelId = useId();
  const errorId = useId();
  return (
    <Group
      role="radiogroup"
      aria-labelledby={labelId}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      aria-required={required || undefined}
      $tiles={layout === 'tiles' ? choices.length : 0}
    >
      <LabelRow>
        <Label id={labelId}>{label}</Label>
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </LabelRow>
      {choices.map((choice) => (
        <Choice key={choice.value} $selected={choice.value === value}>
          <input type="radio" name={name} value={choice.value} checked={choice.value === value} onChange={() => onChange(choice.value)} />
          <span>{choice.label}</span>
        </Choice>
      ))}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Group>
  );
}

/** $tiles: how many tiles share the row; 0 for rows. */
const Group = styled.div<{ $tiles: number }>`
  display: grid;
  grid-template-columns: ${({ $tiles }) => ($tiles > 0 ? `repeat(${$tiles}, minmax(0, 1fr))` : '1fr')};
  gap: ${({ theme }) => theme.space[2]};
`;

const LabelRow = styled.div`
  grid-column: 1 / -1;
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Label = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const RequiredMark = styled.span`
  color: ${({ theme }) => theme.colors.dangerText};
`;

const Choice = styled.label<{ $selected: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: ${TOUCH_TARGET_PX}px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  input {
    flex: none;
    width: 1.125rem;
    height: 1.125rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const ErrorText = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.dangerText};
`;
