// Profiles flow: the demo Boss logs in, passes the age gate, searches assistants
// by skill and location, opens a profile modal and then the profile page — in the
// composed site (shell + mf-profiles), on the real server and its demo data.
import { expect, test } from '../support/test';

test('a boss finds an assistant by skill and place, opens the modal and the profile page', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Username').fill('boss');
  await page.getByLabel('Password', { exact: true }).fill('Boss12345');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/profile\/list$/);

  // SPEC section 4: the age gate stays until the visitor confirms, and is remembered.
  const gate = page.getByRole('alertdialog', { name: 'Age verification' });
  await expect(gate).toBeVisible();
  await gate.getByRole('button', { name: 'I am over 18 years old' }).click();
  await expect(gate).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('ageVerified'))).toBe('true');

  const results = page.getByRole('list', { name: 'Assistant profiles' });
  await expect(results.getByRole('article').first()).toBeVisible();

  // Searching writes the criteria into the URL of the list page.
  const search = page.getByRole('search', { name: 'Search assistants' });
  await search.getByLabel('Where').fill('Cebu');
  await search.getByRole('combobox', { name: 'Skills' }).selectOption('AI');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/profile\/list\?.*location=Cebu/);
  await expect(page).toHaveURL(/[?&]skills=AI(&|$)/);

  const card = results.getByRole('article', { name: 'Jose Reyes' });
  await expect(card).toBeVisible();
  await expect(results.getByRole('article')).toHaveCount(1);
  await expect(card.getByText('Verified')).toBeVisible();
  await expect(card.getByText('AI', { exact: true })).toBeVisible();

  // A boss is not an admin: 'View Profile' opens the modal.
  await card.getByRole('button', { name: 'View Profile' }).click();
  const modal = page.getByRole('dialog', { name: 'Jose Reyes' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('img', { name: 'Jose Reyes portfolio image 1' })).toBeVisible();
  await expect(modal.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', /^\/book\/[0-9a-f-]{36}$/);
  // Jose is Verified and is not the viewer, so Chat Now is offered (SPEC section 6).
  await expect(modal.getByRole('link', { name: 'Chat Now' })).toHaveAttribute('href', /^\/chat\/[0-9a-f-]{36}$/);

  await modal.getByRole('link', { name: 'View full profile' }).click();
  await expect(page).toHaveURL(/\/profile\/[0-9a-f-]{36}$/);
  const summary = page.getByRole('region', { name: 'Profile summary' });
  await expect(summary.getByRole('heading', { level: 1, name: 'Jose Reyes' })).toBeVisible();
  await expect(summary.getByText('Verified')).toBeVisible();
  await expect(summary.getByText(/^Member since /)).toBeVisible();
  await expect(summary.getByRole('link', { name: 'View Chat History' })).toHaveAttribute('href', /^\/chat\//);
  await expect(page.getByRole('region', { name: 'About' })).toContainText('Full-stack engineer');
  await expect(page.getByRole('region', { name: 'Projects' })).toBeVisible();

  // Back to the list: the search is still in the URL and still applied.
  await page.goBack();
  await expect(page).toHaveURL(/skills=AI/);
  await expect(results.getByRole('article', { name: 'Jose Reyes' })).toBeVisible();
  await expect(page.getByRole('alertdialog', { name: 'Age verification' })).toBeHidden();
});
