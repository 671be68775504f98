// The delivery sweep: sends the outbox's pending mails, each by one process.
// A run claims due mails with FOR UPDATE SKIP LOCKED and pushes each a lease
// ahead before sending outside any transaction (a send holds no database
// connection, which PGlite has one of); the answer is then recorded with the
// attempt, in one transaction that first checks the mail is still pending.
// A refusal is retried with backoff (1, 2, 4 … minutes, at most 6 hours apart)
// up to MAX_ATTEMPTS, a permanent one (5xx) is given up at once, and a mail
// whose sender crashed mid-send is tried again when its lease runs out, with the
// same Message-ID, so a receiving server can tell it is the same mail.
import { and, asc, eq, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { EMAIL_KIND_LABELS } from '@marketplace/shared-api/constants';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { emailAttempts, emailOutbox, type OutboxRow } from '../../db/schema/index';
import { isPermanent, refusalText, type MailTransport } from './transport';

export const DELIVERY_SWEEP = 'email.delivery';
export const MAX_ATTEMPTS = 8;
export const SEND_LEASE_MS = 5 * 60_000;
const BATCH = 20;
const MINUTE_MS = 60_000;

/** The wait after the nth refused attempt. */
export const backoffMs = (attempts: number) => Math.min(MINUTE_MS * 2 ** (attempts - 1), 6 * 60 * MINUTE_MS);

export function createDelivery({ db, clock, transport, from, log }: { db: Database; clock: Clock; transport: MailTransport; from: string; log: FastifyBaseLogger }) {
  async function claim(now: Date): Promise<OutboxRow[]> {
    return db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, now)))
        .orderBy(asc(emailOutbox.nextAttemptAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const row of due) {
        await tx.update(emailOutbox).set({ nextAttemptAt: new Date(now.getTime() + SEND_LEASE_MS) }).where(eq(emailOutbox.id, row.id));
      }
      return due;
    });
  }

  async function sendOne(row: OutboxRow): Promise<void> {
    const headers: Record<string, string> = { 'X-Mail-Kind': EMAIL_KIND_LABELS[row.kind] };
    if (row.unsubscribeUrl) {
      // RFC 8058: a mail client may unsubscribe with one POST to this URL, no page, no login.
      headers['List-Unsubscribe'] = `<${row.unsubscribeUrl}>`;
      headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
    }
    let outcome: { sent: true; detail: string } | { sent: false; detail: string; permanent: boolean };
    try {
      const answer = await transport.send({
        from,
        to: { name: row.recipientName, address: row.recipientEmail },
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        messageId: row.messageId,
        headers,
      });
      outcome = { sent: true, detail: answer.slice(0, 500) };
    } catch (error) {
      outcome = { sent: false, detail: refusalText(error), permanent: isPermanent(error) };
    }
    const now = clock.now();
    await db.transaction(async (tx) => {
      const [current] = await tx.select().from(emailOutbox).where(eq(emailOutbox.id, row.id)).for('update');
      // Settled meanwhile (a lease that ran out while this send was slow, taken by another process): keep its record.
      if (!current || current.status !== 'pending') return;
      const attempts = current.attempts + 1;
      await tx.insert(emailAttempts).values({ outboxId: row.id, attemptedAt: now, outcome: outcome.sent ? 'sent' : 'refused', detail: outcome.detail });
      if (outcome.sent) {
        await tx.update(emailOutbox).set({ status: 'sent', attempts, sentAt: now, nextAttemptAt: null, lastError: null }).where(eq(emailOutbox.id, row.id));
        return;
      }
      const giveUp = outcome.permanent || attempts >= MAX_ATTEMPTS;
      await tx
        .update(emailOutbox)
        .set({
          status: giveUp ? 'failed' : 'pending',
          attempts,
          lastError: outcome.detail,
          nextAttemptAt: giveUp ? null : new Date(now.getTime() + backoffMs(attempts)),
        })
        .where(eq(emailOutbox.id, row.id));
    });
    if (!outcome.sent) log.warn({ outboxId: row.id, refusal: outcome.detail }, 'a mail was refused');
  }

  return {
    /** Sends every due mail once (a refused one waits for its next attempt). */
    async deliverDue(): Promise<number> {
      let handled = 0;
      for (;;) {
        const claimed = await claim(clock.now());
        for (const row of claimed) await sendOne(row);
        handled += claimed.length;
        if (claimed.length < BATCH) return handled;
      }
    },
  };
}

