// Assistants get paid, end to end, on the e2e clock server (support/clock-server-process.ts:
// the real server on a clock this flow moves forward; production has no such
// channel) with its own fresh database and demo data. A Boss books and pays; the
// clock passes the session and the dispute window; the assistant sets where they
// are paid, sees the earning available, withdraws and sees it paid; the Boss opens
// the receipt; an admin sees the period's totals balance. Then a second session:
// the Boss reports a problem, an admin refunds part of it, and both see the note.
import { bookingDay, bookingDayAt } from '../support/booking-day';
import { bookThroughWizard, payWithGcash } from '../support/booking-flow';
import { logIn, signedInUserId } from '../support/session';
import { expect, test, useClockServer } from '../support/test';
import { takeBookingsAtShortNotice } from '../support/short-notice';

const ASSISTANT = { username: 'camille_torres', password: 'Assist123', name: 'Camille Torres' };
const BOSS = { username: 'boss', password: 'Boss12345', name: 'Ben Cruz' };
const ADMIN = { username: 'admin', password: 'Admin1234' };
const HOUR_MS = 3_600_000;

const server = useClockServer();

test.describe.serial('assistants get paid', () => {
  test.setTimeout(240_000);
  const { at: day, dateButton } = bookingDay(2);
  let assistantId: string;

  test('an earning becomes available after the session and the window, is withdrawn and paid; the receipt and the books agree', async ({ browser }) => {
    // The server's day is the browsers': the sessions signed in now outlive every move below.
    await server.moveClockTo(day);
    const boss = await server.pageAt(browser, day);
    const assistant = await server.pageAt(browser, day);
    await logIn(assistant, ASSISTANT);
    await takeBookingsAtShortNotice(assistant, ASSISTANT);
    assistantId = await signedInUserId(assistant);
    await logIn(boss, BOSS, { passAgeGate: true });

    await bookThroughWizard(boss, { assistantId, assistantName: ASSISTANT.name, dateButton, time: '9:00 AM - 1:00 PM' });
    const bookingId = await payWithGcash(boss, '₱5,000.00');

    // The assistant sees what they will receive, held until the session and the window are over.
    await assistant.goto('/earnings');
    await expect(assistant.getByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible();
    await expect(assistant.getByText('₱4,500.00').first()).toBeVisible();

    // The session (9:00 AM - 1:00 PM) and the 72-hour window pass. (Before they say where
    // they are paid: the weekly payout run, which may fall in these days, pays only those who did.)
    const windowPassed = new Date(day.getTime() + (6 + 72) * HOUR_MS);
    await server.timePasses(windowPassed, [boss, assistant]);

    // Where they are paid: on /profile, with their password.
    await assistant.goto('/profile');
    const destination = assistant.getByRole('region', { name: 'Payout destination' });
    await destination.getByLabel('Wallet').selectOption('gcash');
    await destination.getByLabel('Mobile number').fill('0917 555 1234');
    await destination.getByLabel('Account name').fill(ASSISTANT.name);
    await destination.getByLabel('Current password').fill(ASSISTANT.password);
    await destination.getByRole('button', { name: /Save/ }).click();
    await expect(destination.getByText('0917 ••• 1234')).toBeVisible();
    await assistant.goto('/earnings');
    const available = assistant.getByRole('region', { name: 'Balances' });
    await expect(available).toContainText('₱4,500.00');
    await assistant.getByRole('button', { name: 'Withdraw' }).click();
    const confirm = assistant.getByRole('alertdialog', { name: 'Withdraw earnings' });
    await confirm.getByRole('button', { name: 'Withdraw ₱4,500.00' }).click();
    await expect(assistant.getByRole('region', { name: 'Payouts' }).getByText('Paid', { exact: true })).toBeVisible();

    // The Boss's receipt.
    await boss.goto(`/receipts/${bookingId}`);
    await expect(boss.getByRole('heading', { level: 1, name: /Receipt/ })).toBeVisible();
    await expect(boss.getByText('AssistMe').first()).toBeVisible();
    await expect(boss.getByText('₱5,000.00').first()).toBeVisible();

    // The operator's books for the period balance.
    const admin = await server.pageAt(browser, windowPassed);
    await logIn(admin, ADMIN);
    await admin.goto('/admin/finance');
    await admin.getByRole('button', { name: 'Show' }).click();
    await expect(admin.getByText('The books balance')).toBeVisible();
  });

  test('a problem reported after a session is resolved with a part refund; both parties read the note', async ({ browser }) => {
    // A week after the first, at half past midnight, the afternoon session ahead. (Each
    // flow opens its own pages: the suite closes a flow's contexts when it ends.) A week
    // is past a session's lifetime: everyone signs in again.
    const second = bookingDayAt(new Date(day.getTime() + (7 * 24 - 7.5) * HOUR_MS));
    await server.timePasses(second.at, []);
    const boss = await server.pageAt(browser, second.at);
    const assistant = await server.pageAt(browser, second.at);
    await logIn(assistant, ASSISTANT);
    await logIn(boss, BOSS, { passAgeGate: true });
    await bookThroughWizard(boss, { assistantId, assistantName: ASSISTANT.name, dateButton: second.dateButton, time: '1:00 PM - 5:00 PM' });
    const bookingId = await payWithGcash(boss, '₱5,000.00');

    // The session ends (5:00 PM); the Boss reports a problem within the window.
    const ended = new Date(second.at.getTime() + 17.5 * HOUR_MS);
    await server.timePasses(ended, [boss, assistant]);
    await boss.goto(`/bookings/${bookingId}`);
    // Its own card: the page lists the Boss's other sessions too, some also just ended.
    const booking = boss.getByRole('listitem', { name: `Afternoon call meeting with ${ASSISTANT.name} on ${second.chosenDate}` });
    await booking.getByRole('button', { name: /Report a problem/ }).click();
    const report = boss.getByRole('dialog', { name: 'Report a problem' });
    await report.getByRole('radio', { name: 'The assistant left early' }).check();
    await report.getByLabel('What happened').fill('Left after the first hour.');
    await report.getByRole('button', { name: /Report|Send/ }).click();
    await expect(boss.getByText('Problem reported. An admin will look into it.')).toBeVisible();

    const admin = await server.pageAt(browser, ended);
    await logIn(admin, ADMIN);
    await admin.goto('/admin/finance');
    await admin.getByRole('button', { name: 'Show' }).click();
    await admin.getByRole('button', { name: /Resolve the problem with booking/ }).click();
    const resolve = admin.getByRole('dialog', { name: /Resolve the problem with booking/ });
    await resolve.getByRole('radio', { name: /part/i }).check();
    await resolve.getByLabel('Refund amount (₱)').fill('1250');
    await resolve.getByLabel('Note to both parties').fill('One of four hours took place; three are refunded in part.');
    await resolve.getByRole('button', { name: /Resolve/ }).click();
    await expect(resolve).toBeHidden();

    await boss.goto(`/bookings/${bookingId}`);
    await expect(booking.getByText(/One of four hours took place/)).toBeVisible();
    await boss.goto(`/receipts/${bookingId}`);
    await expect(boss.getByText('₱1,250.00').first()).toBeVisible();
    await assistant.goto('/earnings');
    await expect(assistant.getByText(/disputed|refunded/i).first()).toBeVisible();
  });
});
