// Signing up and in the way a person does, shared by the flows: the sign-up
// form, the login form, then (where a flow needs it) the list page's age gate,
// and the signed-in user's id.
import type { Page } from '@playwright/test';
import { expect } from './test';

export interface Credentials {
  username: string;
  password: string;
}

/** Logs in through /login and lands on /profile/list. */
export async function logIn(page: Page, who: Credentials, options: { passAgeGate?: boolean } = {}) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(who.username);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/profile\/list$/);
  // The list page's age gate covers the page until it is confirmed.
  if (options.passAgeGate) {
    await page.getByRole('alertdialog', { name: 'Age verification' }).getByRole('button', { name: 'I am over 18 years old' }).click();
  }
}

export async function signedInUserId(page: Page): Promise<string> {
  const id = await page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? '{}') as { id?: string }).id);
  if (!id) throw new Error('no signed-in user in storage');
  return id;
}

export interface NewMember extends Credentials {
  firstName: string;
  lastName: string;
  role: 'Boss' | 'Assistant';
}

/** Fills every field of /register (the referral code is left as the page has it); the flow presses 'Sign up'. */
export async function fillSignUpForm(page: Page, who: NewMember) {
  await page.getByLabel('First name').fill(who.firstName);
  await page.getByLabel('Last name').fill(who.lastName);
  await page.getByLabel('Username').fill(who.username);
  await page.getByLabel('Email').fill(`${who.username}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByLabel('Role').selectOption(who.role);
  await page.getByLabel('Address').fill('Cebu, Philippines');
  await page.getByLabel('Experience').selectOption('1-3 years');
  await page.getByLabel('Availability').selectOption('Part-time');
}
