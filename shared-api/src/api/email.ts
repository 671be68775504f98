// Email: a member's choices per kind (/profile), and the admin's Outbox (every
// mail written, its state and attempts, and the mail itself). Unsubscribing by a
// mail's link needs no session and is served by the server as its own page.
import { api, LIST } from '@marketplace/shared-api/api/api';
import type { EmailPreferenceInput, OutboxQuery } from '@marketplace/shared-api/schemas/email';
import type { EmailPreference, OutboxMail, OutboxPage } from '@marketplace/shared-api/types';

const PREFERENCES = { type: 'EmailPreference' as const, id: LIST };
const OUTBOX = { type: 'Outbox' as const, id: LIST };

export const emailApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEmailPreferences: build.query<EmailPreference[], void>({
      query: () => '/email/preferences',
      providesTags: [PREFERENCES],
    }),
    /** One kind on or off; the answer is every kind, as the list shows them. */
    setEmailPreference: build.mutation<EmailPreference[], EmailPreferenceInput>({
      query: (body) => ({ url: '/email/preferences', method: 'PUT', body }),
      async onQueryStarted(input, { dispatch, queryFulfilled }) {
        // The box shows the choice at once; the answer then sets every kind as the server has
        // them, and a failed save (the caller's to report, through unwrap) puts the box back.
        const chosen = dispatch(
          emailApi.util.updateQueryData('getEmailPreferences', undefined, (preferences) => {
            const preference = preferences.find((one) => one.kind === input.kind);
            if (preference) preference.enabled = input.enabled;
          }),
        );
        const saved = await queryFulfilled.catch(() => null);
        if (saved) dispatch(emailApi.util.upsertQueryData('getEmailPreferences', undefined, saved.data));
        else chosen.undo();
      },
    }),
    /** The outbox, newest first, pages chained by nextCursor; one cache entry per status filter. */
    getOutboxPages: build.infiniteQuery<OutboxPage, Pick<OutboxQuery, 'status'>, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/admin/outbox',
        params: { ...(queryArg.status ? { status: queryArg.status } : {}), ...(pageParam ? { cursor: pageParam } : {}) },
      }),
      providesTags: [OUTBOX],
    }),
    getOutboxMail: build.query<OutboxMail, string>({
      query: (id) => `/admin/outbox/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Outbox', id }],
    }),
  }),
});

export const { useGetEmailPreferencesQuery, useSetEmailPreferenceMutation, useGetOutboxPagesInfiniteQuery, useGetOutboxMailQuery } = emailApi;
