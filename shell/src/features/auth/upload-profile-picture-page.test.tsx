import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../../../jest/mock-fetch';
import { LoginPage } from './login-page';
import { UploadProfilePicturePage } from './upload-profile-picture-page';
import { aUser } from '../../../../jest/fixtures';
import { renderWithProviders } from '../../../../jest/render';
import { expectApiFailures } from '../../../../jest/api-failures';

const newUser = aUser();
const routes = [
  { path: '/upload-profile-picture', element: <UploadProfilePicturePage /> },
  { path: '/login', element: <LoginPage /> },
];
const LOGIN_HEADING = { name: 'Log in', level: 1 } as const;
const withUser = [{ pathname: '/upload-profile-picture', state: { user: newUser } }];
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

describe('UploadProfilePicturePage', () => {
  it('sends a visitor without user data to login', () => {
    renderWithProviders(routes, { initialEntries: ['/upload-profile-picture'] });
    expect(screen.getByRole('heading', LOGIN_HEADING)).toBeInTheDocument();
    // Nobody's session ended here: nothing to log in again to.
    expect(screen.queryByText(/Please log in again/)).not.toBeInTheDocument();
  });

  it('keeps Continue disabled until an image is chosen, and refuses other types', async () => {
    mockFetch({});
    const { user } = renderWithProviders(routes, { initialEntries: withUser });
    expect(screen.getByRole('heading', { name: 'Complete Your Profile' })).toBeInTheDocument();
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();
    const [input] = document.querySelectorAll<HTMLInputElement>('input[type="file"]');
    // A browser's file dialog honours `accept` only as a hint; pick around it.
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Upload error: Please choose a jpg, jpeg, png, webp image.')).toBeInTheDocument();
    expect(continueButton).toBeDisabled();
    await user.upload(input, png());
    expect(continueButton).toBeEnabled();
  });

  it('uploads, saves the picture, clears the stored session and sends the user to log in', async () => {
    localStorage.setItem('user', JSON.stringify({ username: 'stale' }));
    localStorage.setItem('token', 'stale-token');
    const api = mockFetch({
      'POST /api/users/upload-image': [201, { imageUrl: '/uploads/abc.webp' }],
      'PUT /api/users/:id/initial-profile-picture': ({ params }) => [200, aUser({ id: params.id, avatar: '/uploads/abc.webp' })],
    });
    const { user } = renderWithProviders(routes, { initialEntries: withUser });
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, png());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', LOGIN_HEADING)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Please log in again');
    expect(api.requests.map((r) => r.route)).toEqual([
      'POST /api/users/upload-image',
      'PUT /api/users/:id/initial-profile-picture',
    ]);
    expect(api.requests[0].query.get('purpose')).toBe('profile');
    expect(api.requests[1].body).toEqual({ profilePicture: '/uploads/abc.webp' });
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows the server message, or the SPEC fallback, and stays on the step', async () => {
    expectApiFailures();
    const api = mockFetch({ 'POST /api/users/upload-image': [413, { message: 'Image is larger than 2000000 bytes', field: 'image' }] });
    const { user } = renderWithProviders(routes, { initialEntries: withUser });
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, png());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Image is larger than 2000000 bytes')).toBeInTheDocument();

    api.use({
      'POST /api/users/upload-image': [201, { imageUrl: '/uploads/abc.webp' }],
      'PUT /api/users/:id/initial-profile-picture': [500, ''],
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Failed to update profile picture!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Complete Your Profile' })).toBeInTheDocument();
  });
});
