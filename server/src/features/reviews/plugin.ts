// The reviews feature: owns reviews and review_answers. Builds the
// reviews service once with the audit log (admin hides are recorded in their
// transaction) and the notifications service (REVIEW notices after commits),
// registers the announcement sweep and the routes under /api/reviews.
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { AuditTrail } from '../../audit-trail';
import type { NotificationsService } from '../notifications/service';
import { registerAnnounceSweep } from './announce-sweep';
import { reviewRoutes } from './routes';
import { createReviewsService, type ReviewNotice, type ReviewsService } from './service';

export interface ReviewsDeps {
  db: Database;
  clock: Clock;
  audit: AuditTrail;
  notifications: Pick<NotificationsService, 'create'>;
  /** Ratings show on the profile list's cards: the profiles feature reads its cached first pages again. */
  profilePosts: { listChanged(): void };
}

export async function registerReviews(app: FastifyInstance, deps: ReviewsDeps): Promise<ReviewsService> {
  const { db, clock, audit, notifications, profilePosts } = deps;
  // A notice that fails is logged, never undoes the committed review nor fails the request.
  const notify = async (notices: ReviewNotice[]) => {
    const results = await Promise.allSettled(
      notices.map(({ userId, title, content, bookingId }) => notifications.create({ userId, type: 'REVIEW', title, content, entityId: bookingId })),
    );
    for (const result of results) if (result.status === 'rejected') app.log.error({ err: result.reason }, 'review notification failed');
  };
  const service = createReviewsService({ db, clock, audit, notify, ratingsChanged: profilePosts.listChanged });
  registerAnnounceSweep(app.sweeps, { db, notify });
  await app.register(reviewRoutes, { service });
  return service;
}
