// Listings (/{id}), a user's projects (the same rows as cards on the profile
// page), saving listings, and deleting a listing. Reads are public; the saved
// flag is the viewer's own; only the owner or an admin deletes.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Listing, Project } from '@marketplace/shared-api/types';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { listings, postDetails, savedPosts, users } from '../../db/schema/index';
import { forbidden, notFound } from '../../http-error';
import { isAdmin, type AuthContext } from '../../plugins/auth';
import type { UploadsService } from '../uploads/service';
import { USER_NOT_FOUND } from '../users/service';
import { toListing, toProject } from './listing-response';

export const LISTING_NOT_FOUND = 'Post not found';
export const OWN_LISTING_ONLY = 'You can only delete your own post';

export interface ListingsServiceDeps {
  db: Database;
  clock: Clock;
  uploads: Pick<UploadsService, 'releaseUnreferenced'>;
}

export function createListingsService({ db, clock, uploads }: ListingsServiceDeps) {
  const listingColumns = {
    listing: listings,
    detail: postDetails,
    owner: { id: users.id, avatar: users.avatar, username: users.username },
  };

  return {
    async get(id: string, viewer: AuthContext | null): Promise<Listing> {
      const [row] = await db
        .select({
          ...listingColumns,
          isSaved: viewer
            ? sql<boolean>`exists (select 1 from ${savedPosts} where ${savedPosts.userId} = ${viewer.userId} and ${savedPosts.listingId} = ${listings.id})`
            : sql<boolean>`false`,
        })
        .from(listings)
        .innerJoin(users, eq(users.id, listings.userId))
        .leftJoin(postDetails, eq(postDetails.listingId, listings.id))
        .where(eq(listings.id, id))
        .limit(1);
      if (!row) throw notFound(LISTING_NOT_FOUND);
      return toListing({ ...row, isSaved: Boolean(row.isSaved) });
    },

    /** GET /api/profiles/user-posts: a user's projects, newest first. */
    async projectsOf(userId: string): Promise<Project[]> {
      const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
      if (!owner) throw notFound(USER_NOT_FOUND);
      const rows = await db
        .select({ id: listings.id, title: listings.title, images: listings.images, rateCents: listings.rateCents, createdAt: listings.createdAt })
        .from(listings)
        .where(eq(listings.userId, userId))
        .orderBy(desc(listings.createdAt), desc(listings.id));
      return rows.map(toProject);
    },

    /** Listings the user saved, most recently saved first. */
    async savedBy(userId: string): Promise<Listing[]> {
      const rows = await db
        .select(listingColumns)
        .from(savedPosts)
        .innerJoin(listings, eq(listings.id, savedPosts.listingId))
        .innerJoin(users, eq(users.id, listings.userId))
        .leftJoin(postDetails, eq(postDetails.listingId, listings.id))
        .where(eq(savedPosts.userId, userId))
        .orderBy(desc(savedPosts.createdAt));
      return rows.map((row) => toListing({ ...row, isSaved: true }));
    },

    /** POST /api/users/save: saves the listing, or unsaves it when already saved. */
    async toggleSave(userId: string, listingId: string): Promise<{ isSaved: boolean }> {
      const [listing] = await db.select({ id: listings.id }).from(listings).where(eq(listings.id, listingId)).limit(1);
      if (!listing) throw notFound(LISTING_NOT_FOUND);
      const removed = await db
        .delete(savedPosts)
        .where(and(eq(savedPosts.userId, userId), eq(savedPosts.listingId, listingId)))
        .returning({ listingId: savedPosts.listingId });
      if (removed.length > 0) return { isSaved: false };
      // A double click may race another insert of the same pair: saved is saved.
      await db.insert(savedPosts).values({ userId, listingId, createdAt: clock.now() }).onConflictDoNothing();
      return { isSaved: true };
    },

    /** Deletes a listing (its details and saves cascade); false when no listing has this id. */
    async delete(id: string, caller: AuthContext): Promise<boolean> {
      const [row] = await db.select({ userId: listings.userId, images: listings.images }).from(listings).where(eq(listings.id, id)).limit(1);
      if (!row) return false;
      if (row.userId !== caller.userId && !isAdmin(caller)) throw forbidden(OWN_LISTING_ONLY);
      await db.delete(listings).where(eq(listings.id, id));
      await uploads.releaseUnreferenced(row.images);
      return true;
    },
  };
}

export type ListingsService = ReturnType<typeof createListingsService>;
