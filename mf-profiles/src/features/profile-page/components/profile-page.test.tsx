import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch } from '../../../../../jest/mock-fetch';
import { anAssistant, aProject, aReview, aReviewsPage, aUser, IDS } from '../../../test/fixtures';
import type { BookingWidgetProps, MessageDialogProps } from '@marketplace/shared-api/federation/remote-contract';
import { ProfilePage } from './profile-page';
import { deferred } from '../../../../../jest/deferred';
import { expectLocation, routeRenderer } from '../../../../../jest/render';
import { routes as remoteRoutes } from '../../../routes';
import routePaths from '../../../route-paths.json';
import { expectApiFailures } from '../../../../../jest/api-failures';

const renderRoute = routeRenderer(remoteRoutes, { routePaths });

const path = `/profile/${IDS.maria}`;

function FakeMessageDialog({ recipientId, recipientName, open, onClose }: MessageDialogProps) {
  if (!open) return null;
  return (
    <div role="dialog" aria-label="Send Message">
      <p>{`To ${recipientName} (${recipientId})`}</p>
      <button type="button" onClick={onClose}>
        Cancel
      </button>
    </div>
  );
}

function FakeBookingWidget({ consultantId, consultantName }: BookingWidgetProps) {
  return <p>{`Booking widget for ${consultantName} (${consultantId})`}</p>;
}

const remotes = {
  'mf_chat/MessageDialog': FakeMessageDialog,
  'mf_booking/BookingWidget': FakeBookingWidget,
} as Record<string, React.ComponentType<never>>;

function routesFor(profile: unknown, projects: unknown = [aProject()], reviews: unknown = aReviewsPage()) {
  return {
    'GET /api/reviews/users/:userId': [200, reviews] as [number, unknown],
    'GET /api/profiles/:id': Array.isArray(profile) ? (profile as [number, unknown]) : ([200, profile] as [number, unknown]),
    'GET /api/profiles/user-posts': Array.isArray(projects) && typeof projects[0] === 'number'
      ? (projects as [number, unknown])
      : ([200, projects] as [number, unknown]),
  };
}

describe('/profile/:id', () => {
  it('shows a spinner while the profile loads', async () => {
    const answer = deferred<[number, unknown]>();
    mockFetch({ 'GET /api/profiles/:id': () => answer.promise, 'GET /api/profiles/user-posts': [200, []], 'GET /api/reviews/users/:userId': [200, aReviewsPage()] });
    // Without the loader, so the screen itself is on show while the call is pending.
    renderRoute(path, { routes: [{ path: '/profile/:id', Component: ProfilePage }] });
    expect(await screen.findByRole('status', { name: 'Loading profile' })).toBeInTheDocument();
    answer.resolve([200, anAssistant()]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Maria Santos' })).toBeInTheDocument();
  });

  it("shows 'Error loading profile' when the profile cannot be fetched", async () => {
    expectApiFailures();
    const fetchSpy = mockFetch(routesFor([500, { message: 'db down' }]));
    renderRoute(path);
    await waitFor(() => expect(fetchSpy.requests.filter((r) => r.route === 'GET /api/profiles/:id')).toHaveLength(2));
    expect(await screen.findByRole('heading', { name: 'Error loading profile' })).toBeInTheDocument();
    expect(screen.getByText("Could not load this user's profile.")).toBeInTheDocument();
  });

  it("shows 'User not found' for a user that does not exist", async () => {
    expectApiFailures();
    mockFetch(routesFor([404, { message: 'User not found' }], [404, { message: 'User not found' }]));
    renderRoute(path);
    expect(await screen.findByRole('heading', { name: 'User not found' })).toBeInTheDocument();
    expect(screen.getByText('This user profile does not exist.')).toBeInTheDocument();
  });

  it("shows 'User not found' for an id that cannot be a user, without a request", async () => {
    const fetchSpy = mockFetch({});
    renderRoute('/profile/not-a-user');
    expect(await screen.findByRole('heading', { name: 'User not found' })).toBeInTheDocument();
    expect(fetchSpy.requests).toHaveLength(0);
  });

  it('shows the left card with its values', async () => {
    mockFetch(routesFor(anAssistant()));
    renderRoute(path);
    const card = await screen.findByRole('region', { name: 'Profile summary' });
    expect(within(card).getByRole('heading', { level: 1, name: 'Maria Santos' })).toBeInTheDocument();
    expect(within(card).getByText('Verified')).toBeInTheDocument();
    expect(within(card).getByText('Assistant')).toBeInTheDocument();
    expect(await within(card).findByText('4.7')).toBeInTheDocument();
    expect(within(card).getByText('· 23 reviews')).toBeInTheDocument();
    expect(within(card).getByText('Manila, Philippines')).toBeInTheDocument();
    expect(within(card).getByText('5+ years')).toBeInTheDocument();
    expect(within(card).getByText('Full-time')).toBeInTheDocument();
    expect(within(card).getByText('₱1,250.00/hr')).toBeInTheDocument();
    expect(within(card).getByText('Member since January 2026')).toBeInTheDocument();
    expect(within(within(card).getByRole('list', { name: 'Skills' })).getAllByRole('listitem')).toHaveLength(3);
  });

  it('falls back for role, rating and location, and leaves out what is missing', async () => {
    const bare = anAssistant({
      role: '' as never,
      premium: 'Not Verified',
      location: null,
      experience: null,
      availability: null,
      salaryRate: null,
      avatar: null,
    });
    mockFetch(routesFor(bare, undefined, aReviewsPage({ reviews: [], summary: { average: null, count: 0 } })));
    renderRoute(path);
    const card = await screen.findByRole('region', { name: 'Profile summary' });
    expect(within(card).getByText('Professional')).toBeInTheDocument();
    // No review yet: 'New' alone, never a 4.9 that reads as earned.
    expect(await within(card).findByText('New')).toBeInTheDocument();
    expect(within(card).queryByText('4.9')).not.toBeInTheDocument();
    expect(within(card).getByText('Remote')).toBeInTheDocument();
    expect(within(card).queryByText('Experience')).not.toBeInTheDocument();
    expect(within(card).queryByText('Availability')).not.toBeInTheDocument();
    expect(within(card).queryByText('Rate')).not.toBeInTheDocument();
    expect(within(card).queryByText('Verified')).not.toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Maria Santos' })).toHaveAttribute('src', '/assets/default-avatar.svg');
  });

  it('shows no rating figure while the reviews load, and the 4.9 fallback marked New should they fail', async () => {
    const reviews = deferred<[number, unknown]>();
    mockFetch({ ...routesFor(anAssistant()), 'GET /api/reviews/users/:userId': () => reviews.promise });
    renderRoute(path);
    const card = await screen.findByRole('region', { name: 'Profile summary' });
    expect(within(card).getByText('Rating')).toBeInTheDocument();
    expect(within(card).queryByText('4.9')).not.toBeInTheDocument();
    expect(within(card).queryByText('New')).not.toBeInTheDocument();

    expectApiFailures();
    reviews.resolve([500, { message: 'db down' }]);
    expect(await within(card).findByText('4.9', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(card).getByText('New')).toBeInTheDocument();
  });

  it('lists published reviews with first name, stars, text, session date and answer, and loads more', async () => {
    const fetchSpy = mockFetch({
      ...routesFor(anAssistant()),
      'GET /api/reviews/users/:userId': ({ query }) =>
        query.get('cursor')
          ? [200, aReviewsPage({ reviews: [aReview({ id: IDS.post2, reviewer: { id: IDS.viewer, firstName: 'Ana', avatar: null }, stars: 2 })] })]
          : [200, aReviewsPage({ reviews: [aReview({ answer: { text: 'Thank you!', createdAt: '2026-03-06T00:00:00.000Z' } })], nextCursor: 'next' })],
    });
    renderRoute(path);
    const list = await screen.findByRole('list', { name: 'Reviews' });
    const review = within(list).getByRole('listitem', { name: 'Review by Jose' });
    expect(within(review).getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(within(review).getByText('Clear and quick.')).toBeInTheDocument();
    expect(within(review).getByText('Session on March 2, 2026')).toBeInTheDocument();
    expect(within(review).getByText('Thank you!')).toBeInTheDocument();
    // A visitor does not answer someone else's reviews.
    expect(screen.queryByRole('button', { name: 'Answer' })).not.toBeInTheDocument();
    screen.getByRole('button', { name: 'Load more' }).click();
    expect(await within(list).findByRole('listitem', { name: 'Review by Ana' })).toBeInTheDocument();
    expect(fetchSpy.requests.filter((r) => r.route === 'GET /api/reviews/users/:userId').length).toBeGreaterThanOrEqual(2);
  });

  it('shows the bio under About, or the empty text', async () => {
    const fetchSpy = mockFetch(routesFor(anAssistant()));
    const first = renderRoute(path);
    expect(await screen.findByText('Growth marketer for online shops.')).toBeInTheDocument();
    first.unmount();

    fetchSpy.use(routesFor(anAssistant({ bio: null })));
    renderRoute(path);
    expect(await screen.findByText("This user hasn't added a bio yet.")).toBeInTheDocument();
  });

  // Stored text is shown as text. The API accepts HTML in a name, a bio or a project title
  // (it is valid text); the screen must show the characters, never make elements of them.
  it('shows HTML stored in a name, a bio and a project title as text', async () => {
    const html = '<img src=x onerror="window.pwned=1"><script>window.pwned=1</script>';
    mockFetch(routesFor(anAssistant({ firstName: '<b>Maria</b>', bio: html }), [aProject({ title: `<i>${html}</i>` })]));
    const { container } = renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: '<b>Maria</b> Santos' })).toBeInTheDocument();
    expect(screen.getByText(html)).toBeInTheDocument();
    expect(screen.getByText(`<i>${html}</i>`)).toBeInTheDocument();
    expect(container.querySelector('script, b, i, img[src="x"]')).toBeNull();
    expect((window as { pwned?: number }).pwned).toBeUndefined();
  });

  it('lists projects with a link, the first image, the title as text, a dollar rate and the creation date', async () => {
    mockFetch(routesFor(anAssistant(), [aProject(), aProject({ id: IDS.listing, title: 'Blog plan', images: [], rate: 12.5 })]));
    renderRoute(path);
    const projects = await screen.findByRole('region', { name: 'Projects' });
    const links = await within(projects).findAllByRole('link');
    expect(links[0]).toHaveAttribute('href', `/${IDS.project}`);
    // The pictures hold no words (a crop cut them): the title is the card's own text.
    expect(within(links[0]).getByRole('heading', { name: 'Campaign dashboard' })).toBeInTheDocument();
    expect(within(links[0]).getByText('$25/hr')).toBeInTheDocument();
    expect(within(links[0]).getByText('Mar 5, 2026')).toBeInTheDocument();
    expect(links[0].querySelector('img')).toHaveAttribute('src', '/uploads/portfolio/campaign.png');
    expect(within(links[1]).getByText('$12.5/hr')).toBeInTheDocument();
    expect(links[1].querySelector('img')).toHaveAttribute('src', '/assets/default-avatar.svg');
  });

  it('shows the empty projects text', async () => {
    mockFetch(routesFor(anAssistant(), []));
    renderRoute(path);
    expect(await screen.findByText("This user hasn't created any projects yet.")).toBeInTheDocument();
  });

  it("shows 'Error loading user posts' when the projects cannot be fetched", async () => {
    expectApiFailures();
    mockFetch(routesFor(anAssistant(), [500, { message: 'nope' }]));
    renderRoute(path);
    expect(await screen.findByText('Error loading user posts')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Maria Santos' })).toBeInTheDocument();
  });

  it('sends signed-out visitors who press Contact to /login', async () => {
    mockFetch(routesFor(anAssistant()));
    const { user } = renderRoute(path, { remotes });
    await user.click(await screen.findByRole('link', { name: 'Contact Maria' }));
    await expectLocation(`/login (from ${path})`);
  });

  it('leaves out Contact and the booking widget while their remotes are not deployed', async () => {
    mockFetch(routesFor(anAssistant()));
    renderRoute(path, { user: aUser() });
    await screen.findByRole('heading', { level: 1, name: 'Maria Santos' });
    expect(screen.queryByRole('button', { name: 'Contact Maria' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Booking widget/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Chat History' })).toHaveAttribute('href', `/chat/${IDS.maria}`);
  });

  it('opens the message dialog of mf-chat and mounts the booking widget of mf-booking when deployed', async () => {
    mockFetch(routesFor(anAssistant()));
    const { user } = renderRoute(path, { user: aUser(), remotes });
    expect(await screen.findByText(`Booking widget for Maria Santos (${IDS.maria})`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Contact Maria' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send Message' });
    expect(within(dialog).getByText(`To Maria Santos (${IDS.maria})`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Send Message' })).not.toBeInTheDocument();
  });

  it('shows the booking widget only for an Assistant viewed by another signed-in user', async () => {
    const fetchSpy = mockFetch(routesFor(anAssistant({ role: 'Boss' })));
    const asBoss = renderRoute(path, { user: aUser(), remotes });
    await screen.findByRole('heading', { level: 1, name: 'Maria Santos' });
    expect(screen.queryByText(/Booking widget/)).not.toBeInTheDocument();
    asBoss.unmount();

    fetchSpy.use(routesFor(anAssistant()));
    const anonymous = renderRoute(path, { remotes });
    await screen.findByRole('heading', { level: 1, name: 'Maria Santos' });
    expect(screen.queryByText(/Booking widget/)).not.toBeInTheDocument();
    anonymous.unmount();

    renderRoute(path, { user: anAssistant(), remotes });
    await screen.findByRole('heading', { level: 1, name: 'Maria Santos' });
    expect(screen.queryByText(/Booking widget/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Contact Maria' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/profile/update');
  });
});
