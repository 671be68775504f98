// Demo users: an admin, a boss and the assistants of demo-people.ts, with
// generated avatars and portfolio images stored through the storage interface.
import { randomUUID } from 'node:crypto';
import { ASSISTANT_HOURLY_RATE } from '@marketplace/shared-api/constants';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { users, type NewUserRow, type UserRow } from '../db/schema/index';
import type { PasswordHasher } from '../features/auth/passwords';
import { generateReferralCode } from '../features/auth/referral-code';
import type { ImageStorage } from '../features/uploads/storage';
import { pesosToCentavos } from '../money';
import { DEMO_ADMIN, DEMO_ASSISTANT_PASSWORD, DEMO_ASSISTANTS, DEMO_BOSS } from './demo-people';
import { createAvatar, createPortfolioImage } from './images';

export interface SeededUsers {
  admin: UserRow;
  boss: UserRow;
  assistants: UserRow[];
}

export interface SeedDeps {
  db: Database;
  storage: ImageStorage;
  passwords: PasswordHasher;
  /** The app's clock: demo dates (sign-ups, messages, bookings) are counted back and forth from its now. */
  clock: Clock;
}

export async function seedUsers({ db, storage, passwords, clock }: SeedDeps): Promise<SeededUsers> {
  const now = clock.now().getTime();
  // One hash per distinct demo password: hashing 14 times would only slow the first start.
  const [adminHash, bossHash, assistantHash] = await Promise.all(
    [DEMO_ADMIN.password, DEMO_BOSS.password, DEMO_ASSISTANT_PASSWORD].map((password) => passwords.hash(password)),
  );

  const adminId = randomUUID();
  const bossId = randomUUID();
  const admin: NewUserRow = {
    ...DEMO_ADMIN,
    id: adminId,
    passwordHash: adminHash,
    role: 'Boss',
    premium: 'Admin',
    avatar: await createAvatar(storage, adminId, DEMO_ADMIN, ['#334155', '#7c3aed']),
    referralCode: generateReferralCode(),
    createdAt: new Date(now),
    updatedAt: new Date(now),
  };
  const boss: NewUserRow = {
    ...DEMO_BOSS,
    id: bossId,
    passwordHash: bossHash,
    role: 'Boss',
    premium: 'Not Verified',
    avatar: await createAvatar(storage, bossId, DEMO_BOSS, ['#0f766e', '#1d4ed8']),
    referralCode: generateReferralCode(),
    createdAt: new Date(now),
    updatedAt: new Date(now),
  };

  const assistants: NewUserRow[] = [];
  for (const [index, person] of DEMO_ASSISTANTS.entries()) {
    const id = randomUUID();
    const images: string[] = [];
    for (const title of person.portfolio) {
      images.push(await createPortfolioImage(storage, id, `portfolio:${person.username}:${title}`, person.palette));
    }
    const { portfolio: _portfolio, palette, ...profile } = person;
    assistants.push({
      ...profile,
      id,
      email: `${person.username}@marketplace.local`,
      passwordHash: assistantHash,
      role: 'Assistant',
      salaryRateCentavos: pesosToCentavos(ASSISTANT_HOURLY_RATE),
      avatar: await createAvatar(storage, id, person, palette),
      images,
      referralCode: generateReferralCode(),
      // Spread sign-up dates over the past weeks so "newest first" has something to order.
      createdAt: new Date(now - (DEMO_ASSISTANTS.length - index) * 36 * 3_600_000),
      updatedAt: new Date(now),
    });
  }

  return db.transaction(async (tx) => {
    const [adminRow] = await tx.insert(users).values(admin).returning();
    const [bossRow] = await tx.insert(users).values(boss).returning();
    const assistantRows = await tx.insert(users).values(assistants).returning();
    return { admin: adminRow, boss: bossRow, assistants: assistantRows };
  });
}
