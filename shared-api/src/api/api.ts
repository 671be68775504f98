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
] as const;

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});

/** The id under which each list is tagged, so a create invalidates the list alone. */
export const LIST = 'LIST' as const;
