// SPEC section 2, /register, with the rules of section 5.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useRegisterMutation } from '@marketplace/shared-api/api/auth';
import { errorField, errorMessage } from '@marketplace/shared-api/api/errors';
import { ASSISTANT_HOURLY_RATE, ROLES, SKILLS } from '@marketplace/shared-api/constants';
import { registerSchema } from '@marketplace/shared-api/schemas/auth';
import { fieldErrors } from '@marketplace/shared-api/schemas/field-errors';
import { Button } from '@marketplace/shared-ui/button';
import { FormError, PasswordField, SelectField, TextField } from '@marketplace/shared-ui/form-fields';
import { ExperienceAvailabilityFields, NameFields } from '@marketplace/shared-ui/profile-fields';
import { TagPicker } from '@marketplace/shared-ui/tag-picker';
import { useFormValues } from '@marketplace/shared-ui/use-form-values';
import { AuthCard } from './auth-card';
import { EMPTY_REGISTER_FORM, registerPayload, type RegisterFormValues } from './register-payload';

export const REGISTER_FAILED = 'Failed to create user!';

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

export function RegisterPage() {
  const [searchParams] = useSearchParams();
  const { values, errors, setErrors, set, text } = useFormValues<RegisterFormValues>(() => ({
    ...EMPTY_REGISTER_FORM,
    referralCode: searchParams.get('referralCode') ?? '',
  }));
  const [formError, setFormError] = useState<string | null>(null);
  const [register, { isLoading }] = useRegisterMutation();
  const navigate = useNavigate();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const payload = registerPayload(values);
    const checked = fieldErrors(registerSchema, payload);
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
    try {
      const user = await register(payload).unwrap();
      navigate('/upload-profile-picture', { state: { user } });
    } catch (error) {
      const message = errorMessage(error, REGISTER_FAILED);
      const field = errorField(error) as keyof RegisterFormValues | undefined;
      if (field && field in EMPTY_REGISTER_FORM) setErrors({ [field]: message });
      setFormError(message);
    }
  };

  return (
    <AuthCard
      title="Create your account"
      subtitle="Join as a client or as an assistant"
      footer={
        <>
          Already have an account? <Link to="/login">Log in</Link>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        {formError && <FormError>{formError}</FormError>}
        <NameFields text={text} own />
        <TextField label="Username" required autoComplete="username" {...text('username')} />
        <TextField label="Email" type="email" required autoComplete="email" {...text('email')} />
        <PasswordField
          label="Password"
          required
          autoComplete="new-password"
          hint="8 to 14 characters"
          {...text('password')}
        />
        <SelectField
          label="Role"
          name="role"
          required
          placeholder="Choose a role"
          options={options(ROLES)}
          value={values.role}
          onChange={(event) => set('role')(event.target.value as RegisterFormValues['role'])}
          error={errors.role}
        />
        {values.role === 'Assistant' && (
          <RateNote>Assistants are listed at ₱{ASSISTANT_HOURLY_RATE.toLocaleString('en-PH')} per hour.</RateNote>
        )}
        <TextField label="Address" placeholder="City, Country" required autoComplete="address-level2" {...text('location')} />
        <ExperienceAvailabilityFields values={values} errors={errors} onChange={(field, value) => set(field)(value)} whose="your" required />
        <TagPicker label="Skills" options={[...SKILLS]} value={values.skills} onChange={set('skills')} error={errors.skills} />
        <TextField label="Referral code (optional)" autoComplete="off" {...text('referralCode')} />
        <Button type="submit" variant="primary" loading={isLoading} fullWidth>
          Sign up
        </Button>
      </form>
    </AuthCard>
  );
}

const RateNote = styled.small`
  color: ${({ theme }) => theme.colors.textMuted};
`;
