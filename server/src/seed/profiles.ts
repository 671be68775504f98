// Demo profile data: a profile post for every demo Assistant (so /profile/list
// shows them), projects with post details and generated images for several of
// them (their profile pages and /{id}), and one listing the demo Boss saved.
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { listings, postDetails, profilePosts, savedPosts, type UserRow } from '../db/schema/index';
import { profilePostSnapshot } from '../features/profiles/profile-post-snapshot';
import type { ImageStorage } from '../features/uploads/storage';
import { DEMO_ASSISTANTS } from './demo-people';
import { DEMO_PROJECTS, type DemoProject } from './demo-projects';
import { createPortfolioImage } from './images';
import { dollarsToCents } from '../money';
import type { SeededUsers } from './users';

const DAY = 24 * 3_600_000;

export async function seedProfiles(deps: { db: Database; storage: ImageStorage; clock: Clock }, seeded: SeededUsers): Promise<void> {
  const { db, storage } = deps;
  const now = deps.clock.now();
  const palettes = new Map(DEMO_ASSISTANTS.map((person) => [person.username, person.palette]));

  // Images first: files are written outside the transaction, rows inside it.
  const projects: Array<{ assistant: UserRow; project: DemoProject; images: string[]; createdAt: Date }> = [];
  for (const assistant of seeded.assistants) {
    const palette = palettes.get(assistant.username) ?? ['#334155', '#0ea5e9'];
    for (const [index, project] of (DEMO_PROJECTS[assistant.username] ?? []).entries()) {
      const key = `project:${assistant.username}:${project.title}`;
      const images = [
        await createPortfolioImage(storage, assistant.id, `${key}:1`, palette),
        await createPortfolioImage(storage, assistant.id, `${key}:2`, [palette[1], palette[0]]),
      ];
      projects.push({ assistant, project, images, createdAt: new Date(now.getTime() - (index + 1) * 9 * DAY) });
    }
  }

  await db.transaction(async (tx) => {
    // Posts dated like their sign-up, so "newest first" has something to order.
    await tx.insert(profilePosts).values(
      seeded.assistants.map((assistant) => ({
        ...profilePostSnapshot(assistant),
        createdAt: assistant.createdAt,
        updatedAt: assistant.createdAt,
      })),
    );
    const listingIds: string[] = [];
    for (const { assistant, project, images, createdAt } of projects) {
      const [listing] = await tx
        .insert(listings)
        .values({
          userId: assistant.id,
          title: project.title,
          address: project.address,
          rateCents: dollarsToCents(project.rate),
          images,
          days: project.days,
          bathroom: project.bathroom,
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: listings.id });
      await tx.insert(postDetails).values({
        listingId: listing.id,
        description: project.detail.desc,
        sizeHours: project.detail.size,
        school: project.detail.school,
        restaurant: project.detail.restaurant,
      });
      listingIds.push(listing.id);
    }
    if (listingIds[0]) await tx.insert(savedPosts).values({ userId: seeded.boss.id, listingId: listingIds[0], createdAt: now });
  });
}
