// Validation for the release calls: an admin's Releases screen and the release
// command make the same ones, and the server checks them with these.
import '@marketplace/shared-api/schemas/zod-config';
import { z } from 'zod';
import { REASON_MAX_LENGTH } from '@marketplace/shared-api/schemas/admin';

/** The remotes, by their folder names, as releases name them. */
export const REMOTE_DIRS = ['mf-profiles', 'mf-booking', 'mf-chat', 'mf-admin', 'mf-payments'] as const;
export type RemoteDir = (typeof REMOTE_DIRS)[number];

export const RELEASE_REASON_REQUIRED = 'Say why: the reason is kept in the history.';

const releaseId = z.string({ error: 'releaseId must be text' }).regex(/^[0-9a-f]{16}$/, 'releaseId must be a release id');
const reason = z
  .string({ error: 'reason must be text' })
  .trim()
  .min(1, RELEASE_REASON_REQUIRED)
  .max(REASON_MAX_LENGTH, `reason must be at most ${REASON_MAX_LENGTH} characters`);

export const remoteParamsSchema = z.object({ remote: z.enum(REMOTE_DIRS, { error: 'remote must be one of the remotes' }) }).strict();

/** GET /api/releases/{remote}/{releaseId}/manifest */
export const releaseParamsSchema = remoteParamsSchema.extend({ releaseId }).strict();

/** POST /api/releases/{remote}: a release in this server's store by its id, or one on another origin by its base URL. */
export const registerReleaseSchema = z.union([
  z.object({ releaseId }).strict(),
  z.object({ baseUrl: z.url({ protocol: /^https?$/, error: 'baseUrl must be an http(s) URL' }).max(500) }).strict(),
]);

/** POST /api/releases/{remote}/{releaseId}/checks: what the release command's checks found (none: passed). */
export const releaseChecksSchema = z
  .object({ problems: z.array(z.string({ error: 'each problem must be text' }).trim().min(1).max(2_000)).max(100, 'at most 100 problems') })
  .strict();

/** POST /api/releases/{remote}/promote */
export const promoteReleaseSchema = z.object({ releaseId, reason }).strict();
export type PromoteReleaseInput = z.input<typeof promoteReleaseSchema>;

/** POST /api/releases/{remote}/rollback */
export const rollbackReleaseSchema = z.object({ reason }).strict();

/** POST /api/releases/preview: see a release in this browser only. */
export const previewReleaseSchema = z.object({ remote: z.enum(REMOTE_DIRS), releaseId }).strict();

/** How long a release token lasts unless revoked, in days: made for a team or a CI job, renewed by an admin. */
export const RELEASE_TOKEN_DAYS_DEFAULT = 90;
export const RELEASE_TOKEN_DAYS_MAX = 365;
export const RELEASE_TOKEN_NAME_MAX_LENGTH = 80;
/** A token for every remote: the remote field's value for it. */
export const ALL_REMOTES = 'all';

/** POST /api/releases/tokens: a release token for a team or CI job, shown once. */
export const createReleaseTokenSchema = z
  .object({
    name: z
      .string({ error: 'name must be text' })
      .trim()
      .min(1, 'Name the team or job that will hold the token.')
      .max(RELEASE_TOKEN_NAME_MAX_LENGTH, `name must be at most ${RELEASE_TOKEN_NAME_MAX_LENGTH} characters`),
    remote: z.enum([...REMOTE_DIRS, ALL_REMOTES], { error: `remote must be one of the remotes or ${ALL_REMOTES}` }),
    expiresInDays: z
      .number({ error: 'expiresInDays must be a number' })
      .int('expiresInDays must be a whole number of days')
      .min(1, 'expiresInDays must be at least 1')
      .max(RELEASE_TOKEN_DAYS_MAX, `expiresInDays must be at most ${RELEASE_TOKEN_DAYS_MAX}`),
  })
  .strict();
export type CreateReleaseTokenInput = z.input<typeof createReleaseTokenSchema>;

/** DELETE /api/releases/tokens/{tokenId} */
export const releaseTokenParamsSchema = z.object({ tokenId: z.uuid({ error: 'tokenId must be a token id' }) }).strict();
