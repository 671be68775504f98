// Reviews end to end, on the e2e clock server (support/clock-server-process.ts:
// the real server on a clock this flow moves forward; production has no such
// channel) with its own fresh database and demo data. A Boss books and pays an
// assistant; once the session is over the assistant completes it; the Boss is
// asked to review (REVIEW notification) and writes 4 stars, which the assistant
// cannot read until writing theirs; then both are published: the review shows
// on the assistant's profile page and the card's rating turns from the fallback
// '4.9 New' to '4.0 · 1 review'.
import type { Page } from '@playwright/test';
import { bookingDay } from '../support/booking-day';
import { bookThroughWizard, payWithGcash } from '../support/booking-flow';
import { logIn, signedInUserId } from '../support/session';
import { expect, test, useClockServer } from '../support/test';
import { takeBookingsAtShortNotice } from '../support/short-notice';

const ASSISTANT = { username: 'liza_navarro', password: 'Assist123', name: 'Liza Navarro', firstName: 'Liza' };
const BOSS = { username: 'boss', password: 'Boss12345', name: 'Ben Cruz', firstName: 'Ben' };
const HOUR_MS = 3_600_000;

const server = useClockServer();

/** The assistant's card on the list page, found by name. */
async function assistantCard(page: Page) {
  await page.goto(`/profile/list?userName=${ASSISTANT.firstName}`);
  const card = page.getByRole('article', { name: ASSISTANT.name });
  await expect(card).toBeVisible();
  return card;
}

test('a completed, paid session is reviewed by both sides; the review shows on the profile and the card rating changes', async ({ browser }, testInfo) => {
  const { at: day, dateButton, chosenDate } = bookingDay(1);
  // The server's day is the browsers': the sessions signed in now outlive the move below.
  await server.moveClockTo(day);
  const boss = await server.pageAt(browser, day);
  const assistant = await server.pageAt(browser, day);
  await logIn(assistant, ASSISTANT);
  await takeBookingsAtShortNotice(assistant, ASSISTANT);
  const assistantId = await signedInUserId(assistant);
  await logIn(boss, BOSS, { passAgeGate: true });

  // Before any review: New alone, no figure passed off as earned.
  const before = await assistantCard(boss);
  await expect(before.getByText('New', { exact: true })).toBeVisible();
  await expect(before.getByText('4.9', { exact: true })).toHaveCount(0);

  // Book and pay the 9:00 AM session on the booking day.
  await bookThroughWizard(boss, { assistantId, assistantName: ASSISTANT.name, dateButton, time: '9:00 AM - 1:00 PM' });
  const bookingId = await payWithGcash(boss, '₱5,000.00');

  // The session ends at 1:00 PM; an hour later (server and browsers) the assistant completes it.
  const after = new Date(day.getTime() + 6 * HOUR_MS);
  await server.moveClockTo(after);
  await boss.clock.setFixedTime(after);
  await assistant.clock.setFixedTime(after);
  await assistant.goto('/booking-dashboard');
  // The session's time is over, so it is listed under Past.
  await assistant.getByRole('tab', { name: 'Past' }).click();
  const card = assistant.getByRole('listitem', { name: `Booking with ${BOSS.name} on ${chosenDate}` });
  await card.getByRole('button', { name: 'Complete' }).click();
  await expect(card.getByText('Completed', { exact: true })).toBeVisible();

  // The Boss is asked to review (Reviews tab), and the notice leads to the booking.
  await boss.goto('/notifications');
  await boss.getByRole('tab', { name: 'Reviews' }).click();
  await boss.getByRole('button', { name: /Review your session/ }).click();
  await expect(boss).toHaveURL(new RegExp(`/bookings/${bookingId}$`));
  const made = boss.getByRole('listitem', { name: `Morning call meeting with ${ASSISTANT.name} on ${chosenDate}` });
  await made.getByRole('button', { name: `Review Morning call meeting with ${ASSISTANT.name}` }).click();
  const bossDialog = boss.getByRole('dialog', { name: `Review your session with ${ASSISTANT.firstName}` });
  await expect(bossDialog.getByText(/Up to 1000 characters/)).toBeVisible();
  // Stars by keyboard: focus the first, arrow to the fourth.
  await bossDialog.getByRole('radio', { name: '1 star' }).focus();
  await boss.keyboard.press('ArrowRight');
  await boss.keyboard.press('ArrowRight');
  await boss.keyboard.press('ArrowRight');
  await expect(bossDialog.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await bossDialog.getByLabel('Your review (optional)').fill('Organised and quick. Would book again.');
  await bossDialog.getByRole('button', { name: 'Submit review' }).click();
  await expect(bossDialog.getByText(/Not published yet/)).toBeVisible();
  await boss.screenshot({ path: testInfo.outputPath('review-dialog-1280.png') });

  // Double-blind: the assistant learns only that a review exists, then writes theirs (on a phone-wide screen).
  await assistant.setViewportSize({ width: 360, height: 800 });
  await assistant.goto(`/bookings/${bookingId}`);
  const received = assistant.getByRole('listitem', { name: `Morning call meeting with ${BOSS.name} on ${chosenDate}` });
  await received.getByRole('button', { name: `Review Morning call meeting with ${BOSS.name}` }).click();
  const assistantDialog = assistant.getByRole('dialog', { name: `Review your session with ${BOSS.firstName}` });
  await expect(assistantDialog.getByText(`${BOSS.firstName} has written a review.`, { exact: false })).toBeVisible();
  await expect(assistantDialog.getByText('Organised and quick.', { exact: false })).toBeHidden();
  await assistantDialog.getByRole('radio', { name: '1 star' }).focus();
  for (let step = 0; step < 4; step += 1) await assistant.keyboard.press('ArrowRight');
  await expect(assistantDialog.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await assistantDialog.getByLabel('Your review (optional)').fill('Clear brief, paid on time.');
  await assistantDialog.getByRole('button', { name: 'Submit review' }).click();
  // Both wrote: both are published at once.
  const theirs = assistantDialog.getByRole('region', { name: `${BOSS.firstName}'s review` });
  await expect(theirs.getByText('Organised and quick. Would book again.')).toBeVisible();
  await expect(theirs.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  await assistant.screenshot({ path: testInfo.outputPath('review-dialog-360.png'), fullPage: true });

  // The profile page lists it, with the earned rating in the summary.
  await boss.goto(`/profile/${assistantId}`);
  const review = boss.getByRole('list', { name: 'Reviews' }).getByRole('listitem', { name: `Review by ${BOSS.firstName}` });
  await expect(review.getByText('Organised and quick. Would book again.')).toBeVisible();
  await expect(review.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  const summary = boss.getByRole('region', { name: 'Profile summary' });
  await expect(summary.getByText('4.0', { exact: true })).toBeVisible();
  await expect(summary.getByText('· 1 review')).toBeVisible();

  // And the card's rating changed: earned, with its count, no longer New.
  const rated = await assistantCard(boss);
  await expect(rated.getByText('4.0', { exact: true })).toBeVisible();
  await expect(rated.getByText('· 1 review')).toBeVisible();
  await expect(rated.getByText('New', { exact: true })).toBeHidden();

  // Both widths, for looking at (attached to the test's output).
  for (const width of [360, 1280]) {
    await boss.setViewportSize({ width, height: 900 });
    await boss.goto(`/profile/${assistantId}`);
    await expect(boss.getByRole('list', { name: 'Reviews' })).toBeVisible();
    await boss.screenshot({ path: testInfo.outputPath(`profile-${width}.png`), fullPage: true });
    await assistantCard(boss);
    await boss.screenshot({ path: testInfo.outputPath(`list-${width}.png`) });
  }
});
