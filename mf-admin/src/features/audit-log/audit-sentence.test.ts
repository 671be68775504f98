import { AUDIT_ACTIONS } from '@marketplace/shared-api/constants';
import type { AuditAction, AuditLogEntry } from '@marketplace/shared-api/types';
import { anAdmin, anAuditEntry, jose, maria, summary } from '../../test/fixtures';
import { auditSentence } from './audit-sentence';

const RELEASE = '0123456789abcdef';
const PREVIOUS = 'fedcba9876543210';

/** One entry of each action, as the server records it. */
const EXAMPLES: Record<AuditAction, { entry: Partial<AuditLogEntry>; sentence: string }> = {
  'user.update': {
    entry: { targetUser: summary(jose()), changes: { role: { from: 'Boss', to: 'Assistant' } } },
    sentence: "Admin Ada Admin changed Jose Reyes's role from Boss to Assistant",
  },
  'user.delete': {
    entry: { targetUser: null, changes: { username: { from: 'jose_reyes', to: null }, email: { from: 'jose@example.com', to: null } } },
    sentence: 'Admin Ada Admin deleted the account of jose_reyes',
  },
  'post.delete': {
    entry: { targetType: 'post', changes: { userId: { from: maria().id, to: null } } },
    sentence: "Admin Ada Admin removed Maria Santos's profile post from the listing",
  },
  'post.create': {
    entry: { targetType: 'post', changes: { userId: { from: null, to: maria().id }, description: { from: null, to: 'Great assistant' } } },
    sentence: 'Admin Ada Admin posted Maria Santos to the listing',
  },
  'premium.accept': {
    entry: { targetType: 'premium-application', changes: { status: { from: 'pending', to: 'accepted' } } },
    sentence: "Admin Ada Admin accepted Maria Santos's premium application",
  },
  'premium.decline': {
    entry: { targetType: 'premium-application', changes: { status: { from: 'pending', to: 'declined' } }, reason: 'Profile incomplete' },
    sentence: 'Admin Ada Admin declined Maria Santos\'s premium application ("Profile incomplete")',
  },
  'review.hide': {
    entry: { targetType: 'review', changes: { hidden: { from: false, to: true } }, reason: 'Insults' },
    sentence: 'Admin Ada Admin hid Maria Santos\'s review ("Insults")',
  },
  'release.promote': {
    entry: { targetType: 'release', targetUser: null, changes: { 'mf-chat': { from: PREVIOUS, to: RELEASE } }, reason: 'Read receipts' },
    sentence: `Admin Ada Admin promoted mf-chat release ${RELEASE} ("Read receipts")`,
  },
  'release.rollback': {
    entry: { targetType: 'release', targetUser: null, changes: { 'mf-chat': { from: RELEASE, to: PREVIOUS } }, reason: 'Broken send' },
    sentence: `Admin Ada Admin rolled mf-chat back from release ${RELEASE} to release ${PREVIOUS} ("Broken send")`,
  },
  'release.rollout': {
    entry: { targetType: 'release', targetUser: null, changes: { 'mf-chat': { from: PREVIOUS, to: RELEASE }, share: { from: null, to: 10 } }, reason: 'Try on some' },
    sentence: `Admin Ada Admin rolled out mf-chat release ${RELEASE} to 10% of browsers ("Try on some")`,
  },
  'release.rollout.end': {
    entry: { targetType: 'release', targetUser: null, changes: { 'mf-chat': { from: RELEASE, to: PREVIOUS } }, reason: 'Errors' },
    sentence: `Admin Ada Admin ended the rollout of mf-chat release ${RELEASE}, back to release ${PREVIOUS} ("Errors")`,
  },
  'release.token.create': {
    entry: { targetType: 'release-token', targetUser: null, changes: { name: { from: null, to: 'chat team CI' }, remote: { from: null, to: 'mf-chat' } } },
    sentence: 'Admin Ada Admin made the release token “chat team CI” for mf-chat',
  },
  'release.token.revoke': {
    entry: { targetType: 'release-token', targetUser: null, changes: { name: { from: 'chat team CI', to: 'chat team CI' } } },
    sentence: 'Admin Ada Admin revoked the release token “chat team CI”',
  },
  'dispute.resolve': {
    entry: {
      targetType: 'booking',
      changes: { outcome: { from: null, to: 'refund_partial' }, refundCentavos: { from: null, to: 125_000 } },
      reason: 'One hour was missed',
    },
    sentence: 'Admin Ada Admin resolved a problem reported about Maria Santos\'s session: refunded ₱1,250.00 ("One hour was missed")',
  },
  'payout.retry': {
    entry: { targetType: 'payout', changes: { payoutId: { from: 'payout-1', to: 'payout-2' } } },
    sentence: 'Admin Ada Admin retried a failed payout to Maria Santos',
  },
};

describe('auditSentence', () => {
  it('has an example for every action the server records', () => {
    expect(Object.keys(EXAMPLES).sort()).toEqual([...AUDIT_ACTIONS].sort());
  });

  it.each(AUDIT_ACTIONS.map((action) => [action, EXAMPLES[action]] as const))('tells %s in words', (action, { entry, sentence }) => {
    expect(auditSentence(anAuditEntry({ action, actor: summary(anAdmin()), ...entry }))).toBe(sentence);
  });

  it("names a release token as who made a change it made", () => {
    const entry = anAuditEntry({ action: 'release.promote', actor: null, actorLabel: 'chat team CI', targetType: 'release', targetUser: null, changes: { 'mf-chat': { from: PREVIOUS, to: RELEASE } } });
    expect(auditSentence(entry)).toBe(`Release token “chat team CI” promoted mf-chat release ${RELEASE}`);
  });

  it("tells a dispute's outcome however it went, and an entry without one still reads", () => {
    const resolved = (changes: AuditLogEntry['changes']) => auditSentence(anAuditEntry({ action: 'dispute.resolve', targetType: 'booking', changes }));
    expect(resolved({ outcome: { from: null, to: 'release' } })).toBe("Admin Ada Admin resolved a problem reported about Maria Santos's session: released the payment");
    expect(resolved({ outcome: { from: null, to: 'refund_full' } })).toBe("Admin Ada Admin resolved a problem reported about Maria Santos's session: refunded the payment in full");
    expect(resolved(null)).toBe("Admin Ada Admin resolved a problem reported about Maria Santos's session");
  });

  it('names every field an edit changed, with values a person reads (pesos, lists, empty ones), and leaves long text out', () => {
    const entry = anAuditEntry({
      changes: {
        firstName: { from: 'Maria', to: 'Mara' },
        skills: { from: ['SEO'], to: ['SEO', 'Writing'] },
        location: { from: null, to: 'Cebu' },
        salaryRateCentavos: { from: 125000, to: 150000 },
        bio: { from: 'Hi', to: 'Hello there' },
        avatar: { from: null, to: '/uploads/a.webp' },
      },
    });
    expect(auditSentence(entry)).toBe(
      "Admin Ada Admin changed Maria Santos's first name from Maria to Mara, skills from SEO to SEO, Writing, location from none to Cebu, salary rate from ₱1,250.00/hr to ₱1,500.00/hr, bio and avatar",
    );
  });

  it("reads a deleted account as 'a deleted user', and a deleted admin as such", () => {
    expect(auditSentence(anAuditEntry({ action: 'premium.accept', targetUser: null }))).toBe("Admin Ada Admin accepted a deleted user's premium application");
    expect(auditSentence(anAuditEntry({ action: 'premium.accept', actor: null }))).toBe("A deleted admin accepted Maria Santos's premium application");
  });

  it('says an edit that changed nothing field by field updated the profile', () => {
    expect(auditSentence(anAuditEntry({ changes: null }))).toBe("Admin Ada Admin updated Maria Santos's profile");
  });
});
