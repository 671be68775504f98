import { screen } from '@testing-library/react';
import { renderWithUi } from '../../jest/render';
import { TextField } from './form-fields';
import { AccountFields, NameFields } from './profile-fields';
import { useFormValues } from './use-form-values';

interface Values {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  skills: string[];
}

function Form({ own }: { own?: boolean }) {
  const form = useFormValues<Values>({ username: 'maria', email: '', firstName: '', lastName: '', skills: [] });
  return (
    <form>
      <AccountFields text={form.text} own={own} />
      <NameFields text={form.text} own={own} />
      <TextField label="Skills typed" readOnly value={form.values.skills.join(',')} />
      <button type="button" onClick={() => form.set('skills')(['Email'])}>
        Add skill
      </button>
      <button type="button" onClick={() => form.setErrors({ email: 'Invalid email address' })}>
        Check
      </button>
    </form>
  );
}

describe('useFormValues with the profile field sets', () => {
  it('binds each text field to its value and its error, and set changes any value', async () => {
    const { user } = renderWithUi(<Form />);
    const username = screen.getByRole('textbox', { name: 'Username' });
    expect(username).toHaveValue('maria');
    expect(username).toHaveAttribute('name', 'username');
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Maria');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Maria');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Invalid email address');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Add skill' }));
    expect(screen.getByRole('textbox', { name: 'Skills typed' })).toHaveValue('Email');
  });

  it("lets the browser fill in only the viewer's own details", () => {
    const { unmount } = renderWithUi(<Form own />);
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveAttribute('autocomplete', 'family-name');
    unmount();
    renderWithUi(<Form />);
    expect(screen.getByRole('textbox', { name: 'Username' })).not.toHaveAttribute('autocomplete');
  });
});
