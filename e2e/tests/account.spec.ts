// Foundation flow: a new user signs up, uploads a profile picture, logs in, stays
// logged in across a reload, and logs out — in the composed site, on the real server.
import path from 'node:path';
import { fillSignUpForm } from '../support/session';
import { expect, test } from '../support/test';

const picture = path.resolve(import.meta.dirname, '..', 'fixtures', 'avatar.png');

test('sign up, add a picture, log in, reload, log out', async ({ page, consoleGuard }) => {
  // The wrong password below is meant to fail, and a failed call is logged (SPEC section 8).
  consoleGuard.allowFailedCall('/auth/login', 400);
  const username = `e2e_${Date.now().toString(36)}`;
  const password = 'Secret123';

  await page.goto('/register?referralCode=NOPE1234');
  await expect(page.getByLabel('Referral code (optional)')).toHaveValue('NOPE1234');
  await fillSignUpForm(page, { firstName: 'Erin', lastName: 'Tester', username, password: 'short', role: 'Boss' });
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();

  await expect(page).toHaveURL(/\/upload-profile-picture$/);
  await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeDisabled();
  await page.locator('input[type="file"]').first().setInputFiles(picture);
  await expect(page.getByAltText('Chosen image preview')).toBeVisible();
  await continueButton.click();

  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('WrongPass1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Invalid username or password. Please try again.')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/profile\/list/);
  await page.getByRole('button', { name: 'I am over 18 years old' }).click();
  const accountMenu = page.getByRole('button', { name: /Account menu for Erin Tester/ });
  await expect(accountMenu).toBeVisible();
  // The uploaded picture is the avatar now, served by our own server.
  await expect(accountMenu.getByRole('img')).toHaveAttribute('src', /\/uploads\//);

  await page.reload();
  await expect(page.getByRole('button', { name: /Account menu for Erin Tester/ })).toBeVisible();

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign up' })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('user'), localStorage.getItem('token')])).toEqual([null, null]);

  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('with a picture, a new member logs in and leaves the age gate, at 360 px and 1280 px, with no console error', async ({ browser }) => {
  for (const viewport of [{ width: 360, height: 740 }, { width: 1280, height: 800 }]) {
    const context = await browser.newContext({ viewport, hasTouch: viewport.width < 400 });
    const page = await context.newPage();
    const username = `leave_${Date.now().toString(36)}`;
    await page.goto('/register');
    await fillSignUpForm(page, { firstName: 'Lea', lastName: 'Ving', username, password: 'Secret123', role: 'Boss' });
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.locator('input[type="file"]').first().setInputFiles(picture);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill('Secret123');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('alertdialog', { name: 'Age verification' }).getByRole('button', { name: 'Leave' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Find a Good Assistant Here' })).toBeVisible();
    // A full load of the page a member lands on hydrates what the server sent without a mismatch.
    await page.reload();
    await expect(page.getByRole('button', { name: /Account menu for Lea Ving/ })).toBeVisible();
    await context.close();
  }
});
