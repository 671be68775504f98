import { screen } from '@testing-library/react';
import type { FirstScreenRequest } from '@marketplace/shared-api/federation/remote-contract';
import { mockFetch } from '../../../../jest/mock-fetch';
import { routeRenderer } from '../../../../jest/render';
import { anAssistant, aReviewsPage, IDS } from '../../test/fixtures';
import { renderFirstScreen } from '../../first-screens';
import routePaths from '../../route-paths.json';
import { routes } from '../../routes';

/** The server's reads of its own API, as a visitor: the profile, and the marketplace's settings. */
function apiReads(profile: unknown = anAssistant()) {
  const paths: string[] = [];
  const read: FirstScreenRequest['read'] = async (path) => {
    paths.push(path);
    if (path === `/api/profiles/${IDS.maria}`) return profile;
    return path === '/api/config' ? { marketplaceTimeZone: 'Asia/Manila' } : null;
  };
  return { read, paths };
}

/** The first screen's HTML in a container, as the browser shows it before any script runs. */
async function firstScreenOf(id: string | undefined, read: FirstScreenRequest['read']) {
  const rendered = await renderFirstScreen({ screen: 'profile-page', params: { id }, read });
  if (!rendered) return null;
  const container = document.createElement('div');
  container.innerHTML = rendered.html;
  return { container, css: rendered.css };
}

describe("/profile/{id}'s first screen (rendered on the server)", () => {
  it("shows the person's card and About from the profile the page's loader reads first", async () => {
    const { read, paths } = apiReads();
    const first = await firstScreenOf(IDS.maria, read);
    const card = first!.container.querySelector('section[aria-label="Profile summary"]')!;
    expect(card.querySelector('h1')?.textContent).toBe('Maria Santos');
    expect(card.querySelector('img')?.getAttribute('alt')).toBe('Maria Santos');
    expect(card.textContent).toContain('Member since January 2026');
    expect(card.textContent).toContain('₱1,250.00/hr');
    expect(first!.container.querySelector('section[aria-labelledby="profile-about"]')?.textContent).toContain('About');
    // The read the route lists for the frame's script to send early is the one the page takes.
    const profileRead = routePaths.find((route) => route.path === '/profile/:id')!.data![0];
    expect(paths).toContain(profileRead.replace(':id', IDS.maria));
    expect(first!.css).toContain('display:grid');
  });

  it('holds the place of the buttons, which depend on who is looking: nothing to click before the page is live', async () => {
    const first = await firstScreenOf(IDS.maria, apiReads().read);
    expect(first!.container.querySelectorAll('a, button')).toHaveLength(0);
    expect(first!.container.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('is none for an id that cannot be a user (without a read) or a profile that cannot be read', async () => {
    const { read, paths } = apiReads();
    expect(await firstScreenOf('not-a-user', read)).toBeNull();
    expect(await firstScreenOf(undefined, read)).toBeNull();
    expect(paths).toEqual([]);
    expect(await firstScreenOf(IDS.maria, apiReads(null).read)).toBeNull();
  });

  it('is laid out as the page: the same columns, card and About, so the page takes over without a shift', async () => {
    const first = await firstScreenOf(IDS.maria, apiReads().read);
    mockFetch({
      'GET /api/profiles/:id': [200, anAssistant()],
      'GET /api/profiles/user-posts': [200, []],
      'GET /api/reviews/users/:userId': [200, aReviewsPage({ reviews: [], summary: { average: null, count: 0 } })],
    });
    routeRenderer(routes, { routePaths })(`/profile/${IDS.maria}`);
    const card = await screen.findByRole('region', { name: 'Profile summary' });
    const serverCard = first!.container.querySelector('section[aria-label="Profile summary"]')!;
    // The card, its columns and the page's container.
    const classes = (element: Element) => [element, element.parentElement!, element.parentElement!.parentElement!].map((box) => box.className);
    expect(classes(serverCard)).toEqual(classes(card));
    const tags = (element: Element) => [...element.children].map((child) => `${child.tagName} ${child.className}`);
    expect(tags(serverCard)).toEqual(tags(card));
    const about = (root: ParentNode) => root.querySelector('section[aria-labelledby="profile-about"]')!.outerHTML;
    expect(about(first!.container)).toBe(about(document));
  });
});
