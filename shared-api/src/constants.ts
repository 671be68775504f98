// Business constants and limits of SPEC section 9 and the choice lists of section 3.
// Both the screens and the server import these; change a rule here and both follow.

/** The product's one name, wherever a person reads it: the navbar, the checkout, receipts, calendar files. */
export const PRODUCT_NAME = 'AssistMe';

export const ROLES = ['Boss', 'Assistant', 'Sharer'] as const;
export const PREMIUM_VALUES = ['Not Verified', 'Verified', 'Admin'] as const;
export const BOOKING_STATUSES = ['PENDING', 'CONFIRMED', 'COMPLETED', 'CANCELLED'] as const;
/** EARNING: an earning became available, a payout was paid or failed, the payout destination changed (-> /earnings). */
/** DISPUTE: a problem reported about a session, for the admins who resolve it (-> /admin/finance). */
export const NOTIFICATION_TYPES = ['MESSAGE', 'BOOKING', 'REFERRAL', 'REVIEW', 'EARNING', 'DISPUTE'] as const;
export const PAYMENT_METHODS = ['gcash', 'maya'] as const;
/** A booking's payment, as every booking response shows it. */
export const BOOKING_PAYMENT_STATUSES = ['UNPAID', 'PAID', 'REFUNDED'] as const;
/** GET /payments/verify/{transactionId}: 'completed' is the success value (SPEC section 7). */
export const PAYMENT_VERIFY_STATUSES = ['completed', 'pending', 'failed', 'expired', 'refunded'] as const;

export const SKILLS = [
  'Software',
  'Engineering',
  'Writing',
  'Marketing',
  'SEO',
  'AI',
  'Beauty',
  'Wellness',
  'Technology',
  'Events',
  'Others',
] as const;
export const EXPERIENCE_LEVELS = ['Entry level', '1-3 years', '3-5 years', '5+ years', '10+ years'] as const;
export const AVAILABILITY_OPTIONS = ['Full-time', 'Part-time', 'Contract', 'Freelance', 'Internship'] as const;

/** Pesos per hour, fixed for Assistants at sign-up and profile update. */
export const ASSISTANT_HOURLY_RATE = 1250;
export const FALLBACK_PRICE = 1250;
export const SESSION_DURATIONS = [4, 8] as const;
export const DEFAULT_SESSION_DURATION = 4;
export const PICKER_SLOTS = [
  { time: '09:00', label: 'Morning', range: '9:00 AM - 1:00 PM' },
  { time: '13:00', label: 'Afternoon', range: '1:00 PM - 5:00 PM' },
] as const;
/** The slots' start times. Here rather than beside the booking schemas: the screens that judge slots load no zod for it. */
export const SLOT_TIMES = PICKER_SLOTS.map((slot) => slot.time) as ['09:00', '13:00'];
export type SlotTime = (typeof SLOT_TIMES)[number];
/**
 * SPEC's "start plus 4 hours" list end and 4-hour calendar event describe the
 * standard session: a slot offered for booking spans this long. A booking shows
 * and exports its own end (start plus its duration), so an 8-hour one ends 8 hours on.
 */
export const LIST_SLOT_HOURS = 4;
export const REFERRAL_PESOS_PER_HOUR = 125;
export const REFERRAL_REWARD_FULL_DAY = 1000;
export const REFERRAL_REWARD_STANDARD = 500;
export const PREMIUM_COST = 50;

/** User fields only the user themself and admins receive (SPEC sections 3 and 6). */
export const PRIVATE_USER_FIELDS = ['email', 'referralCode', 'referredBy', 'referralCount', 'referralBookings', 'moneyEarned', 'timeZone'] as const;
export const PREMIUM_APPLICATION_STATUSES = ['none', 'pending', 'accepted', 'declined', 'paid'] as const;
export const PREMIUM_DECISIONS = ['accept', 'decline'] as const;
/** What the admin audit log records. */
export const AUDIT_ACTIONS = [
  'user.update',
  'user.delete',
  'post.delete',
  'post.create',
  'premium.accept',
  'premium.decline',
  'review.hide',
  'release.promote',
  'release.rollback',
  'release.rollout',
  'release.rollout.end',
  'release.token.create',
  'release.token.revoke',
  'dispute.resolve',
  'payout.retry',
] as const;
/**
 * A change of which release of a remote is live: promote and rollback change the release everyone
 * gets; rollout starts (or reshapes) a staged rollout of a candidate to a share of browsers,
 * end-rollout puts everyone back on the live release.
 */
export const RELEASE_ACTIONS = ['promote', 'rollback', 'rollout', 'end-rollout'] as const;
/** SPEC section 8: the premium application when the marketplace has no admin. */
export const NO_ADMIN_MESSAGE = 'No admin users found. Please try again later.';
/** GET /api/users page size for the admin console. */
export const ADMIN_USERS_PAGE_MAX = 50;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 14;
export const AVATAR_MAX_BYTES = 1_500_000;
export const AVATAR_SIZE_PX = 400;
export const PROFILE_PICTURE_MAX_BYTES = 2_000_000;
export const PROFILE_PICTURE_FORMATS = ['jpg', 'jpeg', 'png', 'webp'] as const;
export const MINIMUM_AGE = 18;
export const CARD_SKILLS_SHOWN = 3;

export const PAYMENT_POLL_MS = 5_000;
export const PAYMENT_POLL_MAX_MS = 5 * 60_000;
export const PAYMENT_RETURN_POLL_MS = 5_000;
export const PAYMENT_REDIRECT_DELAY_MS = 2_000;
export const PAYMENT_BOOKING_ID_PREFIX = 'ONSVP-';
/** How long a new unpaid booking holds its slots while its client pays (server env PAYMENT_HOLD_MINUTES). */
export const DEFAULT_PAYMENT_HOLD_MINUTES = 15;
/**
 * The cancellation policy (server env LATE_CANCEL_HOURS, LATE_CANCEL_PAY_PERCENT): a client who
 * cancels a paid booking at least this many hours before it starts gets everything back; later,
 * the assistant keeps this percent of their share and the client gets the rest. An assistant who
 * cancels always refunds in full.
 */
export const DEFAULT_LATE_CANCEL_HOURS = 24;
export const DEFAULT_LATE_CANCEL_PAY_PERCENT = 50;

/**
 * Why a booking was cancelled (Booking.cancelReason). The server writes these;
 * the screens show them as they are.
 */
export const CANCEL_REASONS = {
  holdExpired: 'Payment not completed in time',
  paymentDeclined: 'Payment was declined',
  cancelledByClient: 'Cancelled by the client',
  cancelledByConsultant: 'Cancelled by the consultant',
  declinedByConsultant: 'Declined by the consultant',
  notAccepted: 'Not accepted before the session started',
  accountDeleted: "The other party's account was deleted",
} as const;

/**
 * Recurring bookings: a Boss books the same assistant on one or more weekdays,
 * the same start time and duration, for SERIES_MIN_WEEKS to SERIES_MAX_WEEKS weeks (or until
 * a date within them). Each occurrence is a booking of its own that follows the booking process.
 * A series is paid once for all its occurrences, or per period of SERIES_PERIOD_WEEKS weeks:
 * the next period's checkout opens SERIES_PAY_AHEAD_DAYS days before the period starts, and an
 * unpaid period's holds lapse at the start of its first day, like any other hold.
 */
export const SERIES_MIN_WEEKS = 1;
export const SERIES_MAX_WEEKS = 12;
export const SERIES_PERIOD_WEEKS = 4;
export const SERIES_PAY_AHEAD_DAYS = 5;
export const SERIES_PAY_MODES = ['once', 'per_period'] as const;
/** requested: the assistant has not answered; accepted; declined (every occurrence was cancelled with it). */
export const SERIES_STATUSES = ['requested', 'accepted', 'declined'] as const;
/** Weekdays a series may repeat on: 1 (Monday) to 5 (Friday), as the sessions are held. */
export const SERIES_WEEKDAYS = [1, 2, 3, 4, 5] as const;

/** The server's 409 when a consultant accepts a priced booking its client has not paid. */
export const AWAITING_PAYMENT_MESSAGE = "This booking is waiting for the client's payment.";

/**
 * Reviews. A completed, paid session may be reviewed by each party
 * for REVIEW_WINDOW_DAYS after it was completed; both reviews are published
 * when both are written or when that window closes, whichever comes first.
 */
export const REVIEW_WINDOW_DAYS = 14;
export const REVIEW_STARS = [1, 2, 3, 4, 5] as const;
export const REVIEW_TEXT_MAX = 1000;
export const REVIEW_ANSWER_MAX = 1000;
export const REVIEW_HIDE_REASON_MAX = 500;
export const REVIEWS_PAGE_SIZE = 10;
/** The search page's optional minimum-rating filter (query parameter minRating): the choices offered. */
export const MIN_RATING_CHOICES = [3, 4, 4.5] as const;

export const TOAST_MS = 3_000;
export const RESCHEDULE_WINDOW_DAYS = 14;
export const PICKER_MONTHS_SHOWN = 2;
export const PICKER_MONTHS_OFFERED = 12;
export const ADMIN_BUTTON_DELAY_MS = 5_000;
export const MODAL_OUTSIDE_CLICK_DELAY_MS = 100;
export const PROFILE_FADE_IN_MS = 400;
export const AUDIO_DEFAULT_VOLUME = 0.5;
export const COUNTDOWN_TARGET_HOUR = 16;
export const MOBILE_BREAKPOINT_PX = 768;

export const FALLBACKS = {
  rating: 4.9,
  role: 'Professional',
  location: 'Remote',
  responseTime: 'Within 24 hours',
  experience: 'N/A',
  availability: 'N/A',
  salaryRate: ASSISTANT_HOURLY_RATE,
} as const;

export const STORAGE_KEYS = {
  user: 'user',
  token: 'token',
  darkMode: 'darkMode',
  ageVerified: 'ageVerified',
} as const;

/** socket.io client settings of SPEC section 9. */
export const SOCKET_OPTIONS = {
  path: '/socket.io',
  withCredentials: true,
  timeout: 20_000,
  reconnection: true,
  reconnectionAttempts: Infinity,
  reconnectionDelay: 1_000,
  reconnectionDelayMax: 5_000,
  randomizationFactor: 0.5,
  // A websocket from the start: one request, where long-polling first took a handshake,
  // a few polls and a probe before it upgraded. Where a proxy blocks websockets, the
  // connect falls back to long-polling.
  transports: ['websocket', 'polling'],
  tryAllTransports: true,
} as const;

/** Served by the app itself so nothing is fetched from another host. */
export const DEFAULT_AVATAR_URL = '/assets/default-avatar.svg';

/** The states an assistant's earning of a booking goes through (the money model, README). */
export const EARNING_STATES = ['upcoming', 'in_review', 'available', 'paid_out', 'refunded'] as const;
/** Where a payout goes: the mobile wallets most assistants in the Philippines are paid by. */
export const PAYOUT_METHODS = ['gcash', 'maya'] as const;
/** The wallets' own names, wherever one is named: a payment, a payout, a destination, a receipt, a mail. */
export const WALLET_NAMES: Record<(typeof PAYMENT_METHODS)[number] | (typeof PAYOUT_METHODS)[number], string> = { gcash: 'GCash', maya: 'Maya' };
/** The wallets a payment can be made with, as a form offers them: each value with its name. */
export const PAYMENT_METHOD_CHOICES = PAYMENT_METHODS.map((value) => ({ value, label: WALLET_NAMES[value] }));
/** The wallets a payout can go to, as a form offers them. */
export const PAYOUT_METHOD_CHOICES = PAYOUT_METHODS.map((value) => ({ value, label: WALLET_NAMES[value] }));
export const PAYOUT_STATUSES = ['pending', 'paid', 'failed'] as const;
export const DISPUTE_REASONS = ['no_show', 'left_early', 'other'] as const;
export const DISPUTE_OUTCOMES = ['release', 'refund_partial', 'refund_full'] as const;
export const DISPUTE_STATUSES = ['open', 'refund_pending', 'resolved'] as const;
/** What a client reads for each dispute reason. */
export const DISPUTE_REASON_LABELS: Record<(typeof DISPUTE_REASONS)[number], string> = {
  no_show: 'The assistant did not show up',
  left_early: 'The assistant left early',
  other: 'Something else',
};
/** A Philippine mobile number as wallets take it: 09XXXXXXXXX (11 digits). */
export const PH_MOBILE_PATTERN = /^09\d{9}$/;


/**
 * The kinds of email a member may receive, one checkbox each on /profile. 'security'
 * (a password change, a new payout destination) cannot be turned off; the rest can,
 * on /profile or by the one-click link in each mail of that kind.
 */
export const EMAIL_KINDS = [
  'booking_requested',
  'booking_confirmed',
  'booking_rescheduled',
  'booking_cancelled',
  'booking_completed',
  'booking_reminder',
  'chat_message',
  'payment_receipt',
  'earning_available',
  'payout',
  'dispute',
  'premium_application',
  'security',
] as const;
/** Kinds every member gets whatever they chose. */
export const ALWAYS_ON_EMAIL_KINDS: readonly (typeof EMAIL_KINDS)[number][] = ['security'];
/** Kinds only admins are sent (and see on /profile). */
export const ADMIN_EMAIL_KINDS: readonly (typeof EMAIL_KINDS)[number][] = ['premium_application'];
/** What a member reads for each kind: the checkbox on /profile, the unsubscribe page, the Outbox. */
export const EMAIL_KIND_LABELS: Record<(typeof EMAIL_KINDS)[number], string> = {
  booking_requested: 'Booking requests',
  booking_confirmed: 'Booking confirmations',
  booking_rescheduled: 'Rescheduled bookings',
  booking_cancelled: 'Cancelled bookings and refunds',
  booking_completed: 'Completed sessions and review invitations',
  booking_reminder: 'Reminders 24 hours and 1 hour before a session',
  chat_message: 'New messages while you are away',
  payment_receipt: 'Payment receipts',
  earning_available: 'Earnings available to withdraw',
  payout: 'Payouts sent or failed',
  dispute: 'Problem reports opened and resolved',
  premium_application: 'Premium applications waiting for a decision',
  security: 'Security: password and payout destination changes',
};
/**
 * An outbox mail's state: 'held' (no SMTP_URL: kept for an admin to read), 'pending'
 * (to be sent, or tried again after a refusal), 'sent', 'failed' (given up on).
 */
export const OUTBOX_STATUSES = ['held', 'pending', 'sent', 'failed'] as const;
