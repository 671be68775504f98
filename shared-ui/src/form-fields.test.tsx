import { screen } from '@testing-library/react';
import { useState } from 'react';
import { FormError, PasswordField, SelectField, TextAreaField, TextField } from './form-fields';
import { renderWithUi } from '../../jest/render';

describe('TextField', () => {
  it('binds its visible label to the input and marks it required', () => {
    renderWithUi(<TextField label="Username" required />);
    const input = screen.getByLabelText('Username');
    expect(input).toBe(screen.getByRole('textbox', { name: 'Username' }));
    expect(input).toBeRequired();
    expect(input).toBeValid();
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('shows the error, ties it to the input and marks the input invalid', () => {
    renderWithUi(
      <TextField label="Username" hint="Letters, numbers and _" error="Username can only contain letters, numbers, and underscores" />,
    );
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Letters, numbers and _ Username can only contain letters, numbers, and underscores');
  });

  it('passes element props and the ref through to the input', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return <TextField label="Email" type="email" name="email" value={value} onChange={(event) => setValue(event.target.value)} />;
    }
    const { user } = renderWithUi(<Controlled />);
    const input = screen.getByLabelText('Email');
    await user.type(input, 'ana@example.com');
    expect(input).toHaveValue('ana@example.com');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('name', 'email');
  });
});

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed', async () => {
    const { user } = renderWithUi(<PasswordField label="Password" error="Password must be at least 8 characters" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAccessibleDescription('Password must be at least 8 characters');

    const toggle = screen.getByRole('button', { name: 'Show password' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(input).toHaveAttribute('type', 'text');

    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
  });
});

describe('TextAreaField', () => {
  it('is a labelled text area with its error', () => {
    renderWithUi(<TextAreaField label="Message" placeholder="Write your message here..." error="Required" />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toBeInvalid();
    expect(textarea).toHaveAccessibleDescription('Required');
  });
});

describe('SelectField', () => {
  it('offers the options after an unselectable placeholder', async () => {
    function Role() {
      const [role, setRole] = useState('');
      return (
        <SelectField
          label="Role"
          required
          placeholder="Choose a role"
          options={['Boss', { value: 'Assistant', label: 'Assistant (hourly)' }]}
          value={role}
          onChange={(event) => setRole(event.target.value)}
        />
      );
    }
    const { user } = renderWithUi(<Role />);
    const select = screen.getByRole('combobox', { name: 'Role' });
    expect(select).toBeRequired();
    expect(screen.getByRole('option', { name: 'Choose a role' })).toBeDisabled();

    await user.selectOptions(select, 'Assistant (hourly)');
    expect(select).toHaveValue('Assistant');
  });
});

describe('FormError', () => {
  it('announces a form-level error and renders nothing without one', () => {
    const { rerender } = renderWithUi(<FormError>{null}</FormError>);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    rerender(<FormError>Invalid username or password. Please try again.</FormError>);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid username or password. Please try again.');
  });
});
