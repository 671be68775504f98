// Writing a change's mails to its parties: each recipient is read once (address,
// kinds turned off, saved zone) and every mail goes in one statement, so a
// booking's mails cost its transaction two round trips however many there are.
import type { Executor } from '../../../db/database';
import type { MailDraft, MailRecipient, Outbox } from '../../email/outbox';
import type { ReaderZones } from '../events';

export type Side = 'client' | 'consultant';
export type Draft = Omit<MailDraft, 'userId'>;

/**
 * Writes what `make` drafts for each party, in the order given. `ownZone` is the zone the
 * reader saved on /profile/update, or null for marketplace time alone (sessionWhen).
 * `known`: the recipients as the caller read them in tx (recipientColumns); read here unless it holds every party.
 * Answers the zones it read, so the change's notices need not read them again.
 */
export async function mailParties(
  outbox: Pick<Outbox, 'recipients' | 'writeAll'>,
  tx: Executor,
  parties: Array<{ side: Side; userId: string }>,
  make: (side: Side, ownZone: string | null) => Draft | Draft[] | null,
  known?: ReadonlyMap<string, MailRecipient>,
): Promise<ReaderZones> {
  const ids = parties.map(({ userId }) => userId);
  const to = known && ids.every((id) => known.has(id)) ? known : await outbox.recipients(tx, ids);
  const drafts = parties.flatMap(({ side, userId }) => {
    const made = make(side, to.get(userId)?.timeZone ?? null);
    return (made === null ? [] : Array.isArray(made) ? made : [made]).map((draft) => ({ ...draft, userId }));
  });
  await outbox.writeAll(tx, drafts, to);
  return new Map([...to].map(([userId, recipient]) => [userId, recipient.timeZone]));
}
