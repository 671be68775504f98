// The public pages arrive as prerendered HTML (readable before any script runs),
// then hydrate quietly: no mismatch, no warning, and the page works. For a visitor
// not signed in, the app starts when they first act (shell/src/start-on-intent), and
// what they did before it was in is kept.
import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page, login and sign-up paint from HTML alone', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: 'Find a Good Assistant Here' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    await expect(page.getByRole('button', { name: 'Top Rated Assistant' })).toBeVisible();
    await expect(page.getByLabel('Time left until 4:00 PM')).toHaveText('--:--:--');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();

    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    // Nothing can be typed or sent before the page is live: no GET with the password in the URL.
    await expect(page.getByLabel('Username')).toBeDisabled();

    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  });
});

/** Console errors and warnings, and uncaught errors, from the moment the page opens. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

test('the landing page hydrates without a warning, then counts down and opens the video', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/home');
  await expect(page.getByLabel('Time left until 4:00 PM')).toHaveText(/^\d\d:\d\d:\d\d$/);
  await page.getByRole('button', { name: 'Top Rated Assistant' }).click();
  await expect(page.getByRole('dialog', { name: 'Top Rated Assistant' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('login and sign-up hydrate without a warning and take input', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/login');
  await page.getByLabel('Username').fill('nobody');
  await expect(page.getByLabel('Username')).toHaveValue('nobody');
  await page.goto('/register?referralCode=FRIEND1');
  // A query string gets the plain shell, so the prefilled field is the browser's render.
  await expect(page.getByLabel('Referral code (optional)')).toHaveValue('FRIEND1');
  await page.goto('/register');
  await page.getByLabel('First name').fill('Ana');
  await expect(page.getByLabel('First name')).toHaveValue('Ana');
  expect(problems).toEqual([]);
});

test('the landing page counts down before the app starts, which waits for the visitor; their first click is kept', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/home');
  await expect(page.getByLabel('Time left until 4:00 PM')).toHaveText(/^\d\d:\d\d:\d\d$/);
  const year = await page.evaluate(() => new Date().getFullYear());
  await expect(page.getByText('All rights reserved')).toContainText(`© ${year}`);
  // Nothing of the app has run: no federation runtime, no React.
  expect(await page.evaluate(() => '__FEDERATION__' in window)).toBe(false);
  await page.getByRole('button', { name: 'Top Rated Assistant' }).click();
  await expect(page.getByRole('dialog', { name: 'Top Rated Assistant' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a login typed and sent before the app is in goes through with what was typed', async ({ page }) => {
  // The app's entry is held back until the form has been filled in and sent.
  let letTheAppIn = () => {};
  const appHeld = new Promise<void>((resolve) => (letTheAppIn = resolve));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await appHeld;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Username').fill('nobody-before-the-app');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/login$/);

  const sent = page.waitForRequest((request) => request.url().endsWith('/api/auth/login') && request.method() === 'POST');
  letTheAppIn();
  expect((await sent).postDataJSON()).toMatchObject({ username: 'nobody-before-the-app', password: 'not-the-password' });
  await expect(page.getByText('Invalid username or password. Please try again.')).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveValue('nobody-before-the-app');
});

test("the app's scripts ask V8 to compile them as they stream in, and their source maps count that line", async ({ request }) => {
  const html = await (await request.get('/login')).text();
  const startScripts = [...html.matchAll(/(?:src|href)="?(\/(?:main|start)\.[0-9a-f]+\.js)/g)].map((match) => match[1]);
  expect(startScripts).toHaveLength(2);
  const { remotes } = (await (await request.get('/remotes.json')).json()) as { remotes: { entry: string }[] };
  for (const script of [...startScripts, ...remotes.map((remote) => new URL(remote.entry, 'http://site').pathname)]) {
    const lines = (await (await request.get(script)).text()).split('\n');
    expect(lines[0], script).toBe('//# allFunctionsCalledOnLoad');
    if (!startScripts.includes(script)) continue;
    // The lines before the code (the hint, a minifier's licence note) map to no source: the code's mappings start after them.
    const commentLines = lines.findIndex((line) => !/^\/[/*]/.test(line));
    const { mappings } = (await (await request.get(`${script}.map`)).json()) as { mappings: string };
    expect(/^;*/.exec(mappings)?.[0].length, script).toBe(commentLines);
  }
});
