// SPEC section 3's payment response and the verify answer, as the routes send
// them (their schemas are shared-api's schemas/payments-responses). The QR code
// is made here, locally (qr-code.ts), as an SVG data: URL of the
// checkout address, so a payer on a computer can pay with their phone; nothing
// is fetched from anywhere else.
import type { PaymentResponse, PaymentVerification, PaymentVerifyStatus } from '@marketplace/shared-api/types';
import { WALLET_NAMES } from '@marketplace/shared-api/constants';
import type { PaymentRow } from '../../db/schema/index';
import { qrSvg } from './qr-code';

/** SPEC section 8: the text the payment step shows while a payment is not completed yet. */
export const PAYMENT_NOT_COMPLETED = 'Payment not yet completed. Please complete the payment process or try again later.';

const VERIFY_MESSAGES: Record<PaymentVerifyStatus, string> = {
  completed: 'Payment completed. Your booking is confirmed.',
  pending: PAYMENT_NOT_COMPLETED,
  failed: 'The payment was declined.',
  expired: 'This checkout is no longer open. Please start the payment again.',
  refunded: 'This payment was refunded.',
};

const PREMIUM_COMPLETED = 'Payment completed. You are now Verified.';

export async function qrDataUrl(text: string): Promise<string> {
  return `data:image/svg+xml;base64,${Buffer.from(await qrSvg(text)).toString('base64')}`;
}

export async function toPaymentResponse(payment: PaymentRow): Promise<PaymentResponse> {
  const qr = payment.checkoutUrl ? await qrDataUrl(payment.checkoutUrl) : null;
  return {
    success: true,
    transactionId: payment.transactionId,
    paymentUrl: payment.checkoutUrl,
    qrCodeUrl: qr,
    gcashQrUrl: payment.method === 'gcash' ? qr : null,
    message: `Payment started. Complete it in ${WALLET_NAMES[payment.method]}.`,
  };
}

/** 'completed' only for a capture the booking keeps; one marked for refund reads as refunded already. */
export function verifyStatusOf(payment: Pick<PaymentRow, 'status' | 'refundDueAt'>): PaymentVerifyStatus {
  switch (payment.status) {
    case 'paid':
      return payment.refundDueAt ? 'refunded' : 'completed';
    case 'refunded':
      return 'refunded';
    default:
      return payment.status;
  }
}

export function toVerification(payment: PaymentRow): PaymentVerification {
  const status = verifyStatusOf(payment);
  const message = payment.purpose === 'premium' && status === 'completed' ? PREMIUM_COMPLETED : VERIFY_MESSAGES[status];
  return { status, transactionId: payment.transactionId, bookingId: payment.bookingId, subject: payment.purpose, ...(payment.seriesId ? { seriesId: payment.seriesId } : {}), message };
}
