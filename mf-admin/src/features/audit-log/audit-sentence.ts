// One audit log entry as a sentence an admin reads at a glance: who did what to
// whom, with names ('Admin Ana Cruz accepted Maria Santos's premium application'),
// the fields an edit changed, and the reason when there is one.
import { formatCentavos, fullName, pesosPerHour } from '@marketplace/shared-api/format';
import type { AuditAction, AuditLogEntry } from '@marketplace/shared-api/types';

type Changes = NonNullable<AuditLogEntry['changes']>;

/** The fields of an admin edit (the server's column names) as a person calls them. */
const FIELD_NAMES: Record<string, string> = {
  firstName: 'first name',
  lastName: 'last name',
  salaryRateCentavos: 'salary rate',
};

/** Fields whose values are too long or not words (a bio, an image's address): only their name is told. */
const VALUELESS_FIELDS = new Set(['bio', 'avatar']);

function valueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return 'none';
  if (field === 'salaryRateCentavos' && typeof value === 'number') return pesosPerHour(value / 100);
  if (Array.isArray(value)) return value.join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** 'a, b and c' */
function listText(parts: string[]): string {
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');
}

/** 'role from Boss to Assistant, bio and location from none to Cebu' */
function changesText(changes: Changes): string {
  return listText(
    Object.entries(changes).map(([field, { from, to }]) => {
      const name = FIELD_NAMES[field] ?? field;
      return VALUELESS_FIELDS.has(field) ? name : `${name} from ${valueText(field, from)} to ${valueText(field, to)}`;
    }),
  );
}

/** A release change is recorded as { [remote]: { from, to } }, a rollout's with { share: { to } } beside it. */
function releaseChange(changes: Changes | null): { remote: string; from: string; to: string; share: string | null } | null {
  const [remote, change] = Object.entries(changes ?? {}).find(([field]) => field !== 'share') ?? [];
  const share = changes?.share?.to;
  return remote && change ? { remote, from: String(change.from ?? 'none'), to: String(change.to ?? 'none'), share: share === undefined ? null : String(share) } : null;
}

/**
 * What a dispute's resolution decided, from its recorded outcome (and refund, in
 * centavos): 'released the payment', 'refunded ₱1,250.00', 'refunded the payment in full'.
 */
function disputeOutcome(changes: Changes | null): string | null {
  const outcome = changes?.outcome?.to;
  const refund = changes?.refundCentavos?.to;
  if (outcome === 'release') return 'released the payment';
  if (outcome === 'refund_full') return 'refunded the payment in full';
  if (outcome === 'refund_partial') return typeof refund === 'number' ? `refunded ${formatCentavos(refund)}` : 'refunded part of the payment';
  return null;
}

const SENTENCES: Record<AuditAction, (entry: AuditLogEntry, actor: string, target: string) => string> = {
  'user.update': ({ changes }, actor, target) =>
    changes && Object.keys(changes).length > 0 ? `${actor} changed ${target}'s ${changesText(changes)}` : `${actor} updated ${target}'s profile`,
  // The account is gone with the write; its username is recorded in the changes.
  'user.delete': ({ targetUser, changes }, actor, target) => {
    const username = changes?.username?.from;
    return `${actor} deleted the account of ${!targetUser && typeof username === 'string' ? username : target}`;
  },
  'post.delete': (_entry, actor, target) => `${actor} removed ${target}'s profile post from the listing`,
  'post.create': (_entry, actor, target) => `${actor} posted ${target} to the listing`,
  'premium.accept': (_entry, actor, target) => `${actor} accepted ${target}'s premium application`,
  'premium.decline': (_entry, actor, target) => `${actor} declined ${target}'s premium application`,
  'review.hide': (_entry, actor, target) => `${actor} hid ${target}'s review`,
  'release.promote': ({ changes }, actor) => {
    const change = releaseChange(changes);
    return change ? `${actor} promoted ${change.remote} release ${change.to}` : `${actor} promoted a release`;
  },
  'release.rollback': ({ changes }, actor) => {
    const change = releaseChange(changes);
    return change ? `${actor} rolled ${change.remote} back from release ${change.from} to release ${change.to}` : `${actor} rolled back a release`;
  },
  'release.rollout': ({ changes }, actor) => {
    const change = releaseChange(changes);
    return change ? `${actor} rolled out ${change.remote} release ${change.to} to ${change.share ?? 'some'}% of browsers` : `${actor} rolled out a release`;
  },
  'release.rollout.end': ({ changes }, actor) => {
    const change = releaseChange(changes);
    return change ? `${actor} ended the rollout of ${change.remote} release ${change.from}, back to release ${change.to}` : `${actor} ended a rollout`;
  },
  'release.token.create': ({ changes }, actor) => {
    const remote = changes?.remote?.to;
    return `${actor} made the release token “${String(changes?.name?.to ?? '')}” for ${remote === 'all' || typeof remote !== 'string' ? 'every remote' : remote}`;
  },
  'release.token.revoke': ({ changes }, actor) => `${actor} revoked the release token “${String(changes?.name?.from ?? '')}”`,
  // The target is the disputed session's assistant; the note is the entry's reason.
  'dispute.resolve': ({ changes }, actor, target) => {
    const outcome = disputeOutcome(changes);
    return `${actor} resolved a problem reported about ${target}'s session${outcome ? `: ${outcome}` : ''}`;
  },
  // The target is the payee; the changes link the failed payout to the new one.
  'payout.retry': (_entry, actor, target) => `${actor} retried a failed payout to ${target}`,
};

/** The entry in words, e.g. 'Admin Ana Cruz changed Jose Reyes's role from Boss to Assistant'. */
export function auditSentence(entry: AuditLogEntry): string {
  const actor = entry.actor ? `Admin ${fullName(entry.actor)}` : entry.actorLabel ? `Release token “${entry.actorLabel}”` : 'A deleted admin';
  const target = entry.targetUser ? fullName(entry.targetUser) : 'a deleted user';
  // An action this console does not know yet (a newer server) still reads as something.
  const sentence = SENTENCES[entry.action]?.(entry, actor, target) ?? `${actor} did ${entry.action} on a ${entry.targetType}`;
  return entry.reason ? `${sentence} ("${entry.reason}")` : sentence;
}
