import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch, type MockRoutes } from '../../../../../jest/mock-fetch';
import { anAssistant, anEarningsOverview, aUser, IDS } from '../../../test/fixtures';
import { routeRenderer } from '../../../../../jest/render';
import { routes as remoteRoutes } from '../../../routes';
import routePaths from '../../../route-paths.json';
import { expectApiFailures } from '../../../../../jest/api-failures';

const renderRoute = routeRenderer(remoteRoutes, { routePaths });

const boss = aUser({ salaryRate: 300 });
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

/** What /profile fetches once the form sends the user there. */
const ownProfile: MockRoutes = {
  'GET /api/users/profile-posts': [200, { userPosts: [], savedPosts: [] }],
  'GET /api/users/images': [200, { images: [] }],
  'GET /api/users/premium-application-status': [200, { hasApplied: false, status: 'none', reason: null }],
  'GET /api/referrals/user-referrals': [200, { stats: { totalReferrals: 0, earnings: 0 }, referrals: [] }],
  'GET /api/earnings': [200, anEarningsOverview()],
  'GET /api/email/preferences': [200, []],
};

describe('/profile/update', () => {
  it("starts from the user's values", async () => {
    renderRoute('/profile/update', { user: boss });
    expect(await screen.findByLabelText(/Username/)).toHaveValue('ben');
    expect(screen.getByLabelText(/Email/)).toHaveValue('ben@example.com');
    expect(screen.getByLabelText(/First name/)).toHaveValue('Ben');
    expect(screen.getByLabelText('Location')).toHaveValue('Makati, Philippines');
    expect(screen.getByLabelText('Role')).toHaveValue('Boss');
    expect(screen.getByLabelText('Experience')).toHaveValue('1-3 years');
    expect(screen.getByLabelText('Hourly rate (₱)')).toHaveValue(300);
  });

  it('validates with the shared schema and sends nothing while a field is wrong', async () => {
    const api = mockFetch({});
    const { user } = renderRoute('/profile/update', { user: boss });
    await user.clear(await screen.findByLabelText(/Username/));
    await user.clear(screen.getByLabelText(/Email/));
    await user.type(screen.getByLabelText(/Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Email must be a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText(/Username/)).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText(/Username/), 'bad name!');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Username can only contain letters, numbers, and underscores')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('saves, updates the session user and goes to /profile', async () => {
    const api = mockFetch({
      ...ownProfile,
      'PUT /api/users/:id': ({ body }) => [200, aUser({ ...(body as object), salaryRate: 450 })],
    });
    const { user, store, router } = renderRoute('/profile/update', { user: boss });
    const firstName = await screen.findByLabelText(/First name/);
    await user.clear(firstName);
    await user.type(firstName, 'Benjamin');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Skills' }), 'SEO');
    await user.clear(screen.getByLabelText('Hourly rate (₱)'));
    await user.type(screen.getByLabelText('Hourly rate (₱)'), '450');
    await user.type(screen.getByLabelText('About you'), 'I hire great people.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    const put = api.requests.find((r) => r.route === 'PUT /api/users/:id')!;
    expect(put.params.id).toBe(IDS.viewer);
    expect(put.body).toEqual({
      username: 'ben',
      email: 'ben@example.com',
      firstName: 'Benjamin',
      lastName: 'Cruz',
      skills: ['SEO'],
      location: 'Makati, Philippines',
      role: 'Boss',
      experience: '1-3 years',
      availability: 'Part-time',
      salaryRate: 450,
      bio: 'I hire great people.',
      timeZone: null,
    });
    expect(store.getState().session.user).toMatchObject({ firstName: 'Benjamin', salaryRate: 450 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Benjamin Cruz' })).toBeInTheDocument();
  });

  it("reads times in the browser's zone until the user picks one, and saves the pick", async () => {
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const api = mockFetch({ ...ownProfile, 'PUT /api/users/:id': ({ body }) => [200, aUser(body as object)] });
    const { user, store, router } = renderRoute('/profile/update', { user: boss });
    const zone = await screen.findByRole('combobox', { name: /Time zone/ });
    expect(zone).toHaveValue('');
    expect(within(zone).getByRole('option', { selected: true })).toHaveTextContent(new RegExp(`^Your browser's zone: ${browserZone.slice(browserZone.lastIndexOf('/') + 1).replaceAll('_', ' ')} \\(GMT`));
    // Zones by the names people use, with their offset, not raw ids.
    expect(within(zone).getByRole('option', { name: /^New York \(GMT-[45]\)$/ })).toHaveValue('America/New_York');
    expect(within(zone).queryByRole('option', { name: 'America/New_York' })).not.toBeInTheDocument();
    await user.selectOptions(zone, 'America/New_York');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(api.requests.find((r) => r.route === 'PUT /api/users/:id')!.body).toMatchObject({ timeZone: 'America/New_York' });
    expect(store.getState().session.user).toMatchObject({ timeZone: 'America/New_York' });
  });

  it('shows one picture: the current avatar, then only the chosen file\'s preview', async () => {
    mockFetch({ ...ownProfile });
    const { user } = renderRoute('/profile/update', { user: boss });
    expect(await screen.findByRole('img', { name: 'Current avatar' })).toBeInTheDocument();
    expect(screen.getByText('No image chosen')).not.toBeVisible();
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Choose a new avatar'), file);
    expect(await screen.findByRole('img', { name: 'Chosen image preview' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Current avatar' })).not.toBeInTheDocument();
  });

  it('starts from the saved zone and clears it back to the browser’s with null', async () => {
    const api = mockFetch({ ...ownProfile, 'PUT /api/users/:id': ({ body }) => [200, aUser(body as object)] });
    const { user, router } = renderRoute('/profile/update', { user: aUser({ salaryRate: 300, timeZone: 'Australia/Sydney' }) });
    const zone = await screen.findByRole('combobox', { name: /Time zone/ });
    expect(zone).toHaveValue('Australia/Sydney');
    await user.selectOptions(zone, '');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(api.requests.find((r) => r.route === 'PUT /api/users/:id')!.body).toMatchObject({ timeZone: null });
  });

  it('shows a refused zone under the field', async () => {
    expectApiFailures();
    mockFetch({ 'PUT /api/users/:id': [400, { message: 'Time zone must be one such as Asia/Manila or America/New_York', field: 'timeZone' }] });
    const { user } = renderRoute('/profile/update', { user: boss });
    await user.selectOptions(await screen.findByRole('combobox', { name: /Time zone/ }), 'Europe/London');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Time zone must be one such as Asia/Manila or America/New_York');
    expect(screen.getByRole('combobox', { name: /Time zone/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('fixes the rate at 1250 for Assistants, read-only', async () => {
    const api = mockFetch({ ...ownProfile, 'PUT /api/users/:id': ({ body }) => [200, anAssistant(body as object)] });
    const { user } = renderRoute('/profile/update', { user: boss });
    await user.selectOptions(await screen.findByLabelText('Role'), 'Assistant');
    const rate = screen.getByLabelText('Hourly rate (₱)');
    expect(rate).toHaveValue(1250);
    expect(rate).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.requests.some((r) => r.route === 'PUT /api/users/:id')).toBe(true));
    expect(api.requests.find((r) => r.route === 'PUT /api/users/:id')!.body).toMatchObject({ role: 'Assistant', salaryRate: 1250 });
  });

  it('uploads a chosen avatar (purpose avatar) and sends its URL', async () => {
    const api = mockFetch({
      ...ownProfile,
      'POST /api/users/upload-image': [201, { imageUrl: '/uploads/avatar-1.webp' }],
      'PUT /api/users/:id': ({ body }) => [200, aUser(body as object)],
    });
    const { user, router } = renderRoute('/profile/update', { user: boss });
    await user.upload(await screen.findByLabelText('Choose a new avatar'), png());
    expect(await screen.findByAltText('Chosen image preview')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(api.requests.find((r) => r.route === 'POST /api/users/upload-image')!.query.get('purpose')).toBe('avatar');
    expect(api.requests.find((r) => r.route === 'PUT /api/users/:id')!.body).toMatchObject({ avatar: '/uploads/avatar-1.webp' });
  });

  it("shows the server's message and keeps the values", async () => {
    expectApiFailures();
    mockFetch({ 'PUT /api/users/:id': [409, { message: 'That username is taken', field: 'username' }] });
    const { user } = renderRoute('/profile/update', { user: boss });
    const username = await screen.findByLabelText(/Username/);
    await user.clear(username);
    await user.type(username, 'taken_name');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That username is taken');
    expect(screen.getByLabelText(/Username/)).toHaveValue('taken_name');
    expect(screen.getByLabelText(/Username/)).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows 'Server error: {status} - {text}' when the server sends no message", async () => {
    expectApiFailures();
    mockFetch({ 'PUT /api/users/:id': [503, {}] });
    const { user } = renderRoute('/profile/update', { user: boss });
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error: 503 - Service Unavailable');
  });

  it('says no response came back when the network fails', async () => {
    expectApiFailures();
    const api = mockFetch({});
    api.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user } = renderRoute('/profile/update', { user: boss });
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No response received from server. Please check your connection.',
    );
    expect(screen.getByLabelText(/Username/)).toHaveValue('ben');
  });

  it("shows 'Error: {message}' for any other failure", async () => {
    expectApiFailures();
    mockFetch({
      'PUT /api/users/:id': new Response('<html>not json</html>', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    });
    const { user } = renderRoute('/profile/update', { user: boss });
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error: SyntaxError/);
  });
});
