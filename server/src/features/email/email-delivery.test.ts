// Delivery through real SMTP: an smtp-server in the test receives what the
// delivery sweep sends (nodemailer, SMTP_URL). A refusal (451) is recorded and
// retried after its backoff on the server clock, then accepted; a permanent one
// (550) is given up; nothing accepted is sent again; every attempt is on record;
// the mail carries both parts and RFC 8058's List-Unsubscribe headers.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { asc, eq } from 'drizzle-orm';
import type { OutboxMail } from '@marketplace/shared-api/types';
import { emailOutbox } from '../../db/schema/index';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { makeAdmin, signedInUser } from '../../test/fixtures';
import { bookingClient, bookingParties, bookingTestClock } from '../bookings/booking-test-helpers';
import { headersOf, startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { backoffMs, DELIVERY_SWEEP } from './delivery';

/** A registered member's address (registration requires one). */
const addressOf = (member: { user: { email: string | null } }) => member.user.email ?? '';

describeEachDatabase('email: delivery through SMTP', (kind) => {
  let smtp: SmtpSink;
  let t: TestApp;
  const clock = bookingTestClock();

  before(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp(kind, { clock, smtpUrl: smtp.url, publicUrl: 'https://market.example', mailFrom: 'AssistMe <mail@market.example>' });
  });
  after(async () => {
    await t.close();
    await smtp.close();
  });

  const rowsTo = (address: string) => t.database.db.select().from(emailOutbox).where(eq(emailOutbox.recipientEmail, address)).orderBy(asc(emailOutbox.createdAt));
  const deliver = () => t.app.sweeps.run(DELIVERY_SWEEP);

  it('retries a 451 after its backoff and sends once; records each attempt; the mail has both parts and one-click unsubscribe headers', async () => {
    const { client, consultant } = await bookingParties(t.app);
    smtp.plan(addressOf(client), ['451']);
    await bookingClient(t.app).book(client, consultant);
    const [written] = await rowsTo(addressOf(client));
    assert.equal(written.status, 'pending', 'SMTP_URL set: pending for the sweep');

    await deliver();
    const [refused] = await rowsTo(addressOf(client));
    assert.equal(refused.status, 'pending');
    assert.equal(refused.attempts, 1);
    assert.match(refused.lastError ?? '', /451 Mailbox busy/);
    assert.equal(refused.nextAttemptAt?.getTime(), clock.now().getTime() + backoffMs(1));
    assert.equal(smtp.received.filter((mail) => mail.to === addressOf(client)).length, 0);
    assert.equal(smtp.received.filter((mail) => mail.to === addressOf(consultant)).length, 1, "the other party's mail went at once");

    await deliver();
    assert.equal((await rowsTo(addressOf(client)))[0].attempts, 1, 'not due before its backoff');

    clock.advance(backoffMs(1));
    await deliver();
    await deliver();
    const [sent] = await rowsTo(addressOf(client));
    assert.equal(sent.status, 'sent');
    assert.equal(sent.attempts, 2);
    const mine = smtp.received.filter((mail) => mail.to === addressOf(client));
    assert.equal(mine.length, 1, 'accepted once, never sent again');

    const headers = headersOf(mine[0].raw);
    assert.match(headers, /^From: AssistMe <mail@market\.example>$/m);
    assert.ok(headers.includes(`Message-ID: ${sent.messageId}`), headers);
    assert.ok(headers.includes(`List-Unsubscribe: <${sent.unsubscribeUrl}>`), headers);
    assert.ok(headers.includes('List-Unsubscribe-Post: List-Unsubscribe=One-Click'), headers);
    assert.match(headers, /Content-Type: multipart\/alternative/);
    assert.match(mine[0].raw, /Content-Type: text\/plain/);
    assert.match(mine[0].raw, /Content-Type: text\/html/);

    const admin = await signedInUser(t.app);
    await makeAdmin(t, admin.user.id);
    const whole = await t.app.inject({ method: 'GET', url: `/api/admin/outbox/${sent.id}`, headers: admin.headers });
    assert.deepEqual(
      whole.json<OutboxMail>().attemptLog.map((attempt) => attempt.outcome),
      ['refused', 'sent'],
    );
  });

  it('gives up a permanent refusal (550) at once, and keeps it for the admin', async () => {
    const member = await signedInUser(t.app);
    smtp.plan(addressOf(member), ['550']);
    const changed = await t.app.inject({ method: 'POST', url: '/api/auth/password', headers: member.headers, payload: { currentPassword: member.password, newPassword: 'Another123' } });
    assert.equal(changed.statusCode, 200, changed.body);
    await deliver();
    const [failed] = await rowsTo(addressOf(member));
    assert.equal(failed.kind, 'security');
    assert.equal(failed.status, 'failed');
    assert.equal(failed.attempts, 1);
    assert.equal(failed.nextAttemptAt, null);
    clock.advance(24 * 3_600_000);
    await deliver();
    assert.equal((await rowsTo(addressOf(member)))[0].attempts, 1, 'never tried again');
  });

  it('a mail the server is down for stays pending, and goes once it is back', async () => {
    const member = await signedInUser(t.app);
    smtp.plan(addressOf(member), ['451', '451', '451']);
    await t.app.inject({ method: 'POST', url: '/api/auth/password', headers: member.headers, payload: { currentPassword: member.password, newPassword: 'Another123' } });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await deliver();
      assert.equal((await rowsTo(addressOf(member)))[0].attempts, attempt);
      clock.advance(backoffMs(attempt));
    }
    await deliver();
    const [sent] = await rowsTo(addressOf(member));
    assert.equal(sent.status, 'sent');
    assert.equal(sent.attempts, 4);
    assert.equal(smtp.received.filter((mail) => mail.to === addressOf(member)).length, 1);
  });
});
