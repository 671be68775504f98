// Domain types of SPEC section 3: the shapes the server answers with and the
// screens read. Dates travel as ISO 8601 strings. Most are inferred from the
// routes' response schemas (schemas/*-responses), where their fields are described.
import type {
  AUDIT_ACTIONS,
  BOOKING_PAYMENT_STATUSES,
  BOOKING_STATUSES,
  DISPUTE_OUTCOMES,
  DISPUTE_REASONS,
  DISPUTE_STATUSES,
  EARNING_STATES,
  EMAIL_KINDS,
  NOTIFICATION_TYPES,
  OUTBOX_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_VERIFY_STATUSES,
  PAYOUT_METHODS,
  PAYOUT_STATUSES,
  PREMIUM_APPLICATION_STATUSES,
  PREMIUM_VALUES,
  PRIVATE_USER_FIELDS,
  SERIES_PAY_MODES,
  SERIES_STATUSES,
  ROLES,
} from '@marketplace/shared-api/constants';
import type { z } from 'zod';
import type { adminUserBookingsSchema, auditLogEntrySchema, auditLogPageSchema } from '@marketplace/shared-api/schemas/admin-responses';
import type { loginResponseSchema } from '@marketplace/shared-api/schemas/auth-responses';
import type { bookedSlotSchema, bookingDisputeSchema, bookingSchema, bookingTotalsSchema, cancellationQuoteSchema } from '@marketplace/shared-api/schemas/bookings-responses';
import type { chatSchema, messageSchema, messagesPageSchema, sentMessageSchema } from '@marketplace/shared-api/schemas/chat-responses';
import type { disputeResponseSchema, earningBalancesSchema, earningEntrySchema, earningsOverviewSchema, financeReportSchema, payoutDestinationResponseSchema, payoutSchema, receiptSchema, statementSchema } from '@marketplace/shared-api/schemas/earnings-responses';
import type { emailPreferenceSchema, outboxMailSchema, outboxMailSummarySchema, outboxPageSchema } from '@marketplace/shared-api/schemas/email-responses';
import type { listingSchema, postDetailSchema, projectSchema } from '@marketplace/shared-api/schemas/listings-responses';
import type { notificationSchema } from '@marketplace/shared-api/schemas/notifications-responses';
import type { paymentResponseSchema, paymentVerificationSchema } from '@marketplace/shared-api/schemas/payments-responses';
import type { premiumApplicationSchema, premiumApplicationStateSchema, premiumApplicationsListSchema } from '@marketplace/shared-api/schemas/premium-responses';
import type { profilePostResponseSchema } from '@marketplace/shared-api/schemas/profiles-responses';
import type { applyRewardResponseSchema, referralEntrySchema, referralStatsSchema, userReferralsSchema } from '@marketplace/shared-api/schemas/referrals-responses';
import type { releaseChangeSchema, releaseClientCountsSchema, releaseRolloutSchema, releaseTokenSchema, remoteReleasesSchema } from '@marketplace/shared-api/schemas/releases-responses';
import type { bookingReviewSchema, bookingReviewsSchema, publishedReviewSchema, ratingSummarySchema, reviewAnswerResponseSchema, reviewerSideSchema, reviewsPageSchema } from '@marketplace/shared-api/schemas/reviews-responses';
import type { judgedOccurrenceSchema, movedOccurrenceSchema, recurringSeriesSchema, seriesCancellationQuoteSchema, seriesChangeJudgementSchema, seriesJudgementSchema, seriesPatternSchema, seriesPeriodSchema } from '@marketplace/shared-api/schemas/series-responses';
import type { userSchema, userSummarySchema } from '@marketplace/shared-api/schemas/users-responses';

export type Role = (typeof ROLES)[number];
export type Premium = (typeof PREMIUM_VALUES)[number];
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type BookingPaymentStatus = (typeof BOOKING_PAYMENT_STATUSES)[number];
export type PaymentVerifyStatus = (typeof PAYMENT_VERIFY_STATUSES)[number];

export type User = z.infer<typeof userSchema>;

/**
 * Fields of a user only the user themself and admins receive (PRIVATE_USER_FIELDS).
 * Everyone else gets a PublicUser, which has none of them.
 */
export type PrivateUserField = (typeof PRIVATE_USER_FIELDS)[number];

/** A user as anyone (visitors, other members) sees them: no email, no referral data, no earnings. */
export type PublicUser = Omit<User, PrivateUserField>;

/** A user route that answers the user themself and admins with every field, everyone else with the public ones. */
export type UserView = PublicUser & Partial<Pick<User, PrivateUserField>>;

/** A user as admins see them (GET /api/users): every field. */
export type AdminUser = User;

export type UserSummary = z.infer<typeof userSummarySchema>;
export type LoginResponse = z.infer<typeof loginResponseSchema>;
export type ProfilePost = z.infer<typeof profilePostResponseSchema>;
export type PostDetail = z.infer<typeof postDetailSchema>;
export type Listing = z.infer<typeof listingSchema>;
export type Project = z.infer<typeof projectSchema>;
export type Booking = z.infer<typeof bookingSchema>;
export type BookingDispute = z.infer<typeof bookingDisputeSchema>;
export type BookedSlot = z.infer<typeof bookedSlotSchema>;
export type Message = z.infer<typeof messageSchema>;
export type Chat = z.infer<typeof chatSchema>;
export type MessagesPage = z.infer<typeof messagesPageSchema>;
export type SentMessage = z.infer<typeof sentMessageSchema>;
export type Notification = z.infer<typeof notificationSchema>;
export type ReferralEntry = z.infer<typeof referralEntrySchema>;
export type ReferralStats = z.infer<typeof referralStatsSchema>;
export type UserReferrals = z.infer<typeof userReferralsSchema>;
export type ApplyRewardResponse = z.infer<typeof applyRewardResponseSchema>;

/**
 * A premium application's state: 'none' (never applied), 'pending' (waiting for an admin),
 * 'accepted' (awaiting the 50-peso payment), 'declined' (reason says why), 'paid' (Verified).
 */
export type PremiumApplicationStatus = (typeof PREMIUM_APPLICATION_STATUSES)[number];

export type PremiumApplicationState = z.infer<typeof premiumApplicationStateSchema>;
export type PremiumApplication = z.infer<typeof premiumApplicationSchema>;
export type PremiumApplicationsList = z.infer<typeof premiumApplicationsListSchema>;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;

/** GET /api/users as an admin: every field, searchable, paged. */
export interface AdminUsersPage {
  users: AdminUser[];
  nextCursor: string | null;
}

export type BookingTotals = z.infer<typeof bookingTotalsSchema>;
export type PaymentResponse = z.infer<typeof paymentResponseSchema>;
export type PaymentVerification = z.infer<typeof paymentVerificationSchema>;
export type RatingSummary = z.infer<typeof ratingSummarySchema>;
export type ReviewerSide = z.infer<typeof reviewerSideSchema>;
export type ReviewAnswer = z.infer<typeof reviewAnswerResponseSchema>;
export type PublishedReview = z.infer<typeof publishedReviewSchema>;
export type ReviewsPage = z.infer<typeof reviewsPageSchema>;
export type BookingReview = z.infer<typeof bookingReviewSchema>;
export type BookingReviews = z.infer<typeof bookingReviewsSchema>;

/** The one error shape every API error answers with. */
export interface ApiErrorBody {
  message: string;
  field?: string;
}

export type ReleaseChange = z.infer<typeof releaseChangeSchema>;
export type ReleaseRollout = z.infer<typeof releaseRolloutSchema>;
export type ReleaseClientCounts = z.infer<typeof releaseClientCountsSchema>;
export type ReleaseToken = z.infer<typeof releaseTokenSchema>;
export type RemoteReleases = z.infer<typeof remoteReleasesSchema>;

export type EarningState = (typeof EARNING_STATES)[number];
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
export type DisputeReason = (typeof DISPUTE_REASONS)[number];
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

export type EarningBalances = z.infer<typeof earningBalancesSchema>;
export type EarningEntry = z.infer<typeof earningEntrySchema>;
export type PayoutDestination = z.infer<typeof payoutDestinationResponseSchema>;
export type Payout = z.infer<typeof payoutSchema>;
export type EarningsOverview = z.infer<typeof earningsOverviewSchema>;
export type EarningsStatement = z.infer<typeof statementSchema>;
export type CancellationQuote = z.infer<typeof cancellationQuoteSchema>;

export type SeriesPayMode = (typeof SERIES_PAY_MODES)[number];
export type SeriesStatus = (typeof SERIES_STATUSES)[number];

export type SeriesPattern = z.infer<typeof seriesPatternSchema>;
export type JudgedOccurrence = z.infer<typeof judgedOccurrenceSchema>;
export type SeriesJudgement = z.infer<typeof seriesJudgementSchema>;
export type MovedOccurrence = z.infer<typeof movedOccurrenceSchema>;
export type SeriesChangeJudgement = z.infer<typeof seriesChangeJudgementSchema>;
export type SeriesPeriod = z.infer<typeof seriesPeriodSchema>;
export type RecurringSeries = z.infer<typeof recurringSeriesSchema>;
export type AdminUserBookings = z.infer<typeof adminUserBookingsSchema>;
export type SeriesCancellationQuote = z.infer<typeof seriesCancellationQuoteSchema>;
export type Receipt = z.infer<typeof receiptSchema>;
export type Dispute = z.infer<typeof disputeResponseSchema>;
export type FinanceReport = z.infer<typeof financeReportSchema>;

export type EmailKind = (typeof EMAIL_KINDS)[number];
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export type EmailPreference = z.infer<typeof emailPreferenceSchema>;
export type OutboxMailSummary = z.infer<typeof outboxMailSummarySchema>;
export type OutboxPage = z.infer<typeof outboxPageSchema>;
export type OutboxMail = z.infer<typeof outboxMailSchema>;
