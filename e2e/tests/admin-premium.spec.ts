// Issue 11 across remotes, on the real server and its demo data: an Assistant
// applies for premium from /profile; the admin sees the application in chat and
// accepts it in the admin console; the Assistant pays 50 pesos in the sandbox
// checkout and shows the Verified badge. mf-admin is downloaded only for admins.
import type { Page } from '@playwright/test';
import { logIn, signedInUserId } from '../support/session';
import { expect, test } from '../support/test';

const ASSISTANT = { username: 'joy_ramos', password: 'Assist123', name: 'Joy Ramos' };
const ADMIN = { username: 'admin', password: 'Admin1234' };
const BOSS = { username: 'boss', password: 'Boss12345' };

/** Every request path the page makes from now on. */
function recordRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

test('an assistant applies for premium, the admin accepts, the assistant pays 50 pesos and is Verified', async ({ browser }) => {
  const assistantContext = await browser.newContext();
  const adminContext = await browser.newContext();
  const assistant = await assistantContext.newPage();
  const admin = await adminContext.newPage();

  await logIn(assistant, ASSISTANT);
  const assistantId = await signedInUserId(assistant);
  await assistant.goto('/profile');
  const premium = assistant.getByRole('region', { name: 'Premium' });
  await premium.getByRole('button', { name: 'Get Premium' }).click();
  await expect(
    assistant.getByText('Your premium application has been sent to admin users. Please check your messages for a response.'),
  ).toBeVisible();
  await expect(premium.getByRole('button', { name: 'Premium Requested' })).toBeDisabled();

  // The admin finds the application in chat, then accepts it in the console.
  await logIn(admin, ADMIN);
  await admin.goto(`/chat/${assistantId}`);
  await expect(
    admin.getByRole('region', { name: 'Conversation' }).getByText(/Hello, I would like to apply for premium \(Verified\)/),
  ).toBeVisible();
  // SPEC section 2: the navbar's Admin Console button appears 5 seconds after an admin is present.
  await admin.getByRole('banner').getByRole('link', { name: 'Admin Console' }).click();
  await expect(admin).toHaveURL(/\/admin$/);
  const application = admin.getByRole('listitem', { name: `Application from ${ASSISTANT.name}` });
  await expect(application).toContainText('Pending');
  await application.getByRole('button', { name: `Accept ${ASSISTANT.name}` }).click();
  await expect(application).toContainText('Accepted, awaiting payment');
  await expect(admin.getByRole('region', { name: 'Audit log' })).toContainText('accepted the premium application of');

  // The assistant pays the fee in the sandbox checkout, opened from the profile.
  await assistant.reload();
  await premium.getByRole('combobox', { name: 'Payment method' }).selectOption('gcash');
  await premium.getByRole('textbox', { name: /Account or mobile number/ }).fill('09171234567');
  await premium.getByRole('button', { name: 'Pay 50 pesos' }).click();
  const [checkout] = await Promise.all([
    assistant.waitForEvent('popup'),
    premium.getByRole('link', { name: 'Open the checkout' }).click(),
  ]);
  await expect(checkout.getByText('₱50')).toBeVisible();
  await checkout.getByRole('button', { name: 'Approve payment' }).click();
  // The checkout returns to the profile, which shows the badge.
  await expect(checkout).toHaveURL(/\/profile\?premiumPayment=/);
  await expect(checkout.getByRole('region', { name: ASSISTANT.name }).getByText('Verified', { exact: true })).toBeVisible();
  await checkout.close();

  await premium.getByRole('button', { name: 'Check payment' }).click();
  await expect(assistant.getByRole('region', { name: ASSISTANT.name }).getByText('Verified', { exact: true })).toBeVisible();
  await expect(premium).toHaveCount(0);
});

test('a member who opens /admin goes to /profile and never downloads mf-admin; a visitor goes to /login', async ({ page, browser }) => {
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const visitorPaths = recordRequests(visitor);
  await visitor.goto('/admin');
  await expect(visitor).toHaveURL(/\/login$/);
  await expect(visitor.getByRole('heading', { name: 'Log in' })).toBeVisible();
  expect(visitorPaths.filter((path) => path.includes('mf-admin'))).toEqual([]);

  const paths = recordRequests(page);
  await logIn(page, BOSS);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ben Cruz' })).toBeVisible();
  await page.goto('/admin/user/00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ben Cruz' })).toBeVisible();
  expect(paths.filter((path) => path.includes('mf-admin'))).toEqual([]);
});

test('an admin who opens /admin directly downloads the shell and mf-admin only', async ({ page }) => {
  await logIn(page, ADMIN);
  const direct = await page.context().newPage();
  const paths = recordRequests(direct);
  await direct.goto('/admin');
  await expect(direct.getByRole('heading', { level: 1, name: 'Admin Console' })).toBeVisible();
  await expect(direct.getByRole('region', { name: 'Users table' }).getByRole('row', { name: /Joy Ramos/ })).toBeVisible();
  const remotes = new Set(paths.filter((path) => path.startsWith('/remotes/')).map((path) => path.split('/')[2]));
  expect([...remotes]).toEqual(['mf-admin']);

  // At 360 px the users table scrolls inside its own box; the page never scrolls sideways.
  await direct.setViewportSize({ width: 360, height: 740 });
  await expect(direct.getByRole('region', { name: 'Users table' })).toBeVisible();
  const sideways = await direct.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(sideways).toBeLessThanOrEqual(0);
});
