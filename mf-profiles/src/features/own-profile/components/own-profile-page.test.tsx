import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, type MockRoutes } from '../../../../../jest/mock-fetch';
import type { ProfilePost } from '@marketplace/shared-api/types';
import { aListing, anAssistant, anEarningsOverview, aPost, aUser, IDS } from '../../../test/fixtures';
import { expectLocation, routeRenderer } from '../../../../../jest/render';
import { routes as remoteRoutes } from '../../../routes';
import routePaths from '../../../route-paths.json';
import { expectApiFailures } from '../../../../../jest/api-failures';

const renderRoute = routeRenderer(remoteRoutes, { routePaths });

const assistant = anAssistant({ email: 'maria.santos@assistants.example.com' });
const ownPost = aPost({ userId: IDS.maria, title: "Maria's Profile" });
const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

function ownProfileRoutes({ posts = [] as ProfilePost[], images = [] as string[] } = {}): MockRoutes {
  return {
    'GET /api/users/profile-posts': [200, { userPosts: posts, savedPosts: [aListing()] }],
    'GET /api/users/images': [200, { images }],
    'GET /api/users/premium-application-status': [200, { hasApplied: false, status: 'none', reason: null }],
    'GET /api/referrals/user-referrals': [200, { stats: { totalReferrals: 0, earnings: 0 }, referrals: [] }],
    'GET /api/earnings': [200, anEarningsOverview()],
    'GET /api/email/preferences': [200, []],
  };
}

describe('/profile', () => {
  it("shows mf-booking's booking totals once that remote is deployed", async () => {
    mockFetch(ownProfileRoutes({ posts: [ownPost] }));
    const BookingTotals = () => <p>12 hours in 3 bookings</p>;
    renderRoute('/profile', { user: assistant, remotes: { 'mf_booking/BookingTotals': BookingTotals } });
    expect(await screen.findByText('12 hours in 3 bookings')).toBeInTheDocument();
  });

  it("shows the user's details, saved listings and the edit link", async () => {
    mockFetch(ownProfileRoutes({ posts: [ownPost] }));
    renderRoute('/profile', { user: assistant });
    expect(await screen.findByRole('heading', { level: 1, name: 'Maria Santos' })).toBeInTheDocument();
    expect(screen.getByText('maria_santos')).toBeInTheDocument();
    // The email wraps only before the @ or a dot (never mid-word), and reads in full.
    const email = screen.getByTitle('maria.santos@assistants.example.com');
    expect(email).toHaveTextContent('maria.santos@assistants.example.com');
    expect(email.children.length).toBeGreaterThan(1);
    expect(screen.getByText('₱1,250.00/hr')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/profile/update');
    const saved = screen.getByRole('region', { name: 'Saved listings' });
    const listing = await within(saved).findByRole('link', { name: /Bookkeeping for a bakery/ });
    expect(listing).toHaveAttribute('href', `/${IDS.listing}`);
    // A saved listing is a project: its rate reads in dollars as on /{id} and the profile page.
    expect(within(listing).getByText('$900/hr')).toBeInTheDocument();
  });

  it("shows a Boss what applies to a client: no portfolio, and no 'N/A' for what they left empty", async () => {
    mockFetch(ownProfileRoutes());
    renderRoute('/profile', { user: aUser({ role: 'Boss', experience: '', availability: null as unknown as string, location: 'Cebu' }) });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Cebu')).toBeInTheDocument();
    expect(screen.queryByText('N/A')).not.toBeInTheDocument();
    expect(screen.queryByText('Experience')).not.toBeInTheDocument();
    expect(screen.queryByText('Availability')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Portfolio/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/show your work/i)).not.toBeInTheDocument();
  });

  it("offers 'Make Profile Public' to an Assistant without a profile post, and publishes it", async () => {
    const api = mockFetch({
      ...ownProfileRoutes(),
      'POST /api/profiles/profile': [201, { id: IDS.post }],
    });
    const { user } = renderRoute('/profile', { user: assistant });
    const publish = await screen.findByRole('button', { name: 'Make Profile Public' });

    api.use(ownProfileRoutes({ posts: [ownPost] }));
    await user.click(publish);

    expect(await screen.findByText('Your profile is now public.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make Profile Public' })).not.toBeInTheDocument();
    const created = api.requests.find((r) => r.route === 'POST /api/profiles/profile')!;
    expect(created.body).toMatchObject({
      title: "Maria's Profile",
      firstName: 'Maria',
      lastName: 'Santos',
      role: 'Assistant',
      salaryRate: 1250,
      skills: ['Marketing', 'SEO', 'Writing'],
      location: 'Manila, Philippines',
      experience: '5+ years',
      availability: 'Full-time',
    });
    expect((created.body as { title: string }).title).toContain('Profile');
  });

  it("does not offer 'Make Profile Public' to an Assistant who has a post, nor to a Boss", async () => {
    const api = mockFetch(ownProfileRoutes({ posts: [ownPost] }));
    const first = renderRoute('/profile', { user: assistant });
    expect(await screen.findByRole('heading', { name: "Maria's Profile" })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make Profile Public' })).not.toBeInTheDocument();
    first.unmount();

    api.use(ownProfileRoutes());
    renderRoute('/profile', { user: aUser() });
    expect(await screen.findByText('You have no profile posts.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make Profile Public' })).not.toBeInTheDocument();
  });

  it("alerts 'Error posting profile. Please try again.' when publishing fails", async () => {
    expectApiFailures();
    mockFetch({ ...ownProfileRoutes(), 'POST /api/profiles/profile': [500, { message: 'db down' }] });
    const { user } = renderRoute('/profile', { user: assistant });
    await user.click(await screen.findByRole('button', { name: 'Make Profile Public' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error posting profile. Please try again.');
    expect(screen.getByRole('button', { name: 'Make Profile Public' })).toBeEnabled();
  });

  it('deletes an own post after confirmation, and alerts when that fails', async () => {
    expectApiFailures();
    const api = mockFetch({ ...ownProfileRoutes({ posts: [ownPost] }), 'DELETE /api/profiles/posts/:postId': [500, {}] });
    const { user } = renderRoute('/profile', { user: assistant });
    await user.click(await screen.findByRole('button', { name: "Delete Maria's Profile" }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Delete profile post' })).getByRole('button', { name: 'Delete post' }));
    expect(await screen.findByText('Error deleting post. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "Maria's Profile" })).toBeInTheDocument();

    api.use({ 'DELETE /api/profiles/posts/:postId': [204], ...ownProfileRoutes() });
    await user.click(screen.getByRole('button', { name: "Delete Maria's Profile" }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete post' }));
    expect(await screen.findByRole('button', { name: 'Make Profile Public' })).toBeInTheDocument();
    expect(api.requests.filter((r) => r.route === 'DELETE /api/profiles/posts/:postId').map((r) => r.params.postId)).toEqual([
      IDS.post,
      IDS.post,
    ]);
  });

  it('uploads several portfolio images at once, then adds them to the portfolio', async () => {
    let uploads = 0;
    const api = mockFetch({
      ...ownProfileRoutes(),
      'POST /api/users/upload-image': () => [201, { imageUrl: `/uploads/portfolio-${++uploads}.webp` }],
      'POST /api/users/images': ({ body }) => [201, body],
    });
    const { user } = renderRoute('/profile', { user: assistant });
    expect(await screen.findByText(/No portfolio images yet/)).toBeInTheDocument();

    api.use({ 'GET /api/users/images': [200, { images: ['/uploads/portfolio-1.webp', '/uploads/portfolio-2.webp'] }] });
    await user.upload(screen.getByLabelText('Upload images'), [png('a.png'), png('b.png')]);

    expect(await screen.findByAltText('Portfolio image 2')).toHaveAttribute('src', '/uploads/portfolio-2.webp');
    const uploadCalls = api.requests.filter((r) => r.route === 'POST /api/users/upload-image');
    expect(uploadCalls.map((r) => r.query.get('purpose'))).toEqual(['portfolio', 'portfolio']);
    const added = api.requests.find((r) => r.route === 'POST /api/users/images')!;
    expect((added.body as { images: string[] }).images.sort()).toEqual(['/uploads/portfolio-1.webp', '/uploads/portfolio-2.webp']);
  });

  it('refuses files that are not images, without uploading anything', async () => {
    const api = mockFetch(ownProfileRoutes());
    renderRoute('/profile', { user: assistant });
    const input = await screen.findByLabelText('Upload images');
    await userEvent.setup({ applyAccept: false }).upload(input, [png('a.png'), new File(['hi'], 'notes.txt', { type: 'text/plain' })]);
    expect(await screen.findByText('Only image files can be added to your portfolio.')).toBeInTheDocument();
    expect(api.requests.some((r) => r.route === 'POST /api/users/upload-image')).toBe(false);
  });

  it("alerts 'Failed to upload images. Please try again.' when an upload fails", async () => {
    expectApiFailures();
    const api = mockFetch({ ...ownProfileRoutes(), 'POST /api/users/upload-image': [413, { message: 'Too large' }] });
    const { user } = renderRoute('/profile', { user: assistant });
    await user.upload(await screen.findByLabelText('Upload images'), [png('a.png')]);
    expect(await screen.findByText('Failed to upload images. Please try again.')).toBeInTheDocument();
    expect(api.requests.some((r) => r.route === 'POST /api/users/images')).toBe(false);
  });

  it("deletes a portfolio image, and alerts 'Failed to delete image. Please try again.' on failure", async () => {
    expectApiFailures();
    const api = mockFetch({ ...ownProfileRoutes({ images: ['/uploads/one.webp'] }), 'DELETE /api/users/images': [500, {}] });
    const { user } = renderRoute('/profile', { user: assistant });
    await user.click(await screen.findByRole('button', { name: 'Delete image 1' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Delete image' })).getByRole('button', { name: 'Delete image' }));
    expect(await screen.findByText('Failed to delete image. Please try again.')).toBeInTheDocument();
    expect(api.requests.find((r) => r.route === 'DELETE /api/users/images')!.body).toEqual({ imageUrl: '/uploads/one.webp' });
    expect(screen.getByAltText('Portfolio image 1')).toBeInTheDocument();
  });

  it('logs out to /home, clearing the session even when the server call fails', async () => {
    expectApiFailures();
    const api = mockFetch({ ...ownProfileRoutes(), 'POST /api/auth/logout': [500, {}] });
    const { user, store } = renderRoute('/profile', { user: assistant });
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await expectLocation('/home');
    await waitFor(() => expect(store.getState().session.user).toBeNull());
    expect(api.requests.map((r) => r.route)).toContain('POST /api/auth/logout');
  });
});
