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

/** A staged rollout's share of browsers, in percent: some and not all. */
export const ROLLOUT_SHARE_MIN = 1;
export const ROLLOUT_SHARE_MAX = 99;

/** POST /api/releases/{remote}/promote: to everyone, or with a share, to that percentage of browsers first (a staged rollout). */
export const promoteReleaseSchema = z
  .object({
    releaseId,
    reason,
    share: z
      .number({ error: 'share must be a number' })
      .int('share must be a whole percentage')
      .min(ROLLOUT_SHARE_MIN, `share must be at least ${ROLLOUT_SHARE_MIN}`)
      .max(ROLLOUT_SHARE_MAX, `share must be at most ${ROLLOUT_SHARE_MAX}; promote without a share to give everyone the release`)
      .optional(),
  })
  .strict();
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

/** The most one report may count of one release: a page sends a few at a time (shell/src/federation/client-reports.ts). */
export const CLIENT_REPORT_MAX_COUNT = 50;
/** The most releases one report may name. */
export const CLIENT_REPORT_MAX_ENTRIES = 10;

const reportCount = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(0, `${name} must not be negative`)
    .max(CLIENT_REPORT_MAX_COUNT, `${name} must be at most ${CLIENT_REPORT_MAX_COUNT}`);

/**
 * POST /api/releases/client-reports: what a browser saw of the releases it loaded since its last
 * report, by remote and release. A page load counts once per release it loaded; errors are
 * uncaught errors the release threw and failed loads of it; fellBack counts loads that took the
 * release from this site's copy because its host failed, fromHost loads its host served.
 */
export const clientReportsSchema = z
  .object({
    reports: z
      .array(
        z
          .object({
            remote: z.enum(REMOTE_DIRS, { error: 'remote must be one of the remotes' }),
            releaseId,
            loads: reportCount('loads'),
            errors: reportCount('errors'),
            fellBack: reportCount('fellBack'),
            fromHost: reportCount('fromHost'),
          })
          .strict(),
      )
      .min(1, 'reports must name at least one release')
      .max(CLIENT_REPORT_MAX_ENTRIES, `reports may name at most ${CLIENT_REPORT_MAX_ENTRIES} releases`),
  })
  .strict();
export type ClientReports = z.input<typeof clientReportsSchema>;

/** POST /api/releases/check-shell: each gated package's version a shell about to deploy provides. */
export const checkShellSchema = z.object({ provides: z.record(z.string().max(214), z.string().max(100)) });
export type CheckShellInput = z.input<typeof checkShellSchema>;
