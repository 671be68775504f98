// What new users tripped over, each checked the way they met it: an assistant's
// menu and the tabs' titles, a day off that looks like one, the widget's way past the
// end of a month, an unpaid request that cannot be accepted, a Boss in New York reading
// both clocks on the payment step and the receipt, the receipt the assistant cannot
// have, the outbox in an operator's words, a phone's tab row, chat times and date
// fields, and the picker's arrow keys across months.
import type { Page } from '@playwright/test';
import type { AvailabilitySettings } from '@marketplace/shared-api/availability/types';
import { bookingDay } from '../support/booking-day';
import { bookThroughWizard, payWithGcash } from '../support/booking-flow';
import { newPerson, publishProfile, tokenOf, type Person } from '../support/people';
import { runNow } from '../support/run-clock';
import { logIn } from '../support/session';
import { takeBookingsAtShortNotice } from '../support/short-notice';
import { expect, test } from '../support/test';

const MARIA = { username: 'maria_santos', password: 'Assist123' };
const BOSS = { username: 'boss', password: 'Boss12345' };
const ADMIN = { username: 'admin', password: 'Admin1234' };
const PHONE = { width: 360, height: 740 };

/** A date key in Manila, the marketplace's zone. */
const manilaKey = (at: Date) => at.toLocaleDateString('en-CA', { timeZone: 'Asia/Manila' });
const addDays = (key: string, days: number) => {
  const [year, month, day] = key.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
};
/** 'Mon, Jan 4', as the screens write a chosen date. */
const chosen = (key: string) => new Date(`${key}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

async function setDaysOff(page: Page, assistant: Person, from: string, to: string) {
  const headers = { Authorization: `Bearer ${await tokenOf(page.request, assistant)}` };
  const current = (await (await page.request.get('/api/availability', { headers })).json()) as AvailabilitySettings;
  const saved = await page.request.put('/api/availability', {
    headers,
    data: { ...current.rules, noticeHours: 0, daysOff: [{ from, to, note: 'Holidays' }] },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

test("an assistant's menu leads to their pages, each tab is titled after its page, and a day off looks like one", async ({ page }) => {
  await logIn(page, MARIA, { passAgeGate: true });
  await expect(page).toHaveTitle('Find an Assistant · AssistMe');
  await page.getByRole('button', { name: /^Account menu for / }).click();
  const menu = page.getByRole('menu');
  for (const name of ['Bookings', 'Dashboard', 'Availability', 'Earnings']) await expect(menu.getByRole('menuitem', { name })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Availability' }).click();
  await expect(page).toHaveURL(/\/availability$/);
  await expect(page).toHaveTitle('Availability · AssistMe');
  const legend = page.getByRole('list', { name: 'How days are marked' });
  await expect(legend.getByRole('listitem')).toHaveText(['8Past', '8No sessions (weekends)', '8Day off']);
  await page.goto('/earnings');
  await expect(page).toHaveTitle('Earnings · AssistMe');
});

test("a Boss's own profile shows a client's facts, Edit Profile one picture and readable zones; an assistant's payout link lands on the form", async ({ page, request, browser }) => {
  const boss = await newPerson(request, { role: 'Boss', firstName: 'Celia', lastName: 'Ramos' });
  await logIn(page, boss, { passAgeGate: true });
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: boss.name })).toBeVisible();
  await expect(page.getByText('N/A')).toHaveCount(0);
  await expect(page.getByText(/show your work/i)).toHaveCount(0);
  await page.goto('/profile/update');
  await expect(page.getByText('No image chosen')).toBeHidden();
  const zone = page.getByRole('combobox', { name: /Time zone/ });
  await expect(zone.getByRole('option', { name: /^New York \(GMT-[45]\)$/ })).toHaveCount(1);
  await expect(zone.getByRole('option', { name: 'Africa/Asmera' })).toHaveCount(0);

  const assistant = await newPerson(request, { role: 'Assistant', firstName: 'Dario', lastName: 'Uy' });
  const phone = await (await browser.newContext({ viewport: PHONE })).newPage();
  await logIn(phone, assistant, { passAgeGate: true });
  await phone.goto('/earnings');
  await phone.getByRole('link', { name: 'Set your payout destination' }).click();
  await expect(phone).toHaveURL(/\/profile#payout-destination$/);
  await expect(phone.getByRole('combobox', { name: 'Wallet' })).toBeFocused();
  await expect(phone.getByRole('combobox', { name: 'Wallet' })).toBeInViewport();
});

test("the widget names the next free day past a month of days off, and opens the wizard there", async ({ page, request }) => {
  const assistant = await newPerson(request, { role: 'Assistant', firstName: 'Noemi', lastName: 'Aquino' });
  await publishProfile(request, assistant);
  const today = manilaKey(runNow());
  const [year, month] = today.split('-').map(Number);
  const lastOfMonth = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  await setDaysOff(page, assistant, today, lastOfMonth);
  let next = addDays(lastOfMonth, 1);
  while ([0, 6].includes(new Date(`${next}T00:00:00Z`).getUTCDay())) next = addDays(next, 1);

  const boss = await newPerson(request, { role: 'Boss', firstName: 'Ramon', lastName: 'Ocampo' });
  await logIn(page, boss, { passAgeGate: true });
  await page.goto(`/profile/${assistant.id}`);
  const widget = page.getByRole('region', { name: `Book a Consultation with ${assistant.name}` });
  await expect(widget.getByRole('button', { name: 'Book Now' })).toBeDisabled();
  await widget.getByRole('button', { name: `Next free: ${chosen(next)}` }).click();
  await expect(page).toHaveURL(new RegExp(`/book/${assistant.id}$`));
  await expect(page.getByRole('heading', { name: `Select a time for ${chosen(next)}` })).toBeVisible();
});

test.describe('a Boss in New York', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('pays and reads both clocks on the payment step and the receipt; the assistant is sent to their statement; the dashboard waits for payment; the outbox says mail is not sent', async ({ page, request, browser, consoleGuard }) => {
    const assistant = await newPerson(request, { role: 'Assistant', firstName: 'Liza', lastName: 'Navarro' });
    await publishProfile(request, assistant);
    await takeBookingsAtShortNotice(page, assistant);
    const boss = await newPerson(request, { role: 'Boss', firstName: 'Nathan', lastName: 'Reed' });
    const day = bookingDay(3);
    await page.clock.setFixedTime(day.at);
    await logIn(page, boss, { passAgeGate: true });
    await bookThroughWizard(page, { assistantId: assistant.id, assistantName: assistant.name, dateButton: day.dateButton, time: '9:00 AM - 1:00 PM' });

    // The hold's end in Manila time, and on the Boss's own clock beside it.
    const step = page.getByRole('region', { name: 'Payment', exact: true });
    await expect(step.getByText(/Your time is held until .+ Manila time \(.+ New York time\)/)).toBeVisible();

    // Before paying, the assistant's dashboard shows the request waiting for it, with no Accept.
    const assistantContext = await browser.newContext({ viewport: PHONE });
    const assistantPage = await assistantContext.newPage();
    await assistantPage.clock.setFixedTime(day.at);
    await logIn(assistantPage, assistant, { passAgeGate: true });
    await assistantPage.goto('/booking-dashboard');
    const card = assistantPage.getByRole('listitem', { name: `Booking with ${boss.name} on ${day.chosenDate}` });
    await expect(card.getByText('Waiting for payment')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Accept' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Decline' })).toBeVisible();

    const bookingId = await payWithGcash(page, '₱5,000.00');
    await page.goto(`/receipts/${bookingId}`);
    const session = page.getByRole('article', { name: 'Receipt' }).getByRole('definition').filter({ hasText: 'Manila time' });
    await expect(session).toContainText(`${day.chosenDate.split(', ')[0]}`);
    await expect(session).toContainText('9:00 AM - 1:00 PM Manila time');
    await expect(session).toContainText(/Manila time · .+ New York/);
    await page.screenshot({ path: test.info().outputPath('1280-ny-boss-receipt.png'), fullPage: true });

    // The assistant of the booking has no receipt (the server answers 404): theirs is the statement.
    consoleGuard.allowFailedCall(`/bookings/${bookingId}/receipt`, 404);
    await assistantPage.goto(`/receipts/${bookingId}`);
    await expect(assistantPage.getByRole('heading', { name: 'Receipts are for the client who paid' })).toBeVisible();
    await expect(assistantPage.getByRole('link', { name: 'Your statement' })).toHaveAttribute('href', /^\/earnings\/statements\/\d{4}-\d{2}$/);

    // The mails this booking wrote wait in the outbox: no mail server is set up here.
    const admin = await (await browser.newContext()).newPage();
    await logIn(admin, ADMIN);
    await admin.goto('/admin/outbox');
    await expect(admin.getByText('Mail is not being sent: no mail server is set up. Mails wait here for you to read.')).toBeVisible();
    await expect(admin.getByText(/SMTP_URL/)).toHaveCount(0);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test("the notification tabs keep one row, chat times are whole, the finance dates are alike, and the picker's arrows cross months", async ({ page, browser }) => {
    await logIn(page, BOSS, { passAgeGate: true });
    await page.goto('/notifications');
    const tabs = page.getByRole('tablist', { name: 'Notification types' }).getByRole('tab');
    await expect(tabs).toHaveCount(5);
    const tops = await tabs.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().top));
    expect(new Set(tops).size, "the tabs' rows").toBe(1);

    await page.goto('/chat');
    const chats = page.getByRole('complementary', { name: 'Chats' });
    await expect(chats.locator('time').first()).toBeVisible();
    for (const time of await chats.locator('time').all()) {
      const inside = await time.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const item = element.closest('li')!.getBoundingClientRect();
        return box.width > 0 && box.left >= item.left && box.right <= item.right && box.right <= document.documentElement.clientWidth;
      });
      expect(inside, `the time ${await time.textContent()} is whole`).toBe(true);
    }

    // The picker: from the first month's last day that can be chosen, Right goes on into the next month.
    const ids = await page.evaluate(() => fetch('/api/bookings/made', { headers: { Authorization: `Bearer ${localStorage.getItem('token')}` } }).then((response) => response.json()));
    const maria = (ids as Array<{ consultantId: string; consultant: { username: string } }>).find((booking) => booking.consultant.username === MARIA.username);
    await page.goto(`/book/${maria!.consultantId}`);
    const grids = page.getByRole('grid');
    await expect(grids).toHaveCount(2);
    const lastOfFirst = grids.first().locator('button:not([disabled])').last();
    await lastOfFirst.focus();
    await page.keyboard.press('ArrowRight');
    await expect(grids.nth(1).locator('button:focus')).toHaveCount(1);

    const admin = await (await browser.newContext({ viewport: PHONE })).newPage();
    await logIn(admin, ADMIN);
    await admin.goto('/admin/finance');
    const from = await admin.getByLabel('From', { exact: true }).boundingBox();
    const to = await admin.getByLabel('To', { exact: true }).boundingBox();
    expect(Math.abs(from!.width - to!.width), 'From and To are as wide').toBeLessThanOrEqual(1);
    await admin.screenshot({ path: test.info().outputPath('360-admin-finance.png'), fullPage: true });
  });
});
