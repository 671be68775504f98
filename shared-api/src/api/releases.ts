// The Releases screen's calls (an admin's): every remote's releases, what is
// live and its history; promote and roll back with a reason; preview a release
// in this browser only. Every change is in the audit log too.
import { api, LIST } from '@marketplace/shared-api/api/api';
import type { ClientReports, CreateReleaseTokenInput, RemoteDir } from '@marketplace/shared-api/schemas/releases';
import type { ReleaseToken, RemoteReleases } from '@marketplace/shared-api/types';

const RELEASES = { type: 'Release' as const, id: LIST };
const AUDIT_LOG = { type: 'AuditLog' as const, id: LIST };
const TOKENS = { type: 'Release' as const, id: 'TOKENS' };

export interface ReleasesOverview {
  remotes: RemoteReleases[];
  /** The releases this browser previews, by remote. */
  previews: Record<string, string>;
}

export const releasesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReleases: build.query<ReleasesOverview, void>({
      query: () => '/releases',
      providesTags: [RELEASES],
    }),
    /** With a share (1..99): to that percentage of browsers first, a staged rollout; the candidate promoted without one widens it to everyone. */
    promoteRelease: build.mutation<RemoteReleases, { remote: RemoteDir; releaseId: string; reason: string; share?: number }>({
      query: ({ remote, ...body }) => ({ url: `/releases/${remote}/promote`, method: 'POST', body }),
      invalidatesTags: [RELEASES, AUDIT_LOG],
    }),
    /** During a staged rollout, ends it (everyone back on the live release). */
    rollbackRelease: build.mutation<RemoteReleases, { remote: RemoteDir; reason: string }>({
      query: ({ remote, ...body }) => ({ url: `/releases/${remote}/rollback`, method: 'POST', body }),
      invalidatesTags: [RELEASES, AUDIT_LOG],
    }),
    previewRelease: build.mutation<{ previews: Record<string, string> }, { remote: RemoteDir; releaseId: string }>({
      query: (body) => ({ url: '/releases/preview', method: 'POST', body }),
      invalidatesTags: [RELEASES],
    }),
    stopPreview: build.mutation<{ previews: Record<string, string> }, void>({
      query: () => ({ url: '/releases/preview', method: 'DELETE' }),
      invalidatesTags: [RELEASES],
    }),
    /** Any page's (the shell's client-reports.ts): what it saw of the releases it loaded; kept alive past the page's end. */
    sendClientReports: build.mutation<void, ClientReports>({
      query: (body) => ({ url: '/releases/client-reports', method: 'POST', body, keepalive: true }),
    }),
    getReleaseTokens: build.query<{ tokens: ReleaseToken[] }, void>({
      query: () => '/releases/tokens',
      providesTags: [TOKENS],
    }),
    /** The answer's token is shown once: the server keeps only its hash. */
    createReleaseToken: build.mutation<{ token: string; description: ReleaseToken }, CreateReleaseTokenInput>({
      query: (body) => ({ url: '/releases/tokens', method: 'POST', body }),
      invalidatesTags: [TOKENS, AUDIT_LOG],
    }),
    revokeReleaseToken: build.mutation<{ tokens: ReleaseToken[] }, string>({
      query: (tokenId) => ({ url: `/releases/tokens/${tokenId}`, method: 'DELETE' }),
      invalidatesTags: [TOKENS, AUDIT_LOG],
    }),
  }),
});

export const {
  useGetReleaseTokensQuery,
  useCreateReleaseTokenMutation,
  useRevokeReleaseTokenMutation,
  useGetReleasesQuery, usePromoteReleaseMutation, useRollbackReleaseMutation, usePreviewReleaseMutation, useStopPreviewMutation } = releasesApi;
