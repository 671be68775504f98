// The referral flow, on a server of its own whose clock the flow moves
// (support/clock-server-process.ts), so the session can end without waiting: the demo
// Boss shares the referral link from /profile; a friend signs up through it,
// books an assistant and pays in the sandbox; the server's clock passes the
// session's end; the assistant completes it; the Boss's referral program shows
// the friend and the earnings (4 hours at 125 pesos plus the 500-peso reward),
// and the reward's notification.
import type { Browser } from '@playwright/test';
import { bookingDay } from '../support/booking-day';
import { bookThroughWizard, payWithGcash } from '../support/booking-flow';
import { fillSignUpForm, logIn, signedInUserId, type Credentials } from '../support/session';
import { expect, test, useClockServer } from '../support/test';
import { takeBookingsAtShortNotice } from '../support/short-notice';

const REFERRER = { username: 'boss', password: 'Boss12345' };
const ASSISTANT = { username: 'liza_navarro', password: 'Assist123', name: 'Liza Navarro' };
const FRIEND = {
  firstName: 'Rosa',
  lastName: 'Lim',
  username: `rosa_${Date.now().toString(36)}`,
  password: 'Friend123',
  role: 'Boss' as const,
};
const MORNING = '9:00 AM - 1:00 PM';

const server = useClockServer();

/** A signed-in page of a new browser context on this flow's server, its clock fixed at `at`. */
async function signedIn(browser: Browser, who: Credentials, at: Date) {
  const page = await server.pageAt(browser, at);
  await logIn(page, who);
  return { context: page.context(), page };
}

test('a friend who signs up through a referral link books, pays and completes a session: the referrer earns hours and the reward', async ({ browser }) => {
  // Five people's sessions, a booking, a payment and a completion, one after another.
  test.slow();
  // A Wednesday morning 9:00 to 1:00 PM; the session is over at 2:00 PM that day.
  const { at: day, dateButton, chosenDate } = bookingDay(3);
  const sessionOver = new Date(day.getTime() + 6 * 3_600_000);
  await server.moveClockTo(day);

  // The referrer's link, from the referral program of /profile: nothing earned yet.
  const referrer = await signedIn(browser, REFERRER, day);
  await referrer.page.goto('/profile');
  const program = referrer.page.getByRole('region', { name: 'Referral program' });
  const link = await program.getByText(/\/register\?referralCode=/).textContent();
  const stats = program.getByLabel('Referral stats');
  await expect(stats).toContainText('Total referrals1');
  await expect(stats).toContainText('Earnings₱0.00');
  await referrer.context.close();

  // The friend opens the link: the code is filled in; signs up, skips the picture, logs in.
  const friend = await server.pageAt(browser, day);
  const friendContext = friend.context();
  await friend.goto(link ?? '');
  const code = new URL(link ?? '').searchParams.get('referralCode') ?? '';
  await expect(friend.getByLabel('Referral code (optional)')).toHaveValue(code);
  await fillSignUpForm(friend, FRIEND);
  await friend.getByRole('button', { name: 'Sign up' }).click();
  await expect(friend).toHaveURL(/\/upload-profile-picture$/);
  await friend.getByRole('link', { name: 'Skip for now' }).click();
  await logIn(friend, FRIEND);

  // The friend books the assistant's morning and pays 5,000 pesos in the sandbox.
  const assistantLookup = await signedIn(browser, ASSISTANT, day);
  const assistantId = await signedInUserId(assistantLookup.page);
  await assistantLookup.context.close();
  await takeBookingsAtShortNotice(friend, ASSISTANT);
  await bookThroughWizard(friend, { assistantId, assistantName: ASSISTANT.name, dateButton, time: MORNING });
  await payWithGcash(friend, '₱5,000.00');
  await friendContext.close();

  // Time passes on the server (and in the browsers): the session is over.
  await server.moveClockTo(sessionOver);

  // The assistant completes it from the dashboard's Past tab.
  const assistant = await signedIn(browser, ASSISTANT, sessionOver);
  await assistant.page.goto('/booking-dashboard');
  await assistant.page.getByRole('tab', { name: 'Past' }).click();
  const card = assistant.page.getByRole('listitem', { name: `Booking with ${FRIEND.firstName} ${FRIEND.lastName} on ${chosenDate}` });
  await expect(card.getByText('Paid', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Complete' }).click();
  await expect(card.getByText('Completed', { exact: true })).toBeVisible();
  await assistant.context.close();

  // The referrer's program: the friend with 4 booked hours, and 4 x 125 + 500 = 1,000 pesos earned.
  const after = await signedIn(browser, REFERRER, sessionOver);
  await after.page.goto('/profile');
  const programAfter = after.page.getByRole('region', { name: 'Referral program' });
  await expect(programAfter.getByLabel('Referral stats')).toContainText('Total referrals2');
  await expect(programAfter.getByLabel('Referral stats')).toContainText('Earnings₱1,000.00');
  const entry = programAfter.getByRole('list', { name: 'Your referrals' }).getByRole('listitem').filter({ hasText: `${FRIEND.firstName} ${FRIEND.lastName}` });
  await expect(entry).toContainText('Boss · 4 booked hours');
  await expect(entry).toContainText('Active');

  // And the reward's notification.
  await after.page.goto('/notifications');
  await expect(after.page.getByText(`You earned ₱1,000.00: ${FRIEND.firstName} ${FRIEND.lastName} completed a 4-hour booking.`)).toBeVisible();
  await after.context.close();
});
