// SPEC section 2, /login: success (or arriving signed in) goes on to /profile/list.
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from '@marketplace/shared-api/router';
import styled from 'styled-components';
import { useLoginMutation } from '@marketplace/shared-api/api/auth';
import { loggedIn } from '@marketplace/shared-api/session/session-slice';
import { useAppDispatch } from '@marketplace/shared-api/store/hooks';
import { Button } from '@marketplace/shared-ui/button';
import { FormError, PasswordField, TextField } from '@marketplace/shared-ui/form-fields';
import { useFormValues } from '@marketplace/shared-ui/use-form-values';
import { AuthCard } from './auth-card';
import { LOG_IN_AGAIN, loginErrorText, type LoginPageState } from './login-messages';
import { useLeaveWhenSignedIn } from './use-leave-when-signed-in';

/**
 * The form's rules come with zod, the biggest library the page would otherwise load
 * before it is usable: fetched when the visitor first focuses a field, awaited on submit.
 */
const loadAuthSchemas = () => import('@marketplace/shared-api/schemas/auth');

interface LoginValues {
  username: string;
  password: string;
}

export function LoginPage() {
  const { values, text, check } = useFormValues<LoginValues>({ username: '', password: '' });
  const [formError, setFormError] = useState<string | null>(null);
  const [login, { isLoading }] = useLoginMutation();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const { sessionEnded } = (location.state as LoginPageState | null) ?? {};
  useLeaveWhenSignedIn();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    let rules: Awaited<ReturnType<typeof loadAuthSchemas>>;
    try {
      rules = await loadAuthSchemas();
    } catch (error) {
      setFormError(loginErrorText(error));
      return;
    }
    const data = check(rules.loginSchema, values);
    if (!data) return;
    try {
      const response = await login(data).unwrap();
      if (!response?.userInfo || !response.token) throw new Error('The server answered in an invalid format.');
      // Signed in, the visitor is taken on by useLeaveWhenSignedIn.
      dispatch(loggedIn({ user: response.userInfo, token: response.token }));
    } catch (error) {
      setFormError(loginErrorText(error));
    }
  };

  // Fetched ahead while the visitor types; a failure here is reported again by submit.
  const prefetchRules = () => {
    loadAuthSchemas().catch((error: unknown) => console.error('The login form rules could not load', error));
  };

  return (
    <AuthCard
      title="Log in"
      subtitle="Welcome back"
      footer={
        <>
          Don&apos;t have an account? <Link to="/register">Sign up</Link>
        </>
      }
    >
      <form onSubmit={submit} onFocus={prefetchRules} noValidate>
        {sessionEnded === 'picture-saved' && !formError && <Notice role="status">{LOG_IN_AGAIN}</Notice>}
        {formError && <FormError>{formError}</FormError>}
        <TextField label="Username" autoComplete="username" required {...text('username')} />
        <PasswordField label="Password" autoComplete="current-password" required {...text('password')} />
        <Button type="submit" variant="primary" loading={isLoading} fullWidth>
          Log in
        </Button>
      </form>
    </AuthCard>
  );
}

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid ${({ theme }) => theme.colors.info};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.infoText};
`;
