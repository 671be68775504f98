// Booking flow, two browser contexts on the composed site (shell + mf-profiles +
// mf-booking + mf-payments), the real server and its demo data: the Boss books an
// assistant through the profile page's widget and the wizard, then pays with
// GCash in the wizard's payment step and the sandbox's hosted checkout (a priced
// booking is confirmed by its payment), comes back through the return page to
// the success page, while both dashboards turn Confirmed and Paid live; the Boss sees it Upcoming on /bookings; the
// assistant cannot complete it before the session ends (the server says why).
import { bookingDay } from '../support/booking-day';
import { payWithGcash } from '../support/booking-flow';
import { logIn, signedInUserId } from '../support/session';
import { newPerson } from '../support/people';
import { expect, test } from '../support/test';
import { takeBookingsAtShortNotice } from '../support/short-notice';


test('a boss books and pays for an assistant, both seeing it live; completing waits for the session to end', async ({ browser, consoleGuard, request }) => {
  const liza = await newPerson(request, { role: 'Assistant', firstName: 'Liza', lastName: 'Navarro' });
  const ben = await newPerson(request, { role: 'Boss', firstName: 'Ben', lastName: 'Cruz' });
  // Completing a session that has not ended is refused by the server (409), and the screen says why.
  consoleGuard.allowFailedCall('/bookings/', 409);
  // A Monday: the widget offers weekdays from "today" to the month's end, so it always has dates to offer.
  const { at: day, dateButton, chosenDate } = bookingDay(1);

  const bossContext = await browser.newContext();
  const assistantContext = await browser.newContext();
  const boss = await bossContext.newPage();
  const assistant = await assistantContext.newPage();
  await boss.clock.setFixedTime(day);
  await assistant.clock.setFixedTime(day);

  await logIn(assistant, liza);
  await takeBookingsAtShortNotice(assistant, liza);
  const assistantId = await signedInUserId(assistant);
  await logIn(boss, ben);

  // The widget on the assistant's profile page: a weekday, a free time, Book Now.
  await boss.goto(`/profile/${assistantId}`);
  const widget = boss.getByRole('region', { name: `Book a Consultation with ${liza.name}` });
  await expect(widget).toBeVisible();
  await expect(widget.getByRole('button', { name: 'Book Now' })).toBeDisabled();
  await widget.getByRole('button', { name: dateButton, exact: true }).click();
  await widget.getByRole('button', { name: '9:00 AM - 1:00 PM' }).click();
  await widget.getByRole('button', { name: 'Book Now' }).click();

  // The wizard: the widget's choice is carried over; 4 hours; review; confirm.
  await expect(boss).toHaveURL(new RegExp(`/book/${assistantId}$`));
  await expect(boss.getByRole('heading', { level: 1, name: liza.name })).toBeVisible();
  await expect(boss.getByText('₱1,250.00/hr')).toBeVisible();
  await expect(boss.getByRole('heading', { name: `Select a time for ${chosenDate}` })).toBeVisible();
  await boss.getByRole('button', { name: 'Continue' }).click();
  await expect(boss.getByRole('radio', { name: /4 hours Standard booking/ })).toBeChecked();
  await expect(boss.getByText('₱5,000.00')).toBeVisible();
  await boss.getByRole('button', { name: 'Continue' }).click();
  await expect(boss.getByRole('heading', { name: 'Review and payment' })).toBeVisible();
  await boss.getByRole('button', { name: 'Confirm Booking' }).click();
  // Created: the payment step (mf-payments) takes Confirm's place.
  await expect(boss.getByRole('region', { name: 'Payment', exact: true })).toBeVisible();
  await expect(boss.getByRole('button', { name: 'Confirm Booking' })).toBeHidden();

  // The Boss keeps the dashboard open as the client in another tab: pending and unpaid.
  const bossDashboard = await bossContext.newPage();
  await bossDashboard.goto('/booking-dashboard');
  await expect(bossDashboard.getByRole('heading', { name: 'Booking Dashboard' })).toBeVisible();
  const bossCard = bossDashboard.getByRole('listitem', { name: `Booking with ${liza.name} on ${chosenDate}` });
  await expect(bossCard.getByText('Pending')).toBeVisible();
  await expect(bossCard.getByText('Unpaid', { exact: true })).toBeVisible();

  // The assistant has the dashboard open too (the consultant view is the default).
  await assistant.goto('/booking-dashboard');
  await expect(assistant.getByRole('button', { name: 'As Consultant', pressed: true })).toBeVisible();
  const assistantCard = assistant.getByRole('listitem', { name: `Booking with ${ben.name} on ${chosenDate}` });
  await expect(assistantCard.getByText('Pending')).toBeVisible();

  // The Boss pays in the wizard's step; live, both open dashboards turn Confirmed and Paid without a reload.
  await payWithGcash(boss, '₱5,000.00');
  await expect(boss.getByRole('link', { name: 'Proceed to Chat' })).toHaveAttribute('href', `/chat/${assistantId}`);
  await expect(assistantCard.getByText('Confirmed')).toBeVisible();
  await expect(assistantCard.getByText('Paid', { exact: true })).toBeVisible();
  await expect(bossCard.getByText('Confirmed')).toBeVisible();
  await expect(bossCard.getByText('Paid', { exact: true })).toBeVisible();
  await expect(bossCard.getByRole('link', { name: 'Chat' })).toBeVisible();

  // The assistant's list shows it paid too (My Consultations).
  const assistantList = await assistantContext.newPage();
  await assistantList.goto('/bookings');
  await expect(assistantList.getByRole('button', { name: 'My Consultations', pressed: true })).toBeVisible();
  const received = assistantList.getByRole('listitem', { name: `Morning call meeting with ${ben.name} on ${chosenDate}` });
  await expect(received.getByText('Paid', { exact: true })).toBeVisible();
  await assistantList.close();

  // The Boss sees it Upcoming on /bookings, under My Bookings.
  await boss.goto('/bookings');
  await expect(boss.getByRole('button', { name: 'My Bookings', pressed: true })).toBeVisible();
  await expect(boss.getByRole('tab', { name: 'Upcoming', selected: true })).toBeVisible();
  const item = boss.getByRole('listitem', { name: `Morning call meeting with ${liza.name} on ${chosenDate}` });
  await expect(item).toBeVisible();
  await expect(item.getByText('9:00 AM - 1:00 PM')).toBeVisible();
  await expect(item.getByRole('button', { name: 'Add to Calendar' })).toBeVisible();
  await expect(item.getByText('Paid', { exact: true })).toBeVisible();

  // The session is still ahead: the assistant's Complete is refused with the server's reason, and it stays Upcoming.
  await assistantCard.getByRole('button', { name: 'Complete' }).click();
  await expect(assistant.getByRole('alert').filter({ hasText: 'This session has not ended yet. You can complete it once it is over.' })).toBeVisible();
  await expect(assistantCard.getByText('Confirmed')).toBeVisible();
  await expect(item).toBeVisible();

  await bossContext.close();
  await assistantContext.close();
});
