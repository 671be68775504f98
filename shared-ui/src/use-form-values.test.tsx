import { screen } from '@testing-library/react';
import { renderWithUi } from '../../jest/render';
import { TextField } from './form-fields';
import { AccountFields, NameFields } from './profile-fields';
import { loginSchema } from '@marketplace/shared-api/schemas/auth';
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

describe('useFormValues check and refused', () => {
  function Login({ onValid }: { onValid: (data: { username: string; password: string }) => void }) {
    const form = useFormValues({ username: '', password: '' });
    return (
      <form>
        <TextField label="Username" {...form.text('username')} />
        <TextField label="Password" {...form.text('password')} />
        <button
          type="button"
          onClick={() => {
            const data = form.check(loginSchema, form.values);
            if (data) onValid(data);
          }}
        >
          Check
        </button>
        <button type="button" onClick={() => form.refused({ status: 409, data: { message: 'Taken', field: 'username' } }, 'Username is taken')}>
          Refuse
        </button>
        <button type="button" onClick={() => form.refused({ status: 400, data: { message: 'Bad', field: 'other' } }, 'Not shown')}>
          Refuse elsewhere
        </button>
      </form>
    );
  }

  it('check shows each field’s problem and gives the data only when valid', async () => {
    const onValid = jest.fn();
    const { user } = renderWithUi(<Login onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByRole('textbox', { name: 'Password' })).toHaveAccessibleDescription('Password is required');
    expect(onValid).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'maria');
    await user.type(screen.getByRole('textbox', { name: 'Password' }), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(onValid).toHaveBeenCalledWith({ username: 'maria', password: 'Secret123' });
    expect(screen.getByRole('textbox', { name: 'Password' })).not.toHaveAttribute('aria-invalid');
  });

  it('refused puts the message under the field the server named, and only a field of the form', async () => {
    const { user } = renderWithUi(<Login onValid={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Refuse elsewhere' }));
    expect(screen.queryByText('Not shown')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refuse' }));
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription('Username is taken');
  });
});
