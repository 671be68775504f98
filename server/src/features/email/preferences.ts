// A member's choice of email kinds: every kind is on until turned off (a row in
// email_opt_outs); security mails cannot be turned off, and admin-only kinds are
// listed for admins alone. Turning a kind off, on /profile or by a mail's signed
// link, stops mails of that kind from being written from then on.
import { and, eq } from 'drizzle-orm';
import { ADMIN_EMAIL_KINDS, ALWAYS_ON_EMAIL_KINDS, EMAIL_KIND_LABELS, EMAIL_KINDS } from '@marketplace/shared-api/constants';
import type { EmailKind, EmailPreference } from '@marketplace/shared-api/types';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { emailOptOuts } from '../../db/schema/index';
import { HttpError } from '../../http-error';

export const ALWAYS_ON_MESSAGE = 'Security emails are always sent; they cannot be turned off.';

export function createEmailPreferences({ db, clock }: { db: Database; clock: Clock }) {
  async function list(userId: string, admin: boolean): Promise<EmailPreference[]> {
    const off = new Set((await db.select({ kind: emailOptOuts.kind }).from(emailOptOuts).where(eq(emailOptOuts.userId, userId))).map(({ kind }) => kind));
    return EMAIL_KINDS.filter((kind) => admin || !ADMIN_EMAIL_KINDS.includes(kind)).map((kind) => {
      const alwaysOn = ALWAYS_ON_EMAIL_KINDS.includes(kind);
      return { kind, label: EMAIL_KIND_LABELS[kind], enabled: alwaysOn || !off.has(kind), alwaysOn };
    });
  }

  /** Turns one kind on or off; off is idempotent (a second unsubscribe changes nothing). */
  async function set(userId: string, kind: EmailKind, enabled: boolean): Promise<void> {
    if (ALWAYS_ON_EMAIL_KINDS.includes(kind)) {
      if (enabled) return;
      throw new HttpError(400, ALWAYS_ON_MESSAGE, 'kind');
    }
    if (enabled) {
      await db.delete(emailOptOuts).where(and(eq(emailOptOuts.userId, userId), eq(emailOptOuts.kind, kind)));
    } else {
      await db.insert(emailOptOuts).values({ userId, kind, createdAt: clock.now() }).onConflictDoNothing();
    }
  }

  return { list, set };
}

export type EmailPreferences = ReturnType<typeof createEmailPreferences>;
