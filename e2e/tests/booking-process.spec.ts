// The booking process as both parties meet it, on a clock server of this spec's own
// (support/clock-server-process.ts: the real server on a clock these flows move forward,
// with its own fresh database and demo data). A Boss who cancels a paid session less
// than LATE_CANCEL_HOURS before it starts reads the policy's amounts in the cancel
// dialog before the click, and then gets exactly that back while the assistant keeps
// their part; a session further ahead gives everything back. Once a session has
// ended, the Boss may report a problem and neither party can cancel, decline or move
// it, on a wide screen and on a phone's.
import type { Locator, Page } from '@playwright/test';
import type { MarketplaceConfig } from '@marketplace/shared-api/api/config';
import type { Booking } from '@marketplace/shared-api/types';
import { bookingDay, bookingDayAt, type BookingDay } from '../support/booking-day';
import { bookThroughWizard, payWithGcash } from '../support/booking-flow';
import { measurePageWidth } from '../support/page-width';
import { tokenOf } from '../support/people';
import { logIn, signedInUserId } from '../support/session';
import { takeBookingsAtShortNotice } from '../support/short-notice';
import { expect, test, useClockServer } from '../support/test';

const ASSISTANT = { username: 'camille_torres', password: 'Assist123', name: 'Camille Torres', firstName: 'Camille' };
const BOSS = { username: 'boss', password: 'Boss12345', name: 'Ben Cruz' };
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Camille's four-hour session at the demo rate. */
const PRICE = '₱5,000.00';

/** '₱2,250.00': the one peso format of every money screen, written here apart from the app's formatter. */
const pesos = (centavos: number) => `₱${(centavos / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * The Tuesday the flows start on (08:00 Manila) and the two weekdays after it, all in one
 * month: the profile's widget offers the weekdays from today to the month's end only.
 */
function threeDays(): [BookingDay, BookingDay, BookingDay] {
  let first = bookingDay(2);
  const month = (day: BookingDay) => new Date(day.at.getTime() + 8 * HOUR_MS).getUTCMonth();
  while (month(bookingDayAt(new Date(first.at.getTime() + 2 * DAY_MS))) !== month(first)) first = bookingDayAt(new Date(first.at.getTime() + 7 * DAY_MS));
  return [first, bookingDayAt(new Date(first.at.getTime() + DAY_MS)), bookingDayAt(new Date(first.at.getTime() + 2 * DAY_MS))];
}

async function bookingOf(page: Page, id: string): Promise<Booking> {
  const response = await page.request.get(`/api/bookings/${id}`, { headers: { Authorization: `Bearer ${await tokenOf(page.request, BOSS)}` } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Booking;
}

/** No action of a card reaches past its own box, and the page does not scroll sideways. */
async function expectActionsInside(page: Page, card: Locator): Promise<void> {
  const { pageWidth, scrollWidth } = await measurePageWidth(page);
  expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(pageWidth);
  const box = await card.boundingBox();
  expect(box).not.toBeNull();
  const buttons = card.locator('button, a');
  await expect(buttons.first()).toBeVisible();
  for (const button of await buttons.all()) {
    const own = await button.boundingBox();
    expect(own, `${await button.textContent()} is laid out`).not.toBeNull();
    expect(own!.x, `${await button.textContent()} starts inside its card`).toBeGreaterThanOrEqual(box!.x - 0.5);
    expect(own!.x + own!.width, `${await button.textContent()} ends inside its card`).toBeLessThanOrEqual(box!.x + box!.width + 0.5);
  }
}

const server = useClockServer();

test.describe.serial('the booking process', () => {
  test.setTimeout(240_000);
  const [tuesday, wednesday, thursday] = threeDays();
  let assistantId: string;

  test("a late cancellation shows and pays the policy's amounts", async ({ browser }) => {
    // 08:00 on Tuesday: its 9:00 AM session starts in an hour, Thursday's in 49.
    await server.moveClockTo(tuesday.at);
    const boss = await server.pageAt(browser, tuesday.at);
    const assistant = await server.pageAt(browser, tuesday.at);
    await logIn(assistant, ASSISTANT);
    await takeBookingsAtShortNotice(assistant, ASSISTANT);
    assistantId = await signedInUserId(assistant);
    await logIn(boss, BOSS, { passAgeGate: true });

    await bookThroughWizard(boss, { assistantId, assistantName: ASSISTANT.name, dateButton: tuesday.dateButton, time: '9:00 AM - 1:00 PM' });
    const lateId = await payWithGcash(boss, PRICE);
    await bookThroughWizard(boss, { assistantId, assistantName: ASSISTANT.name, dateButton: thursday.dateButton, time: '9:00 AM - 1:00 PM' });
    const earlyId = await payWithGcash(boss, PRICE);

    // The amounts, from the booking's price and fee and the policy this server runs (not the quote the dialog reads).
    const config = (await (await boss.request.get('/api/config')).json()) as MarketplaceConfig;
    const paid = await bookingOf(boss, lateId);
    expect(paid).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'PAID' });
    const priceCentavos = paid.price * 100;
    expect(pesos(priceCentavos)).toBe(PRICE);
    const shareCentavos = paid.assistantReceivesCentavos;
    const feeCentavos = priceCentavos - shareCentavos;
    expect(feeCentavos).toBeGreaterThan(0);
    const keptPercent = config.lateCancelPayPercent;
    const refundCentavos = (priceCentavos * (100 - keptPercent)) / 100;
    const assistantKeepsCentavos = (shareCentavos * keptPercent) / 100;
    const feeKeptCentavos = (feeCentavos * keptPercent) / 100;
    // Whole centavos at the default 24 hours and 50%, which this flow is about.
    expect([config.lateCancelHours, keptPercent]).toEqual([24, 50]);

    await boss.goto('/booking-dashboard');
    await expect(boss.getByRole('heading', { level: 1, name: 'Booking Dashboard' })).toBeVisible();

    // Thursday's session, 49 hours ahead: everything back. The Boss keeps it.
    const early = boss.getByRole('listitem', { name: `Booking with ${ASSISTANT.name} on ${thursday.chosenDate}` });
    await early.getByRole('button', { name: 'Cancel', exact: true }).click();
    let dialog = boss.getByRole('alertdialog', { name: 'Cancel booking' });
    await expect(dialog.getByText(`You get ${PRICE} back.`, { exact: true })).toBeVisible();
    await expect(dialog).not.toContainText('receives');
    await dialog.getByRole('button', { name: 'No, Keep It' }).click();
    await expect(dialog).toBeHidden();
    expect((await bookingOf(boss, earlyId)).status).toBe('CONFIRMED');

    // Tuesday's, an hour ahead: the dialog says what each gets before the click.
    const late = boss.getByRole('listitem', { name: `Booking with ${ASSISTANT.name} on ${tuesday.chosenDate}` });
    await late.getByRole('button', { name: 'Cancel', exact: true }).click();
    dialog = boss.getByRole('alertdialog', { name: 'Cancel booking' });
    await expect(dialog.getByText(`You get ${pesos(refundCentavos)} back; ${ASSISTANT.firstName} receives ${pesos(assistantKeepsCentavos)}.`, { exact: true })).toBeVisible();
    await expect(dialog).toContainText(`less than ${config.lateCancelHours} hours`);
    await dialog.getByRole('button', { name: 'Yes, Cancel Booking' }).click();
    await expect(boss.getByText('Booking cancelled')).toBeVisible();
    await expect(dialog).toBeHidden();

    // Cancelled: among the past ones on the dashboard, and so on the server.
    await boss.getByRole('tab', { name: 'Past' }).click();
    await expect(late.getByText('Cancelled', { exact: true })).toBeVisible();
    expect((await bookingOf(boss, lateId)).status).toBe('CANCELLED');

    // The Boss's receipt: paid the price, refunded the policy's part.
    await boss.goto(`/receipts/${lateId}`);
    await expect(boss.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
    const total = (label: string) => boss.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
    await expect(total('Total paid')).toHaveText(PRICE);
    await expect(total('Total refunded')).toHaveText(pesos(refundCentavos));

    // The assistant's earning: the price, the refund, the fee on the kept part, and what they keep.
    await assistant.goto('/earnings');
    await expect(assistant.getByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible();
    const row = assistant.getByRole('table', { name: 'Your earnings' }).getByRole('row').filter({ hasText: paid.reference });
    const cells = row.getByRole('cell');
    await expect(cells.nth(3)).toHaveText(PRICE);
    await expect(cells.nth(4)).toHaveText(pesos(refundCentavos));
    await expect(cells.nth(5)).toHaveText(pesos(feeKeptCentavos));
    await expect(cells.nth(6)).toHaveText(pesos(assistantKeepsCentavos));
  });

  test("an ended session offers 'Report a problem' and no Cancel", async ({ browser }) => {
    // Still 08:00 on Tuesday: Wednesday's morning session is booked and paid, then it ends.
    const boss = await server.pageAt(browser, tuesday.at);
    const assistant = await server.pageAt(browser, tuesday.at);
    await logIn(assistant, ASSISTANT);
    await logIn(boss, BOSS, { passAgeGate: true });
    await bookThroughWizard(boss, { assistantId, assistantName: ASSISTANT.name, dateButton: wednesday.dateButton, time: '9:00 AM - 1:00 PM' });
    const bookingId = await payWithGcash(boss, PRICE);

    // 1:30 PM on Wednesday: the session (9:00 AM - 1:00 PM) is over, its window open.
    const ended = new Date(wednesday.at.getTime() + 5.5 * HOUR_MS);
    await server.timePasses(ended, [boss, assistant]);

    // The Boss's booking: a problem can be reported; nothing cancels or moves it.
    await boss.goto(`/bookings/${bookingId}`);
    const item = boss.getByRole('listitem', { name: `Morning call meeting with ${ASSISTANT.name} on ${wednesday.chosenDate}` });
    await expect(item.getByRole('button', { name: /Report a problem/ })).toBeVisible();
    await expect(item.getByRole('link', { name: /Receipt/ })).toBeVisible();
    await expect(item.getByRole('button', { name: /Cancel|Reschedule/ })).toHaveCount(0);

    // And its dashboard card, among the past ones.
    await boss.goto('/booking-dashboard');
    await boss.getByRole('tab', { name: 'Past' }).click();
    const card = boss.getByRole('listitem', { name: `Booking with ${ASSISTANT.name} on ${wednesday.chosenDate}` });
    await expect(card.getByText('Confirmed', { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Chat' })).toBeVisible();
    await expect(card.getByRole('button', { name: /Cancel|Reschedule/ })).toHaveCount(0);
    await expectActionsInside(boss, card);

    // The assistant can neither cancel nor decline it, in the list or on the dashboard.
    await assistant.goto(`/bookings/${bookingId}`);
    const received = assistant.getByRole('listitem', { name: `Morning call meeting with ${BOSS.name} on ${wednesday.chosenDate}` });
    await received.getByRole('button', { name: /^Edit / }).click();
    const menu = assistant.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: /Download to Calendar/ })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: /Cancel/ })).toHaveCount(0);
    await assistant.keyboard.press('Escape');
    await assistant.goto('/booking-dashboard');
    await assistant.getByRole('tab', { name: 'Past' }).click();
    const assistantCard = assistant.getByRole('listitem', { name: `Booking with ${BOSS.name} on ${wednesday.chosenDate}` });
    await expect(assistantCard.getByRole('button', { name: 'Complete' })).toBeVisible();
    await expect(assistantCard.getByRole('button', { name: /Cancel|Decline|Reschedule/ })).toHaveCount(0);

    // On a phone's 360 px: the same card and booking, their actions inside them.
    await boss.setViewportSize({ width: 360, height: 780 });
    await expect(card.getByRole('link', { name: 'Chat' })).toBeVisible();
    await expectActionsInside(boss, card);
    await boss.goto(`/bookings/${bookingId}`);
    await expect(item.getByRole('button', { name: /Report a problem/ })).toBeVisible();
    await expect(item.getByRole('button', { name: /Cancel|Reschedule/ })).toHaveCount(0);
    await expectActionsInside(boss, item);
  });
});
