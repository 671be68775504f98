// How the Outbox names a mail's state and kind: one word and badge colour per
// status (what an admin scans the list for), the kind as members read it.
import { EMAIL_KIND_LABELS } from '@marketplace/shared-api/constants';
import type { EmailKind, OutboxStatus } from '@marketplace/shared-api/types';
import type { BadgeVariant } from '@marketplace/shared-ui/badge';

const STATUS: Record<OutboxStatus, { label: string; variant: BadgeVariant }> = {
  held: { label: 'Held', variant: 'info' },
  pending: { label: 'Pending', variant: 'warning' },
  sent: { label: 'Sent', variant: 'success' },
  failed: { label: 'Failed', variant: 'danger' },
};

export const outboxStatusLabel = (status: OutboxStatus) => STATUS[status].label;
export const outboxStatusVariant = (status: OutboxStatus) => STATUS[status].variant;
export const emailKindLabel = (kind: EmailKind) => EMAIL_KIND_LABELS[kind];

/** '1 attempt', '3 attempts', 'Not tried yet'. */
export const attemptsText = (attempts: number) => (attempts === 0 ? 'Not tried yet' : attempts === 1 ? '1 attempt' : `${attempts} attempts`);

export const OUTBOX_TEXTS = {
  heading: 'Outbox',
  intro: 'Every email the marketplace writes, newest first, and whether it reached its reader.',
  /** Shown while the newest mail is Held: the server wrote it with no mail server to send it through. */
  notSending: 'Mail is not being sent: no mail server is set up. Mails wait here for you to read.',
  loading: 'Loading the outbox',
  loadFailed: 'Failed to load the outbox',
  empty: 'No emails yet',
  emptyFiltered: 'No emails in this state',
  loadMore: 'Load older emails',
  read: 'Read',
  mailLoading: 'Loading the email',
  mailFailed: 'Failed to load the email',
  filter: 'Emails by state',
} as const;
