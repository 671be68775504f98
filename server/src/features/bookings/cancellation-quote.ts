// GET /api/bookings/{id}/cancellation: what cancelling the booking now would give
// back and leave its assistant, for the party asking (the client's answer follows
// the late-cancel policy; the assistant's is always everything back). Only the
// booking's two parties may ask; anyone else gets the 404 every booking route gives.
import { eq } from 'drizzle-orm';
import type { CancellationQuote } from '@marketplace/shared-api/types';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { bookings } from '../../db/schema/index';
import { notFound } from '../../http-error';
import type { AuthContext } from '../../plugins/auth';
import { cancellationQuote } from './cancellation-policy';
import type { CancelHooks } from './cancellation';
import { BOOKING_NOT_FOUND } from './service';

export type CancellationQuotes = (bookingId: string, caller: AuthContext) => Promise<CancellationQuote>;

export function createCancellationQuotes({ db, clock, cancelHooks }: { db: Database; clock: Clock; cancelHooks: Pick<CancelHooks, 'terms'> }): CancellationQuotes {
  return async (bookingId, caller) => {
    const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId)).limit(1);
    const party = row?.clientId === caller.userId ? 'client' : row?.consultantId === caller.userId ? 'consultant' : null;
    if (!row || !party) throw notFound(BOOKING_NOT_FOUND);
    return cancellationQuote(row, party, clock.now(), cancelHooks.terms);
  };
}
