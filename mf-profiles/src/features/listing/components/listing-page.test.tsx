import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch } from '../../../../../jest/mock-fetch';
import { aListing, aUser, IDS } from '../../../test/fixtures';
import { deferred } from '../../../../../jest/deferred';
import { expectLocation, routeRenderer } from '../../../../../jest/render';
import { routes as remoteRoutes } from '../../../routes';
import routePaths from '../../../route-paths.json';
import { expectApiFailures } from '../../../../../jest/api-failures';

const renderRoute = routeRenderer(remoteRoutes, { routePaths });

const path = `/${IDS.listing}`;
const listingRoute = 'GET /api/posts/:id';

describe('/:id listing detail', () => {
  it('shows title, address, rate, description and the details from postDetail', async () => {
    mockFetch({ [listingRoute]: [200, aListing()] });
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bookkeeping for a bakery' })).toBeInTheDocument();
    expect(screen.getByText('Cebu City, Philippines')).toBeInTheDocument();
    // SPEC section 9: a project's rate is in dollars, here as on the profile page's project cards.
    expect(screen.getByText('$900/hr')).toBeInTheDocument();
    expect(screen.getByText('Monthly books and payroll.')).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('6 hours')).toBeInTheDocument();
    expect(within(details).getByText('UP Cebu')).toBeInTheDocument();
    expect(within(details).getByText('Verified').nextSibling).toHaveTextContent('Yes');
  });

  it("reads Verified 'No' unless restaurant is 1", async () => {
    mockFetch({ [listingRoute]: [200, aListing({ postDetail: { desc: '', size: null, school: null, restaurant: 0 } })] });
    renderRoute(path);
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(within(details).getByText('Verified').nextSibling).toHaveTextContent('No');
    expect(screen.getByText('No description yet.')).toBeInTheDocument();
  });

  it('slides through the images with buttons, arrow keys and dots', async () => {
    mockFetch({ [listingRoute]: [200, aListing()] });
    const { user } = renderRoute(path);
    const slider = await screen.findByRole('region', { name: 'Images of Bookkeeping for a bakery' });
    const shown = () => within(slider).getByRole('img').getAttribute('alt');
    expect(shown()).toBe('Bookkeeping for a bakery, image 1 of 3');

    await user.click(within(slider).getByRole('button', { name: 'Next image' }));
    expect(shown()).toBe('Bookkeeping for a bakery, image 2 of 3');
    await user.click(within(slider).getByRole('button', { name: 'Previous image' }));
    await user.click(within(slider).getByRole('button', { name: 'Previous image' }));
    expect(shown()).toBe('Bookkeeping for a bakery, image 3 of 3');

    slider.focus();
    await user.keyboard('{ArrowRight}');
    expect(shown()).toBe('Bookkeeping for a bakery, image 1 of 3');
    await user.click(within(slider).getByRole('button', { name: 'Show image 2' }));
    expect(shown()).toBe('Bookkeeping for a bakery, image 2 of 3');
    expect(within(slider).getByRole('button', { name: 'Show image 2' })).toHaveAttribute('aria-current', 'true');
  });

  it('flips Save at once and keeps it when the server agrees', async () => {
    const answer = deferred<[number, unknown]>();
    const api = mockFetch({ [listingRoute]: [200, aListing()], 'POST /api/users/save': () => answer.promise });
    const { user } = renderRoute(path, { user: aUser() });
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save).toHaveAttribute('aria-pressed', 'false');

    await user.click(save);
    // Flipped while the server has not answered yet.
    expect(await screen.findByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
    answer.resolve([200, { isSaved: true }]);
    // Enabled again once the call is done, still saved.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Saved' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.requests.find((r) => r.route === 'POST /api/users/save')!.body).toEqual({ postId: IDS.listing });
  });

  it('reverts the optimistic Save when the call fails', async () => {
    expectApiFailures();
    const answer = deferred<[number, unknown]>();
    mockFetch({ [listingRoute]: [200, aListing({ isSaved: true })], 'POST /api/users/save': () => answer.promise });
    const { user } = renderRoute(path, { user: aUser() });
    await user.click(await screen.findByRole('button', { name: 'Saved' }));
    expect(await screen.findByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false');

    answer.resolve([500, { message: 'db down' }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not update your saved listings. Please try again.');
    // The revert reaches the screen on the store's next notification, not necessarily with the alert.
    expect(await screen.findByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('sends anonymous visitors who press Save to /login, without a call', async () => {
    const api = mockFetch({ [listingRoute]: [200, aListing()] });
    const { user } = renderRoute(path);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await expectLocation(`/login (from ${path})`);
    expect(api.requests.map((r) => r.route)).toEqual([listingRoute]);
  });

  it('sends anonymous visitors who press Book Now to /login, and signed-in ones to the booking', async () => {
    const api = mockFetch({ [listingRoute]: [200, aListing()] });
    const anonymous = renderRoute(path);
    await anonymous.user.click(await screen.findByRole('link', { name: 'Book Now' }));
    await expectLocation(`/login (from /book/${IDS.maria})`);
    anonymous.unmount();

    api.use({ [listingRoute]: [200, aListing()] });
    const signedIn = renderRoute(path, { user: aUser() });
    await signedIn.user.click(await screen.findByRole('link', { name: 'Book Now' }));
    await expectLocation(`/book/${IDS.maria}`);
  });

  it('shows not found for a missing listing, and for a path that cannot be one without a call', async () => {
    expectApiFailures();
    const api = mockFetch({ [listingRoute]: [404, { message: 'Post not found' }] });
    const first = renderRoute(path);
    expect(await screen.findByRole('heading', { name: 'Listing not found' })).toBeInTheDocument();
    first.unmount();

    const before = api.requests.length;
    renderRoute('/something-else');
    expect(await screen.findByRole('heading', { name: 'Listing not found' })).toBeInTheDocument();
    expect(api.requests).toHaveLength(before);
  });

  it('shows an error with a retry when the listing cannot be loaded', async () => {
    expectApiFailures();
    const api = mockFetch({ [listingRoute]: [500, { message: 'db down' }] });
    const { user } = renderRoute(path);
    expect(await screen.findByRole('heading', { name: 'Error loading listing' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled());

    api.use({ [listingRoute]: [200, aListing()] });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bookkeeping for a bakery' })).toBeInTheDocument();
  });
});
