// Domain types of SPEC section 3: the shapes the server answers with and the
// screens read. Dates travel as ISO 8601 strings.
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

export type Role = (typeof ROLES)[number];
export type Premium = (typeof PREMIUM_VALUES)[number];
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type BookingPaymentStatus = (typeof BOOKING_PAYMENT_STATUSES)[number];
export type PaymentVerifyStatus = (typeof PAYMENT_VERIFY_STATUSES)[number];

/** A user as the API shows it to anyone signed in. Never carries the password hash. */
export interface User {
  id: string;
  /** Same value as id; the spec's screens read either name. */
  userId: string;
  username: string;
  /** Shown to the user themself and to admins; null for everyone else. */
  email: string | null;
  firstName: string;
  lastName: string;
  avatar: string | null;
  role: Role;
  premium: Premium;
  location: string | null;
  skills: string[];
  experience: string | null;
  availability: string | null;
  /** Hourly rate in pesos; null for roles that have none. */
  salaryRate: number | null;
  images: string[];
  referralCode: string;
  referredBy: string | null;
  referralCount: number;
  referralBookings: number;
  moneyEarned: number;
  responseTime: string | null;
  bio: string | null;
  /** The IANA zone the user reads times in, as they saved it on /profile/update; null: their browser's. Private. */
  timeZone: string | null;
  createdAt: string;
  updatedAt: string;
}

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

/** The fields of a user safe to embed in other entities (a booking's consultant, a chat's receiver). */
export type UserSummary = Pick<User, 'id' | 'username' | 'firstName' | 'lastName' | 'avatar' | 'role' | 'premium'>;

export interface LoginResponse {
  userInfo: User;
  token: string;
}

export interface ProfilePost {
  id: string;
  userId: string;
  title: string;
  description: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
  skills: string[];
  location: string | null;
  role: string | null;
  salaryRate: number | null;
  experience: string | null;
  availability: string | null;
  image: string | null;
  type: 'profile';
  premium: Premium;
  responseTime: string | null;
  /** The earned rating (published client reviews); search results (the cards) carry it. */
  rating?: RatingSummary;
  createdAt: string;
  updatedAt: string;
}

export interface PostDetail {
  desc: string;
  /** Size of the engagement in hours. */
  size: number | null;
  school: string | null;
  /** 1 means Verified yes. */
  restaurant: number | null;
}

export interface Listing {
  id: string;
  title: string;
  address: string;
  rate: number;
  images: string[];
  days: number | null;
  bathroom: number | null;
  isSaved: boolean;
  user: Pick<User, 'id' | 'avatar' | 'username'>;
  postDetail: PostDetail;
  createdAt: string;
}

export interface Project {
  id: string;
  title: string;
  images: string[];
  /** Rate per hour, shown in dollars. */
  rate: number;
  createdAt: string;
}

export interface Booking {
  id: string;
  /** Wall-clock date in the marketplace time zone, yyyy-MM-dd. */
  date: string;
  /** HH:MM */
  startTime: string;
  duration: number;
  price: number;
  status: BookingStatus;
  consultantId: string;
  consultant: UserSummary;
  userId: string;
  user: UserSummary;
  isRecurring: boolean;
  /** The recurring series this booking is an occurrence of; null for a single booking. */
  seriesId: string | null;
  /** The date the series' pattern gives this occurrence; null for a single booking. */
  seriesDate: string | null;
  /** True when this occurrence alone was moved off its series' pattern. */
  seriesMoved: boolean;
  referralCode: string | null;
  reference: string;
  /**
   * UNPAID until the client pays (a free booking, price 0, stays UNPAID and has nothing due);
   * PAID once a payment confirmed it; REFUNDED when that money went back (the booking is cancelled).
   */
  paymentStatus: BookingPaymentStatus;
  /**
   * ISO instant until which an unpaid PENDING booking holds its slots while the client pays;
   * null for a free booking and once paid. After it passes unpaid, the booking is CANCELLED.
   */
  holdExpiresAt: string | null;
  /** Why a CANCELLED booking was cancelled (CANCEL_REASONS); null otherwise. */
  cancelReason: string | null;
  /** What the assistant receives of the price, in centavos: the price less the platform's fee ('You receive'). */
  assistantReceivesCentavos: number;
  /**
   * For the client of a paid session that has ended: until when they may report a problem
   * (the dispute window); null when they may not (not theirs, not ended, not paid, window
   * passed, or already reported).
   */
  problemReportableUntil: string | null;
  /** The problem reported about this session, if any, as both parties see it. */
  dispute: BookingDispute | null;
  createdAt: string;
  updatedAt: string;
}

/** A reported problem as a booking carries it. */
export interface BookingDispute {
  id: string;
  reason: DisputeReason;
  status: DisputeStatus;
  outcome: DisputeOutcome | null;
  refundCentavos: number | null;
  note: string | null;
  openedAt: string;
}

export interface BookedSlot {
  /** yyyy-MM-dd */
  date: string;
  /** HH:mm */
  time: string;
}

export interface Message {
  id: string;
  chatId: string;
  text: string;
  userId: string;
  createdAt: string;
  status: 'sending' | 'sent' | 'failed';
  user?: UserSummary;
}

export interface Chat {
  id: string;
  userIDs: string[];
  /** The other participant, as seen by the caller. */
  receiver: UserSummary;
  /** Who has seen the newest message; a new message resets it to its sender. */
  seenBy: string[];
  /** The newest messages, oldest first (empty in lists; page with GET /messages/{chatId}). */
  messages: Message[];
  lastMessage: string | null;
  lastMessageAt: string | null;
  lastMessageUserId: string | null;
  /** Who opened the chat: the other participant's chats are 'Received', one's own 'Sent'. */
  startedBy: string;
  createdAt: string;
  updatedAt: string;
}

/** One page of a conversation, oldest first. */
export interface MessagesPage {
  messages: Message[];
  /** More messages exist beyond this page in the direction asked (older for before, newer for after). */
  hasMore: boolean;
}

/** POST /api/messages/send answers where the message went. */
export interface SentMessage {
  chatId: string;
  message: Message;
}

export interface Notification {
  id: string;
  type: NotificationType;
  title: string;
  content: string;
  read: boolean;
  createdAt: string;
  chatId: string | null;
  entityId: string | null;
}

export interface ReferralEntry {
  id: string;
  name: string;
  avatar: string | null;
  role: Role;
  premium: Premium;
  status: string;
  bookingHours: number;
}

export interface ReferralStats {
  totalReferrals: number;
  earnings: number;
}

/** GET /api/referrals/user-referrals. earnings in pesos, summed from the referral ledger. */
export interface UserReferrals {
  stats: ReferralStats;
  referrals: ReferralEntry[];
}

/**
 * POST /api/referrals/apply-reward. amount: the pesos this booking credited its referrer
 * (125 per booked hour plus the completion reward), whichever call credited it; applied
 * is false when the booking was already rewarded (then this call credited nothing more).
 */
export interface ApplyRewardResponse {
  success: boolean;
  applied: boolean;
  amount: number;
}

/**
 * A premium application's state: 'none' (never applied), 'pending' (waiting for an admin),
 * 'accepted' (awaiting the 50-peso payment), 'declined' (reason says why), 'paid' (Verified).
 */
export type PremiumApplicationStatus = (typeof PREMIUM_APPLICATION_STATUSES)[number];

/** GET and POST /api/users/premium-application-status */
export interface PremiumApplicationState {
  hasApplied: boolean;
  status: PremiumApplicationStatus;
  /** Why an admin declined; null otherwise. */
  reason: string | null;
}

/** One application in the admin console (GET /api/users/admin/premium-applications). */
export interface PremiumApplication {
  user: UserSummary;
  appliedAt: string;
  status: Exclude<PremiumApplicationStatus, 'none'>;
  reason: string | null;
  decidedAt: string | null;
}

export interface PremiumApplicationsList {
  /** Pending first (oldest first), then the decided ones, newest decision first. */
  applications: PremiumApplication[];
}

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One admin write, as the console's audit log shows it. */
export interface AuditLogEntry {
  id: string;
  at: string;
  /** The admin who made the write; null once their account is deleted. */
  actor: UserSummary | null;
  /** Who made the write when it was not an admin: a release token's name. */
  actorLabel: string | null;
  action: AuditAction;
  /** 'user', 'post', 'premium-application', 'review' or 'release'. */
  targetType: string;
  targetId: string;
  /**
   * The person the write concerned: the user edited or deleted, the applicant,
   * the post's owner, the review's author. Null for a release, and once that
   * account is deleted.
   */
  targetUser: UserSummary | null;
  /** Field by field, what the write changed; null when nothing field-like changed (a delete). */
  changes: Record<string, { from: unknown; to: unknown }> | null;
  reason: string | null;
}

export interface AuditLogPage {
  entries: AuditLogEntry[];
  nextCursor: string | null;
}

/** GET /api/users as an admin: every field, searchable, paged. */
export interface AdminUsersPage {
  users: AdminUser[];
  nextCursor: string | null;
}

export interface BookingTotals {
  totalHours: number;
  bookingsCount: number;
}

/** POST /payments/process (SPEC section 3, Payment response). */
export interface PaymentResponse {
  success: boolean;
  /** The public id of this payment: verify it with GET /payments/verify/{transactionId}. */
  transactionId: string;
  /** The provider's hosted checkout (absolute URL); open it in the same tab to pay. */
  paymentUrl: string | null;
  /** A QR code of paymentUrl as an image URL (data: URL), for paying on a phone; at least 200 px wide when shown. */
  qrCodeUrl: string | null;
  /** The same QR for a GCash payment; null for Maya. */
  gcashQrUrl: string | null;
  message: string;
}

/** GET /payments/verify/{transactionId}: 'completed' means paid and the booking is CONFIRMED. */
export interface PaymentVerification {
  status: PaymentVerifyStatus;
  transactionId: string;
  bookingId: string | null;
  /** What the payment pays for: a booking, the premium fee, or a recurring series' period (bookingId null for both). */
  subject?: 'booking' | 'premium' | 'series';
  /** The series a series checkout pays for. */
  seriesId?: string | null;
  message: string;
}

/**
 * An assistant's earned rating: the average of the stars of their published,
 * not hidden client reviews, and how many there are. average is null with none,
 * and the screens then show 'New' alone (format.ts, ratingText).
 */
export interface RatingSummary {
  average: number | null;
  count: number;
}

/** Which side of the booking wrote a review: its client (counts toward the assistant's rating) or its assistant. */
export type ReviewerSide = 'client' | 'assistant';

export interface ReviewAnswer {
  text: string;
  createdAt: string;
}

/** A review as the profile page lists it: published, not hidden, written by a client. */
export interface PublishedReview {
  id: string;
  stars: number;
  text: string;
  /** The session's date (yyyy-MM-dd, marketplace wall clock). */
  sessionDate: string;
  publishedAt: string;
  reviewer: { id: string; firstName: string; avatar: string | null };
  answer: ReviewAnswer | null;
}

/** GET /api/reviews/users/{userId}: newest first, keyset paged, with the rating it adds up to. */
export interface ReviewsPage {
  reviews: PublishedReview[];
  nextCursor: string | null;
  summary: RatingSummary;
}

/** One review of a booking, as its two parties see it. */
export interface BookingReview {
  id: string;
  side: ReviewerSide;
  stars: number;
  text: string;
  createdAt: string;
  updatedAt: string;
  /** When both parties can read it; null while still blind. */
  publishedAt: string | null;
  /** Set when an admin hid it, with the reason both parties are shown. */
  hidden: { reason: string; at: string } | null;
  answer: ReviewAnswer | null;
}

/**
 * GET /api/reviews/bookings/{bookingId}: the caller's own review and, once
 * published, the other party's. Until then only whether they wrote one.
 */
export interface BookingReviews {
  bookingId: string;
  side: ReviewerSide;
  /** Whether the booking can be reviewed at all: COMPLETED and PAID. */
  reviewable: boolean;
  /** Until when the caller may write or edit; null when the booking is not reviewable. */
  windowClosesAt: string | null;
  mine: BookingReview | null;
  theirs: BookingReview | null;
  theirsWritten: boolean;
}

/** The one error shape every API error answers with. */
export interface ApiErrorBody {
  message: string;
  field?: string;
}

/** A change of which release of a remote is live (GET /api/releases). */
export interface ReleaseChange {
  remote: string;
  /**
   * promote and rollback change the release everyone gets; rollout gives releaseId to `share`
   * percent of browsers (a staged rollout), end-rollout puts them back on previousReleaseId's live one.
   */
  action: 'promote' | 'rollback' | 'rollout' | 'end-rollout';
  releaseId: string;
  previousReleaseId: string | null;
  at: string;
  /** The admin's name, a release token's name, 'npm start', or 'automatic' (a rollout ended for its error rate). */
  by: string;
  reason: string;
  /** For a rollout: the percentage of browsers given the release; null otherwise. */
  share: number | null;
}

/** A staged rollout: a release given to a share of browsers (by their bucket cookie) before everyone. */
export interface ReleaseRollout {
  releaseId: string;
  /** Percent of browsers, 1..99. */
  share: number;
  /** When it started (or its share last changed). */
  since: string;
}

/** What browsers reported of a release since its remote's live release (or rollout) last changed. */
export interface ReleaseClientCounts {
  releaseId: string;
  /** Page loads that loaded the release. */
  loads: number;
  /** Uncaught errors it threw and failed loads of it. */
  errors: number;
}

/** A remote's releases as the Releases screen and the release command show them. */
/** A release token as the Releases screen lists it (the token itself is shown once, when made). */
export interface ReleaseToken {
  id: string;
  /** The team or CI job that holds it. */
  name: string;
  /** The remote it may ship; null: every remote. */
  remote: string | null;
  createdAt: string;
  /** The admin who made it; null once their account is deleted. */
  createdBy: string | null;
  expiresAt: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
}

export interface RemoteReleases {
  remote: string;
  live: (ReleaseChange & { commit: string; builtAt: string }) | null;
  /** Newest first; origin is null for a release in this server's store. */
  releases: Array<{
    releaseId: string;
    commit: string;
    builtAt: string;
    registeredAt: string;
    origin: string | null;
    /** When the release command's checks passed it; null: not yet (or refused). */
    checkedAt: string | null;
    /** Why its checks refused it: it is never made live. */
    refusal: string | null;
    /** Since when browsers report its host (another origin) failing them, so they load it from this site's copy; null: the host answers. */
    hostDownSince: string | null;
  }>;
  /** The staged rollout under way, if any. */
  rollout: ReleaseRollout | null;
  /** The live release's and the candidate's reports since the last change (a release with none is absent). */
  reports: ReleaseClientCounts[];
  /** Every change, newest first. */
  history: ReleaseChange[];
  /** Where Roll back goes: the release live before the current one came in; null when none. */
  rollbackTo: string | null;
}

export type EarningState = (typeof EARNING_STATES)[number];
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
export type DisputeReason = (typeof DISPUTE_REASONS)[number];
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** Every amount here is integer centavos. */
export interface EarningBalances {
  /** Paid bookings whose session is still ahead. */
  upcomingCentavos: number;
  /** Sessions ended, inside the dispute window (or held by an open dispute). */
  inReviewCentavos: number;
  /** Free to withdraw (earnings and referral rewards). */
  availableCentavos: number;
  /** In a payout on its way. */
  pendingPayoutCentavos: number;
  paidOutCentavos: number;
}

/** One booking's earning, or one referral reward, on the Earnings page. */
export interface EarningEntry {
  id: string;
  kind: 'booking' | 'referral';
  bookingId: string | null;
  bookingReference: string | null;
  /** The session's date (YYYY-MM-DD) for a booking; the day it was earned for a referral. */
  date: string;
  /** The client, or for a referral the referred member. */
  counterpartName: string;
  /** What the client paid (a booking), or the reward (a referral). */
  grossCentavos: number;
  /** The platform's fee (0 for a referral). */
  feeCentavos: number;
  /** What the assistant receives: gross less the fee, less any refund. */
  netCentavos: number;
  refundedCentavos: number;
  state: EarningState;
  /** When an in-review earning becomes available, if no dispute holds it. */
  availableAt: string | null;
  disputed: boolean;
}

export interface PayoutDestination {
  method: PayoutMethod;
  mobileNumber: string;
  accountName: string;
  updatedAt: string;
}

export interface Payout {
  id: string;
  amountCentavos: number;
  status: PayoutStatus;
  method: PayoutMethod;
  /** The number as a person checks it: 0917 ••• 4567. */
  mobileNumberMasked: string;
  requestedAt: string;
  settledAt: string | null;
  /** Why a failed payout failed, in the provider's words made plain. */
  failureReason: string | null;
  /** 'request' (Withdraw) or 'weekly' (the weekly payout). */
  trigger: 'request' | 'weekly';
}

/** GET /api/earnings: the caller's balances, entries, payouts and destination. */
export interface EarningsOverview {
  balances: EarningBalances;
  entries: EarningEntry[];
  payouts: Payout[];
  destination: PayoutDestination | null;
  payoutMinimumCentavos: number;
  platformFeePercent: number;
  disputeWindowHours: number;
}

/** One month's statement (GET /api/earnings/statements/{YYYY-MM}); the CSV has the same lines. */
export interface EarningsStatement {
  month: string;
  name: string;
  /**
   * Every line (and the totals) adds up: gross - refunded - fee = net ('You receive').
   * A session is listed under its current date; a refund made once its earning could
   * be paid out is its own negative line, dated when it was made.
   */
  lines: Array<{
    date: string;
    description: string;
    bookingReference: string | null;
    grossCentavos: number;
    refundedCentavos: number;
    feeCentavos: number;
    netCentavos: number;
  }>;
  totals: { grossCentavos: number; refundedCentavos: number; feeCentavos: number; netCentavos: number; paidOutCentavos: number };
}

/**
 * What cancelling a booking now would do to its money, for the party asking (GET
 * /api/bookings/{id}/cancellation). The server refunds exactly this when that party
 * cancels at the same moment: one function computes both.
 */
export interface CancellationQuote {
  /** Whether the booking was paid; an unpaid one refunds nothing. */
  paid: boolean;
  /** What goes back to the client, in centavos. */
  refundCentavos: number;
  /** What the assistant keeps of the booking after the fee (0 when everything goes back). */
  assistantReceivesCentavos: number;
  /** True when a client cancels less than lateCancelHours before the start (the assistant keeps part). */
  late: boolean;
  /** LATE_CANCEL_HOURS and LATE_CANCEL_PAY_PERCENT, the policy the amounts come from. */
  lateCancelHours: number;
  lateCancelPayPercent: number;
}

export type SeriesPayMode = (typeof SERIES_PAY_MODES)[number];
export type SeriesStatus = (typeof SERIES_STATUSES)[number];

/** What repeats in a series: weekdays (1 Monday .. 5 Friday), one start time and length, from a first date for a number of weeks or until a date. */
export interface SeriesPattern {
  weekdays: number[];
  startTime: string;
  duration: number;
  /** The first date the series may fall on (marketplace date, yyyy-MM-dd). */
  firstDate: string;
  /** How many weeks from the week of firstDate; null when `until` bounds it. */
  weeks: number | null;
  /** The last date it may fall on; null when `weeks` bounds it. */
  until: string | null;
  /**
   * The pattern date from which weekdays and startTime apply, when the client changed them from
   * an occurrence on; null when they apply from firstDate. Earlier occurrences keep their dates.
   */
  since: string | null;
}

/** One occurrence of a pattern, judged against the assistant's rules and calendar before anything is held. */
export interface JudgedOccurrence {
  /** The date the pattern gives it (RECURRENCE-ID of a moved one). */
  seriesDate: string;
  /** Where it would be booked: the pattern's date and time, or the replacement the Boss picked. */
  date: string;
  startTime: string;
  /** null when it can be booked; otherwise why not, as people read it. */
  refusal: string | null;
  /** The field the refusal is about ('date' or 'startTime'); null when bookable. */
  field: 'date' | 'startTime' | null;
}

/** POST /api/bookings/series/judge: every occurrence with its verdict, and the price of each. */
export interface SeriesJudgement {
  occurrences: JudgedOccurrence[];
  /** The price of one occurrence, in pesos (rate x hours, as a single booking). */
  pricePerOccurrence: number;
  /** What the bookable occurrences cost together, in pesos. */
  total: number;
}

/** One occurrence of a series change: where it is now, and where the new weekdays and time would put it. */
export interface MovedOccurrence extends JudgedOccurrence {
  bookingId: string;
  previousDate: string;
  previousStartTime: string;
}

/** POST /api/bookings/series/{id}/change/judge: each occurrence that would move, with its verdict. */
export interface SeriesChangeJudgement {
  occurrences: MovedOccurrence[];
}

/** A period of a series paid on its own (pay mode per_period; pay mode once has one period). */
export interface SeriesPeriod {
  index: number;
  /** Its first and last occurrence dates. */
  from: string;
  to: string;
  /** What is still due for it, in pesos (0 once paid). */
  duePesos: number;
  /** When its checkout opens (marketplace date): SERIES_PAY_AHEAD_DAYS before `from`, or at once for the first. */
  payableFrom: string;
  paid: boolean;
}

/** A recurring series with its occurrences (GET /api/bookings/series). */
export interface RecurringSeries {
  id: string;
  consultantId: string;
  consultant: UserSummary;
  userId: string;
  user: UserSummary;
  pattern: SeriesPattern;
  payMode: SeriesPayMode;
  status: SeriesStatus;
  /** The first occurrence not yet over and not cancelled; null when none is left. */
  nextOccurrence: Booking | null;
  /** Occurrences not cancelled whose session has not started. */
  remaining: number;
  /** The last date up to which every live occurrence is paid; null when none is. */
  paidThrough: string | null;
  periods: SeriesPeriod[];
  /** Every occurrence, soonest first (cancelled ones too). */
  occurrences: Booking[];
  createdAt: string;
}

/**
 * One user's bookings as an admin sees them (GET /api/users/admin/{id}/bookings):
 * single bookings on either side, newest first, and the series on either side with
 * their occurrences; an occurrence is only ever in its series, never in `bookings`.
 */
export interface AdminUserBookings {
  bookings: Booking[];
  series: RecurringSeries[];
}

/** What cancelling occurrences of a series now would do (GET /api/bookings/series/{id}/cancellation?from=...). */
export interface SeriesCancellationQuote {
  /** Each occurrence that would be cancelled, with its own quote under the policy. */
  occurrences: Array<{ bookingId: string; date: string; startTime: string; quote: CancellationQuote }>;
  refundCentavos: number;
}

/** A receipt for a booking's payment and any refund of it (GET /api/bookings/{id}/receipt). */
export interface Receipt {
  productName: string;
  bookingId: string;
  bookingReference: string;
  clientName: string;
  assistantName: string;
  sessionDate: string;
  sessionTime: string;
  lines: Array<{ kind: 'payment' | 'refund'; at: string; amountCentavos: number; method: PayoutMethod; transactionId: string }>;
  paidCentavos: number;
  refundedCentavos: number;
}

export interface Dispute {
  id: string;
  bookingId: string;
  bookingReference: string;
  clientName: string;
  assistantName: string;
  reason: DisputeReason;
  text: string;
  status: DisputeStatus;
  outcome: DisputeOutcome | null;
  refundCentavos: number | null;
  /** The admin's note, which both parties see. */
  note: string | null;
  openedAt: string;
  resolvedAt: string | null;
  /** What the client paid. */
  paidCentavos: number;
}

/** GET /api/admin/finance?from=&to=: the operator's books for a period. */
export interface FinanceReport {
  from: string;
  to: string;
  /**
   * Movements in the period, except the three balances (owed to assistants, owed to
   * referrers, held for refunds), which are what stands at the period's end (now, for a
   * period that has not ended): never lifetime sums, never negative.
   */
  totals: {
    collectedCentavos: number;
    refundedCentavos: number;
    /** The platform's fees on bookings and premium, after refunds, before referral rewards. */
    feesEarnedCentavos: number;
    /** Referral rewards granted, paid from the fees. */
    referralRewardsCentavos: number;
    /** What the platform kept: fees earned less referral rewards (negative when rewards exceeded fees). */
    feesCentavos: number;
    owedToAssistantsCentavos: number;
    owedToReferrersCentavos: number;
    /**
     * Of what is owed to assistants and referrers, what is owed to accounts deleted since:
     * no payout run reaches them (their payout details went with the account), so the
     * operator settles it by hand.
     */
    owedToClosedAccountsCentavos: number;
    /** Refunds decided and not yet made through the provider. */
    heldForRefundCentavos: number;
    paidOutToAssistantsCentavos: number;
    paidOutToReferrersCentavos: number;
  };
  /** Whether client payments = refunds + fees + assistant payables + referral payables + held for refunds holds for the period's movements. */
  balanced: boolean;
  /** Each assistant's and referrer's balances; `closed` when the account was deleted (its name is the one the books kept). */
  assistants: Array<{ id: string | null; name: string; closed: boolean; balances: EarningBalances }>;
  failedPayouts: Array<Payout & { userId: string | null; name: string }>;
  disputes: Dispute[];
}


export type EmailKind = (typeof EMAIL_KINDS)[number];
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** One kind of email and whether the caller receives it (GET /api/email/preferences). */
export interface EmailPreference {
  kind: EmailKind;
  label: string;
  enabled: boolean;
  /** A security kind: always sent, not a choice. */
  alwaysOn: boolean;
}

/** A mail in the outbox, as the admin's list shows it (GET /api/admin/outbox). */
export interface OutboxMailSummary {
  id: string;
  kind: EmailKind;
  /** The address it goes to, and the member's name then. */
  recipientEmail: string;
  recipientName: string;
  subject: string;
  status: OutboxStatus;
  /** Delivery attempts made so far. */
  attempts: number;
  createdAt: string;
  sentAt: string | null;
  /** When a pending mail is tried (again). */
  nextAttemptAt: string | null;
  lastError: string | null;
}

export interface OutboxPage {
  mails: OutboxMailSummary[];
  nextCursor: string | null;
}

/** One mail whole (GET /api/admin/outbox/{id}): both parts as sent, and every attempt. */
export interface OutboxMail extends OutboxMailSummary {
  text: string;
  html: string;
  /** The page the mail is about. */
  linkUrl: string;
  /** Its one-click unsubscribe link; null for a security mail. */
  unsubscribeUrl: string | null;
  attemptLog: Array<{ at: string; outcome: 'sent' | 'refused'; detail: string }>;
}
