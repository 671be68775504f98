// Premium across remotes, on the real server: an Assistant the flow signs up
// applies for premium from /profile; the demo admin sees the application in chat
// and accepts it in the admin console; the Assistant pays 50 pesos in the sandbox
// checkout and shows the Verified badge, and is listed first: in a search for
// her family name she comes after a newer Not Verified assistant of that name
// before, and first after. mf-admin is downloaded only for admins.
import type { Locator, Page } from '@playwright/test';
import { measurePageWidth } from '../support/page-width';
import { newPerson, publishProfile } from '../support/people';
import { logIn } from '../support/session';
import { expect, test } from '../support/test';

const ADMIN = { username: 'admin', password: 'Admin1234' };
const BOSS = { username: 'boss', password: 'Boss12345' };

/** The list page's cards for a name, in order; the age gate shows until a browser has passed it once. */
async function searchByName(page: Page, name: string, { passAgeGate }: { passAgeGate: boolean }): Promise<Locator> {
  await page.goto('/profile/list');
  if (passAgeGate) {
    const gate = page.getByRole('alertdialog', { name: 'Age verification' });
    await gate.getByRole('button', { name: 'I am over 18 years old' }).click();
    await expect(gate).toBeHidden();
  }
  const search = page.getByRole('search', { name: 'Search assistants' });
  await search.getByRole('textbox', { name: 'Name' }).fill(name);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]userName=${name}(&|$)`));
  return page.getByRole('list', { name: 'Assistant profiles' }).getByRole('article');
}

/** Every request path the page makes from now on. */
function recordRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

test('an assistant applies for premium, the admin accepts, the assistant pays 50 pesos and is Verified', async ({ browser, request }) => {
  // Two listed assistants of one family name, the applicant first, so the other is the newer.
  const family = `Ramos${Date.now().toString(36)}`;
  const joy = await newPerson(request, { role: 'Assistant', firstName: 'Joy', lastName: family });
  await publishProfile(request, joy);
  await publishProfile(request, await newPerson(request, { role: 'Assistant', firstName: 'Rey', lastName: family }));
  // Two people, the list search before and after, an application, a decision and a payment.
  test.slow();
  const assistantContext = await browser.newContext();
  const adminContext = await browser.newContext();
  const assistant = await assistantContext.newPage();
  const admin = await adminContext.newPage();

  await logIn(assistant, joy);
  const assistantId = joy.id;
  // Not Verified yet: the newer Not Verified assistant of her name is listed before her.
  const cardsBefore = await searchByName(assistant, family, { passAgeGate: true });
  await expect(cardsBefore).toHaveCount(2);
  await expect(cardsBefore.last()).toHaveAccessibleName(joy.name);
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
  const application = admin.getByRole('listitem', { name: `Application from ${joy.name}` });
  await expect(application).toContainText('Pending');
  await application.getByRole('button', { name: `Accept ${joy.name}` }).click();
  await expect(application).toContainText('Accepted, awaiting payment');
  await expect(admin.getByRole('region', { name: 'Audit log' })).toContainText(`accepted ${joy.name}'s premium application`);

  // The assistant pays the fee in the sandbox checkout, opened from the profile.
  await assistant.reload();
  await premium.getByRole('combobox', { name: 'Payment method' }).selectOption('gcash');
  await premium.getByRole('textbox', { name: /Account or mobile number/ }).fill('09171234567');
  await premium.getByRole('button', { name: 'Pay ₱50.00' }).click();
  const [checkout] = await Promise.all([
    assistant.waitForEvent('popup'),
    premium.getByRole('link', { name: 'Open the checkout' }).click(),
  ]);
  await expect(checkout.getByText('₱50.00')).toBeVisible();
  await checkout.getByRole('button', { name: 'Approve payment' }).click();
  // The checkout returns to the profile, which shows the badge.
  await expect(checkout).toHaveURL(/\/profile\?premiumPayment=/);
  await expect(checkout.getByRole('region', { name: joy.name }).getByText('Verified', { exact: true })).toBeVisible();
  await checkout.close();

  // The profile left open polls the payment (every 5 s) and turns Verified by itself;
  // 'Check payment' is not pressed, since the poll may have got there first and the
  // section is gone for a Verified user (the manual check has its Jest test).
  await expect(assistant.getByRole('region', { name: joy.name }).getByText('Verified', { exact: true })).toBeVisible();
  await expect(premium).toHaveCount(0);

  // Verified users are listed first: she now leads the search for her name, with the badge.
  const cardsAfter = await searchByName(assistant, family, { passAgeGate: false });
  await expect(cardsAfter.first()).toHaveAccessibleName(joy.name);
  await expect(cardsAfter.first().getByText('Verified', { exact: true })).toBeVisible();
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
  await expect(direct.getByRole('table', { name: 'Users' }).getByRole('row', { name: /Angelica Cruz/ })).toBeVisible();
  const remotes = new Set(paths.filter((path) => path.startsWith('/remotes/')).map((path) => path.split('/')[2]));
  expect([...remotes]).toEqual(['mf-admin']);

  // At 360 px the users are cards, their actions in a menu; the page never scrolls sideways.
  await direct.setViewportSize({ width: 360, height: 740 });
  await expect(direct.getByRole('list', { name: 'Users' }).getByRole('listitem', { name: 'Angelica Cruz' })).toBeVisible();
  await expect(direct.getByRole('table', { name: 'Users' })).toHaveCount(0);
  const { pageWidth, scrollWidth } = await measurePageWidth(direct);
  expect(scrollWidth, 'the admin console scrolls sideways').toBeLessThanOrEqual(pageWidth);
});
