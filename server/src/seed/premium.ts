// Demo premium and referral data: one Not Verified assistant's application
// waits for the admin in the console, and the boss referred another assistant
// (so the boss's referral program lists someone).
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { premiumApplications, users } from '../db/schema/index';
import type { SeededUsers } from './users';

export async function seedPremiumAndReferrals(db: Database, seeded: SeededUsers, now: Date): Promise<void> {
  const [applicant, referred] = seeded.assistants.filter((assistant) => assistant.premium === 'Not Verified');
  if (applicant) await db.insert(premiumApplications).values({ userId: applicant.id, status: 'pending', appliedAt: now });
  if (referred) {
    await db.update(users).set({ referredBy: seeded.boss.id }).where(eq(users.id, referred.id));
    await db.update(users).set({ referralCount: sql`${users.referralCount} + 1` }).where(eq(users.id, seeded.boss.id));
  }
}
