// Premium verification: applying (once, sent to every admin as a message; 404
// when there is no admin), an admin's accept or decline (with a reason), and
// the 50-peso fee through the payments feature: only once accepted, the sandbox
// checkout, webhook, verify and journal as for bookings; Verified once paid.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { NO_ADMIN_MESSAGE } from '@marketplace/shared-api/constants';
import type { PaymentResponse, PremiumApplication, PremiumApplicationState, PremiumApplicationsList, ProfilePost, User } from '@marketplace/shared-api/types';
import { messages, notifications, payments, users } from '../../db/schema/index';
import { describeEachDatabase } from '../../test/test-app';
import { makeAdmin, signedInUser } from '../../test/fixtures';
import type { TestUser } from '../bookings/booking-test-helpers';
import { clientMoneyOf, paymentSuite } from '../payments/payment-test-helpers';
import { ALREADY_DECIDED, NOT_ACCEPTED } from './service';

describeEachDatabase('premium verification', (kind) => {
  const s = paymentSuite(kind);
  const call = (user: TestUser | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    s.t.app.inject({ method, url, payload, headers: user?.headers ?? {} });
  const apply = (user: TestUser) => call(user, 'POST', '/api/users/premium-application-status', { hasApplied: true });
  const status = async (user: TestUser) => (await call(user, 'GET', '/api/users/premium-application-status')).json<PremiumApplicationState>();
  const decide = (admin: TestUser, userId: string, body: object) => call(admin, 'POST', `/api/users/admin/premium-applications/${userId}`, body);
  const payPremium = (user: TestUser, method = 'gcash') => call(user, 'POST', '/api/payments/premium', { method, accountNumber: '0917 123 4567' });

  it("answers 'No admin users found...' with 404 when there is no admin, and records nothing", async () => {
    // This suite's first test: the database has no admin yet.
    const user = await signedInUser(s.t.app, { role: 'Assistant' });
    const response = await apply(user);
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), { message: NO_ADMIN_MESSAGE });
    assert.deepEqual(await status(user), { hasApplied: false, status: 'none', reason: null });
  });

  async function admins(count: number) {
    const made: TestUser[] = [];
    for (let index = 0; index < count; index += 1) {
      const admin = await signedInUser(s.t.app, { role: 'Boss' });
      await makeAdmin(s.t, admin.user.id);
      made.push(admin);
    }
    return made;
  }

  it('sends the application to every admin as a message, once however often one applies', async () => {
    const [first, second] = await admins(2);
    const user = await signedInUser(s.t.app, { role: 'Assistant' });
    assert.deepEqual(await status(user), { hasApplied: false, status: 'none', reason: null });
    const responses = await Promise.all([apply(user), apply(user), apply(user)]);
    assert.ok(responses.every((response) => response.statusCode === 200), responses.map((response) => response.body).join());
    assert.deepEqual(await status(user), { hasApplied: true, status: 'pending', reason: null });
    const sent = await s.t.database.db.select().from(messages).where(eq(messages.userId, user.user.id));
    const chatsWith = async (admin: TestUser) =>
      (await call(admin, 'GET', '/api/chats')).json<Array<{ receiver: { id: string } }>>().filter((chat) => chat.receiver.id === user.user.id);
    assert.equal((await chatsWith(first)).length, 1);
    assert.equal((await chatsWith(second)).length, 1);
    assert.equal(sent.length, 2, 'one message per admin, however often one applies');
    const list = (await call(first, 'GET', '/api/users/admin/premium-applications')).json<PremiumApplicationsList>();
    assert.ok(list.applications.some((application) => application.user.id === user.user.id && application.status === 'pending'));
  });

  it('declines with a reason the user reads; a decline needs a reason; a second decision is refused', async () => {
    const [admin] = await admins(1);
    const user = await signedInUser(s.t.app, { role: 'Assistant' });
    await apply(user);
    const noReason = await decide(admin, user.user.id, { decision: 'decline' });
    assert.equal(noReason.statusCode, 400);
    assert.equal(noReason.json<{ field: string }>().field, 'reason');
    const declined = await decide(admin, user.user.id, { decision: 'decline', reason: 'Add a profile picture first.' });
    assert.equal(declined.statusCode, 200, declined.body);
    assert.equal(declined.json<PremiumApplication>().status, 'declined');
    assert.deepEqual(await status(user), { hasApplied: true, status: 'declined', reason: 'Add a profile picture first.' });
    const again = await decide(admin, user.user.id, { decision: 'accept' });
    assert.equal(again.statusCode, 409);
    assert.deepEqual(again.json(), { message: ALREADY_DECIDED });
    const [row] = await s.t.database.db.select().from(users).where(eq(users.id, user.user.id));
    assert.equal(row.premium, 'Not Verified');
    const told = await s.t.database.db.select().from(messages).where(eq(messages.userId, admin.user.id));
    assert.ok(told.some((message) => message.text.includes('Add a profile picture first.')), 'the user is told why');
    // Paying is refused while not accepted.
    const refused = await payPremium(user);
    assert.equal(refused.statusCode, 409);
    assert.deepEqual(refused.json(), { message: NOT_ACCEPTED });
  });

  it('accepts; the user pays 50 pesos in the sandbox and is Verified only then, on their cards too, with the payment in the journal', async () => {
    const [admin] = await admins(1);
    const user = await signedInUser(s.t.app, { role: 'Assistant' });
    assert.equal((await call(user, 'POST', '/api/profiles/profile', { title: 'Profile', firstName: 'A', lastName: 'B' })).statusCode < 300, true);
    assert.equal((await payPremium(user)).statusCode, 409, 'nothing to pay before applying');
    await apply(user);
    const accepted = await decide(admin, user.user.id, { decision: 'accept' });
    assert.equal(accepted.statusCode, 200, accepted.body);
    assert.deepEqual(await status(user), { hasApplied: true, status: 'accepted', reason: null });
    const [notYet] = await s.t.database.db.select().from(users).where(eq(users.id, user.user.id));
    assert.equal(notYet.premium, 'Not Verified', 'accepted is not Verified until paid');

    const started = await payPremium(user);
    assert.equal(started.statusCode, 201, started.body);
    const payment = started.json<PaymentResponse>();
    assert.equal((await payPremium(user)).statusCode, 200, 'the same open checkout again');
    assert.equal((await s.pay.verified(user, payment.transactionId)).status, 'pending');
    const approved = await s.pay.approve(payment);
    assert.equal(approved.statusCode, 303, approved.body);
    const verified = await s.pay.verified(user, payment.transactionId);
    assert.equal(verified.status, 'completed');
    assert.equal(verified.subject, 'premium');
    assert.equal(verified.bookingId, null);

    assert.deepEqual(await status(user), { hasApplied: true, status: 'paid', reason: null });
    const me = (await call(user, 'GET', '/api/users/verify')).json<User>();
    assert.equal(me.premium, 'Verified');
    const own = (await call(user, 'GET', '/api/users/profile-posts')).json<{ userPosts: ProfilePost[] }>();
    assert.ok(own.userPosts.every((post) => post.premium === 'Verified'));
    const [row] = await s.t.database.db.select().from(payments).where(eq(payments.transactionId, payment.transactionId));
    assert.equal(row.amountCentavos, 5000);
    assert.equal(row.purpose, 'premium');
    const money = await clientMoneyOf(s.t.database.db, { paymentId: row.id });
    assert.deepEqual(money.map((entry) => [entry.kind, entry.amountCentavos]), [['payment', 5000]]);
    const told = await s.t.database.db.select().from(notifications).where(and(eq(notifications.userId, user.user.id), eq(notifications.title, 'You are Verified')));
    assert.equal(told.length, 1);
    assert.equal((await payPremium(user)).statusCode, 409, 'paid once');
    assert.equal((await apply(user)).statusCode, 409, 'a Verified user does not apply');
  });

  it('answers 401 to visitors and 400 to bad bodies', async () => {
    assert.equal((await call(null, 'GET', '/api/users/premium-application-status')).statusCode, 401);
    assert.equal((await call(null, 'POST', '/api/payments/premium', {})).statusCode, 401);
    const user = await signedInUser(s.t.app);
    assert.equal((await call(user, 'POST', '/api/users/premium-application-status', { hasApplied: false })).statusCode, 400);
    assert.equal((await call(user, 'POST', '/api/payments/premium', { method: 'cash', accountNumber: '0917' })).statusCode, 400);
  });
});
