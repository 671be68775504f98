import { screen } from '@testing-library/react';
import { useEffect } from 'react';
import { renderWithUi } from '../../jest/render';
import { ExperienceAvailabilityFields, withCurrent } from './profile-fields';
import { useFormValues } from './use-form-values';

function Form({ initial }: { initial: { experience: string; availability: string } }) {
  const { text, setErrors } = useFormValues(initial);
  useEffect(() => setErrors({ availability: 'Choose one' }), [setErrors]);
  return <ExperienceAvailabilityFields text={text} whose="your" />;
}

describe('ExperienceAvailabilityFields', () => {
  it('offers the lists, keeps a saved value they no longer hold, and shows the field errors', async () => {
    const { user } = renderWithUi(<Form initial={{ experience: '20 years', availability: '' }} />);
    const experience = screen.getByRole('combobox', { name: 'Experience' });
    expect(experience).toHaveValue('20 years');
    expect(screen.getByRole('option', { name: 'Select your availability' })).toBeInTheDocument();
    expect(screen.getByText('Choose one')).toBeInTheDocument();
    await user.selectOptions(experience, '1-3 years');
    expect(experience).toHaveValue('1-3 years');
  });

  it('withCurrent adds only a value the options lack', () => {
    expect(withCurrent(['a', 'b'], 'c')).toEqual(['c', 'a', 'b']);
    expect(withCurrent(['a', 'b'], 'a')).toEqual(['a', 'b']);
    expect(withCurrent(['a', 'b'], '')).toEqual(['a', 'b']);
  });
});
