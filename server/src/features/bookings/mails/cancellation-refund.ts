// What a cancellation's mail says goes back, for a single booking's mail and a series' alike.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { payments } from '../../../db/schema/index';
import type { BookingCancellation } from '../cancellation';

/** What a cancellation gives back of what its booking was paid and is still held: the policy's answer (a client's late cancellation leaves the assistant part), at most what is left. */
export async function cancellationRefund(tx: Executor, cancellation: BookingCancellation): Promise<{ refundCentavos: number; paidLeft: number }> {
  const paid = await tx.select().from(payments).where(eq(payments.bookingId, cancellation.booking.id));
  const paidLeft = paid
    .filter((payment) => payment.status === 'paid')
    .reduce((sum, payment) => sum + (payment.capturedAmountCentavos ?? payment.amountCentavos) - payment.refundedCentavos, 0);
  return { refundCentavos: Math.min(paidLeft, cancellation.refundCentavos), paidLeft };
}
