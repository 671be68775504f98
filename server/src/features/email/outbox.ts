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
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ALWAYS_ON_EMAIL_KINDS, EMAIL_KIND_LABELS, PRODUCT_NAME } from '@marketplace/shared-api/constants';
import { fullName } from '@marketplace/shared-api/format';
import type { EmailKind } from '@marketplace/shared-api/types';
import type { Clock } from '../../clock';
import type { Executor } from '../../db/database';
import { given, inList, listsOf, prepared } from '../../db/prepared';
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

/** A member as the outbox mails them (recipients()). */
export interface MailRecipient {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  username: string;
  /** The zone they saved on /profile/update, or null: marketplace time alone. */
  timeZone: string | null;
  /** The kinds of mail they turned off. */
  optedOut: EmailKind[];
}

export interface OutboxDeps {
  clock: Clock;
  /** PUBLIC_URL, or this server's own origin: links in mails are absolute. */
  siteUrl: string;
  tokens: UnsubscribeTokens;
  /** True when SMTP_URL is set: mails are written 'pending' for the sweep, else 'held'. */
  sends: boolean;
}

type RecipientField = 'id' | 'email' | 'firstName' | 'lastName' | 'username' | 'timeZone';

/**
 * A member as mails address them (a MailRecipient): where, by what name, in which zone, and the kinds
 * they turned off. Columns of a select from users or an alias of it, named so (`name`), so a feature that
 * reads its members anyway can read them as recipients in the same statement and hand them to its mails.
 */
export function recipientColumnsOf<T extends Record<RecipientField, AnyPgColumn>>(table: T, name: string): Omit<Pick<T, RecipientField>, 'id'> & { userId: T['id']; optedOut: SQL<EmailKind[]> } {
  return {
    userId: table.id,
    email: table.email,
    firstName: table.firstName,
    lastName: table.lastName,
    username: table.username,
    timeZone: table.timeZone,
    // The table written out by name: drizzle names a one-table select's columns without their table, which the subquery's would shadow.
    optedOut: sql<EmailKind[]>`coalesce((select array_agg(opted.kind::text) from ${emailOptOuts} as opted where opted.user_id = ${sql.identifier(name)}.id), '{}'::text[])`,
  };
}

/** recipientColumnsOf the users table itself. */
export const recipientColumns = recipientColumnsOf(users, 'users');

const recipientRows = prepared('mail_recipients', (db) => db.select(recipientColumns).from(users).where(inList(users.id, 'ids')));

/**
 * Mails written in one statement whatever their number, each field given as the list of
 * the mails' values (listsOf), built once (prepared.ts); a mail whose dedupe key exists is left out. Every
 * column is given in the table's order, as an insert from a select needs.
 */
const insertMails = prepared('email_outbox_insert', (db) =>
  db
    .insert(emailOutbox)
    .select(
      sql`select mail.id, mail.dedupe_key, mail.user_id, mail.recipient_email, mail.recipient_name, mail.kind, mail.subject,
          mail.text_body, mail.html_body, mail.link_url, mail.unsubscribe_url, mail.message_id,
          ${given('status')}::text, 0, ${given('nextAttemptAt')}::timestamptz, null, ${given('createdAt')}::timestamptz, null
        from unnest(${given('id')}::uuid[], ${given('dedupeKey')}::text[], ${given('userId')}::uuid[], ${given('email')}::text[],
          ${given('name')}::text[], ${given('kind')}::text[], ${given('subject')}::text[], ${given('textBody')}::text[],
          ${given('htmlBody')}::text[], ${given('linkUrl')}::text[], ${given('unsubscribeUrl')}::text[], ${given('messageId')}::text[])
        as mail(id, dedupe_key, user_id, recipient_email, recipient_name, kind, subject, text_body, html_body, link_url, unsubscribe_url, message_id)`,
    )
    .onConflictDoNothing({ target: emailOutbox.dedupeKey })
    .returning({ id: emailOutbox.id }),
);

export function createOutbox({ clock, siteUrl, tokens, sends }: OutboxDeps) {
  const site = siteUrl.replace(/\/+$/, '');
  const host = new URL(site).hostname || 'localhost';
  const absolute = (path: string) => `${site}${path}`;

  /**
   * The members a change will mail, read once for all its mails: where each mail goes, the
   * kinds each turned off, and the zone they saved (null: marketplace time alone), so a
   * mail can name times in it without reading the member again.
   */
  async function recipients(tx: Executor, userIds: string[]): Promise<Map<string, MailRecipient>> {
    if (userIds.length === 0) return new Map();
    const rows = await recipientRows(tx, { ids: [...new Set(userIds)] });
    return new Map(rows.map((row) => [row.userId, row]));
  }

  /** Writes the mail in tx; false when the member is gone or turned the kind off (or a mail of this key exists). */
  async function write(tx: Executor, draft: MailDraft): Promise<boolean> {
    return (await writeAll(tx, [draft], await recipients(tx, [draft.userId]))) > 0;
  }

  /**
   * Writes several mails in tx with one statement, to recipients read by recipients(); a
   * mail to a member who is gone, has no address or turned its kind off is not written.
   * Answers how many were written.
   */
  async function writeAll(tx: Executor, drafts: MailDraft[], to: ReadonlyMap<string, MailRecipient>): Promise<number> {
    const now = clock.now();
    const mails = drafts.flatMap((draft) => {
      const recipient = to.get(draft.userId);
      if (!recipient?.email) return [];
      const alwaysOn = ALWAYS_ON_EMAIL_KINDS.includes(draft.kind);
      if (recipient.optedOut.includes(draft.kind) && !alwaysOn) return [];
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
      return [
        {
          id,
          dedupeKey: draft.dedupeKey ?? null,
          userId: draft.userId,
          email: recipient.email,
          name: recipientName,
          kind: draft.kind,
          subject: `${draft.subject} · ${PRODUCT_NAME}`,
          textBody: renderText(content, frame),
          htmlBody: renderHtml(content, frame),
          linkUrl: content.action.url,
          unsubscribeUrl,
          messageId: `<${id}@${host}>`,
        },
      ];
    });
    if (mails.length === 0) return 0;
    const written = await insertMails(tx, { ...listsOf(mails), status: sends ? 'pending' : 'held', nextAttemptAt: sends ? now : null, createdAt: now });
    return written.length;
  }

  return { siteUrl: site, recipients, write, writeAll };
}

export type Outbox = ReturnType<typeof createOutbox>;
