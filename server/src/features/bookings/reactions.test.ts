// The chat note a cancellation posts ('Could we reschedule for another time?')
// belongs to a session still to come: cancelling one that already ended (its
// refund after the fact) posts nothing in the chat.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Booking, UserSummary } from '@marketplace/shared-api/types';
import { createBookingReactions, type ReactionDeps } from './reactions';

const person = (id: string, firstName: string): UserSummary => ({ id, username: firstName.toLowerCase(), firstName, lastName: 'Cruz', avatar: null, role: 'Boss', premium: 'Not Verified' });

const booking = {
  id: 'booking-1',
  date: '2026-06-02',
  startTime: '09:00',
  duration: 4,
  price: 5000,
  status: 'CANCELLED',
  paymentStatus: 'REFUNDED',
  consultantId: 'maria',
  consultant: person('maria', 'Maria'),
  userId: 'ben',
  user: person('ben', 'Ben'),
} as Booking;

function reactionsWith(sessionAhead: boolean) {
  const posted: string[] = [];
  const silentLog = { error: () => undefined } as unknown as ReactionDeps['log'];
  const reactions = createBookingReactions({
    realtime: { emitToUser: () => undefined, emitToRoom: () => undefined } as unknown as ReactionDeps['realtime'],
    chat: { postMessage: async ({ text }) => void posted.push(text) },
    notifications: { notify: async () => undefined },
    bookedSlots: async () => [],
    accountChanged: () => undefined,
    invitesReview: async () => true,
    sessionAhead: () => sessionAhead,
    log: silentLog,
  });
  return { reactions, posted };
}

describe('the cancellation note', () => {
  it('asks to reschedule a cancelled session still to come', async () => {
    const { reactions, posted } = reactionsWith(true);
    await reactions.afterChange({ kind: 'cancelled', booking, actorId: 'ben' });
    assert.deepEqual(posted, ['I have canceled our booking on Tue, Jun 2, 2026 at 9:00 AM. Could we reschedule for another time?']);
  });

  it('posts nothing for a session that already ended', async () => {
    const { reactions, posted } = reactionsWith(false);
    await reactions.afterChange({ kind: 'cancelled', booking, actorId: 'ben' });
    assert.deepEqual(posted, []);
  });
});
