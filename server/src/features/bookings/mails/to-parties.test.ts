// A change's mails to its parties: recipients read once, unless the caller read them already.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { Executor } from '../../../db/database';
import type { MailDraft, MailRecipient } from '../../email/outbox';
import { mailParties } from './to-parties';

const recipient = (userId: string, timeZone: string | null): MailRecipient => ({
  userId,
  email: `${userId}@example.com`,
  firstName: userId,
  lastName: 'Test',
  username: userId,
  timeZone,
  optedOut: [],
});

function outboxReading(rows: MailRecipient[]) {
  const reads: string[][] = [];
  const written: Array<{ drafts: MailDraft[]; to: ReadonlyMap<string, MailRecipient> }> = [];
  return {
    reads,
    written,
    outbox: {
      recipients: async (_tx: Executor, ids: string[]) => {
        reads.push(ids);
        return new Map(rows.filter((row) => ids.includes(row.userId)).map((row) => [row.userId, row]));
      },
      writeAll: async (_tx: Executor, drafts: MailDraft[], to: ReadonlyMap<string, MailRecipient>) => {
        written.push({ drafts, to });
        return drafts.length;
      },
    },
  };
}

const tx = {} as Executor;
const parties = [
  { side: 'client' as const, userId: 'ana' },
  { side: 'consultant' as const, userId: 'ben' },
];
const draft = (side: string, zone: string | null) => ({ kind: 'booking_requested' as const, subject: `${side} ${zone}`, heading: '', paragraphs: [], action: { label: 'Open', path: '/bookings' } });

it('writes to the recipients the caller read, reading none, when they hold every party', async () => {
  const { outbox, reads, written } = outboxReading([]);
  const known = new Map([
    ['ana', recipient('ana', 'Europe/London')],
    ['ben', recipient('ben', null)],
  ]);
  const zones = await mailParties(outbox, tx, parties, draft, known);
  assert.deepEqual(reads, []);
  assert.deepEqual(written[0].drafts.map((mail) => [mail.userId, mail.subject]), [['ana', 'client Europe/London'], ['ben', 'consultant null']]);
  assert.equal(written[0].to, known);
  assert.deepEqual([...zones], [['ana', 'Europe/London'], ['ben', null]]);
});

it('reads the recipients once when the caller holds only some of them', async () => {
  const { outbox, reads, written } = outboxReading([recipient('ana', null), recipient('ben', 'Asia/Tokyo')]);
  await mailParties(outbox, tx, parties, draft, new Map([['ana', recipient('ana', 'Europe/London')]]));
  assert.deepEqual(reads, [['ana', 'ben']]);
  assert.deepEqual(written[0].drafts.map((mail) => mail.subject), ['client null', 'consultant Asia/Tokyo']);
});
