// SPEC section 2, /register, with the rules of section 5; a visitor already signed in goes on to /profile/list.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from '@marketplace/shared-api/router';
import styled from 'styled-components';
import { useRegisterMutation } from '@marketplace/shared-api/api/auth';
import { errorMessage } from '@marketplace/shared-api/api/errors';
import { ASSISTANT_HOURLY_RATE, ROLES, SKILLS } from '@marketplace/shared-api/constants';
import { formatPesos } from '@marketplace/shared-api/format';
import { registerSchema } from '@marketplace/shared-api/schemas/auth';
import { Button } from '@marketplace/shared-ui/button';
import { FormError, PasswordField, SelectField, TextField } from '@marketplace/shared-ui/form-fields';
import { ExperienceAvailabilityFields, NameFields } from '@marketplace/shared-ui/profile-fields';
import { TagPicker } from '@marketplace/shared-ui/tag-picker';
import { useFormValues } from '@marketplace/shared-ui/use-form-values';
import { AuthCard } from './auth-card';
import { EMPTY_REGISTER_FORM, registerPayload, type RegisterFormValues } from './register-payload';
import { useLeaveWhenSignedIn } from './use-leave-when-signed-in';

export const REGISTER_FAILED = 'Failed to create user!';

export function RegisterPage() {
  const [searchParams] = useSearchParams();
  const { values, errors, set, text, check, refused } = useFormValues<RegisterFormValues>(() => ({
    ...EMPTY_REGISTER_FORM,
    referralCode: searchParams.get('referralCode') ?? '',
  }));
  const [formError, setFormError] = useState<string | null>(null);
  const [register, { isLoading }] = useRegisterMutation();
  const navigate = useNavigate();
  useLeaveWhenSignedIn();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const payload = registerPayload(values);
    if (!check(registerSchema, payload)) return;
    try {
      const user = await register(payload).unwrap();
      navigate('/upload-profile-picture', { state: { user } });
    } catch (error) {
      const message = errorMessage(error, REGISTER_FAILED);
      refused(error, message);
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
        <SelectField label="Role" required placeholder="Choose a role" options={ROLES} {...text('role')} />
        {values.role === 'Assistant' && (
          <RateNote>Assistants are listed at {formatPesos(ASSISTANT_HOURLY_RATE)} per hour.</RateNote>
        )}
        <TextField label="Address" placeholder="City, Country" required autoComplete="address-level2" {...text('location')} />
        <ExperienceAvailabilityFields text={text} whose="your" required />
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
