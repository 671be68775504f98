// Booking and paying the way a Boss does, shared by the flows: the profile
// page's widget and the wizard up to its payment step, then GCash in the step
// and the sandbox's hosted checkout.
import type { Page } from '@playwright/test';
import { expect } from './test';

export interface WidgetChoice {
  assistantId: string;
  assistantName: string;
  /** The widget's date button, from bookingDay(). */
  dateButton: string;
  /** A free time of the widget, e.g. '9:00 AM - 1:00 PM'. */
  time: string;
}

/** The widget on the assistant's profile page, then the wizard with its defaults, up to the payment step. */
export async function bookThroughWizard(page: Page, choice: WidgetChoice): Promise<void> {
  await page.goto(`/profile/${choice.assistantId}`);
  const widget = page.getByRole('region', { name: `Book a Consultation with ${choice.assistantName}` });
  await widget.getByRole('button', { name: choice.dateButton, exact: true }).click();
  await widget.getByRole('button', { name: choice.time }).click();
  await widget.getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(new RegExp(`/book/${choice.assistantId}$`));
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Review and payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByRole('region', { name: 'Payment', exact: true })).toBeVisible();
}

/**
 * Pays in the wizard's payment step (mf-payments) the way a person does: the
 * account number, GCash, Pay, then the step's link to the sandbox's hosted
 * checkout in this tab, Approve, and back to the return page, which moves on to
 * the success page. Answers the booking id.
 */
export async function payWithGcash(page: Page, amount: string): Promise<string> {
  const step = page.getByRole('region', { name: 'Payment', exact: true });
  await expect(step.getByText(/Your time is held until .+ Manila time/)).toBeVisible();
  await step.getByLabel('Account or mobile number').fill('0917 123 4567');
  await expect(step.getByRole('radio', { name: 'GCash' })).toBeChecked();
  await step.getByRole('button', { name: `Pay ${amount} with GCash` }).click();
  await expect(step.getByRole('img', { name: 'QR code of the GCash checkout' })).toBeVisible();
  await step.getByRole('link', { name: 'Open the GCash checkout' }).click();

  await expect(page.getByRole('heading', { name: 'Pay AssistMe' })).toBeVisible();
  await expect(page.getByText(amount, { exact: true })).toBeVisible();
  // What it pays for names the session's zone: the checkout has no browser clock to show it in.
  await expect(page.getByText(/-hour session on .+ \(Manila time\)/)).toBeVisible();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(/\/payment\/return\/[0-9a-f-]+$/);
  const bookingId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  // Processing or already Successful, then the success page 2 s after the confirmation.
  await expect(page).toHaveURL(new RegExp(`/booking-form/success/${bookingId}$`));
  await expect(page.getByRole('heading', { name: 'Booking Successful!' })).toBeVisible();
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  return bookingId;
}
