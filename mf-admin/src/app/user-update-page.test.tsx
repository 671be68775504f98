import { screen, within } from '@testing-library/react';
import { mockFetch, type MockRoutes } from '../../../jest/mock-fetch';
import { anAdmin, IDS, maria } from '../test/fixtures';
import { routeRenderer } from '../../../jest/render';
import { routes as remoteRoutes } from '../routes';
import { expectApiFailures } from '../../../jest/api-failures';

const renderRoute = routeRenderer(remoteRoutes, { user: anAdmin() });

const path = `/admin/user/${IDS.maria}`;
const REVIEWS = `GET /api/reviews/users/${IDS.maria}`;
const noReviews = { reviews: [], nextCursor: null, summary: { average: null, count: 0 } };
const userRoutes = (overrides: MockRoutes = {}): MockRoutes => ({
  [`GET /api/users/${IDS.maria}`]: [200, maria()],
  [REVIEWS]: [200, noReviews],
  ...overrides,
});

const aReview = {
  id: '99999999-9999-4999-8999-999999999999',
  stars: 1,
  text: 'Insulting words',
  sessionDate: '2026-06-01',
  publishedAt: '2026-06-05T00:00:00.000Z',
  reviewer: { id: '88888888-8888-4888-8888-888888888888', firstName: 'Ben', avatar: null },
  answer: null,
};

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

  it("lists an assistant's published reviews and hides one with a reason", async () => {
    let hidden = false;
    const api = mockFetch(
      userRoutes({
        [REVIEWS]: () => [200, hidden ? noReviews : { ...noReviews, reviews: [aReview], summary: { average: 1, count: 1 } }],
        [`POST /api/reviews/${aReview.id}/hide`]: () => {
          hidden = true;
          return [200, { success: true }];
        },
        'GET /api/users/admin/audit-log': [200, { entries: [], nextCursor: null }],
      }),
    );
    const { user } = renderRoute(path);
    const list = await screen.findByRole('list', { name: 'Reviews about this user' });
    const review = within(list).getByRole('listitem', { name: 'Review by Ben' });
    expect(within(review).getByText('Insulting words')).toBeInTheDocument();
    await user.click(within(review).getByRole('button', { name: 'Hide review' }));
    const dialog = await screen.findByRole('dialog', { name: "Hide Ben's review" });
    await user.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveAccessibleDescription(/Please say why the review is hidden\./);
    expect(api.requests.some((request) => request.route === `POST /api/reviews/${aReview.id}/hide`)).toBe(false);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Insults');
    await user.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    expect(await screen.findByText('No published reviews.')).toBeInTheDocument();
    expect(api.requests.find((request) => request.route === `POST /api/reviews/${aReview.id}/hide`)?.body).toEqual({ reason: 'Insults' });
  });

  it("locks an admin's own role and premium, saying why", async () => {
    mockFetch({ [`GET /api/users/${IDS.admin}`]: [200, anAdmin()] });
    renderRoute(`/admin/user/${IDS.admin}`);
    const premium = await screen.findByRole('combobox', { name: 'Premium' });
    expect(premium).toBeDisabled();
    expect(premium).toHaveAccessibleDescription('Your own role and premium can only be changed by another admin.');
    expect(screen.getByRole('combobox', { name: 'Role' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /First name/ })).toBeEnabled();
  });

  it("leaves another user's role and premium open", async () => {
    mockFetch(userRoutes());
    renderRoute(path);
    expect(await screen.findByRole('combobox', { name: 'Premium' })).toBeEnabled();
    expect(screen.getByRole('combobox', { name: 'Role' })).toBeEnabled();
  });
});
