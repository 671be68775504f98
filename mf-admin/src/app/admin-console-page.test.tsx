import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { darkTheme } from '@marketplace/shared-ui/theme';
import { mockFetch, type MockRoutes } from '../../../jest/mock-fetch';
import { anAdmin, anApplication, anAuditEntry, IDS, jose, maria } from '../test/fixtures';
import { routeRenderer } from '../../../jest/render';
import { routes as remoteRoutes } from '../routes';
import { expectApiFailures } from '../../../jest/api-failures';

const renderRoute = routeRenderer(remoteRoutes, { user: anAdmin() });

function consoleRoutes(overrides: MockRoutes = {}): MockRoutes {
  return {
    'GET /api/config': [200, { marketplaceTimeZone: 'Asia/Manila' }],
    'GET /api/users': ({ query }) =>
      query.get('cursor') === 'page-2'
        ? [200, { users: [jose()], nextCursor: null }]
        : [200, { users: [maria()], nextCursor: 'page-2' }],
    'GET /api/users/admin/premium-applications': [200, { applications: [] }],
    'GET /api/users/admin/audit-log': [200, { entries: [], nextCursor: null }],
    ...overrides,
  };
}

const usersTable = () => screen.findByRole('table', { name: 'Users' });

/** Opens a user's actions menu (in the table's row or on the phone's card) and chooses one of its items. */
async function chooseAction(user: UserEvent, name: string, action: 'Update' | 'Post to Listing' | 'Bookings' | 'Delete') {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  await user.click(within(screen.getByRole('menu', { name: `Actions for ${name}` })).getByRole('menuitem', { name: action }));
}

describe('/admin', () => {
  afterEach(() => {
    window.innerWidth = 1024;
  });

  it('lists users with avatar, name, username, email, role and premium, and pages on', async () => {
    const api = mockFetch(consoleRoutes());
    const { user } = renderRoute('/admin');
    const table = await usersTable();
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Avatar',
      'Name',
      'Username',
      'Email',
      'Role',
      'Premium',
      'Actions',
    ]);
    const row = within(table).getByRole('row', { name: /Maria Santos/ });
    expect(within(row).getByText('maria_santos')).toBeInTheDocument();
    expect(within(row).getByText('maria@example.com')).toBeInTheDocument();
    expect(within(row).getByText('Assistant')).toBeInTheDocument();
    expect(within(row).getByText('Not Verified')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more users' }));
    expect(await within(table).findByRole('row', { name: /Jose Reyes/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more users' })).not.toBeInTheDocument();
    const pages = api.requests.filter((r) => r.route === 'GET /api/users');
    expect(pages.map((r) => r.query.get('cursor'))).toEqual([null, 'page-2']);
  });

  it("leads to the operator's Finance, Releases and Outbox screens", async () => {
    mockFetch(consoleRoutes());
    renderRoute('/admin');
    const screens = await screen.findByRole('navigation', { name: 'Operator screens' });
    expect(within(screens).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Finance', '/admin/finance'],
      ['Releases', '/admin/releases'],
      ['Outbox', '/admin/outbox'],
    ]);
    await usersTable();
  });

  it('searches on the server by name, username or email', async () => {
    const api = mockFetch(consoleRoutes());
    const { user } = renderRoute('/admin');
    await usersTable();
    api.use({ 'GET /api/users': [200, { users: [jose()], nextCursor: null }] });
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), '  jose ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('row', { name: /Jose Reyes/ })).toBeInTheDocument();
    expect(api.requests.at(-1)?.query.get('search')).toBe('jose');
  });

  it("says 'Failed to load users. Please try again.' when the list fails", async () => {
    expectApiFailures();
    mockFetch(consoleRoutes({ 'GET /api/users': [500, { message: 'boom' }] }));
    renderRoute('/admin');
    expect(await screen.findByText('Failed to load users. Please try again.')).toBeInTheDocument();
  });

  it('Update goes to /admin/user/{id}', async () => {
    mockFetch(
      consoleRoutes({
        [`GET /api/users/${IDS.maria}`]: [200, maria()],
        // The update page lists an assistant's reviews.
        [`GET /api/reviews/users/${IDS.maria}`]: [200, { reviews: [], nextCursor: null, summary: { average: null, count: 0 } }],
      }),
    );
    const { user } = renderRoute('/admin');
    await chooseAction(user, 'Maria Santos', 'Update');
    expect(await screen.findByRole('heading', { name: 'Update Maria Santos' })).toBeInTheDocument();
  });

  it('deletes a user only after the confirmation, then says so', async () => {
    const api = mockFetch(consoleRoutes({ [`DELETE /api/users/admin/${IDS.maria}`]: [200, { success: true }] }));
    const { user } = renderRoute('/admin');
    await chooseAction(user, 'Maria Santos', 'Delete');
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Maria Santos' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this user? This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.requests.some((r) => r.method === 'DELETE')).toBe(false);

    api.use({ 'GET /api/users': [200, { users: [], nextCursor: null }] });
    await chooseAction(user, 'Maria Santos', 'Delete');
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User has been deleted from the system.')).toBeInTheDocument();
    expect(await screen.findByText('No users yet.')).toBeInTheDocument();
  });

  it("gives focus back to the user's Actions button when the Delete confirmation is cancelled", async () => {
    mockFetch(consoleRoutes());
    const { user } = renderRoute('/admin');
    await chooseAction(user, 'Maria Santos', 'Delete');
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Actions for Maria Santos' })).toHaveFocus();
  });

  it("says 'Failed to delete user. Please try again.' when the delete fails", async () => {
    expectApiFailures();
    mockFetch(consoleRoutes({ [`DELETE /api/users/admin/${IDS.maria}`]: [500, { message: 'boom' }] }));
    const { user } = renderRoute('/admin');
    await chooseAction(user, 'Maria Santos', 'Delete');
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete user. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Maria Santos/ })).toBeInTheDocument();
  });

  it('posts a user to the listing with a description, or says it failed', async () => {
    expectApiFailures();
    const api = mockFetch(consoleRoutes({ [`POST /api/users/admin/profile-post/${IDS.maria}`]: [500, { message: 'x' }] }));
    const { user } = renderRoute('/admin');
    await chooseAction(user, 'Maria Santos', 'Post to Listing');
    const dialog = screen.getByRole('dialog', { name: 'Post to Listing' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Great assistant');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(await within(dialog).findByText('Failed to create profile post. Please try again.')).toBeInTheDocument();

    api.use({ [`POST /api/users/admin/profile-post/${IDS.maria}`]: [201, { id: 'p1' }] });
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Maria Santos is now on the listing.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Post to Listing' })).not.toBeInTheDocument();
    const posted = api.requests.filter((r) => r.route === `POST /api/users/admin/profile-post/${IDS.maria}`);
    expect(posted.at(-1)?.body).toEqual({ description: 'Great assistant' });
  });

  it('accepts a pending premium application', async () => {
    const api = mockFetch(
      consoleRoutes({
        'GET /api/users/admin/premium-applications': [200, { applications: [anApplication()] }],
        [`POST /api/users/admin/premium-applications/${IDS.maria}`]: [200, anApplication({ status: 'accepted' })],
      }),
    );
    const { user } = renderRoute('/admin');
    const item = await screen.findByRole('listitem', { name: 'Application from Maria Santos' });
    expect(item).toHaveTextContent('Pending');
    // In the marketplace zone (Asia/Manila), whatever the browser's.
    await waitFor(() => expect(item).toHaveTextContent('applied Mon, Jun 15, 2026, 9:00 AM Manila time'));
    api.use({ 'GET /api/users/admin/premium-applications': [200, { applications: [anApplication({ status: 'accepted' })] }] });
    await user.click(within(item).getByRole('button', { name: 'Accept Maria Santos' }));
    expect(await screen.findByText(/application was accepted/)).toBeInTheDocument();
    await waitFor(() => expect(item).toHaveTextContent('Accepted, awaiting payment'));
    const decision = api.requests.find((r) => r.method === 'POST')!;
    expect(decision.body).toEqual({ decision: 'accept' });
  });

  it('declines an application only with a reason', async () => {
    const api = mockFetch(
      consoleRoutes({
        'GET /api/users/admin/premium-applications': [200, { applications: [anApplication()] }],
        [`POST /api/users/admin/premium-applications/${IDS.maria}`]: [200, anApplication({ status: 'declined' })],
      }),
    );
    const { user } = renderRoute('/admin');
    await user.click(await screen.findByRole('button', { name: 'Decline Maria Santos' }));
    const dialog = screen.getByRole('dialog', { name: "Decline Maria Santos's application" });
    await user.click(within(dialog).getByRole('button', { name: 'Decline application' }));
    expect(within(dialog).getByText('Please say why the application is declined.')).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Profile incomplete');
    await user.click(within(dialog).getByRole('button', { name: 'Decline application' }));
    expect(await screen.findByText("Maria Santos's application was declined.")).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({ decision: 'decline', reason: 'Profile incomplete' });
  });

  it("tells the audit log in people's words, with names, not ids", async () => {
    mockFetch(
      consoleRoutes({
        'GET /api/users/admin/audit-log': ({ query }) =>
          query.get('cursor') === 'older'
            ? [
                200,
                {
                  entries: [
                    anAuditEntry({ id: 'a2', action: 'user.delete', targetUser: null, changes: { username: { from: 'maria_santos', to: null } } }),
                  ],
                  nextCursor: null,
                },
              ]
            : [200, { entries: [anAuditEntry()], nextCursor: 'older' }],
      }),
    );
    const { user } = renderRoute('/admin');
    const log = await screen.findByRole('region', { name: 'Audit log' });
    expect(await within(log).findByText("Admin Ada Admin changed Maria Santos's role from Boss to Assistant")).toBeInTheDocument();
    expect(log).not.toHaveTextContent(IDS.maria);
    // 02:00 UTC in the marketplace zone (Asia/Manila), whatever the browser's.
    await waitFor(() => expect(log).toHaveTextContent('Mon, Jun 15, 2026, 10:00 AM'));
    await user.click(within(log).getByRole('button', { name: 'Load older entries' }));
    expect(await within(log).findByText('Admin Ada Admin deleted the account of maria_santos')).toBeInTheDocument();
  });

  it("gives each row one actions menu, not a row of buttons: Update, Post to Listing, Bookings and Delete (in the danger colour)", async () => {
    mockFetch(consoleRoutes());
    const { user } = renderRoute('/admin');
    const row = within(await usersTable()).getByRole('row', { name: /Maria Santos/ });
    expect(within(row).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Actions for Maria Santos']);
    expect(within(row).queryByRole('link')).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Actions for Maria Santos' }));
    const menu = screen.getByRole('menu', { name: 'Actions for Maria Santos' });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Update', 'Post to Listing', 'Bookings', 'Delete']);
    expect(within(menu).getByRole('menuitem', { name: 'Update' })).toHaveAttribute('href', `/admin/user/${IDS.maria}`);
    expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveStyle({ color: darkTheme.colors.dangerText });
  });

  it('shows each user as a card on a phone, with the premium badge and the actions in a menu', async () => {
    window.innerWidth = 360;
    const api = mockFetch(consoleRoutes({ [`DELETE /api/users/admin/${IDS.maria}`]: [200, { success: true }] }));
    const { user } = renderRoute('/admin');
    const card = await screen.findByRole('listitem', { name: 'Maria Santos' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // The avatar, decorative beside the name.
    expect(card.querySelector('img')).toHaveAttribute('alt', '');
    for (const text of ['maria_santos', 'maria@example.com', 'Assistant', 'Not Verified']) expect(within(card).getByText(text)).toBeInTheDocument();
    expect(within(card).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Actions for Maria Santos']);

    await user.click(screen.getByRole('button', { name: 'Load more users' }));
    expect(await screen.findByRole('listitem', { name: 'Jose Reyes' })).toBeInTheDocument();

    await chooseAction(user, 'Maria Santos', 'Delete');
    await user.click(within(screen.getByRole('alertdialog', { name: 'Delete Maria Santos' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User has been deleted from the system.')).toBeInTheDocument();
    expect(api.requests.some((r) => r.route === `DELETE /api/users/admin/${IDS.maria}`)).toBe(true);
  });

  it("opens a row's menu in no scrolling box, which would cut off the last rows' menus", async () => {
    mockFetch(consoleRoutes());
    const { user } = renderRoute('/admin');
    await user.click(within(await usersTable()).getByRole('button', { name: 'Actions for Maria Santos' }));
    const clipping: string[] = [];
    for (let box = screen.getByRole('menu').parentElement; box; box = box.parentElement) {
      const { overflowX, overflowY } = getComputedStyle(box);
      if ([overflowX, overflowY].some((value) => value && value !== 'visible')) clipping.push(`${box.tagName} ${overflowX}/${overflowY}`);
    }
    expect(clipping).toEqual([]);
  });
});
