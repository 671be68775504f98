import { screen } from '@testing-library/react';
import { useState } from 'react';
import { RadioGroupField } from './radio-group-field';
import { renderWithUi } from '../../jest/render';

const CHOICES = [
  { value: 'release', label: 'Release the payment' },
  { value: 'refund', label: 'Refund it' },
] as const;

function Outcome({ error }: { error?: string }) {
  const [value, setValue] = useState<'release' | 'refund' | ''>('');
  return (
    <>
      <RadioGroupField label="Outcome" name="outcome" required choices={CHOICES} value={value} onChange={setValue} error={error} />
      <output aria-label="value">{value}</output>
    </>
  );
}

describe('RadioGroupField', () => {
  it('is one group named by its label, and a choice is made by its whole row', async () => {
    const { user } = renderWithUi(<Outcome />);
    const group = screen.getByRole('radiogroup', { name: 'Outcome' });
    expect(group).toHaveAttribute('aria-required', 'true');

    await user.click(screen.getByText('Refund it'));

    expect(screen.getByRole('radio', { name: 'Refund it' })).toBeChecked();
    expect(screen.getByRole('status', { name: 'value' })).toHaveTextContent('refund');
  });

  it('ties its error to the group, as a text field does', () => {
    renderWithUi(<Outcome error="Choose an outcome." />);
    const group = screen.getByRole('radiogroup', { name: 'Outcome' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Choose an outcome.');
  });
});
