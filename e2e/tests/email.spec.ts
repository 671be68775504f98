// Email, end to end, on the e2e clock server (support/clock-server-process.ts: the real
// server on a clock this flow moves forward) with its own fresh database and no
// SMTP_URL, so every mail is held in the outbox. A Boss books and pays; the admin's
// Outbox shows the Boss's receipt and both parties' confirmations; a day before
// the session both are reminded; the Boss opens the reminder's unsubscribe link
// (no login) and unsubscribes; an hour before, the assistant is reminded again and
// the Boss is not.
import type { Page } from '@playwright/test';
import { bookingDay } from '../support/booking-day';
import { bookThroughWizard, payWithGcash } from '../support/booking-flow';
import { runNow } from '../support/run-clock';
import { newPerson, tokenOf } from '../support/people';
import { logIn, signedInUserId } from '../support/session';
import { expect, test, useClockServer } from '../support/test';
import { takeBookingsAtShortNotice } from '../support/short-notice';

const ASSISTANT = { username: 'camille_torres', password: 'Assist123', name: 'Camille Torres' };
const ADMIN = { username: 'admin', password: 'Admin1234' };
const HOUR_MS = 3_600_000;

const server = useClockServer();

/** The Outbox's row of a mail, by its subject's start and its recipient. */
const mailRow = (admin: Page, subject: string | RegExp, recipient: string) =>
  admin.getByRole('list', { name: 'Emails' }).getByRole('listitem').filter({ hasText: subject }).filter({ hasText: `To ${recipient}` });

test.describe.serial('email', () => {
  test.setTimeout(240_000);
  const { at: day, dateButton, chosenDate } = bookingDay(3);
  // The session: 9:00 AM Manila on that day, an hour after the browsers' 08:00.
  const start = new Date(day.getTime() + HOUR_MS);

  test("a paid booking's receipt and confirmations are in the Outbox; unsubscribed from reminders by the link, the Boss gets no further one", async ({ browser, consoleGuard }) => {
    // The mail's HTML frame is sandboxed without scripts: the console guard's own init script is refused there, as it should be.
    consoleGuard.allow(/Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed and the 'allow-scripts' permission is not set/);
    // Two days before the session on the server (a day before is the reminder's moment),
    // so the sessions signed in now outlive every move below.
    await server.moveClockTo(new Date(Math.max(runNow().getTime(), start.getTime() - 48 * HOUR_MS)));
    const boss = await server.pageAt(browser, day);
    const assistant = await server.pageAt(browser, day);
    await logIn(assistant, ASSISTANT);
    await takeBookingsAtShortNotice(assistant, ASSISTANT);
    const assistantId = await signedInUserId(assistant);
    // A Boss of the flow's own: the demo data's Boss has sessions (and their mails) on the same days.
    const ben = await newPerson(boss.request, { role: 'Boss', firstName: 'Ben', lastName: 'Ruiz' });
    await logIn(boss, ben);
    await bookThroughWizard(boss, { assistantId, assistantName: ASSISTANT.name, dateButton, time: '9:00 AM - 1:00 PM' });
    const bookingId = await payWithGcash(boss, '₱5,000.00');
    // Its reference names its receipt (the demo data's bookings have mails of their own).
    const bearer = { authorization: `Bearer ${await tokenOf(boss.request, ben)}` };
    const { reference } = (await (await boss.request.get(`/api/bookings/${bookingId}`, { headers: bearer })).json()) as { reference: string };

    // The admin's Outbox: held (no SMTP_URL), the Boss's receipt and both confirmations.
    const admin = await server.pageAt(browser, day);
    await logIn(admin, ADMIN);
    await admin.goto('/admin');
    await admin.getByRole('navigation', { name: 'Operator screens' }).getByRole('link', { name: 'Outbox' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
    const receipt = mailRow(admin, `Receipt for booking ${reference}`, ben.name);
    await expect(receipt).toHaveCount(1);
    await expect(receipt.getByText('Held', { exact: true })).toBeVisible();
    const confirmed = `Booking confirmed: ${chosenDate}, ${day.getUTCFullYear()} at 9:00 AM (Manila time)`;
    await expect(mailRow(admin, confirmed, ben.name)).toHaveCount(1);
    await expect(mailRow(admin, confirmed, ASSISTANT.name)).toHaveCount(1);

    // The receipt whole: its HTML in the sandboxed frame, its text part.
    await receipt.getByRole('button', { name: /^Read: Receipt for booking/ }).click();
    const dialog = admin.getByRole('dialog', { name: /^Receipt for booking/ });
    await expect(dialog.frameLocator('iframe').getByText('Thank you: you paid ₱5,000.00.')).toBeVisible();
    await dialog.getByRole('tab', { name: 'Plain text' }).click();
    await expect(dialog.getByLabel('The email as plain text')).toContainText('View the receipt: http');
    await dialog.getByRole('button', { name: 'Close' }).click();

    // A day before the session: both are reminded.
    await server.timePasses(new Date(start.getTime() - 24 * HOUR_MS), [admin]);
    await admin.reload();
    const bossReminder = mailRow(admin, /^Reminder: your session with Camille Torres starts in 24 hours/, ben.name);
    await expect(bossReminder).toHaveCount(1);
    await expect(mailRow(admin, new RegExp(`^Reminder: your session with ${ben.name} starts in 24 hours`), ASSISTANT.name)).toHaveCount(1);

    // The Boss follows the reminder's unsubscribe link (read from the mail as sent) in a browser with no session.
    await bossReminder.getByRole('button', { name: /^Read: Reminder/ }).click();
    const reminder = admin.getByRole('dialog', { name: /^Reminder: your session/ });
    const link = (await reminder.getByRole('link', { name: /\/api\/email\/unsubscribe\?token=/ }).getAttribute('href')) ?? '';
    expect(link).toMatch(/\/api\/email\/unsubscribe\?token=/);
    const mailbox = await server.pageAt(browser, day);
    await mailbox.goto(new URL(link).pathname + new URL(link).search);
    await expect(mailbox.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible();
    await expect(mailbox.getByText('Stop sending “Reminders 24 hours and 1 hour before a session”')).toBeVisible();
    await mailbox.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(mailbox.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();

    // The Boss's own profile says so too.
    await boss.goto('/profile');
    await expect(boss.getByRole('region', { name: 'Emails' }).getByRole('checkbox', { name: 'Reminders 24 hours and 1 hour before a session' })).not.toBeChecked();

    // An hour before: the assistant is reminded again; the Boss is not.
    await server.timePasses(new Date(start.getTime() - HOUR_MS), [admin]);
    await admin.goto('/admin/outbox');
    await expect(mailRow(admin, new RegExp(`^Reminder: your session with ${ben.name} starts in 1 hour`), ASSISTANT.name)).toHaveCount(1);
    await expect(mailRow(admin, /^Reminder: your session with Camille Torres starts in 1 hour/, ben.name)).toHaveCount(0);
  });
});
