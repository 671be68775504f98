// Rows written straight to the database for the users, profiles and listings
// suites: search tests need dozens of users with chosen names, dates and
// premium, which the sign-up route (argon2, one at a time) would make slow.
// Tokens come from the app's own token service, exactly as a login would issue them.
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Database } from '../db/database';
import {
  listings,
  postDetails,
  profilePosts,
  users,
  type ListingRow,
  type NewListingRow,
  type NewUserRow,
  type ProfilePostRow,
  type UserRow,
} from '../db/schema/index';
import type { ImageStorage } from '../features/uploads/storage';
import { profilePostSnapshot, type PostChoices } from '../features/profiles/profile-post-snapshot';

export async function insertUser(db: Database, overrides: Partial<NewUserRow> = {}): Promise<UserRow> {
  const suffix = randomBytes(5).toString('hex');
  const [row] = await db
    .insert(users)
    .values({
      username: `user_${suffix}`,
      email: `user_${suffix}@example.com`,
      passwordHash: 'not-a-real-hash',
      firstName: 'Test',
      lastName: 'User',
      role: 'Assistant',
      location: 'Cebu City, Philippines',
      skills: ['Writing'],
      experience: '1-3 years',
      availability: 'Part-time',
      salaryRateCentavos: 125_000,
      referralCode: suffix.toUpperCase(),
      ...overrides,
    })
    .returning();
  return row;
}

export interface PostOverrides extends PostChoices {
  createdAt?: Date;
  updatedAt?: Date;
}

/** An Assistant (or the role given) with a profile post built from the account. */
export async function insertPostedUser(
  db: Database,
  user: Partial<NewUserRow> = {},
  post: PostOverrides = {},
): Promise<{ user: UserRow; post: ProfilePostRow }> {
  const row = await insertUser(db, user);
  const { createdAt, updatedAt, ...choices } = post;
  const [postRow] = await db
    .insert(profilePosts)
    .values({
      ...profilePostSnapshot(row, choices),
      ...(createdAt ? { createdAt } : {}),
      // Unless told otherwise a post was last updated when it was created.
      ...(updatedAt || createdAt ? { updatedAt: updatedAt ?? createdAt } : {}),
    })
    .returning();
  return { user: row, post: postRow };
}

export async function insertListing(
  db: Database,
  userId: string,
  overrides: Partial<NewListingRow> = {},
  detail: { description?: string; sizeHours?: number; school?: string; restaurant?: number } | null = {
    description: 'A week of inbox cleanup',
    sizeHours: 20,
    school: 'UP Diliman',
    restaurant: 1,
  },
): Promise<ListingRow> {
  const [row] = await db
    .insert(listings)
    .values({ userId, title: 'Inbox zero project', address: 'Cebu City', rateCents: 2500, images: [], ...overrides })
    .returning();
  if (detail) await db.insert(postDetails).values({ listingId: row.id, ...detail });
  return row;
}

export function bearer(app: FastifyInstance, userId: string): { authorization: string } {
  return { authorization: `Bearer ${app.tokens.signSession(userId)}` };
}

/** A real small image stored as if `uploaderId` had uploaded it; returns its URL. */
export async function storeUploadedImage(storage: ImageStorage, uploaderId: string, purpose = 'portfolio'): Promise<string> {
  const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } }).webp().toBuffer();
  const key = `${purpose}/${uploaderId}/${randomUUID()}.webp`;
  await storage.put(key, bytes, 'image/webp');
  return storage.urlFor(key);
}
