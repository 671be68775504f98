// The public pages arrive as prerendered HTML (readable before any script runs),
// then hydrate quietly: no mismatch, no warning, and the page works.
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
