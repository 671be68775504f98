import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { mockFetch } from '../../../../jest/mock-fetch';
import { COMMON_PASSWORD_MESSAGE } from '@marketplace/shared-api/schemas/common-passwords';
import { RegisterPage } from './register-page';
import { aUser } from '../../../../jest/fixtures';
import { renderWithProviders } from '../../../../jest/render';
import { expectApiFailures } from '../../../../jest/api-failures';

function PictureStep() {
  const { state } = useLocation();
  return <p>Picture step for {(state as { user: { username: string } }).user.username}</p>;
}

const routes = [
  { path: '/register', element: <RegisterPage /> },
  { path: '/upload-profile-picture', element: <PictureStep /> },
  { path: '/profile/list', element: <p>Assistant list</p> },
];

type User = ReturnType<typeof renderWithProviders>['user'];

/** Pastes rather than types: the form has many fields and per-key typing adds nothing here. */
async function fill(user: User, label: RegExp, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function fillValidForm(user: User, role: string) {
  await fill(user, /First name/, 'Ana');
  await fill(user, /Last name/, 'Reyes');
  await fill(user, /Username/, 'ana_reyes');
  await fill(user, /Email/, 'ana@example.com');
  await fill(user, /^Password/, 'Secret123');
  await user.selectOptions(screen.getByLabelText(/Role/), role);
  await fill(user, /Address/, 'Davao, Philippines');
  await user.selectOptions(screen.getByLabelText(/Experience/), '3-5 years');
  await user.selectOptions(screen.getByLabelText(/Availability/), 'Freelance');
}

describe('RegisterPage', () => {
  it('sends a visitor already signed in on to the search page', async () => {
    renderWithProviders(routes, { initialEntries: ['/register'], session: { user: aUser(), token: 't' } });
    expect(await screen.findByText('Assistant list')).toBeInTheDocument();
  });

  it('prefills the referral code from the query string', () => {
    renderWithProviders(routes, { initialEntries: ['/register?referralCode=FRIEND42'] });
    expect(screen.getByLabelText('Referral code (optional)')).toHaveValue('FRIEND42');
  });

  it('shows the SPEC messages for username and password rules', async () => {
    const api = mockFetch({});
    const { user } = renderWithProviders(routes, { initialEntries: ['/register'] });
    await fillValidForm(user, 'Boss');
    await user.clear(screen.getByLabelText(/Username/));
    await user.type(screen.getByLabelText(/Username/), 'ana reyes!');
    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Username can only contain letters, numbers, and underscores')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), '123456789012345');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Password must be less than 15 characters')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('refuses a common password with a clear message, before sending anything', async () => {
    const api = mockFetch({});
    const { user } = renderWithProviders(routes, { initialEntries: ['/register'] });
    await fillValidForm(user, 'Boss');
    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'password');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(COMMON_PASSWORD_MESSAGE)).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('requires every SPEC field', async () => {
    mockFetch({});
    const { user } = renderWithProviders(routes, { initialEntries: ['/register'] });
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    for (const text of ['First name is required', 'Last name is required', 'Username is required', 'Address is required']) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText('Role must be Boss, Assistant or Sharer')).toBeInTheDocument();
  });

  it('sends an Assistant at 1250 with premium Not Verified and no blank referral code', async () => {
    const api = mockFetch({ 'POST /api/auth/register': [201, aUser({ username: 'ana_reyes' })] });
    const { user } = renderWithProviders(routes, { initialEntries: ['/register'] });
    await fillValidForm(user, 'Assistant');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Skills/ }), 'SEO');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Skills/ }), 'Writing');
    expect(within(screen.getByRole('list', { name: 'Skills' })).getAllByRole('listitem')).toHaveLength(2);
    // A chosen skill is no longer offered, so it cannot be picked twice.
    expect(screen.queryByRole('option', { name: 'SEO' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Referral code (optional)'), '   ');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Picture step for ana_reyes')).toBeInTheDocument();
    const body = api.requests[0].body as Record<string, unknown>;
    expect(body).toMatchObject({
      role: 'Assistant',
      salaryRate: 1250,
      premium: 'Not Verified',
      username: 'ana_reyes',
      skills: ['SEO', 'Writing'],
    });
    expect(body).not.toHaveProperty('referralCode');
  });

  it('omits salaryRate for a Boss and sends a real referral code', async () => {
    const api = mockFetch({ 'POST /api/auth/register': [201, aUser({ username: 'ana_reyes' })] });
    const { user } = renderWithProviders(routes, { initialEntries: ['/register?referralCode=FRIEND42'] });
    await fillValidForm(user, 'Boss');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await screen.findByText('Picture step for ana_reyes');
    const body = api.requests[0].body as Record<string, unknown>;
    expect(body).not.toHaveProperty('salaryRate');
    expect(body.referralCode).toBe('FRIEND42');
  });

  it('puts a taken username next to its field, and keeps what was typed', async () => {
    expectApiFailures();
    mockFetch({ 'POST /api/auth/register': [409, { message: 'Username is already taken', field: 'username' }] });
    const { user } = renderWithProviders(routes, { initialEntries: ['/register'] });
    await fillValidForm(user, 'Boss');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Username is already taken')).toBeInTheDocument();
    expect(screen.getByLabelText(/Username/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/First name/)).toHaveValue('Ana');
  });

  it('falls back to the SPEC text when the server says nothing useful', async () => {
    expectApiFailures();
    mockFetch({ 'POST /api/auth/register': [500, 'Internal'] });
    const { user } = renderWithProviders(routes, { initialEntries: ['/register'] });
    await fillValidForm(user, 'Sharer');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Failed to create user!')).toBeInTheDocument();
  });
});
