import { act, screen, waitFor, within } from '@testing-library/react';
import { mockFetch } from '../../../../../jest/mock-fetch';
import { aPost, aUser, IDS } from '../../../test/fixtures';
import { expectLocation, renderWithProviders, routeRenderer } from '../../../../../jest/render';
import { Profiler } from 'react';
import { verified } from '@marketplace/shared-api/session/session-slice';
import { ProfileListPage } from './profile-list-page';
import { routes as remoteRoutes } from '../../../routes';
import routePaths from '../../../route-paths.json';
import { expectApiFailures } from '../../../../../jest/api-failures';

const renderRoute = routeRenderer(remoteRoutes, { routePaths });

const boss = aUser();
const admin = aUser({ premium: 'Admin', firstName: 'Ana', lastName: 'Reyes' });

function verifyAge() {
  window.localStorage.setItem('ageVerified', 'true');
}

function page(posts = [aPost()], nextCursor: string | null = null) {
  return [200, { posts, nextCursor }] as [number, unknown];
}

describe('/profile/list', () => {
  it('sends signed-out visitors to /register without fetching profiles', async () => {
    const fetchSpy = mockFetch({});
    renderRoute('/profile/list');
    await expectLocation('/register');
    expect(fetchSpy.requests).toHaveLength(0);
  });

  it('is headed by the title its route declares, which the page frame shows before it', async () => {
    verifyAge();
    mockFetch({ 'GET /api/profiles/posts': page() });
    renderRoute('/profile/list', { user: boss });
    const title = routePaths.find((entry) => entry.path === '/profile/list')?.title;
    expect(title).toEqual(expect.any(String));
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it("shows a stored user's list at once, and the session check's end renders none of it again", async () => {
    verifyAge();
    mockFetch({ 'GET /api/profiles/posts': page() });
    // The page under a Profiler, which notes every commit that renders any of it.
    const commits: string[] = [];
    const routes = remoteRoutes.map((route) =>
      route.path === '/profile/list'
        ? {
            ...route,
            lazy: undefined,
            element: (
              <Profiler id="list" onRender={(_id, phase) => commits.push(phase)}>
                <ProfileListPage />
              </Profiler>
            ),
          }
        : route,
    );
    const { store } = renderWithProviders(routes, { session: { user: boss, token: 'stored-token', loading: true }, initialEntries: ['/profile/list'] });
    expect(await screen.findByRole('heading', { name: 'Maria Santos' })).toBeInTheDocument();
    const before = commits.length;
    act(() => {
      store.dispatch(verified({ ...boss }));
    });
    expect(store.getState().session.loading).toBe(false);
    expect(commits.slice(before)).toEqual([]);
  });

  it('shows the age gate until the visitor confirms, and remembers it', async () => {
    mockFetch({ 'GET /api/profiles/posts': page() });
    const { user } = renderRoute('/profile/list', { user: boss });

    const gate = await screen.findByRole('alertdialog', { name: 'Age verification' });
    expect(screen.queryByText('Maria Santos')).not.toBeInTheDocument();
    await user.click(within(gate).getByRole('button', { name: 'I am over 18 years old' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('ageVerified')).toBe('true');
    expect(await screen.findByRole('heading', { name: 'Maria Santos' })).toBeInTheDocument();
  });

  it('does not show the age gate to a visitor who confirmed before', async () => {
    verifyAge();
    mockFetch({ 'GET /api/profiles/posts': page() });
    renderRoute('/profile/list', { user: boss });
    expect(await screen.findByRole('heading', { name: 'Maria Santos' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("goes to / on 'Leave'", async () => {
    mockFetch({ 'GET /api/profiles/posts': page() });
    const { user } = renderRoute('/profile/list', { user: boss });
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await expectLocation('/');
    expect(window.localStorage.getItem('ageVerified')).toBeNull();
  });

  it('writes userName, location and skills into the URL and searches with them', async () => {
    verifyAge();
    const fetchSpy = mockFetch({ 'GET /api/profiles/posts': page() });
    const { user, router } = renderRoute('/profile/list', { user: boss });
    await screen.findByRole('heading', { name: 'Maria Santos' });

    const search = screen.getByRole('search', { name: 'Search assistants' });
    await user.type(within(search).getByLabelText('Name'), 'maria');
    await user.type(within(search).getByLabelText('Where'), 'Cebu');
    await user.selectOptions(within(search).getByRole('combobox', { name: 'Skills' }), 'AI');
    await user.selectOptions(within(search).getByRole('combobox', { name: 'Skills' }), 'SEO');
    await user.selectOptions(within(search).getByRole('combobox', { name: 'Rating' }), '4+ stars');
    await user.click(within(search).getByRole('button', { name: 'Search' }));

    await screen.findByRole('button', { name: 'Clear search' });
    expect(router.state.location.pathname).toBe('/profile/list');
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({ userName: 'maria', location: 'Cebu', skills: 'AI,SEO', minRating: '4' });
    const last = fetchSpy.requests.at(-1)!;
    expect(Object.fromEntries(last.query)).toEqual({ userName: 'maria', location: 'Cebu', skills: 'AI,SEO', minRating: '4' });
  });

  it('starts the search bar from the URL and fetches with the same criteria', async () => {
    verifyAge();
    const fetchSpy = mockFetch({ 'GET /api/profiles/posts': page() });
    renderRoute('/profile/list?userName=jo&skills=AI', { user: boss });
    await screen.findByRole('heading', { name: 'Maria Santos' });
    expect(screen.getByLabelText('Name')).toHaveValue('jo');
    const search = screen.getByRole('search', { name: 'Search assistants' });
    expect(within(within(search).getByRole('list', { name: 'Skills' })).getByText('AI')).toBeInTheDocument();
    expect(fetchSpy.requests).toHaveLength(1);
    expect(Object.fromEntries(fetchSpy.requests[0].query)).toEqual({ userName: 'jo', skills: 'AI' });
  });

  it('shows all three fields as the URL says, on load and on back and forward', async () => {
    verifyAge();
    mockFetch({ 'GET /api/profiles/posts': page() });
    const { user, router } = renderRoute('/profile/list?skills=Writing&location=Cebu&userName=ma', { user: boss });
    await screen.findByRole('heading', { name: 'Maria Santos' });
    const bar = () => screen.getByRole('search', { name: 'Search assistants' });
    const shown = () => ({
      name: (within(bar()).getByLabelText('Name') as HTMLInputElement).value,
      where: (within(bar()).getByLabelText('Where') as HTMLInputElement).value,
      skills: within(bar()).queryByRole('list', { name: 'Skills' })?.textContent ?? '',
      // What the Skills select itself reads: never 'Any skill' while a skill is the filter.
      select: (within(bar()).getByRole('combobox', { name: 'Skills' }) as HTMLSelectElement).selectedOptions[0].textContent,
    });
    expect(shown()).toEqual({ name: 'ma', where: 'Cebu', skills: 'Writing', select: 'Add a skill' });

    await user.clear(within(bar()).getByLabelText('Name'));
    await user.type(within(bar()).getByLabelText('Name'), 'jo');
    await user.click(within(bar()).getByRole('button', { name: 'Remove Writing' }));
    await user.click(within(bar()).getByRole('button', { name: 'Search' }));
    // The typed values show at once; the URL changes once the search's loader has its reply.
    await waitFor(() => expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ userName: 'jo', location: 'Cebu' }));
    await waitFor(() => expect(shown()).toEqual({ name: 'jo', where: 'Cebu', skills: '', select: 'Any skill' }));

    await act(() => router.navigate(-1));
    await waitFor(() => expect(shown()).toEqual({ name: 'ma', where: 'Cebu', skills: 'Writing', select: 'Add a skill' }));
    await act(() => router.navigate(1));
    await waitFor(() => expect(shown()).toEqual({ name: 'jo', where: 'Cebu', skills: '', select: 'Any skill' }));
  });

  it("shows the first 3 skills, then '+N more'", async () => {
    verifyAge();
    mockFetch({ 'GET /api/profiles/posts': page([aPost({ skills: ['AI', 'SEO', 'Writing', 'Events', 'Beauty'] })]) });
    renderRoute('/profile/list', { user: boss });
    const card = await screen.findByRole('article', { name: 'Maria Santos' });
    const skills = within(card).getByRole('list', { name: 'Skills' });
    expect(within(skills).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['AI', 'SEO', 'Writing', '+2 more']);
  });

  it('shows the SPEC defaults for what a post leaves blank', async () => {
    verifyAge();
    const blank = aPost({ role: null, location: null, salaryRate: null, experience: null, availability: null, responseTime: null, skills: [] });
    mockFetch({ 'GET /api/profiles/posts': page([blank]) });
    renderRoute('/profile/list', { user: boss });
    const card = await screen.findByRole('article', { name: 'Maria Santos' });
    expect(within(card).getByText('Professional')).toBeInTheDocument();
    expect(within(card).getByText('Remote')).toBeInTheDocument();
    expect(within(card).getByText('₱1,250.00/hr')).toBeInTheDocument();
    expect(within(card).getAllByText('N/A')).toHaveLength(2);
    expect(within(card).getByText('Within 24 hours')).toBeInTheDocument();
    expect(within(card).queryByText('Verified')).not.toBeInTheDocument();
  });

  it("shows the earned rating with its count, 'New' alone without reviews, and 4.9 only without a rating", async () => {
    verifyAge();
    const unrated = aPost({ id: IDS.listing, userId: IDS.viewer, firstName: 'Ana' });
    delete unrated.rating;
    mockFetch({
      'GET /api/profiles/posts': page([aPost(), aPost({ id: IDS.post2, userId: IDS.jose, firstName: 'Jose', rating: { average: null, count: 0 } }), unrated]),
    });
    renderRoute('/profile/list', { user: boss });
    const rated = await screen.findByRole('article', { name: 'Maria Santos' });
    expect(within(rated).getByText('4.7')).toBeInTheDocument();
    expect(within(rated).getByText('· 23 reviews')).toBeInTheDocument();
    const fresh = screen.getByRole('article', { name: 'Jose Santos' });
    expect(within(fresh).getByText('New')).toBeInTheDocument();
    expect(within(fresh).queryByText('4.9')).not.toBeInTheDocument();
    expect(within(fresh).queryByText('★')).not.toBeInTheDocument();
    const withoutField = screen.getByRole('article', { name: 'Ana Santos' });
    expect(within(withoutField).getByText('4.9')).toBeInTheDocument();
    expect(within(withoutField).getByText('New')).toBeInTheDocument();
  });

  it('shows the verified badge and the post values when present', async () => {
    verifyAge();
    mockFetch({ 'GET /api/profiles/posts': page([aPost({ premium: 'Verified', salaryRate: 900, location: 'Cebu City' })]) });
    renderRoute('/profile/list', { user: boss });
    const card = await screen.findByRole('article', { name: 'Maria Santos' });
    expect(within(card).getByText('Verified')).toBeInTheDocument();
    expect(within(card).getByText('₱900.00/hr')).toBeInTheDocument();
    expect(within(card).getByText('Cebu City')).toBeInTheDocument();
    expect(within(card).getByText('5+ years')).toBeInTheDocument();
  });

  it("shows 'No profiles found' when nobody has published a profile", async () => {
    verifyAge();
    mockFetch({ 'GET /api/profiles/posts': page([]) });
    renderRoute('/profile/list', { user: boss });
    expect(await screen.findByRole('heading', { name: 'No profiles found' })).toBeInTheDocument();
  });

  it("shows 'No matches found' naming each searched term", async () => {
    verifyAge();
    mockFetch({ 'GET /api/profiles/posts': page([]) });
    renderRoute('/profile/list?userName=zed&location=Mars&skills=AI', { user: boss });
    expect(await screen.findByRole('heading', { name: 'No matches found' })).toBeInTheDocument();
    expect(screen.getByText('No users found with the name "zed" in "Mars" with the skill "AI".')).toBeInTheDocument();
  });

  it("shows 'Error loading profiles' when the search fails, and retries", async () => {
    expectApiFailures();
    verifyAge();
    const fetchSpy = mockFetch({ 'GET /api/profiles/posts': [500, { message: 'boom' }] });
    const { user } = renderRoute('/profile/list', { user: boss });
    // The loader's failed prefetch, then the screen's own attempt when it mounts.
    await waitFor(() => expect(fetchSpy.requests).toHaveLength(2));
    expect(await screen.findByRole('heading', { name: 'Error loading profiles' })).toBeInTheDocument();
    // 'Try again' is busy until the screen's own attempt has failed too; a click before that joins it.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled());

    fetchSpy.use({ 'GET /api/profiles/posts': page() });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Maria Santos' })).toBeInTheDocument();
  });

  it("loads the next page with nextCursor on 'Load more'", async () => {
    verifyAge();
    const fetchSpy = mockFetch({
      'GET /api/profiles/posts': ({ query }) =>
        query.get('cursor') === 'page-2'
          ? page([aPost({ id: IDS.post2, userId: IDS.jose, firstName: 'Jose', lastName: 'Reyes' })])
          : page([aPost()], 'page-2'),
    });
    const { user } = renderRoute('/profile/list', { user: boss });
    await screen.findByRole('heading', { name: 'Maria Santos' });

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Jose Reyes' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Maria Santos' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(fetchSpy.requests.map((request) => request.query.get('cursor'))).toEqual([null, 'page-2']);
  });

  it("opens the profile modal with 'View Profile' for non-admins, merging images and premium from the user", async () => {
    verifyAge();
    mockFetch({
      'GET /api/profiles/posts': page([aPost({ premium: 'Not Verified' })]),
      'GET /api/users/find/:userId': ({ params }) => [
        200,
        aUser({ id: params.userId, premium: 'Verified', images: ['/uploads/a.png', '/uploads/b.png'] }),
      ],
    });
    const { user } = renderRoute('/profile/list', { user: boss });
    const card = await screen.findByRole('article', { name: 'Maria Santos' });
    expect(within(card).queryByRole('button', { name: 'Maria Santos' })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'View Profile' }));
    const modal = await screen.findByRole('dialog', { name: 'Maria Santos' });
    expect(await within(modal).findByAltText('Maria Santos portfolio image 2')).toBeInTheDocument();
    expect(within(modal).getByText('Verified')).toBeInTheDocument();
    expect(within(modal).getByRole('link', { name: 'Chat Now' })).toHaveAttribute('href', `/chat/${IDS.maria}`);
    expect(within(modal).getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', `/book/${IDS.maria}`);
    expect(within(modal).getByRole('link', { name: 'View full profile' })).toHaveAttribute('href', `/profile/${IDS.maria}`);
  });

  it('lets admins open the modal by clicking the name, without a View Profile button', async () => {
    verifyAge();
    mockFetch({
      'GET /api/profiles/posts': page(),
      'GET /api/users/find/:userId': [200, aUser({ id: IDS.maria, premium: 'Not Verified' })],
    });
    const { user } = renderRoute('/profile/list', { user: admin });
    const card = await screen.findByRole('article', { name: 'Maria Santos' });
    expect(within(card).queryByRole('button', { name: 'View Profile' })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Maria Santos' }));
    const modal = await screen.findByRole('dialog', { name: 'Maria Santos' });
    expect(await within(modal).findByText('No portfolio images yet.')).toBeInTheDocument();
    // Not Verified: no Chat Now, but Book Now for everyone.
    expect(within(modal).queryByRole('link', { name: 'Chat Now' })).not.toBeInTheDocument();
    expect(within(modal).getByRole('link', { name: 'Book Now' })).toBeInTheDocument();
  });

  it('offers Chat Now for an Admin profile but never on the viewer’s own profile', async () => {
    verifyAge();
    const ownPost = aPost({ id: IDS.post2, userId: IDS.viewer, firstName: 'Ben', lastName: 'Cruz' });
    mockFetch({
      'GET /api/profiles/posts': page([aPost(), ownPost]),
      'GET /api/users/find/:userId': ({ params }) => [200, aUser({ id: params.userId, premium: params.userId === IDS.viewer ? 'Verified' : 'Admin' })],
    });
    const { user } = renderRoute('/profile/list', { user: aUser({ premium: 'Verified' }) });

    await user.click(within(await screen.findByRole('article', { name: 'Maria Santos' })).getByRole('button', { name: 'View Profile' }));
    let modal = await screen.findByRole('dialog', { name: 'Maria Santos' });
    expect(await within(modal).findByRole('link', { name: 'Chat Now' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(within(screen.getByRole('article', { name: 'Ben Cruz' })).getByRole('button', { name: 'View Profile' }));
    modal = await screen.findByRole('dialog', { name: 'Ben Cruz' });
    expect(await within(modal).findByText('Verified')).toBeInTheDocument();
    expect(within(modal).queryByRole('link', { name: 'Chat Now' })).not.toBeInTheDocument();
    expect(within(modal).getByRole('link', { name: 'Book Now' })).toBeInTheDocument();
  });

  it('offers the premium upgrade to members who are not verified', async () => {
    verifyAge();
    mockFetch({ 'GET /api/profiles/posts': page() });
    const { user } = renderRoute('/profile/list', { user: boss });
    await user.click(await screen.findByRole('button', { name: 'Upgrade to Premium' }));
    const dialog = screen.getByRole('dialog', { name: 'Upgrade to Premium' });
    expect(within(dialog).getByText('Unlimited profile views')).toBeInTheDocument();
    expect(within(dialog).getByText(/₱50.00/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not offer the upgrade to verified members', async () => {
    verifyAge();
    mockFetch({ 'GET /api/profiles/posts': page() });
    renderRoute('/profile/list', { user: aUser({ premium: 'Verified' }) });
    await screen.findByRole('heading', { name: 'Maria Santos' });
    expect(screen.queryByRole('button', { name: 'Upgrade to Premium' })).not.toBeInTheDocument();
  });
});
