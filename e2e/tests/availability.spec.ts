// An assistant says when they work, and the booking screens honour it: Kristine
// takes only afternoons on Wednesdays and marks the Thursday after a day off; a
// Boss whose browser is in New York finds no Wednesday morning in the profile's
// widget or the picker, finds the day off refused with its reason, and books the
// Wednesday afternoon, reading each time in Manila's and in New York's; the
// assistant, in Manila, reads the booking in Manila time alone.
import type { Page } from '@playwright/test';
import { bookingDay, bookingDayAt } from '../support/booking-day';
import { payWithGcash } from '../support/booking-flow';
import { logIn, signedInUserId } from '../support/session';
import { expect, test } from '../support/test';

const ASSISTANT = { username: 'kristine_delacruz', password: 'Assist123', name: 'Kristine Dela Cruz' };
const BOSS = { username: 'boss', password: 'Boss12345' };
const DAY_MS = 86_400_000;

// The assistant's browser is in Manila (the page fixture); the Boss's, in New York.
test.use({ timezoneId: 'Asia/Manila' });

/** A session's range on New York's clock, as the screens write it: '12:00 AM - 4:00 AM New York'. */
function newYorkRange(start: Date, hours: number): string {
  const clock = (at: Date) => at.toLocaleTimeString('en-US', { timeZone: 'America/New_York', hour: 'numeric', minute: '2-digit' });
  return `${clock(start)} - ${clock(new Date(start.getTime() + hours * 3_600_000))} New York`;
}

/** YYYY-MM-DD of an instant in the marketplace zone (what a date input takes). */
const isoDay = (at: Date) => at.toLocaleDateString('en-CA', { timeZone: 'Asia/Manila' });

test('an assistant takes Wednesday afternoons only and a day off; a Boss in New York is offered only what they take', async ({ browser, page }) => {
  const wednesday = bookingDay(3);
  const thursday = bookingDayAt(new Date(wednesday.at.getTime() + DAY_MS));

  await logIn(page, ASSISTANT);
  const assistantId = await signedInUserId(page);
  await page.goto('/availability');
  await expect(page.getByRole('heading', { level: 1, name: 'Availability' })).toBeVisible();
  await page.getByRole('group', { name: 'Wednesday' }).getByRole('checkbox', { name: /Morning/ }).uncheck();
  await page.getByLabel('First day off').fill(isoDay(thursday.at));
  await page.getByLabel('Note to yourself').fill('Family day');
  await page.getByRole('button', { name: 'Add day off' }).click();
  await expect(page.getByRole('list', { name: 'Your days off' })).toContainText('Family day');
  // The Boss's browser is at 08:00 that Wednesday: the afternoon is 5 hours ahead.
  await page.getByLabel('Minimum notice (hours)').fill('0');
  await page.getByRole('button', { name: 'Save availability' }).click();
  await expect(page.getByText('Availability saved')).toBeVisible();

  const context = await browser.newContext({ timezoneId: 'America/New_York' });
  const boss: Page = await context.newPage();
  await boss.clock.setFixedTime(wednesday.at);
  await logIn(boss, BOSS, { passAgeGate: true });

  // The profile's widget: Wednesday offers the afternoon, not the morning.
  await boss.goto(`/profile/${assistantId}`);
  const widget = boss.getByRole('region', { name: `Book a Consultation with ${ASSISTANT.name}` });
  await widget.getByRole('button', { name: wednesday.dateButton, exact: true }).click();
  await expect(widget.getByRole('button', { name: /1:00 PM - 5:00 PM/ })).toBeVisible();
  await expect(widget.getByRole('button', { name: /9:00 AM - 1:00 PM/ })).toHaveCount(0);
  // 1:00 PM in Manila (08:00 there is wednesday.at), on the Boss's own clock beside it.
  const inNewYork = newYorkRange(new Date(wednesday.at.getTime() + 5 * 3_600_000), 4);
  await expect(widget.getByRole('button', { name: /1:00 PM - 5:00 PM/ })).toContainText(`Manila time · ${inNewYork}`);

  // The picker: the day off is there, refused, and says why; Wednesday's morning card is refused.
  await widget.getByRole('button', { name: /1:00 PM - 5:00 PM/ }).click();
  await widget.getByRole('button', { name: 'Book Now' }).click();
  await expect(boss).toHaveURL(new RegExp(`/book/${assistantId}$`));
  // The picker's calendar names a day 'Dec 3'.
  const dayOff = boss.getByRole('button', { name: thursday.chosenDate.split(', ')[1], exact: true });
  await expect(dayOff).toHaveAttribute('aria-disabled', 'true');
  await expect(dayOff).toHaveAccessibleDescription('Kristine is not taking bookings on this day.');
  const morning = boss.getByRole('button', { name: /^Morning/ });
  await expect(morning).toBeDisabled();
  await expect(morning).toContainText('Kristine is not taking bookings at this time.');

  // The afternoon is booked and paid as any other.
  await boss.getByRole('button', { name: 'Continue' }).click();
  await boss.getByRole('button', { name: 'Continue' }).click();
  await boss.getByRole('button', { name: 'Confirm Booking' }).click();
  const bookingId = await payWithGcash(boss, '₱5,000.00');

  // Both lists: the Boss reads Manila's range and their own time under it, the assistant Manila's alone.
  await boss.goto(`/bookings/${bookingId}`);
  await expect(boss.getByText('1:00 PM - 5:00 PM Manila · 4 hours')).toBeVisible();
  await expect(boss.getByText(`Your time: ${inNewYork}`)).toBeVisible();
  await page.goto(`/bookings/${bookingId}`);
  await expect(page.getByText('1:00 PM - 5:00 PM').first()).toBeVisible();
  await expect(page.getByText(/New York/)).toHaveCount(0);
  await context.close();
});
