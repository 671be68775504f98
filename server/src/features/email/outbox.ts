// Writing mails. A feature hands a draft to write() inside the transaction of the
// change the mail reports, so the mail exists exactly when the change does: a
// rollback takes it back, a crash after the commit leaves it waiting for the
// delivery sweep (delivery.ts). The draft is rendered here, once, with the
// product's name, a link to the page it is about and, unless it is a security
// mail, its kind's one-click unsubscribe link (RFC 8058 headers are made from it).
//
// A mail of a kind the member turned off is not written at all. Without SMTP_URL
// a mail is 'held': nothing sends it, and an admin reads it in the Outbox.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ALWAYS_ON_EMAIL_KINDS, EMAIL_KIND_LABELS, PRODUCT_NAME } from '@marketplace/shared-api/constants';
import { fullName } from '@marketplace/shared-api/format';
import type { EmailKind } from '@marketplace/shared-api/types';
import type { Clock } from '../../clock';
import type { Executor } from '../../db/database';
import { emailOptOuts, emailOutbox, users } from '../../db/schema/index';
import { renderHtml, renderText, type MailContent } from './render';
import type { UnsubscribeTokens } from './unsubscribe-token';

export const UNSUBSCRIBE_PATH = '/api/email/unsubscribe';

export interface MailDraft extends Omit<MailContent, 'action'> {
  userId: string;
  kind: EmailKind;
  /** The site path of the page the mail is about (/bookings/{id}) and its button's words. */
  action: { label: string; path: string };
  /** Set for a mail that must be written once whoever tries again (a reminder). */
  dedupeKey?: string;
}

export interface OutboxDeps {
  clock: Clock;
  /** PUBLIC_URL, or this server's own origin: links in mails are absolute. */
  siteUrl: string;
  tokens: UnsubscribeTokens;
  /** True when SMTP_URL is set: mails are written 'pending' for the sweep, else 'held'. */
  sends: boolean;
}

export function createOutbox({ clock, siteUrl, tokens, sends }: OutboxDeps) {
  const site = siteUrl.replace(/\/+$/, '');
  const host = new URL(site).hostname || 'localhost';
  const absolute = (path: string) => `${site}${path}`;

  return {
    siteUrl: site,

    /** Writes the mail in tx; false when the member is gone or turned the kind off (or a mail of this key exists). */
    async write(tx: Executor, draft: MailDraft): Promise<boolean> {
      const [recipient] = await tx
        .select({ email: users.email, firstName: users.firstName, lastName: users.lastName, username: users.username, optedOut: emailOptOuts.kind })
        .from(users)
        .leftJoin(emailOptOuts, and(eq(emailOptOuts.userId, users.id), eq(emailOptOuts.kind, draft.kind)))
        .where(eq(users.id, draft.userId))
        .limit(1);
      if (!recipient || !recipient.email) return false;
      const alwaysOn = ALWAYS_ON_EMAIL_KINDS.includes(draft.kind);
      if (recipient.optedOut && !alwaysOn) return false;
      const now = clock.now();
      const id = randomUUID();
      const content: MailContent = { ...draft, action: { label: draft.action.label, url: absolute(draft.action.path) } };
      const unsubscribeUrl = alwaysOn ? null : absolute(`${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(tokens.sign(draft.userId, draft.kind))}`);
      const recipientName = fullName(recipient);
      const frame = {
        productName: PRODUCT_NAME,
        siteUrl: site,
        recipientName,
        unsubscribe: unsubscribeUrl ? { url: unsubscribeUrl, kindLabel: EMAIL_KIND_LABELS[draft.kind] } : null,
      };
      const written = await tx
        .insert(emailOutbox)
        .values({
          id,
          dedupeKey: draft.dedupeKey ?? null,
          userId: draft.userId,
          recipientEmail: recipient.email,
          recipientName,
          kind: draft.kind,
          subject: `${draft.subject} · ${PRODUCT_NAME}`,
          textBody: renderText(content, frame),
          htmlBody: renderHtml(content, frame),
          linkUrl: content.action.url,
          unsubscribeUrl,
          messageId: `<${id}@${host}>`,
          status: sends ? 'pending' : 'held',
          nextAttemptAt: sends ? now : null,
          createdAt: now,
        })
        .onConflictDoNothing({ target: emailOutbox.dedupeKey })
        .returning({ id: emailOutbox.id });
      return written.length > 0;
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
