// A recurring booking as both parties meet it, on a clock server of this spec's own
// (fresh data, people of its own): a Boss in New York books an assistant on Mondays
// and Wednesdays at 9:00 AM Manila for four weeks, skips the one date another client
// holds, pays once for the rest and finds the series on the Recurring tab with both
// clocks. The assistant accepts it once and sees every occurrence on the dashboard.
// The Boss cancels one occurrence, reading the policy's refund before the click, and
// moves the rest to the afternoon; on a phone's screen the tab still fits.
import type { Page } from '@playwright/test';
import type { RecurringSeries } from '@marketplace/shared-api/types';
import { bookingDay, bookingDayAt, type BookingDay } from '../support/booking-day';
import { measurePageWidth } from '../support/page-width';
import { newPerson, publishProfile, tokenOf, type Person } from '../support/people';
import { logIn } from '../support/session';
import { expect, test, useClockServer } from '../support/test';

const DAY_MS = 24 * 3_600_000;
/** A new assistant's four-hour session at the default rate, and seven of them. */
const PRICE = '₱5,000.00';
const SEVEN = '₱35,000.00';

const dayAfter = (day: BookingDay, days: number) => bookingDayAt(new Date(day.at.getTime() + days * DAY_MS));

/** The series of this Boss, as the server has it. */
async function seriesOf(page: Page, boss: Person): Promise<RecurringSeries> {
  const response = await page.request.get('/api/bookings/series?role=client', { headers: { Authorization: `Bearer ${await tokenOf(page.request, boss)}` } });
  expect(response.ok(), await response.text()).toBe(true);
  const [series] = (await response.json()) as RecurringSeries[];
  return series;
}

const server = useClockServer();

test.describe('a recurring booking', () => {
  test.use({ timezoneId: 'America/New_York' });
  test.setTimeout(300_000);

  test('booked with a conflict skipped, paid once, accepted once, one cancelled with its refund shown, the rest moved', async ({ browser }) => {
    // The Monday the series starts on (08:00 Manila), and its weeks' Wednesdays. The browsers
    // read the day before it (Sunday): past the 12 hours' notice a new assistant asks, and in
    // the same month, since the widget offers the days from today to the month's end.
    let monday = bookingDay(1);
    while (dayAfter(monday, -1).at.getUTCMonth() !== monday.at.getUTCMonth()) monday = dayAfter(monday, 7);
    const sunday = dayAfter(monday, -1);
    const dates = [0, 2, 7, 9, 14, 16, 21, 23].map((days) => dayAfter(monday, days));
    const taken = dates[3]; // the second Wednesday, held by another client

    const request = (await browser.newContext({ baseURL: server.url })).request;
    const assistant = await newPerson(request, { role: 'Assistant', firstName: 'Rosa', lastName: 'Villanueva' });
    await publishProfile(request, assistant);
    const boss = await newPerson(request, { role: 'Boss', firstName: 'Hannah', lastName: 'Brooks' });
    const other = await newPerson(request, { role: 'Boss', firstName: 'Owen', lastName: 'Pike' });
    const held = await request.post('/api/bookings/create', {
      headers: { Authorization: `Bearer ${await tokenOf(request, other)}` },
      data: { consultantId: assistant.id, date: new Date(taken.at).toISOString().slice(0, 10), startTime: '09:00', duration: 4, price: 5000 },
    });
    expect(held.status(), await held.text()).toBe(201);

    // The Boss, in New York, chooses Monday 9:00 AM in the widget, then 'Repeat weekly' in the wizard.
    const page = await server.pageAt(browser, sunday.at);
    await logIn(page, boss, { passAgeGate: true });
    await page.goto(`/profile/${assistant.id}`);
    const widget = page.getByRole('region', { name: `Book a Consultation with ${assistant.name}` });
    await widget.getByRole('button', { name: monday.dateButton, exact: true }).click();
    await widget.getByRole('button', { name: '9:00 AM - 1:00 PM' }).click();
    await widget.getByRole('button', { name: 'Book Now' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Review and payment' })).toBeVisible();
    await page.getByLabel('Repeat weekly').check();
    const repeat = page.getByRole('region', { name: 'Repeat weekly' });
    const days = repeat.getByRole('group', { name: 'Weekdays' });
    await days.getByLabel('Mon', { exact: true }).check();
    await days.getByLabel('Wed', { exact: true }).check();
    await repeat.getByRole('spinbutton', { name: 'Number of weeks' }).fill('4');
    await repeat.getByLabel('Pay once for every occurrence').check();
    await repeat.getByRole('button', { name: 'Check dates' }).click();

    // Every date judged before anything is held: the taken one says why, and is skipped.
    const list = repeat.getByRole('list', { name: 'Dates in the series' });
    await expect(list.getByRole('listitem')).toHaveCount(8);
    const conflict = list.getByRole('listitem', { name: `${taken.chosenDate}, 9:00 AM` });
    await expect(conflict.getByText('Cannot be booked')).toBeVisible();
    await conflict.getByRole('button', { name: `Skip ${taken.chosenDate}, 9:00 AM` }).click();
    await expect(conflict.getByText('Skipped')).toBeVisible();
    await expect(repeat.getByText(`7 sessions: ${SEVEN}`)).toBeVisible();
    await repeat.getByRole('button', { name: 'Confirm Recurring Booking' }).click();

    // Held, then paid once for all seven through the sandbox's checkout.
    await expect(page.getByRole('heading', { name: 'Recurring booking requested' })).toBeVisible();
    await page.getByLabel('Account or mobile number').fill('0917 123 4567');
    await page.getByRole('button', { name: `Pay ${SEVEN} with GCash` }).click();
    await page.getByRole('link', { name: 'Open the GCash checkout' }).click();
    await expect(page.getByRole('heading', { name: 'Pay AssistMe' })).toBeVisible();
    await expect(page.getByText(SEVEN, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Approve payment' }).click();

    // Back on /bookings, on the Recurring tab: the series with Manila's clock and the Boss's own.
    await expect(page).toHaveURL(/\/bookings\?series=/);
    const series = page.getByRole('listitem', { name: `Weekly morning call meetings with ${assistant.name}` });
    await expect(series).toBeVisible();
    await expect(series.getByText(/^Mon, Wed · 9:00 AM - 1:00 PM/)).toBeVisible();
    // 9:00 AM Monday in Manila is Sunday evening in New York.
    await expect(series.getByText(/^Your time: Sun, Tue · (8|9):00 PM/)).toBeVisible();
    await expect.poll(async () => (await seriesOf(page, boss)).occurrences.every((booking) => booking.paymentStatus === 'PAID')).toBe(true);
    await page.reload();
    // Next is the first Monday; paid through the last Wednesday.
    await expect(series).toContainText(monday.chosenDate);
    await expect(series).toContainText(dates[7].chosenDate);

    // The assistant accepts the whole series once, and finds every occurrence on the dashboard.
    const assistantPage = await server.pageAt(browser, sunday.at);
    await logIn(assistantPage, assistant);
    await assistantPage.goto('/bookings');
    await assistantPage.getByRole('button', { name: 'My Consultations' }).click();
    await assistantPage.getByRole('tab', { name: 'Recurring' }).click();
    const received = assistantPage.getByRole('listitem', { name: `Weekly morning call meetings with ${boss.name}` });
    await received.getByRole('button', { name: 'Accept' }).click();
    await expect(assistantPage.getByText('Recurring booking accepted')).toBeVisible();
    await expect(received.getByText('Accepted', { exact: true })).toBeVisible();
    await expect(received.getByRole('button', { name: 'Accept' })).toHaveCount(0);
    await assistantPage.goto('/booking-dashboard');
    for (const date of dates.filter((date) => date !== taken)) {
      await expect(assistantPage.getByRole('listitem', { name: `Booking with ${boss.name} on ${date.chosenDate}` })).toBeVisible();
    }

    // The Boss cancels the first Wednesday, more than a day ahead: the whole price back, shown before the click.
    await page.reload();
    await series.getByRole('button', { name: /^Show occurrences/ }).click();
    await series.getByRole('button', { name: `Cancel ${dates[1].chosenDate}`, exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel booking' });
    await expect(dialog.getByText(`You get ${PRICE} back.`, { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes, Cancel Booking' }).click();
    await expect(page.getByText('Booking cancelled')).toBeVisible();
    await expect.poll(async () => (await seriesOf(page, boss)).occurrences.filter((booking) => booking.status === 'CANCELLED').length).toBe(1);

    // Then moves the rest, from the second Monday on, to 1:00 PM on the same weekdays.
    await series.getByRole('button', { name: `Move ${dates[2].chosenDate} and all following` }).click();
    const move = page.getByRole('dialog', { name: 'Move this and all following' });
    await move.getByLabel('Start time').selectOption('13:00');
    await move.getByRole('button', { name: 'Check the new times' }).click();
    await move.getByRole('button', { name: 'Move 5 occurrences' }).click();
    await expect(page.getByText('Occurrences moved')).toBeVisible();
    await expect(move).toBeHidden();
    await expect(page.getByRole('listitem', { name: `Weekly afternoon call meetings with ${assistant.name}` }).getByText(/^Mon, Wed · 1:00 PM - 5:00 PM/)).toBeVisible();
    const after = await seriesOf(page, boss);
    const occurrences = [...after.occurrences].sort((a, b) => a.date.localeCompare(b.date));
    expect(occurrences.map((booking) => [booking.date, booking.startTime, booking.status])).toEqual(
      [0, 2, 7, 14, 16, 21, 23].map((days, index) => [
        new Date(dayAfter(monday, days).at).toISOString().slice(0, 10),
        index < 2 ? '09:00' : '13:00',
        index === 1 ? 'CANCELLED' : 'CONFIRMED',
      ]),
    );
    expect(after.occurrences.every((booking) => booking.paymentStatus === 'PAID' || booking.status === 'CANCELLED')).toBe(true);

    // On a phone's screen the tab fits: nothing scrolls sideways.
    await page.setViewportSize({ width: 360, height: 800 });
    await page.reload();
    await expect(page.getByRole('listitem', { name: `Weekly afternoon call meetings with ${assistant.name}` })).toBeVisible();
    const { pageWidth, scrollWidth } = await measurePageWidth(page);
    expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(pageWidth);
  });
});
