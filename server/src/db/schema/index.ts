// Every table of the one pg-core schema; drizzle-kit and the db client read this.
export * from './users';
export * from './chats';
export * from './messages';
export * from './notifications';
export * from './profile-posts';
export * from './listings';
export * from './saved-posts';
export * from './bookings';
export * from './payments';
export * from './payment-events';
export * from './ledger-entries';
export * from './sandbox-checkout-sessions';
export * from './uploads';
export * from './admin-audit-log';
export * from './premium-applications';
export * from './referral-ledger';
export * from './reviews';
