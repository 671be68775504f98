// The outbox's one statement for a change's mails: every mail of the batch with its own
// fields, a mail whose dedupe key exists left out (the rest written), a security mail with
// no unsubscribe link, and pending with its first try due when mail is sent, else held.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { asc, eq } from 'drizzle-orm';
import { PRODUCT_NAME } from '@marketplace/shared-api/constants';
import { emailOutbox } from '../../db/schema/index';
import { describeEachDatabase, suiteDatabase } from '../../test/test-app';
import { createTestClock } from '../../test/test-clock';
import { insertUser } from '../../test/test-rows';
import { createOutbox, type MailDraft } from './outbox';
import { createUnsubscribeTokens } from './unsubscribe-token';

const NOW = new Date('2026-06-01T02:00:00.000Z');

function draft(userId: string, subject: string, extra: Partial<MailDraft> = {}): MailDraft {
  return { userId, kind: 'booking_requested', subject, heading: subject, paragraphs: ['One line.'], action: { label: 'Open', path: '/bookings' }, ...extra };
}

describeEachDatabase('email outbox: a change’s mails in one statement', (kind) => {
  const handle = suiteDatabase(kind);

  const outboxOf = (sends: boolean) => createOutbox({ clock: createTestClock(NOW), siteUrl: 'https://market.example/', tokens: createUnsubscribeTokens('test-secret'), sends });

  it('writes each mail with its own fields, leaves out one whose key exists, and answers how many it wrote', async () => {
    const { db } = handle;
    const ana = await insertUser(db, { firstName: 'Ana', lastName: 'Reyes' });
    const ben = await insertUser(db, { firstName: 'Ben', lastName: 'Cruz' });
    const outbox = outboxOf(false);
    const to = await outbox.recipients(db, [ana.id, ben.id]);
    assert.equal(await outbox.writeAll(db, [draft(ana.id, 'Reminder', { dedupeKey: 'reminder:1' })], to), 1);

    const written = await outbox.writeAll(db, [draft(ana.id, 'Reminder again', { dedupeKey: 'reminder:1' }), draft(ana.id, 'For Ana'), draft(ben.id, 'Signed in', { kind: 'security' })], to);
    assert.equal(written, 2, 'the mail whose key exists is left out, the others written');

    const rows = await db.select().from(emailOutbox).orderBy(asc(emailOutbox.subject));
    assert.deepEqual(
      rows.map((row) => [row.subject, row.recipientName, row.recipientEmail, row.kind, row.dedupeKey, row.status, row.attempts, row.nextAttemptAt, row.createdAt.toISOString()]),
      [
        [`For Ana · ${PRODUCT_NAME}`, 'Ana Reyes', ana.email, 'booking_requested', null, 'held', 0, null, NOW.toISOString()],
        [`Reminder · ${PRODUCT_NAME}`, 'Ana Reyes', ana.email, 'booking_requested', 'reminder:1', 'held', 0, null, NOW.toISOString()],
        [`Signed in · ${PRODUCT_NAME}`, 'Ben Cruz', ben.email, 'security', null, 'held', 0, null, NOW.toISOString()],
      ],
    );
    const [forAna, , signedIn] = rows;
    assert.match(forAna.unsubscribeUrl ?? '', /^https:\/\/market\.example\/api\/email\/unsubscribe\?token=/);
    assert.equal(signedIn.unsubscribeUrl, null, 'a security mail has no unsubscribe link');
    assert.equal(forAna.linkUrl, 'https://market.example/bookings');
    assert.match(forAna.messageId, new RegExp(`^<${forAna.id}@market\\.example>$`));
    assert.ok(forAna.textBody.includes('One line.') && forAna.htmlBody.includes('One line.'));
  });

  it('writes pending mail due now when mail is sent, and nothing for an empty batch', async () => {
    const { db } = handle;
    const cara = await insertUser(db, { firstName: 'Cara' });
    const outbox = outboxOf(true);
    assert.equal(await outbox.writeAll(db, [], new Map()), 0);
    assert.equal(await outbox.write(db, draft(cara.id, 'Sent one')), true);
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.userId, cara.id));
    assert.equal(row.status, 'pending');
    assert.equal(row.nextAttemptAt?.toISOString(), NOW.toISOString());
  });
});
