// The report's period: the first and the last day (both included) on the
// marketplace's calendar, shown when the admin presses Show, so a half-typed
// date never asks the server. The zone is named, as the books are kept in it.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { zoneLabel } from '@marketplace/shared-api/format';
import { useWallClock } from '@marketplace/shared-api/time/use-wall-clock';
import { Button } from '@marketplace/shared-ui/button';
import { TextField } from '@marketplace/shared-ui/form-fields';
import { checkPeriod, type FinancePeriod } from '../period';

export function PeriodPicker({ period, onChange }: { period: FinancePeriod; onChange: (period: FinancePeriod) => void }) {
  const { zone } = useWallClock();
  const [draft, setDraft] = useState(period);
  const [errors, setErrors] = useState<Partial<Record<keyof FinancePeriod, string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkPeriod(draft);
    setErrors(checked.errors ?? {});
    if (checked.period) onChange(checked.period);
  };

  return (
    <Form onSubmit={submit} noValidate aria-label="Period">
      <Dates>
        <TextField label="From" type="date" required value={draft.from} onChange={(event) => setDraft({ ...draft, from: event.target.value })} error={errors.from} />
        <TextField label="To" type="date" required value={draft.to} onChange={(event) => setDraft({ ...draft, to: event.target.value })} error={errors.to} />
      </Dates>
      <Button type="submit" variant="secondary">
        Show
      </Button>
      <Zone>Days in {zoneLabel(zone)}, both included.</Zone>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};

  > button {
    /* Level with the inputs, under their labels. */
    margin-top: 1.5rem;
  }
`;

/** From and To side by side, always the same width (the button wraps below them, never between). */
const Dates = styled.div`
  flex: 1 1 18rem;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};

  > * {
    min-width: 0;
  }
`;

const Zone = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
