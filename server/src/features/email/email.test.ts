// Email as a channel: every kind is written to the outbox in the transaction of
// the change it reports, to the right people, with both parts, the product's
// name, an absolute link to its page and (but for security mails) its signed
// unsubscribe link; a member's choices stop a kind; a chat message is mailed to
// an away recipient at most once an hour. Without SMTP_URL every mail is held.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { and, asc, eq } from 'drizzle-orm';
import { PRODUCT_NAME } from '@marketplace/shared-api/constants';
import type { Dispute, EmailKind, EmailPreference, OutboxMail, OutboxPage } from '@marketplace/shared-api/types';
import { emailOutbox, users, type OutboxRow } from '../../db/schema/index';
import { paymentSuite } from '../payments/payment-test-helpers';
import { describeEachDatabase } from '../../test/test-app';
import { makeAdmin, signedInUser, changePassword } from '../../test/fixtures';
import type { TestUser } from '../bookings/booking-test-helpers';
import { chatClient } from '../chat/chat-test-helpers';
import { EARNINGS_SWEEP } from '../earnings/earning-states';
import { OUTBOX_PAGE_SIZE } from './admin-outbox';
import { AWAY_MS } from '../chat/chat-mails';

const SITE = 'https://market.example';
const SESSION_ENDED = '2026-06-02T05:00:00.000Z';
const WINDOW_PASSED = '2026-06-05T05:00:00.000Z';

describeEachDatabase('email: what is written to the outbox', (kind) => {
  const s = paymentSuite(kind, () => ({ publicUrl: SITE }));
  const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => s.bookings.call(user, method, url, payload);

  /** The mails to a user, oldest first, optionally of one kind. */
  const mailsTo = async (user: TestUser, kindOf?: EmailKind): Promise<OutboxRow[]> =>
    s.t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.userId, user.user.id), kindOf ? eq(emailOutbox.kind, kindOf) : undefined))
      .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.subject));
  const kindsTo = async (user: TestUser) => (await mailsTo(user)).map((mail) => mail.kind);
  const newAdmin = async () => {
    const admin = await signedInUser(s.t.app);
    await makeAdmin(s.t, admin.user.id);
    return admin;
  };

  it('writes the request to both parties when a booking is made: held, both parts, the product, the page, the unsubscribe link', async () => {
    const { client, consultant, booking } = await s.freshBooking();
    const [toClient] = await mailsTo(client, 'booking_requested');
    const [toConsultant] = await mailsTo(consultant, 'booking_requested');
    assert.ok(toClient && toConsultant, 'one each');
    assert.equal(toClient.status, 'held', 'no SMTP_URL: held for an admin to read');
    assert.equal(toClient.recipientEmail, client.user.email);
    assert.equal(toClient.subject, `Your booking request with Maria Santos · ${PRODUCT_NAME}`);
    assert.equal(toConsultant.subject, `New booking request from Ben Cruz · ${PRODUCT_NAME}`);
    assert.equal(toClient.linkUrl, `${SITE}/bookings/${booking.id}`);
    for (const part of [toClient.textBody, toClient.htmlBody]) {
      assert.ok(part.includes(PRODUCT_NAME) && part.includes(`${SITE}/bookings/${booking.id}`) && part.includes(booking.reference), part);
      assert.ok(part.includes('Tue, Jun 2, 2026 at 9:00 AM (Manila time)'), 'the session in marketplace time');
    }
    assert.match(toClient.unsubscribeUrl ?? '', new RegExp(`^${SITE}/api/email/unsubscribe\\?token=`));
    assert.ok(toClient.htmlBody.includes(toClient.unsubscribeUrl!.replaceAll('&', '&amp;')));
    assert.match(toClient.messageId, /^<[0-9a-f-]{36}@market\.example>$/);
  });

  it("on payment: the client's receipt and both parties' confirmations, written with the capture", async () => {
    const { client, consultant, booking } = await s.freshBooking();
    const payment = await s.pay.pay(client, booking);
    const [receipt] = await mailsTo(client, 'payment_receipt');
    assert.equal(receipt.subject, `Receipt for booking ${booking.reference} · ${PRODUCT_NAME}`);
    assert.equal(receipt.linkUrl, `${SITE}/receipts/${booking.id}`);
    for (const text of ['₱5,000.00', 'GCash', payment.transactionId, 'Maria Santos']) assert.ok(receipt.textBody.includes(text), text);
    assert.equal((await mailsTo(client, 'booking_confirmed')).length, 1);
    const [confirmed] = await mailsTo(consultant, 'booking_confirmed');
    assert.ok(confirmed.textBody.includes('Ben Cruz paid for the morning session on Tue, Jun 2, 2026 at 9:00 AM (Manila time)'), confirmed.textBody);
    assert.ok(confirmed.textBody.includes('You receive ₱4,500.00'), 'the assistant reads their share');
    assert.deepEqual(await mailsTo(consultant, 'payment_receipt'), [], 'the receipt is the client’s');
  });

  it('a reschedule is mailed to both with the old and new time; a cancellation with its reason and refund, then the refund’s receipt', async () => {
    const { client, consultant, booking } = await s.freshBooking();
    // A client who saved New York as their zone reads both times on their clock too.
    await s.t.database.db.update(users).set({ timeZone: 'America/New_York' }).where(eq(users.id, client.user.id));
    await s.pay.pay(client, booking);
    const moved = await s.bookings.reschedule(consultant, booking.id, '2026-06-03', '13:00');
    assert.equal(moved.statusCode, 200, moved.body);
    const [toClient] = await mailsTo(client, 'booking_rescheduled');
    assert.equal(toClient.subject, `Booking moved to Wed, Jun 3, 2026 at 1:00 PM (Manila time) · Wed, Jun 3, 2026, 1:00 AM New York time · ${PRODUCT_NAME}`);
    assert.ok(toClient.textBody.includes('Maria Santos moved your booking'), toClient.textBody);
    assert.ok(toClient.textBody.includes('It was on Tue, Jun 2, 2026 at 9:00 AM (Manila time) · Mon, Jun 1, 2026, 9:00 PM New York time.'), toClient.textBody);
    const [toConsultant] = await mailsTo(consultant, 'booking_rescheduled');
    assert.ok(toConsultant.textBody.includes('You moved your booking'));
    assert.ok(toConsultant.textBody.includes('It was on Tue, Jun 2, 2026 at 9:00 AM (Manila time).'), 'Manila time alone for one with no zone of their own');

    const cancelled = await s.bookings.setStatus(client, booking.id, 'CANCELLED');
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    await s.t.app.background.drain();
    for (const [user, refundLine] of [
      [client, 'Your payment of ₱5,000.00 is refunded in full'],
      [consultant, "Ben Cruz's payment of ₱5,000.00 is refunded to them in full."],
    ] as const) {
      const [mail] = await mailsTo(user, 'booking_cancelled');
      assert.ok(mail.textBody.includes('Reason: Cancelled by the client.'), mail.textBody);
      assert.ok(mail.textBody.includes(refundLine), mail.textBody);
    }
    const refund = (await mailsTo(client, 'payment_receipt')).find((mail) => mail.subject.startsWith('Refund'));
    assert.ok(refund, 'the refund made after the commit has its own receipt');
    assert.ok(refund.textBody.includes('₱5,000.00 was refunded to you.'));
  });

  it('an unpaid hold that runs out is mailed to both as a cancellation with nothing charged', async () => {
    const { client, consultant } = await s.freshBooking();
    s.clock.advance(16 * 60_000);
    await s.t.app.sweeps.run('bookings.expire-holds');
    const [mail] = await mailsTo(client, 'booking_cancelled');
    assert.ok(mail.textBody.includes('Reason: Payment not completed in time.') && mail.textBody.includes('Nothing was charged.'), mail.textBody);
    assert.equal((await mailsTo(consultant, 'booking_cancelled')).length, 1);
  });

  it("completion invites the client to review a paid session; the assistant hears of it too", async () => {
    const { client, consultant, booking } = await s.freshBooking();
    await s.pay.pay(client, booking);
    s.clock.set(SESSION_ENDED);
    const done = await s.bookings.setStatus(consultant, booking.id, 'COMPLETED');
    assert.equal(done.statusCode, 200, done.body);
    const [invitation] = await mailsTo(client, 'booking_completed');
    assert.equal(invitation.subject, `How was your session with Maria Santos? · ${PRODUCT_NAME}`);
    assert.ok(invitation.textBody.includes('Review the session: https://market.example/bookings/'), invitation.textBody);
    assert.equal((await mailsTo(consultant, 'booking_completed')).length, 1);
  });

  it('money: earning available, a dispute opened and resolved, payouts paid and failed, and the destination change (security)', async () => {
    const { client, consultant, booking } = await s.freshBooking();
    await s.pay.pay(client, booking);
    s.clock.set(SESSION_ENDED);
    await s.t.app.sweeps.run(EARNINGS_SWEEP);
    const opened = await call(client, 'POST', `/api/bookings/${booking.id}/disputes`, { reason: 'no_show', text: 'Nobody <b>came</b>.' });
    assert.equal(opened.statusCode, 201, opened.body);
    const [dispute] = await mailsTo(consultant, 'dispute');
    assert.ok(dispute.textBody.includes('The assistant did not show up: “Nobody <b>came</b>.”'), 'the text part as written');
    assert.ok(dispute.htmlBody.includes('Nobody &lt;b&gt;came&lt;/b&gt;.') && !dispute.htmlBody.includes('<b>came'), 'the HTML part escaped');

    const admin = await newAdmin();
    const resolved = await call(admin, 'POST', `/api/admin/disputes/${opened.json<Dispute>().id}/resolve`, { outcome: 'release', note: 'The call log shows the session.' });
    assert.equal(resolved.statusCode, 200, resolved.body);
    for (const user of [client, consultant]) {
      const mails = await mailsTo(user, 'dispute');
      assert.ok(mails.at(-1)?.textBody.includes("The admin's note: The call log shows the session."), user.user.username);
    }
    // The release made the earning available in the admin's transaction: the window passing adds nothing twice.
    s.clock.set(WINDOW_PASSED);
    await s.t.app.sweeps.run(EARNINGS_SWEEP);
    assert.equal((await mailsTo(consultant, 'earning_available')).length, 0, 'released by the admin, not by the window');

    const destination = await call(consultant, 'PUT', '/api/earnings/destination', { method: 'gcash', mobileNumber: '09170000000', accountName: 'Maria Santos', password: consultant.password });
    assert.equal(destination.statusCode, 200, destination.body);
    const [security] = await mailsTo(consultant, 'security');
    assert.equal(security.unsubscribeUrl, null, 'a security mail has no unsubscribe link');
    assert.ok(security.textBody.includes('This is a security email about your account; it is always sent.'));
    assert.ok(security.textBody.includes('Payouts now go to GCash 0917 ••• 0000 (Maria Santos).'));

    const failed = await call(consultant, 'POST', '/api/earnings/payouts', { amountCentavos: 450_000, idempotencyKey: 'payout-fails-1' });
    assert.equal(failed.statusCode, 201, failed.body);
    await call(consultant, 'PUT', '/api/earnings/destination', { method: 'maya', mobileNumber: '09171234567', accountName: 'Maria Santos', password: consultant.password });
    const paid = await call(consultant, 'POST', '/api/earnings/payouts', { amountCentavos: 450_000, idempotencyKey: 'payout-works-1' });
    assert.equal(paid.statusCode, 201, paid.body);
    assert.deepEqual(
      (await mailsTo(consultant, 'payout')).map((mail) => mail.subject),
      [`Payout failed: ₱4,500.00 · ${PRODUCT_NAME}`, `Payout sent: ₱4,500.00 · ${PRODUCT_NAME}`],
    );
  });

  it('an earning the window makes available is mailed to its assistant once', async () => {
    const { client, consultant, booking } = await s.freshBooking();
    await s.pay.pay(client, booking);
    s.clock.set(WINDOW_PASSED);
    await s.t.app.sweeps.run(EARNINGS_SWEEP);
    await s.t.app.sweeps.run(EARNINGS_SWEEP);
    const mails = await mailsTo(consultant, 'earning_available');
    assert.equal(mails.length, 1);
    assert.equal(mails[0].subject, `₱4,500.00 is available to withdraw · ${PRODUCT_NAME}`);
    assert.equal(mails[0].linkUrl, `${SITE}/earnings`);
  });

  it('a password change is a security mail; a premium application is mailed to every admin', async () => {
    const member = await signedInUser(s.t.app);
    const token = await changePassword(s.t.app, member, 'Another123');
    member.headers = { authorization: `Bearer ${token}` };
    assert.deepEqual(await kindsTo(member), ['security']);
    const admins = [await newAdmin(), await newAdmin()];
    const applied = await call(member, 'POST', '/api/users/premium-application-status', { hasApplied: true });
    assert.equal(applied.statusCode, 200, applied.body);
    for (const admin of admins) {
      const [mail] = await mailsTo(admin, 'premium_application');
      assert.ok(mail, 'each admin');
      assert.equal(mail.linkUrl, `${SITE}/admin`);
    }
  });

  it('a chat message is mailed to a recipient away for a while, at most once per chat per hour, and never to one present', async () => {
    const chat = chatClient(s.t.app);
    const boss = await signedInUser(s.t.app, { role: 'Boss', firstName: 'Ben', lastName: 'Cruz' });
    const assistant = await signedInUser(s.t.app, { role: 'Assistant', firstName: 'Maria', lastName: 'Santos' });
    const room = await chat.openChat(boss, assistant);
    await chat.page(assistant, room.id);
    await chat.post(boss, room.id, 'Are you there?');
    assert.deepEqual(await mailsTo(assistant, 'chat_message'), [], 'she has the chat open');

    s.clock.advance(AWAY_MS + 60_000);
    await chat.post(boss, room.id, 'Hello <script>alert(1)</script>');
    await chat.post(boss, room.id, 'A second message in the same hour');
    let mails = await mailsTo(assistant, 'chat_message');
    assert.equal(mails.length, 1, 'one per chat per hour');
    assert.equal(mails[0].linkUrl, `${SITE}/chat/${boss.user.id}`);
    assert.ok(mails[0].htmlBody.includes('Hello &lt;script&gt;alert(1)&lt;/script&gt;') && !mails[0].htmlBody.includes('<script>'));

    s.clock.advance(60 * 60_000);
    await chat.post(boss, room.id, 'Another hour later');
    mails = await mailsTo(assistant, 'chat_message');
    assert.equal(mails.length, 2, 'the next hour may mail again');

    s.clock.advance(AWAY_MS + 60 * 60_000);
    await chat.page(assistant, room.id);
    await chat.post(boss, room.id, 'She is reading now');
    assert.equal((await mailsTo(assistant, 'chat_message')).length, 2, 'present again: not mailed');
  });

  it('preferences: every kind on by default, one turned off is not written, security cannot be turned off', async () => {
    const { client, consultant } = await s.freshBooking();
    const listed = await call(client, 'GET', '/api/email/preferences');
    assert.equal(listed.statusCode, 200, listed.body);
    const preferences = listed.json<EmailPreference[]>();
    assert.ok(preferences.every((preference) => preference.enabled));
    assert.deepEqual(preferences.filter((preference) => preference.alwaysOn).map((preference) => preference.kind), ['security']);
    assert.ok(!preferences.some((preference) => preference.kind === 'premium_application'), 'an admin kind, not listed to members');

    const off = await call(client, 'PUT', '/api/email/preferences', { kind: 'booking_requested', enabled: false });
    assert.equal(off.statusCode, 200, off.body);
    assert.equal(off.json<EmailPreference[]>().find((preference) => preference.kind === 'booking_requested')?.enabled, false);
    const before = (await mailsTo(client, 'booking_requested')).length;
    await s.bookings.book(client, consultant, { startTime: '13:00' });
    assert.equal((await mailsTo(client, 'booking_requested')).length, before, 'turned off: not written');
    assert.equal((await mailsTo(consultant, 'booking_requested')).length, before + 1, 'the other party still gets theirs');

    const security = await call(client, 'PUT', '/api/email/preferences', { kind: 'security', enabled: false });
    assert.equal(security.statusCode, 400);
    assert.deepEqual(security.json(), { message: 'Security emails are always sent; they cannot be turned off.', field: 'kind' });
    const unknown = await call(client, 'PUT', '/api/email/preferences', { kind: 'spam', enabled: false });
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.json<{ field: string }>().field, 'kind');
  });

  it('unsubscribes by the signed link without a session: GET only asks, POST (RFC 8058 one-click) does it', async () => {
    const { client, consultant } = await s.freshBooking();
    const [mail] = await mailsTo(client, 'booking_requested');
    const path = mail.unsubscribeUrl!.slice(SITE.length);

    const page = await s.t.app.inject({ method: 'GET', url: path });
    assert.equal(page.statusCode, 200);
    assert.match(page.headers['content-type'] as string, /^text\/html/);
    assert.ok(page.body.includes('Stop sending “Booking requests” to') && page.body.includes(client.user.email ?? 'no address'));
    assert.ok((await call(client, 'GET', '/api/email/preferences')).json<EmailPreference[]>().every((preference) => preference.enabled), 'a GET (a scanner following links) changes nothing');

    const oneClick = await s.t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    assert.equal(oneClick.statusCode, 200, oneClick.body);
    assert.ok(oneClick.body.includes('You are unsubscribed'));
    const after = (await call(client, 'GET', '/api/email/preferences')).json<EmailPreference[]>();
    assert.equal(after.find((preference) => preference.kind === 'booking_requested')?.enabled, false);
    assert.equal(after.filter((preference) => !preference.enabled).length, 1, 'that kind alone');

    const again = await s.t.app.inject({ method: 'POST', url: path });
    assert.equal(again.statusCode, 200, 'twice is the same as once');

    const forged = path.replace(client.user.id, consultant.user.id);
    const refused = await s.t.app.inject({ method: 'POST', url: forged });
    assert.equal(refused.statusCode, 400);
    assert.ok(refused.body.includes('This link does not work'));
    assert.equal((await call(consultant, 'GET', '/api/email/preferences')).json<EmailPreference[]>().every((preference) => preference.enabled), true, "another member's choices untouched");
    assert.equal((await s.t.app.inject({ method: 'GET', url: '/api/email/unsubscribe' })).statusCode, 400, 'no token: 400');
  });

  it("the admin's Outbox lists mails newest first, filters by status, and shows one whole; members may not read it", async () => {
    const { client, booking } = await s.freshBooking();
    const admin = await newAdmin();
    // Every page, following nextCursor: the suite's earlier tests wrote mails at later clock times than this one.
    const mails: OutboxPage['mails'] = [];
    for (let cursor: string | null = ''; cursor !== null; ) {
      const page = await call(admin, 'GET', `/api/admin/outbox?status=held${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      assert.equal(page.statusCode, 200, page.body);
      const answer: OutboxPage = page.json<OutboxPage>();
      mails.push(...answer.mails);
      cursor = answer.nextCursor;
    }
    assert.ok(mails.length > OUTBOX_PAGE_SIZE, 'more than a page');
    assert.equal(new Set(mails.map((mail) => mail.id)).size, mails.length, 'no mail on two pages');
    assert.ok(mails.every((mail) => mail.status === 'held'));
    assert.deepEqual(mails.map((mail) => mail.createdAt), mails.map((mail) => mail.createdAt).toSorted().reverse(), 'newest first');
    const mine = mails.find((mail) => mail.recipientEmail === client.user.email && mail.kind === 'booking_requested');
    assert.ok(mine);
    const whole = await call(admin, 'GET', `/api/admin/outbox/${mine.id}`);
    assert.equal(whole.statusCode, 200, whole.body);
    const mail = whole.json<OutboxMail>();
    assert.ok(mail.html.startsWith('<!doctype html>') && mail.text.includes(booking.reference));
    assert.deepEqual(mail.attemptLog, []);
    assert.equal((await call(client, 'GET', '/api/admin/outbox')).statusCode, 403);
    assert.equal((await call(admin, 'GET', '/api/admin/outbox?status=lost')).statusCode, 400);
    assert.equal((await call(admin, 'GET', '/api/admin/outbox/00000000-0000-4000-8000-000000000000')).statusCode, 404);
  });

  it('a refused booking writes no mail', async () => {
    const { client, consultant, booking } = await s.freshBooking();
    const before = await kindsTo(consultant);
    const clash = await call(client, 'POST', '/api/bookings/create', s.bookings.bookingBody(consultant, { date: booking.date, startTime: booking.startTime }));
    assert.equal(clash.statusCode, 409, clash.body);
    assert.deepEqual(await kindsTo(consultant), before);
  });
});
