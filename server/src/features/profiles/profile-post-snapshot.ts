// A profile post is built from the account, not from what the client sends:
// the name, skills, rate and premium on a card are always the user's own, so
// nobody can publish a card under someone else's name or with a made-up badge.
// Only the title, description and image are the poster's choice.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { profilePosts, type NewProfilePostRow, type ProfilePostRow, type UserRow } from '../../db/schema/index';

export interface PostChoices {
  title?: string;
  description?: string;
  image?: string | null;
}

/** SPEC section 3: a profile post's title contains the word Profile. */
export const defaultProfileTitle = (user: Pick<UserRow, 'firstName' | 'lastName'>) =>
  `${user.firstName} ${user.lastName}'s Profile`;

export function profilePostSnapshot(user: UserRow, choices: PostChoices = {}): NewProfilePostRow {
  const title = choices.title && /\bProfile\b/.test(choices.title) ? choices.title : defaultProfileTitle(user);
  return {
    userId: user.id,
    title,
    description: choices.description ?? user.bio ?? '',
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    avatar: user.avatar,
    skills: user.skills,
    skillsLower: user.skills.map((skill) => skill.toLowerCase()),
    location: user.location,
    role: user.role,
    salaryRateCentavos: user.salaryRateCentavos,
    experience: user.experience,
    availability: user.availability,
    image: choices.image ?? user.avatar,
    type: 'profile',
    premium: user.premium,
    responseTime: user.responseTime,
  };
}

/** Inserts the user's profile post, listed from `now`; the user must have none (one post per user). */
export async function insertProfilePost(tx: Executor, user: UserRow, choices: PostChoices, now: Date): Promise<ProfilePostRow> {
  const [row] = await tx
    .insert(profilePosts)
    .values({ ...profilePostSnapshot(user, choices), createdAt: now, updatedAt: now })
    .returning();
  return row;
}

/**
 * SPEC section 4: the user's profile posts are deleted, then one is recreated
 * (for an Assistant; only Assistants are listed). Run it inside the caller's
 * transaction, after locking or updating the user's row, so two concurrent
 * rebuilds of one user queue up instead of colliding on the one-post index.
 */
export async function replaceProfilePosts(tx: Executor, user: UserRow, choices: PostChoices, now: Date): Promise<ProfilePostRow | null> {
  await tx.delete(profilePosts).where(eq(profilePosts.userId, user.id));
  return user.role === 'Assistant' ? insertProfilePost(tx, user, choices, now) : null;
}

/** The description a user gave their current post, kept when the post is rebuilt. */
export async function currentDescription(tx: Executor, userId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ description: profilePosts.description })
    .from(profilePosts)
    .where(eq(profilePosts.userId, userId))
    .limit(1);
  return row?.description;
}
