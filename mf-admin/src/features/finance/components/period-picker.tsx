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
      <TextField label="From" type="date" required value={draft.from} onChange={(event) => setDraft({ ...draft, from: event.target.value })} error={errors.from} />
      <TextField label="To" type="date" required value={draft.to} onChange={(event) => setDraft({ ...draft, to: event.target.value })} error={errors.to} />
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

  /* Two dates side by side from 360 px; each takes a line below that. */
  > div {
    flex: 1 1 9rem;
    min-width: 0;
  }

  > button {
    /* Level with the inputs, under their labels. */
    margin-top: 1.5rem;
  }
`;

const Zone = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
