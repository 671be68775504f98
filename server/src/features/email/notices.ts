// The mails other features write in their own transactions (with outbox.write):
// what each says, beside the bookings' (booking-mails.ts). Each returns a draft
// without its recipient; the caller adds userId.
import { DISPUTE_REASON_LABELS, PRODUCT_NAME, WALLET_NAMES } from '@marketplace/shared-api/constants';
import type { DisputeReason } from '@marketplace/shared-api/types';
import { formatCentavos } from '../../money';
import type { MailDraft } from './outbox';

type Draft = Omit<MailDraft, 'userId'>;

export const MAIL_NOTICES = {
  premiumApplication: (applicant: string): Draft => ({
    kind: 'premium_application',
    subject: `Premium application from ${applicant}`,
    heading: `${applicant} applied for premium (Verified).`,
    paragraphs: ['Accept or decline the application in the admin console; once accepted they pay the fee to become Verified.'],
    action: { label: 'Open the admin console', path: '/admin' },
  }),

  earningAvailable: (input: { netCentavos: number; bookingReference: string }): Draft => ({
    kind: 'earning_available',
    subject: `${formatCentavos(input.netCentavos)} is available to withdraw`,
    heading: `Your earning from booking ${input.bookingReference} is available.`,
    paragraphs: [`${formatCentavos(input.netCentavos)} can now be withdrawn to your GCash or Maya, or waits for the weekly payout.`],
    details: [['Booking', input.bookingReference], ['Available', formatCentavos(input.netCentavos)]],
    action: { label: 'Open your earnings', path: '/earnings' },
  }),

  payoutPaid: (input: { amountCentavos: number; method: 'gcash' | 'maya'; maskedNumber: string }): Draft => ({
    kind: 'payout',
    subject: `Payout sent: ${formatCentavos(input.amountCentavos)}`,
    heading: `${formatCentavos(input.amountCentavos)} was sent to your ${WALLET_NAMES[input.method]} ${input.maskedNumber}.`,
    paragraphs: ['It may take a few minutes to show in your wallet.'],
    details: [['Amount', formatCentavos(input.amountCentavos)], ['To', `${WALLET_NAMES[input.method]} ${input.maskedNumber}`]],
    action: { label: 'Open your earnings', path: '/earnings' },
  }),

  payoutFailed: (input: { amountCentavos: number; method: 'gcash' | 'maya'; maskedNumber: string; reason: string | null }): Draft => ({
    kind: 'payout',
    subject: `Payout failed: ${formatCentavos(input.amountCentavos)}`,
    heading: `${formatCentavos(input.amountCentavos)} could not be sent to your ${WALLET_NAMES[input.method]} ${input.maskedNumber}.`,
    paragraphs: [input.reason ? `The reason given: ${input.reason}` : 'No reason was given.', 'The money is back in your available balance. Check where you are paid, then withdraw again.'],
    action: { label: 'Open your earnings', path: '/earnings' },
  }),

  disputeOpened: (input: { clientName: string; bookingReference: string; bookingId: string; reason: DisputeReason; text: string }): Draft => ({
    kind: 'dispute',
    subject: `A problem was reported with booking ${input.bookingReference}`,
    heading: `${input.clientName} reported a problem with booking ${input.bookingReference}.`,
    paragraphs: [`${DISPUTE_REASON_LABELS[input.reason]}: “${input.text}”`, 'Its earning is held until an admin resolves the report; both of you will hear the outcome.'],
    action: { label: 'Open the booking', path: `/bookings/${input.bookingId}` },
  }),

  disputeResolved: (input: { bookingReference: string; bookingId: string; outcome: string; note: string | null }): Draft => ({
    kind: 'dispute',
    subject: `Problem report resolved: booking ${input.bookingReference}`,
    heading: `The problem reported with booking ${input.bookingReference} is resolved.`,
    paragraphs: [input.outcome, ...(input.note ? [`The admin's note: ${input.note}`] : [])],
    action: { label: 'Open the booking', path: `/bookings/${input.bookingId}` },
  }),

  passwordChanged: (): Draft => ({
    kind: 'security',
    subject: 'Your password was changed',
    heading: `The password of your ${PRODUCT_NAME} account was changed.`,
    paragraphs: ['Every other session was signed out. If this was not you, reset your password at once and contact us.'],
    action: { label: 'Open your profile', path: '/profile' },
  }),

  payoutDestinationChanged: (input: { method: 'gcash' | 'maya'; maskedNumber: string; accountName: string }): Draft => ({
    kind: 'security',
    subject: 'Where you are paid was changed',
    heading: `Payouts now go to ${WALLET_NAMES[input.method]} ${input.maskedNumber} (${input.accountName}).`,
    paragraphs: ['If this was not you, change your password now: payouts follow this setting.'],
    action: { label: 'Open your earnings', path: '/earnings' },
  }),
};
