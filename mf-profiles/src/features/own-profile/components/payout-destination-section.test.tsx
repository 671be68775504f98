// /profile's payout destination: the one set now (masked) or none, and the form that
// sets it (the shared schema's messages, the password asked again and cleared after,
// the server's refusal under its field), with its load and save failures.
import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch, type MockRoutes } from '../../../../../jest/mock-fetch';
import { expectApiFailures } from '../../../../../jest/api-failures';
import { queriesAnswered, routeRenderer } from '../../../../../jest/render';
import { ACCOUNT_NAME_REQUIRED, MOBILE_NUMBER_INVALID } from '@marketplace/shared-api/schemas/earnings';
import { routes as remoteRoutes } from '../../../routes';
import routePaths from '../../../route-paths.json';
import { anAssistant, anEarningsOverview, aPayoutDestination, aUser } from '../../../test/fixtures';

const restores: Array<() => void> = [];
const afterTest = (restore: () => void) => restores.push(restore);
afterEach(() => restores.splice(0).forEach((restore) => restore()));

const renderRoute = routeRenderer(remoteRoutes, { routePaths });
const EARNINGS = 'GET /api/earnings';
const SAVE = 'PUT /api/earnings/destination';

function profileRoutes(overrides: MockRoutes = {}): MockRoutes {
  return {
    'GET /api/users/profile-posts': [200, { userPosts: [], savedPosts: [] }],
    'GET /api/users/images': [200, { images: [] }],
    'GET /api/users/premium-application-status': [200, { hasApplied: false, status: 'none', reason: null }],
    'GET /api/referrals/user-referrals': [200, { stats: { totalReferrals: 0, earnings: 0 }, referrals: [] }],
    [EARNINGS]: [200, anEarningsOverview()],
    'GET /api/email/preferences': [200, []],
    ...overrides,
  };
}

const section = () => screen.findByRole('region', { name: 'Payout destination' });

const factsOf = (container: HTMLElement) =>
  Object.fromEntries(within(container).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));

describe("/profile: 'Payout destination'", () => {
  it('says none is set yet, to any member, with the form to set one and the way to Earnings', async () => {
    mockFetch(profileRoutes());
    renderRoute('/profile', { user: aUser() });
    const payouts = await section();
    expect(await within(payouts).findByText('You have not set where you are paid yet.')).toBeInTheDocument();
    const form = within(payouts).getByRole('form', { name: 'Set where you are paid' });
    expect(within(form).getByRole('combobox', { name: 'Wallet' })).toHaveValue('gcash');
    expect(within(form).getAllByRole('option').map((option) => option.textContent)).toEqual(['GCash', 'Maya']);
    expect(within(form).getByLabelText('Mobile number')).toHaveValue('');
    expect(within(form).getByLabelText('Account name')).toHaveValue('');
    expect(within(form).getByLabelText('Current password')).toHaveAttribute('type', 'password');
    expect(within(payouts).getByRole('link', { name: 'Earnings' })).toHaveAttribute('href', '/earnings');
  });

  it("is where /earnings' 'Set your payout destination' leads: scrolled to and its first field focused", async () => {
    mockFetch(profileRoutes());
    // jsdom lays nothing out, so it has no scrollIntoView of its own: this one records the call.
    const scrolled = jest.fn();
    const jsdomsOwn = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrolled;
    afterTest(() => (Element.prototype.scrollIntoView = jsdomsOwn));
    renderRoute('/profile#payout-destination', { user: aUser() });
    const payouts = await section();
    const form = await within(payouts).findByRole('form', { name: 'Set where you are paid' });
    await waitFor(() => expect(within(form).getByRole('combobox', { name: 'Wallet' })).toHaveFocus());
    expect(scrolled.mock.contexts).toContain(form);
  });

  it('shows the destination set now, its number masked, and starts the form from it', async () => {
    mockFetch(profileRoutes({ [EARNINGS]: [200, anEarningsOverview({ destination: aPayoutDestination({ method: 'maya' }) })] }));
    renderRoute('/profile', { user: anAssistant() });
    const payouts = await section();
    await within(payouts).findByText('Maria Santos');
    expect(factsOf(payouts)).toEqual({
      'Paid to': 'Maya',
      'Mobile number': '0917 ••• 4567',
      'Account name': 'Maria Santos',
      'Last changed': 'Fri, May 1, 2026, 10:00 AM Manila time',
    });
    expect(screen.queryByText('09171234567')).not.toBeInTheDocument();
    const form = within(payouts).getByRole('form', { name: 'Change where you are paid' });
    expect(within(form).getByRole('combobox', { name: 'Wallet' })).toHaveValue('maya');
    expect(within(form).getByLabelText('Account name')).toHaveValue('Maria Santos');
    expect(within(form).getByLabelText('Mobile number')).toHaveValue('');
  });

  it("shows the shared schema's message under each wrong field, and sends nothing", async () => {
    const api = mockFetch(profileRoutes());
    const { user } = renderRoute('/profile', { user: anAssistant() });
    const payouts = await section();
    await user.type(await within(payouts).findByLabelText('Mobile number'), '0917123');
    await user.click(within(payouts).getByRole('button', { name: 'Save payout destination' }));
    expect(within(payouts).getByLabelText('Mobile number')).toHaveAccessibleDescription(/The number of the wallet account\.\s*Enter the wallet’s mobile number/);
    expect(within(payouts).getByText(MOBILE_NUMBER_INVALID)).toBeInTheDocument();
    expect(within(payouts).getByText(ACCOUNT_NAME_REQUIRED)).toBeInTheDocument();
    expect(within(payouts).getByText('Enter your password to change where you are paid.')).toBeInTheDocument();
    expect(api.requests.filter((request) => request.route === SAVE)).toHaveLength(0);
  });

  it('saves the new destination with the password, says so, shows it and clears the password', async () => {
    const saved = aPayoutDestination({ method: 'maya', updatedAt: '2026-06-02T02:00:00.000Z' });
    const api = mockFetch(profileRoutes({ [SAVE]: [200, saved] }));
    const { user } = renderRoute('/profile', { user: anAssistant() });
    const payouts = await section();
    await user.selectOptions(await within(payouts).findByRole('combobox', { name: 'Wallet' }), 'maya');
    await user.type(within(payouts).getByLabelText('Mobile number'), '0917-123 4567');
    await user.type(within(payouts).getByLabelText('Account name'), 'Maria Santos');
    await user.type(within(payouts).getByLabelText('Current password'), 'Assist123');
    api.use({ [EARNINGS]: [200, anEarningsOverview({ destination: saved })] });
    await user.click(within(payouts).getByRole('button', { name: 'Save payout destination' }));

    expect(await screen.findByText('Payout destination saved.')).toBeInTheDocument();
    expect(api.requests.find((request) => request.route === SAVE)?.body).toEqual({
      method: 'maya',
      mobileNumber: '09171234567',
      accountName: 'Maria Santos',
      password: 'Assist123',
    });
    expect(await within(payouts).findByText('0917 ••• 4567')).toBeInTheDocument();
    expect(within(payouts).getByText('Paid to').nextElementSibling).toHaveTextContent('Maya');
    expect(within(payouts).getByLabelText('Current password')).toHaveValue('');
  });

  it("puts the server's refusal under the field it names, keeps what was typed and clears the password", async () => {
    expectApiFailures();
    mockFetch(profileRoutes({ [SAVE]: [400, { message: 'That password is not right.', field: 'password' }] }));
    const { user } = renderRoute('/profile', { user: anAssistant() });
    const payouts = await section();
    await user.type(await within(payouts).findByLabelText('Mobile number'), '09171234567');
    await user.type(within(payouts).getByLabelText('Account name'), 'Maria Santos');
    await user.type(within(payouts).getByLabelText('Current password'), 'wrong-one');
    await user.click(within(payouts).getByRole('button', { name: 'Save payout destination' }));

    expect(await within(payouts).findByRole('alert')).toHaveTextContent('That password is not right.');
    const password = within(payouts).getByLabelText('Current password');
    expect(password).toHaveValue('');
    expect(password).toHaveAccessibleDescription(/That password is not right\./);
    expect(within(payouts).getByLabelText('Mobile number')).toHaveValue('09171234567');
    expect(within(payouts).getByLabelText('Account name')).toHaveValue('Maria Santos');
  });

  it('asks to try again when the save fails for another reason', async () => {
    expectApiFailures();
    mockFetch(profileRoutes({ [SAVE]: [500, { message: 'Internal Server Error' }] }));
    const { user } = renderRoute('/profile', { user: anAssistant() });
    const payouts = await section();
    await user.type(await within(payouts).findByLabelText('Mobile number'), '09171234567');
    await user.type(within(payouts).getByLabelText('Account name'), 'Maria Santos');
    await user.type(within(payouts).getByLabelText('Current password'), 'Assist123');
    await user.click(within(payouts).getByRole('button', { name: 'Save payout destination' }));
    expect(await within(payouts).findByRole('alert')).toHaveTextContent('Could not save your payout destination. Please try again.');
    expect(within(payouts).getByLabelText('Current password')).toHaveValue('');
  });

  it('says when the destination cannot be read, with Try again', async () => {
    expectApiFailures();
    const api = mockFetch(profileRoutes({ [EARNINGS]: [503, { message: 'Service unavailable' }] }));
    const { user, store } = renderRoute('/profile', { user: anAssistant() });
    const payouts = await section();
    expect(await within(payouts).findByText('Could not load your payout destination.')).toBeInTheDocument();
    await queriesAnswered(store);
    api.use({ [EARNINGS]: [200, anEarningsOverview({ destination: aPayoutDestination() })] });
    const retry = within(payouts).getByRole('button', { name: 'Try again' });
    await waitFor(() => expect(retry).toBeEnabled());
    await user.click(retry);
    expect(await within(payouts).findByText('0917 ••• 4567')).toBeInTheDocument();
  });
});
