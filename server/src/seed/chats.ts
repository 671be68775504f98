// Demo conversations: the demo boss has talked with two assistants, so /chat,
// the chat badge and /notifications show something real on a fresh start.
// Written straight to the tables (no sockets to tell at seed time), numbered
// and stamped the way the chat service would have done it, over past days.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { fullName } from '@marketplace/shared-api/format';
import type { Database } from '../db/database';
import { chats, messages, notifications } from '../db/schema/index';
import type { SeededUsers } from './users';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

interface Line {
  from: 'boss' | 'assistant';
  text: string;
  /** How long ago it was sent. */
  ago: number;
}

const CONVERSATIONS: Array<{ assistant: string; lines: Line[]; bossHasRead: boolean }> = [
  {
    assistant: 'maria_santos',
    bossHasRead: false,
    lines: [
      { from: 'boss', text: 'Hi Maria! I run a small online shop and need help with SEO.', ago: 3 * DAY },
      { from: 'assistant', text: 'Hi Ben! Happy to help. What do you sell, and who are your customers?', ago: 3 * DAY - 20 * MINUTE },
      { from: 'boss', text: 'Handmade leather goods, mostly for buyers in Metro Manila.', ago: 2 * DAY },
      { from: 'assistant', text: 'Great niche. I can start with a keyword plan and fix your product titles.', ago: 2 * DAY - HOUR },
      { from: 'assistant', text: 'I have a morning slot free on Monday if you want to book a session.', ago: 25 * MINUTE },
    ],
  },
  {
    assistant: 'jose_reyes',
    bossHasRead: true,
    lines: [
      { from: 'assistant', text: 'Hello Ben, I saw your post about bookkeeping. Still looking for someone?', ago: 9 * DAY },
      { from: 'boss', text: 'Yes! Can you work with spreadsheets I already have?', ago: 9 * DAY - 2 * HOUR },
      { from: 'assistant', text: 'Of course. Send them over whenever you are ready.', ago: 8 * DAY },
    ],
  },
];


export async function seedChats(db: Database, seeded: SeededUsers, clockNow: Date): Promise<void> {
  const { boss } = seeded;
  const now = clockNow.getTime();
  await db.transaction(async (tx) => {
    for (const conversation of CONVERSATIONS) {
      const assistant = seeded.assistants.find((user) => user.username === conversation.assistant);
      if (!assistant) continue;
      const [userLow, userHigh] = boss.id < assistant.id ? [boss.id, assistant.id] : [assistant.id, boss.id];
      const first = conversation.lines[0];
      const [chat] = await tx
        .insert(chats)
        .values({
          userLow,
          userHigh,
          startedBy: first.from === 'boss' ? boss.id : assistant.id,
          createdAt: new Date(now - first.ago),
        })
        .returning();
      const rows = conversation.lines.map((line, index) => ({
        id: randomUUID(),
        chatId: chat.id,
        userId: line.from === 'boss' ? boss.id : assistant.id,
        seq: index + 1,
        text: line.text,
        createdAt: new Date(now - line.ago),
      }));
      await tx.insert(messages).values(rows);
      const last = rows[rows.length - 1];
      await tx
        .update(chats)
        .set({
          lastSeq: rows.length,
          lastMessageText: last.text,
          lastMessageUserId: last.userId,
          lastMessageAt: last.createdAt,
          seenBy: conversation.bossHasRead ? [boss.id, assistant.id] : [last.userId],
          updatedAt: last.createdAt,
        })
        .where(eq(chats.id, chat.id));
      // The boss's notification of the newest message from the assistant.
      const lastFromAssistant = [...rows].reverse().find((row) => row.userId === assistant.id);
      if (lastFromAssistant) {
        await tx.insert(notifications).values({
          userId: boss.id,
          type: 'MESSAGE',
          title: `New message from ${fullName(assistant)}`,
          content: lastFromAssistant.text,
          chatId: chat.id,
          read: conversation.bossHasRead,
          createdAt: lastFromAssistant.createdAt,
        });
      }
    }

    // An older, read note, so the list shows a date and more than one type.
    await tx.insert(notifications).values({
      userId: boss.id,
      type: 'REFERRAL',
      title: 'Invite friends, earn rewards',
      content: 'Share your referral code: you earn 125 pesos for every hour your friends book.',
      read: true,
      createdAt: new Date(now - 12 * DAY),
    });
  });
}
