// The one RTK Query api of the composed site. Features add endpoints with
// injectEndpoints in their own file; every tag type is declared here.
import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from '@marketplace/shared-api/api/base-query';

export const TAG_TYPES = [
  'User',
  'ProfilePost',
  'Listing',
  'Project',
  'Image',
  'SavedPost',
  'Booking',
  'BookedSlot',
  'BookingTotals',
  'Chat',
  'Message',
  'Notification',
  'Referral',
  'Premium',
  'Payment',
  'AuditLog',
  'Review',
  'Rating',
  'Release',
  'Earnings',
  'Finance',
  'EmailPreference',
  'Outbox',
  'Availability',
  'Series',
] as const;

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});

/** A query hook's argument for "do not fetch yet"; the apps take it from here, not from RTK (see build/federation-shared.mjs). */
export { skipToken } from '@reduxjs/toolkit/query';

/** The id under which each list is tagged, so a create invalidates the list alone. */
export const LIST = 'LIST' as const;
