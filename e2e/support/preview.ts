// QA runs the flows against a release before it is promoted:
//   E2E_BASE_URL=https://market.example E2E_PREVIEW=mf-chat:<releaseId>[,mf-booking:<releaseId>] npx playwright test
// An admin (E2E_ADMIN_USERNAME / E2E_ADMIN_PASSWORD, the demo admin by default)
// starts a preview through the API once; every browser context of every flow
// then carries that preview cookie, so the site is composed with the candidate
// for the flows' browsers only, as for an admin's own browser.
import { request, type BrowserContext, type Cookie } from '@playwright/test';
import { expect } from '@playwright/test';
import { PREVIEW_COOKIE } from '../../server/src/features/releases/preview';

/** remote folder -> release id, from E2E_PREVIEW; empty when unset. */
export function requestedPreviews(text = process.env.E2E_PREVIEW ?? ''): Record<string, string> {
  const previews: Record<string, string> = {};
  for (const pair of text.split(',').map((part) => part.trim()).filter(Boolean)) {
    const [remote, releaseId] = pair.split(':');
    if (!remote || !releaseId) throw new Error(`E2E_PREVIEW: "${pair}" is not <remote>:<releaseId>`);
    previews[remote] = releaseId;
  }
  return previews;
}

let cookies: Promise<Cookie[]> | undefined;

async function startPreview(baseURL: string, previews: Record<string, string>): Promise<Cookie[]> {
  const api = await request.newContext({ baseURL });
  try {
    const login = await api.post('/api/auth/login', {
      data: { username: process.env.E2E_ADMIN_USERNAME ?? 'admin', password: process.env.E2E_ADMIN_PASSWORD ?? 'Admin1234' },
    });
    expect(login.status(), `E2E_PREVIEW signs in as the admin: ${await login.text()}`).toBe(200);
    const { token } = (await login.json()) as { token: string };
    for (const [remote, releaseId] of Object.entries(previews)) {
      const started = await api.post('/api/releases/preview', { headers: { authorization: `Bearer ${token}` }, data: { remote, releaseId } });
      expect(started.status(), `E2E_PREVIEW ${remote}:${releaseId}: ${await started.text()}`).toBe(200);
    }
    return (await api.storageState()).cookies.filter((cookie) => cookie.name === PREVIEW_COOKIE);
  } finally {
    await api.dispose();
  }
}

/** Gives the context E2E_PREVIEW's preview, and checks the site composes it for that context. */
export async function applyPreview(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  const previews = requestedPreviews();
  if (Object.keys(previews).length === 0 || !baseURL) return;
  cookies ??= startPreview(baseURL, previews);
  await context.addCookies(await cookies);
  const manifest = (await (await context.request.get(new URL('/remotes.json', baseURL).toString())).json()) as {
    remotes: Array<{ name: string; release: { id: string } | null }>;
  };
  for (const [remote, releaseId] of Object.entries(previews)) {
    const served = manifest.remotes.find((entry) => entry.name === remote.replace('-', '_'))?.release?.id;
    expect(served, `the flows' browsers get release ${releaseId} of ${remote}`).toBe(releaseId);
  }
}
