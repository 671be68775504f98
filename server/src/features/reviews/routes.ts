// Review routes, each stating who may call it: the booking's parties
// write, read and edit their reviews (ownership checked in the service), the
// reviewed assistant answers, admins hide, and anyone may read a user's
// published reviews (profiles are public, SPEC section 6).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  reviewAnswerSchema,
  reviewBodySchema,
  reviewBookingParamsSchema,
  reviewHideSchema,
  reviewIdParamsSchema,
  reviewsPageQuerySchema,
} from '@marketplace/shared-api/schemas/reviews';
import { bookingReviewsSchema, publishedReviewSchema, reviewsPageSchema } from '@marketplace/shared-api/schemas/reviews-responses';
import { userIdParamsSchema } from '@marketplace/shared-api/schemas/users';
import { successSchema } from '@marketplace/shared-api/schemas/common-responses';
import { callerOf } from '../../plugins/auth';
import type { ReviewsService } from './service';

export const reviewRoutes: FastifyPluginAsyncZod<{ service: ReviewsService }> = async (app, { service }) => {
  const signedIn = { onRequest: app.auth.requireUser };
  const adminOnly = { onRequest: app.auth.requireAdmin };

  app.get(
    '/api/reviews/bookings/:bookingId',
    { ...signedIn, schema: { params: reviewBookingParamsSchema, response: { 200: bookingReviewsSchema } } },
    async (request) => service.forBooking(request.params.bookingId, callerOf(request)),
  );

  app.post(
    '/api/reviews/bookings/:bookingId',
    { ...signedIn, schema: { params: reviewBookingParamsSchema, body: reviewBodySchema, response: { 201: bookingReviewsSchema } } },
    async (request, reply) => reply.code(201).send(await service.write(request.params.bookingId, request.body, callerOf(request))),
  );

  app.put(
    '/api/reviews/:reviewId',
    { ...signedIn, schema: { params: reviewIdParamsSchema, body: reviewBodySchema, response: { 200: bookingReviewsSchema } } },
    async (request) => service.edit(request.params.reviewId, request.body, callerOf(request)),
  );

  app.post(
    '/api/reviews/:reviewId/answer',
    { ...signedIn, schema: { params: reviewIdParamsSchema, body: reviewAnswerSchema, response: { 201: publishedReviewSchema } } },
    async (request, reply) => reply.code(201).send(await service.answer(request.params.reviewId, request.body, callerOf(request))),
  );

  app.post(
    '/api/reviews/:reviewId/hide',
    { ...adminOnly, schema: { params: reviewIdParamsSchema, body: reviewHideSchema, response: { 200: successSchema } } },
    async (request) => {
      await service.hide(request.params.reviewId, request.body, callerOf(request));
      return { success: true as const };
    },
  );

  app.get(
    '/api/reviews/users/:userId',
    { schema: { params: userIdParamsSchema, querystring: reviewsPageQuerySchema, response: { 200: reviewsPageSchema } } },
    async (request) => service.page(request.params.userId, request.query),
  );
};
