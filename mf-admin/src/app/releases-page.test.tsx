import { screen, waitFor, within } from '@testing-library/react';
import type { ReleaseToken, RemoteReleases } from '@marketplace/shared-api/types';
import { REMOTE_DIRS } from '@marketplace/shared-api/schemas/releases';
import { mockFetch, type MockRoutes } from '../../../jest/mock-fetch';
import { expectApiFailures } from '../../../jest/api-failures';
import { routeRenderer } from '../../../jest/render';
import { anAdmin } from '../test/fixtures';
import { routes as remoteRoutes } from '../routes';

const renderRoute = routeRenderer(remoteRoutes, { user: anAdmin() });

const LIVE = 'aaaaaaaaaaaaaaaa';
const EARLIER = 'bbbbbbbbbbbbbbbb';
const CANDIDATE = 'cccccccccccccccc';

const release = (releaseId: string, commit: string) => ({
  releaseId,
  commit,
  builtAt: '2026-06-01T02:00:00.000Z',
  registeredAt: '2026-06-01T02:05:00.000Z',
  origin: null,
  checkedAt: '2026-06-01T02:06:00.000Z',
  refusal: null,
  hostDownSince: null as string | null,
});

function chatReleases(): RemoteReleases {
  const promoted = {
    remote: 'mf-chat',
    action: 'promote' as const,
    releaseId: LIVE,
    previousReleaseId: EARLIER,
    at: '2026-06-01T03:00:00.000Z',
    by: 'Ana Cruz',
    reason: 'Typing indicator',
    share: null,
  };
  return {
    remote: 'mf-chat',
    live: { ...promoted, commit: '1a2b3c4d5e6f', builtAt: '2026-06-01T02:00:00.000Z' },
    releases: [release(CANDIDATE, 'ccccccc'), release(LIVE, '1a2b3c4d5e6f'), release(EARLIER, '0f0f0f0f0f0f')],
    history: [promoted, { ...promoted, releaseId: EARLIER, previousReleaseId: null, at: '2026-05-30T03:00:00.000Z', by: 'chat team CI', reason: 'First release' }],
    rollbackTo: EARLIER,
    rollout: null,
    reports: [],
  };
}

/** mf-chat with CANDIDATE rolled out to 10% of browsers, and what browsers reported of both. */
function chatRollingOut(): RemoteReleases {
  const releases = chatReleases();
  const rolledOut = { ...releases.history[0], action: 'rollout' as const, releaseId: CANDIDATE, previousReleaseId: LIVE, at: '2026-06-01T05:00:00.000Z', reason: 'Try on some', share: 10 };
  return {
    ...releases,
    history: [rolledOut, ...releases.history],
    rollout: { releaseId: CANDIDATE, share: 10, since: '2026-06-01T05:00:00.000Z' },
    reports: [
      { releaseId: LIVE, loads: 40, errors: 2 },
      { releaseId: CANDIDATE, loads: 6, errors: 3 },
    ],
  };
}

const chatToken: ReleaseToken = {
  id: '6f0c2a3e-1c5b-4a8e-9d51-2b7f3c4d5e6f',
  name: 'chat team CI',
  remote: 'mf-chat',
  createdAt: '2026-06-01T01:00:00.000Z',
  createdBy: 'Ana Cruz',
  expiresAt: '2027-08-30T01:00:00.000Z',
  revokedAt: null,
  lastUsedAt: '2026-06-01T03:00:00.000Z',
};

const nothingShipped = (remote: string): RemoteReleases => ({ remote, live: null, releases: [], history: [], rollbackTo: null, rollout: null, reports: [] });

function releasesRoutes(previews: Record<string, string> = {}, overrides: MockRoutes = {}, chat: RemoteReleases = chatReleases()): MockRoutes {
  return {
    'GET /api/config': [200, { marketplaceTimeZone: 'Asia/Manila' }],
    'GET /api/releases/tokens': [200, { tokens: [chatToken] }],
    'GET /api/releases': [200, { remotes: REMOTE_DIRS.map((remote) => (remote === 'mf-chat' ? chat : nothingShipped(remote))), previews }],
    ...overrides,
  };
}

const chatCard = async () => (await screen.findByRole('heading', { name: 'mf-chat' })).closest('section') as HTMLElement;

describe('/admin/releases', () => {
  it("shows each remote's live release, its commit, build and who promoted it, and the releases kept", async () => {
    mockFetch(releasesRoutes());
    renderRoute('/admin/releases');
    const card = await chatCard();
    expect(within(card).getByText(LIVE, { selector: 'dd code' })).toBeInTheDocument();
    expect(within(card).getByText('1a2b3c4d5e6f', { selector: 'dd code' })).toBeInTheDocument();
    // In the marketplace's time zone (UTC+8).
    expect(within(card).getByText(/Jun 1, 2026, 11:00 AM Manila time by Ana Cruz: “Typing indicator”/)).toBeInTheDocument();
    const kept = within(card).getByRole('list', { name: 'Releases of mf-chat' });
    expect(within(kept).getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual([
      `Release ${CANDIDATE}`,
      `Release ${LIVE}`,
      `Release ${EARLIER}`,
    ]);
    const live = within(kept).getByRole('listitem', { name: `Release ${LIVE}` });
    expect(within(live).getByText('Live')).toBeInTheDocument();
    expect(within(live).queryByRole('button', { name: 'Promote' })).not.toBeInTheDocument();
    const history = within(card).getByRole('list', { name: 'History of mf-chat' });
    expect(within(history).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `Mon, Jun 1, 2026, 11:00 AM Manila time: promoted from ${EARLIER} to ${LIVE} by Ana Cruz: “Typing indicator”`,
      `Sat, May 30, 2026, 11:00 AM Manila time: promoted to ${EARLIER} by chat team CI: “First release”`,
    ]);
    const booking = (await screen.findByRole('heading', { name: 'mf-booking' })).closest('section') as HTMLElement;
    expect(within(booking).getByText('No release of this part of the site has been shipped: visitors get the version installed with the server.')).toBeInTheDocument();
  });

  it('promotes a release with a reason, and asks for one first', async () => {
    const api = mockFetch(releasesRoutes({}, { 'POST /api/releases/:remote/promote': [200, chatReleases()] }));
    const { user } = renderRoute('/admin/releases');
    const candidate = within(await chatCard()).getByRole('listitem', { name: `Release ${CANDIDATE}` });
    await user.click(within(candidate).getByRole('button', { name: 'Promote' }));
    const dialog = await screen.findByRole('dialog', { name: `Promote release ${CANDIDATE} of mf-chat` });
    await user.click(within(dialog).getByRole('button', { name: 'Promote' }));
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveAccessibleDescription(/Please say why/);
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Read receipts');
    await user.click(within(dialog).getByRole('button', { name: 'Promote' }));
    expect(await screen.findByText(`mf-chat: release ${CANDIDATE} is live.`)).toBeInTheDocument();
    const promote = api.requests.find((request) => request.route === 'POST /api/releases/:remote/promote');
    expect(promote?.params.remote).toBe('mf-chat');
    expect(promote?.body).toEqual({ releaseId: CANDIDATE, reason: 'Read receipts' });
  });

  it('rolls back to the release live before, and keeps the dialog open with the reason when that fails', async () => {
    expectApiFailures();
    const api = mockFetch(
      releasesRoutes({}, { 'POST /api/releases/:remote/rollback': [409, { message: 'There is no earlier release of this remote to roll back to.' }] }),
    );
    const { user } = renderRoute('/admin/releases');
    await user.click(within(await chatCard()).getByRole('button', { name: 'Roll back' }));
    const dialog = await screen.findByRole('dialog', { name: `Roll mf-chat back to release ${EARLIER}` });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Chat fails to send');
    await user.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    expect(await within(dialog).findByText('There is no earlier release of this remote to roll back to.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveValue('Chat fails to send');
    expect(api.requests.find((request) => request.route === 'POST /api/releases/:remote/rollback')?.body).toEqual({ reason: 'Chat fails to send' });
  });

  it('rolls a release out to a share of browsers, and asks for a share that is some of them', async () => {
    const api = mockFetch(releasesRoutes({}, { 'POST /api/releases/:remote/promote': [200, chatRollingOut()] }));
    const { user } = renderRoute('/admin/releases');
    const candidate = within(await chatCard()).getByRole('listitem', { name: `Release ${CANDIDATE}` });
    await user.click(within(candidate).getByRole('button', { name: 'Roll out' }));
    const dialog = await screen.findByRole('dialog', { name: `Roll out release ${CANDIDATE} of mf-chat to some browsers` });
    const share = within(dialog).getByRole('spinbutton', { name: /Share of browsers/ });
    expect(share).toHaveValue(10);
    await user.clear(share);
    await user.type(share, '100');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Try on some');
    await user.click(within(dialog).getByRole('button', { name: 'Roll out' }));
    expect(await within(dialog).findByText('Give a whole percentage from 1 to 99.')).toBeInTheDocument();
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);

    await user.clear(share);
    await user.type(share, '25');
    await user.click(within(dialog).getByRole('button', { name: 'Roll out' }));
    expect(await screen.findByText(`mf-chat: release ${CANDIDATE} goes to 25% of browsers.`)).toBeInTheDocument();
    expect(api.requests.find((request) => request.route === 'POST /api/releases/:remote/promote')?.body).toEqual({ releaseId: CANDIDATE, reason: 'Try on some', share: 25 });
  });

  it("shows a rollout with the live release's and the candidate's reports side by side, widens it to everyone, and rolls it back", async () => {
    const api = mockFetch(
      releasesRoutes({}, { 'POST /api/releases/:remote/promote': [200, chatReleases()], 'POST /api/releases/:remote/rollback': [200, chatReleases()] }, chatRollingOut()),
    );
    const { user } = renderRoute('/admin/releases');
    const card = await chatCard();
    const rollout = within(card).getByRole('region', { name: 'Rollout of mf-chat' });
    expect(rollout).toHaveTextContent(`Release ${CANDIDATE} goes to 10% of browsers (each keeps its share), since Mon, Jun 1, 2026, 1:00 PM Manila time.`);
    const reports = within(card).getByRole('list', { name: 'Reports of mf-chat' });
    expect(within(reports).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `Live release ${LIVE}40 page loads, 2 errors (error rate 5%)`,
      `Candidate ${CANDIDATE}6 page loads, 3 errors (error rate 50%)`,
    ]);
    expect(within(within(card).getByRole('listitem', { name: `Release ${CANDIDATE}` })).getByText('Rolling out to 10%')).toBeInTheDocument();
    expect(within(within(card).getByRole('list', { name: 'History of mf-chat' })).getAllByRole('listitem')[0]).toHaveTextContent(
      `rolled out to 10% of browsers from ${LIVE} to ${CANDIDATE} by Ana Cruz: “Try on some”`,
    );
    // The card's own Roll back would leave the rollout's candidate out of reach: only the rollout's shows.
    expect(within(card).getAllByRole('button', { name: 'Roll back' })).toHaveLength(1);

    await user.click(within(rollout).getByRole('button', { name: 'Widen to everyone' }));
    let dialog = await screen.findByRole('dialog', { name: `Widen release ${CANDIDATE} of mf-chat to everyone` });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'No errors');
    await user.click(within(dialog).getByRole('button', { name: 'Widen to everyone' }));
    expect(await screen.findByText(`mf-chat: release ${CANDIDATE} is live for everyone.`)).toBeInTheDocument();
    expect(api.requests.find((request) => request.route === 'POST /api/releases/:remote/promote')?.body).toEqual({ releaseId: CANDIDATE, reason: 'No errors' });

    await user.click(within(rollout).getByRole('button', { name: 'Roll back' }));
    dialog = await screen.findByRole('dialog', { name: `End the rollout of release ${CANDIDATE} of mf-chat` });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Too many errors');
    await user.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    expect(await screen.findByText(`mf-chat: the rollout of release ${CANDIDATE} ended; everyone gets the live release.`)).toBeInTheDocument();
    expect(api.requests.find((request) => request.route === 'POST /api/releases/:remote/rollback')?.body).toEqual({ reason: 'Too many errors' });
  });

  it("says when browsers load the live release from the site's copy because its host is not answering", async () => {
    const chat = chatReleases();
    chat.releases = chat.releases.map((entry) => (entry.releaseId === LIVE ? { ...entry, origin: 'https://team.example', hostDownSince: '2026-06-01T02:42:00.000Z' } : entry));
    mockFetch(releasesRoutes({}, {}, chat));
    renderRoute('/admin/releases');
    expect(await within(await chatCard()).findByRole('status')).toHaveTextContent(
      `Host not answering: browsers load release ${LIVE} from the site’s copy since Mon, Jun 1, 2026, 10:42 AM Manila time.`,
    );
  });

  it('previews a release in this browser, says so, and stops the preview', async () => {
    const api = mockFetch(releasesRoutes({}, { 'POST /api/releases/preview': [200, { previews: { 'mf-chat': CANDIDATE } }] }));
    const { user } = renderRoute('/admin/releases');
    const candidate = within(await chatCard()).getByRole('listitem', { name: `Release ${CANDIDATE}` });
    api.use(releasesRoutes({ 'mf-chat': CANDIDATE }, { 'DELETE /api/releases/preview': [200, { previews: {} }] }));
    await user.click(within(candidate).getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText(/This browser now previews release cccccccccccccccc of mf-chat/)).toBeInTheDocument();
    expect(await within(await chatCard()).findByText('Previewing')).toBeInTheDocument();
    expect(api.requests.find((request) => request.route === 'POST /api/releases/preview')?.body).toEqual({ remote: 'mf-chat', releaseId: CANDIDATE });

    api.use(releasesRoutes({}, { 'DELETE /api/releases/preview': [200, { previews: {} }] }));
    await user.click(screen.getByRole('button', { name: 'Stop preview' }));
    const stopped = within(await chatCard()).getByRole('listitem', { name: `Release ${CANDIDATE}` });
    expect(await within(stopped).findByRole('button', { name: 'Preview' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop preview' })).not.toBeInTheDocument();
    expect(api.requests.map((request) => request.route)).toContain('DELETE /api/releases/preview');
  });

  it('says the releases failed to load, and loads them on Try again', async () => {
    expectApiFailures();
    const api = mockFetch(releasesRoutes({}, { 'GET /api/releases': [500, { message: 'boom' }] }));
    const { user } = renderRoute('/admin/releases');
    // The loader's fetch failed, and the screen's own subscription asks once more (RTK Query retries a failed entry a new subscriber reads).
    await waitFor(() => expect(api.requests.filter((request) => request.route === 'GET /api/releases')).toHaveLength(2));
    expect(await screen.findByText('Failed to load the releases. Please try again.')).toBeInTheDocument();
    api.use(releasesRoutes());
    await user.click(screen.getByRole('button', { name: /Try again/ }));
    expect(await chatCard()).toBeInTheDocument();
  });

  it('makes a release token for a team, shows it once, and revokes one after asking', async () => {
    const made = 'mrt_' + 'x'.repeat(43);
    const api = mockFetch(
      releasesRoutes({}, {
        'POST /api/releases/tokens': [201, { token: made, description: { ...chatToken, id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', name: 'booking team', remote: 'mf-booking' } }],
        'DELETE /api/releases/tokens/:tokenId': [200, { tokens: [{ ...chatToken, revokedAt: '2026-06-01T04:00:00.000Z' }] }],
      }),
    );
    const { user } = renderRoute('/admin/releases');
    const tokens = (await screen.findByRole('heading', { name: 'Release tokens' })).closest('section') as HTMLElement;
    const listed = await within(tokens).findByRole('listitem', { name: 'Release token chat team CI' });
    expect(listed).toHaveTextContent(/mf-chat · made Mon, Jun 1, 2026, 9:00 AM Manila time by Ana Cruz · expires Mon, Aug 30, 2027, 9:00 AM Manila time · last used/);

    const form = within(tokens).getByRole('form', { name: 'New release token' });
    await user.type(within(form).getByRole('textbox', { name: /Who will hold it/ }), 'booking team');
    await user.selectOptions(within(form).getByRole('combobox', { name: /May ship/ }), 'mf-booking');
    await user.click(within(form).getByRole('button', { name: 'Make token' }));
    const shown = await within(tokens).findByRole('status', { name: 'New release token' });
    expect(shown).toHaveTextContent(made);
    expect(shown).toHaveTextContent('Copy it now: it is not shown again.');
    expect(api.requests.find((request) => request.route === 'POST /api/releases/tokens')?.body).toEqual({ name: 'booking team', remote: 'mf-booking', expiresInDays: 90 });

    await user.click(within(listed).getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke the release token “chat team CI”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('The release token “chat team CI” is revoked: it ships nothing from now on.')).toBeInTheDocument();
    expect(api.requests.find((request) => request.route === 'DELETE /api/releases/tokens/:tokenId')?.params.tokenId).toBe(chatToken.id);
  });
});
