import { screen, within } from '@testing-library/react';
import { mockFetch, type MockRoutes } from '../../../../../jest/mock-fetch';
import { anAdmin, IDS, maria } from '../../../test/fixtures';
import { routeRenderer } from '../../../../../jest/render';
import { routes as remoteRoutes } from '../../../routes';
import { expectApiFailures } from '../../../../../jest/api-failures';

const renderRoute = routeRenderer(remoteRoutes, { user: anAdmin() });

const path = `/admin/user/${IDS.maria}`;
const userRoutes = (overrides: MockRoutes = {}): MockRoutes => ({
  [`GET /api/users/${IDS.maria}`]: [200, maria()],
  ...overrides,
});

describe('/admin/user/{userId}', () => {
  it('fills every editable field from the user', async () => {
    mockFetch(userRoutes());
    renderRoute(path);
    expect(await screen.findByRole('heading', { name: 'Update Maria Santos' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Username/ })).toHaveValue('maria_santos');
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('maria@example.com');
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Maria');
    expect(screen.getByRole('textbox', { name: /Last name/ })).toHaveValue('Santos');
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('Assistant');
    expect(screen.getByRole('combobox', { name: 'Premium' })).toHaveValue('Not Verified');
    expect(screen.getByRole('textbox', { name: 'Location' })).toHaveValue('Makati, Philippines');
    expect(screen.getByRole('spinbutton', { name: /Hourly rate/ })).toHaveValue(1250);
    expect(screen.getByRole('combobox', { name: 'Experience' })).toHaveValue('5+ years');
    expect(screen.getByRole('combobox', { name: 'Availability' })).toHaveValue('Full-time');
    expect(screen.getByRole('list', { name: 'Skills' })).toHaveTextContent('SEO');
  });

  it('adds and removes skills, ignoring blank and duplicate ones, and saves every admin field', async () => {
    const api = mockFetch(
      userRoutes({
        [`PUT /api/users/${IDS.maria}`]: ({ body }) => [200, { ...maria(), ...(body as object) }],
        'GET /api/config': [200, { marketplaceTimeZone: 'Asia/Manila' }],
        'GET /api/users': [200, { users: [], nextCursor: null }],
        'GET /api/users/admin/premium-applications': [200, { applications: [] }],
        'GET /api/users/admin/audit-log': [200, { entries: [], nextCursor: null }],
      }),
    );
    const { user } = renderRoute(path);
    const skill = await screen.findByRole('combobox', { name: 'Skills' });
    await user.type(skill, '   {Enter}');
    await user.type(skill, ' seo {Enter}');
    await user.type(skill, 'Bookkeeping wizardry{Enter}');
    const chosen = screen.getByRole('list', { name: 'Skills' });
    expect(within(chosen).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('SEO'),
      expect.stringContaining('Bookkeeping wizardry'),
    ]);
    await user.click(within(chosen).getByRole('button', { name: /Remove SEO/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Premium' }), 'Verified');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Boss');
    const rate = screen.getByRole('spinbutton', { name: /Hourly rate/ });
    await user.clear(rate);
    await user.type(rate, '900');

    await user.click(screen.getByRole('button', { name: 'Update user' }));
    expect(await screen.findByRole('heading', { name: 'Admin Console' })).toBeInTheDocument();
    const put = api.requests.find((r) => r.method === 'PUT')!;
    expect(put.body).toMatchObject({
      username: 'maria_santos',
      email: 'maria@example.com',
      role: 'Boss',
      premium: 'Verified',
      skills: ['Bookkeeping wizardry'],
      salaryRate: 900,
    });
  });

  it('refuses a salaryRate below 0 without calling the server', async () => {
    const api = mockFetch(userRoutes());
    const { user } = renderRoute(path);
    const rate = await screen.findByRole('spinbutton', { name: /Hourly rate/ });
    await user.clear(rate);
    await user.type(rate, '-5');
    await user.click(screen.getByRole('button', { name: 'Update user' }));
    expect(await screen.findByText('Salary rate cannot be below 0')).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it("says 'Failed to update user. Please try again.' and keeps the values", async () => {
    expectApiFailures();
    mockFetch(userRoutes({ [`PUT /api/users/${IDS.maria}`]: [500, { message: 'boom' }] }));
    const { user } = renderRoute(path);
    const first = await screen.findByRole('textbox', { name: /First name/ });
    await user.clear(first);
    await user.type(first, 'Mariel');
    await user.click(screen.getByRole('button', { name: 'Update user' }));
    expect(await screen.findByText('Failed to update user. Please try again.')).toBeInTheDocument();
    expect(first).toHaveValue('Mariel');
  });

  it("says 'Failed to load user data. Please try again.' when the user cannot be loaded", async () => {
    expectApiFailures();
    mockFetch(userRoutes({ [`GET /api/users/${IDS.maria}`]: [500, { message: 'boom' }] }));
    renderRoute(path);
    expect(await screen.findByText('Failed to load user data. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the console' })).toHaveAttribute('href', '/admin');
  });
});
