// /profile's email choices: a checkbox per kind, on by default, security always on
// (disabled); ticking one saves it at once and says so; a failed save says so
// and leaves the box as the server has it; a failed load offers to try again.
import { screen, waitFor, within } from '@testing-library/react';
import type { EmailPreference } from '@marketplace/shared-api/types';
import { mockFetch, type MockRoutes } from '../../../../../jest/mock-fetch';
import { expectApiFailures } from '../../../../../jest/api-failures';
import { routeRenderer } from '../../../../../jest/render';
import { routes as remoteRoutes } from '../../../routes';
import routePaths from '../../../route-paths.json';
import { anEarningsOverview, aUser } from '../../../test/fixtures';

const renderRoute = routeRenderer(remoteRoutes, { routePaths });
const PREFERENCES = 'GET /api/email/preferences';
const SAVE = 'PUT /api/email/preferences';

const PREFERENCE_LIST: EmailPreference[] = [
  { kind: 'booking_confirmed', label: 'Booking confirmations', enabled: true, alwaysOn: false },
  { kind: 'booking_reminder', label: 'Reminders 24 hours and 1 hour before a session', enabled: true, alwaysOn: false },
  { kind: 'chat_message', label: 'New messages while you are away', enabled: false, alwaysOn: false },
  { kind: 'security', label: 'Security: password and payout destination changes', enabled: true, alwaysOn: true },
];

function profileRoutes(overrides: MockRoutes = {}): MockRoutes {
  return {
    'GET /api/users/profile-posts': [200, { userPosts: [], savedPosts: [] }],
    'GET /api/users/images': [200, { images: [] }],
    'GET /api/users/premium-application-status': [200, { hasApplied: false, status: 'none', reason: null }],
    'GET /api/referrals/user-referrals': [200, { stats: { totalReferrals: 0, earnings: 0 }, referrals: [] }],
    'GET /api/earnings': [200, anEarningsOverview()],
    [PREFERENCES]: [200, PREFERENCE_LIST],
    ...overrides,
  };
}

const section = () => screen.findByRole('region', { name: 'Emails' });

describe("/profile: 'Emails'", () => {
  it('shows a checkbox per kind as the member chose, security always on and not to be changed', async () => {
    mockFetch(profileRoutes());
    renderRoute('/profile', { user: aUser() });
    const emails = await section();
    const group = await within(emails).findByRole('group', { name: 'Send me emails about' });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes.map((box) => [box.getAttribute('aria-label') ?? box.closest('label')?.textContent, (box as HTMLInputElement).checked, (box as HTMLInputElement).disabled])).toEqual([
      ['Booking confirmations', true, false],
      ['Reminders 24 hours and 1 hour before a session', true, false],
      ['New messages while you are away', false, false],
      ['Security: password and payout destination changesAlways sent', true, true],
    ]);
    expect(within(group).getByRole('checkbox', { name: /Security/ })).toHaveAccessibleDescription('Always sent');
  });

  it('saves a choice as it is ticked, and says so', async () => {
    const api = mockFetch(
      profileRoutes({
        [SAVE]: ({ body }) => [200, PREFERENCE_LIST.map((preference) => (preference.kind === (body as { kind: string }).kind ? { ...preference, enabled: (body as { enabled: boolean }).enabled } : preference))],
      }),
    );
    const { user } = renderRoute('/profile', { user: aUser() });
    const reminders = await within(await section()).findByRole('checkbox', { name: 'Reminders 24 hours and 1 hour before a session' });
    await user.click(reminders);
    expect(await screen.findByText('No more emails about: Reminders 24 hours and 1 hour before a session.')).toBeInTheDocument();
    await waitFor(() => expect(reminders).not.toBeChecked());
    expect(api.requests.filter((request) => request.route === SAVE).map((request) => request.body)).toEqual([{ kind: 'booking_reminder', enabled: false }]);
    await user.click(within(await section()).getByRole('checkbox', { name: 'New messages while you are away' }));
    expect(await screen.findByText('You will get emails about: New messages while you are away.')).toBeInTheDocument();
  });

  it('says when a choice could not be saved, and keeps the box as it was', async () => {
    expectApiFailures();
    mockFetch(profileRoutes({ [SAVE]: [500, { message: 'Internal Server Error' }] }));
    const { user } = renderRoute('/profile', { user: aUser() });
    const confirmations = await within(await section()).findByRole('checkbox', { name: 'Booking confirmations' });
    await user.click(confirmations);
    expect(await screen.findByText('Could not save your email choice. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(confirmations).toBeChecked());
  });

  it('offers to try again when the choices cannot be loaded', async () => {
    expectApiFailures();
    const api = mockFetch(profileRoutes({ [PREFERENCES]: [500, { message: 'Internal Server Error' }] }));
    const { user } = renderRoute('/profile', { user: aUser() });
    const emails = await section();
    expect(await within(emails).findByText('Could not load your email choices.')).toBeInTheDocument();
    api.use({ [PREFERENCES]: [200, PREFERENCE_LIST] });
    await user.click(within(emails).getByRole('button', { name: /try again/i }));
    expect(await within(emails).findByRole('checkbox', { name: 'Booking confirmations' })).toBeChecked();
  });
});
