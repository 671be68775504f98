// A new chat message by email, to a recipient who has not been on the site for a
// while (AWAY_MS: no signed-in request and no open socket), at most one per chat
// per hour: written in the message's transaction, which holds the chat's row
// lock, so two messages racing in one chat cannot both pass the hourly check.
import { and, eq, gt, like } from 'drizzle-orm';
import { fullName } from '@marketplace/shared-api/format';
import type { Executor } from '../../db/database';
import { emailOutbox, memberPresence, users } from '../../db/schema/index';
import type { Outbox } from '../email/outbox';

/** How long without a sign of the member before a message is mailed to them. */
export const AWAY_MS = 15 * 60_000;
export const CHAT_MAIL_EVERY_MS = 60 * 60_000;
export const CHAT_PREVIEW_LENGTH = 500;

export interface ChatMails {
  /** Inside the message's transaction (the chat's row locked). */
  inTransaction(tx: Executor, message: { chatId: string; messageId: string; senderId: string; recipientId: string; text: string; now: Date }): Promise<boolean>;
}

export function createChatMails({ outbox }: { outbox: Pick<Outbox, 'write'> }): ChatMails {
  return {
    async inTransaction(tx, { chatId, messageId, senderId, recipientId, text, now }) {
      const [presence] = await tx.select({ seenAt: memberPresence.seenAt }).from(memberPresence).where(eq(memberPresence.userId, recipientId));
      if (presence && now.getTime() - presence.seenAt.getTime() < AWAY_MS) return false;
      const [recent] = await tx
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(
          and(
            eq(emailOutbox.userId, recipientId),
            eq(emailOutbox.kind, 'chat_message'),
            gt(emailOutbox.createdAt, new Date(now.getTime() - CHAT_MAIL_EVERY_MS)),
            like(emailOutbox.dedupeKey, `chat:${chatId}:%`),
          ),
        )
        .limit(1);
      if (recent) return false;
      const [sender] = await tx.select({ firstName: users.firstName, lastName: users.lastName, username: users.username }).from(users).where(eq(users.id, senderId));
      const name = sender ? fullName(sender) : 'Someone';
      const preview = text.length > CHAT_PREVIEW_LENGTH ? `${text.slice(0, CHAT_PREVIEW_LENGTH - 1)}…` : text;
      return outbox.write(tx, {
        userId: recipientId,
        kind: 'chat_message',
        dedupeKey: `chat:${chatId}:${recipientId}:${messageId}`,
        subject: `New message from ${name}`,
        heading: `${name} sent you a message:`,
        paragraphs: [preview, 'Further messages in this chat within the hour are not emailed; read them on the site.'],
        action: { label: 'Reply', path: `/chat/${senderId}` },
      });
    },
  };
}
