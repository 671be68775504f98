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
  notifications: Pick<NotificationsService, 'createAll'>;
  /** Ratings show on the profile list's cards: the profiles feature reads its cached first pages again. */
  profilePosts: { listChanged(): void };
}

export async function registerReviews(app: FastifyInstance, deps: ReviewsDeps): Promise<ReviewsService> {
  const { db, clock, audit, notifications, profilePosts } = deps;
  // Notices that fail are logged, never undo the committed review nor fail the request.
  const notify = async (notices: ReviewNotice[]) => {
    await notifications
      .createAll(notices.map(({ userId, title, content, bookingId }) => ({ userId, type: 'REVIEW' as const, title, content, entityId: bookingId })))
      .catch((error: unknown) => app.log.error({ err: error }, 'review notifications failed'));
  };
  const service = createReviewsService({ db, clock, audit, notify, ratingsChanged: profilePosts.listChanged });
  registerAnnounceSweep(app.sweeps, { db, notify });
  await app.register(reviewRoutes, { service });
  return service;
}
