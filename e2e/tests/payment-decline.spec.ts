// A declined payment, through the screens: the Boss books an assistant in the
// wizard, pays with Maya in the payment step, declines on the sandbox's hosted
// checkout, lands on the return page with the SPEC's error text and why, and
// the time held while paying is offered again; the booking shows cancelled.
import type { Page } from '@playwright/test';
import { bookingDay } from '../support/booking-day';
import { logIn } from '../support/session';
import { newPerson, type Person } from '../support/people';
import { expect, test } from '../support/test';
import { takeBookingsAtShortNotice } from '../support/short-notice';

const AFTERNOON = '1:00 PM - 5:00 PM';

/** The profile widget's times for the day (only free ones are offered). */
async function openDay(page: Page, assistant: Person, dateButton: string) {
  await page.goto(`/profile/${assistant.id}`);
  const widget = page.getByRole('region', { name: `Book a Consultation with ${assistant.name}` });
  await widget.getByRole('button', { name: dateButton, exact: true }).click();
  await expect(widget.getByRole('button', { name: '9:00 AM - 1:00 PM' })).toBeVisible();
  return widget;
}

test('a declined payment shows the SPEC error, cancels the booking and frees its time', async ({ browser, request }) => {
  const carlo = await newPerson(request, { role: 'Assistant', firstName: 'Carlo', lastName: 'Bautista' });
  const ben = await newPerson(request, { role: 'Boss', firstName: 'Ben', lastName: 'Cruz' });
  // A Tuesday: the widget offers weekdays from "today" to the month's end, so it always has dates to offer.
  const { at: day, dateButton, chosenDate } = bookingDay(2);

  const bossContext = await browser.newContext();
  const boss = await bossContext.newPage();
  await boss.clock.setFixedTime(day);
  await logIn(boss, ben);
  await takeBookingsAtShortNotice(boss, carlo);

  // The afternoon, through the widget and the wizard.
  const widget = await openDay(boss, carlo, dateButton);
  await widget.getByRole('button', { name: AFTERNOON }).click();
  await widget.getByRole('button', { name: 'Book Now' }).click();
  await expect(boss.getByRole('heading', { name: `Select a time for ${chosenDate}` })).toBeVisible();
  await boss.getByRole('button', { name: 'Continue' }).click();
  await boss.getByRole('button', { name: 'Continue' }).click();
  await boss.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(boss.getByRole('region', { name: 'Payment', exact: true })).toBeVisible();

  // While its client pays, the booking holds the afternoon: nobody is offered it.
  const other = await bossContext.newPage();
  const heldWidget = await openDay(other, carlo, dateButton);
  await expect(heldWidget.getByRole('button', { name: AFTERNOON })).toBeHidden();

  // The payment step: Maya, the step's link to the hosted checkout, Decline.
  const step = boss.getByRole('region', { name: 'Payment', exact: true });
  await step.getByRole('button', { name: 'Pay ₱5,000.00 with GCash' }).click();
  await expect(step.getByText('Please enter the account number.')).toBeVisible();
  await step.getByLabel('Account or mobile number').fill('0918 765 4321');
  await step.getByRole('radio', { name: 'Maya' }).check();
  await step.getByRole('button', { name: 'Pay ₱5,000.00 with Maya' }).click();
  await step.getByRole('link', { name: 'Open the Maya checkout' }).click();
  await expect(boss.getByRole('heading', { name: 'Pay AssistMe' })).toBeVisible();
  await expect(boss.getByText('Maya', { exact: true })).toBeVisible();
  await boss.getByRole('button', { name: 'Decline' }).click();

  // Back on the site: the SPEC's text, and why.
  await expect(boss).toHaveURL(/\/payment\/return\/[0-9a-f-]+$/);
  await expect(boss.getByRole('heading', { name: 'There was an error processing your payment.' })).toBeVisible();
  await expect(boss.getByText('Payment was declined. This booking was cancelled and its time is free again.')).toBeVisible();

  // The afternoon is free again, and the booking shows cancelled and unpaid with its reason.
  const freed = await openDay(other, carlo, dateButton);
  await expect(freed.getByRole('button', { name: AFTERNOON })).toBeVisible();
  await other.goto('/booking-dashboard');
  await other.getByRole('tab', { name: 'Past' }).click();
  const card = other.getByRole('listitem', { name: `Booking with ${carlo.name} on ${chosenDate}` });
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(card.getByText('Payment was declined')).toBeVisible();
  await expect(card.getByText('Payment declined', { exact: true })).toBeVisible();

  // Choose another time: the consultant's wizard again.
  await boss.getByRole('link', { name: 'Choose another time' }).click();
  await expect(boss).toHaveURL(new RegExp(`/book/${carlo.id}$`));
  await expect(boss.getByRole('heading', { level: 1, name: carlo.name })).toBeVisible();

  await bossContext.close();
});
