// What the release routes answer (their response schemas on the server); the
// types of shared-api/types are inferred from them.
import '@marketplace/shared-api/schemas/zod-config';
import { z } from 'zod';
import { RELEASE_ACTIONS } from '@marketplace/shared-api/constants';

/** A change of which release of a remote is live (GET /api/releases). */
export const releaseChangeSchema = z.object({
  remote: z.string(),
  /**
   * promote and rollback change the release everyone gets; rollout gives releaseId to `share`
   * percent of browsers (a staged rollout), end-rollout puts them back on previousReleaseId's live one.
   */
  action: z.enum(RELEASE_ACTIONS),
  releaseId: z.string(),
  previousReleaseId: z.string().nullable(),
  at: z.string(),
  /** The admin's name, a release token's name, 'npm start', or 'automatic' (a rollout ended for its error rate). */
  by: z.string(),
  reason: z.string(),
  /** For a rollout: the percentage of browsers given the release; null otherwise. */
  share: z.number().nullable(),
});

/** A staged rollout: a release given to a share of browsers (by their bucket cookie) before everyone. */
export const releaseRolloutSchema = z.object({
  releaseId: z.string(),
  /** Percent of browsers, 1..99. */
  share: z.number(),
  /** When it started (or its share last changed). */
  since: z.string(),
});

/** What browsers reported of a release since its remote's live release (or rollout) last changed. */
export const releaseClientCountsSchema = z.object({
  releaseId: z.string(),
  /** Page loads that loaded the release. */
  loads: z.number(),
  /** Uncaught errors it threw and failed loads of it. */
  errors: z.number(),
});

/** A remote's releases as the Releases screen and the release command show them. */
export const remoteReleasesSchema = z.object({
  remote: z.string(),
  live: releaseChangeSchema.extend({ commit: z.string(), builtAt: z.string() }).nullable(),
  /** Newest first; origin is null for a release in this server's store. */
  releases: z.array(
    z.object({
      releaseId: z.string(),
      commit: z.string(),
      builtAt: z.string(),
      registeredAt: z.string(),
      origin: z.string().nullable(),
      /** When the release command's checks passed it; null: not yet (or refused). */
      checkedAt: z.string().nullable(),
      /** Why its checks refused it: it is never made live. */
      refusal: z.string().nullable(),
      /** Since when browsers report its host (another origin) failing them, so they load it from this site's copy; null: the host answers. */
      hostDownSince: z.string().nullable(),
    }),
  ),
  /** Every change, newest first. */
  history: z.array(releaseChangeSchema),
  /** Where Roll back goes: the release live before the current one came in; null when none. */
  rollbackTo: z.string().nullable(),
  /** The staged rollout under way, if any. */
  rollout: releaseRolloutSchema.nullable(),
  /** The live release's and the candidate's reports since the last change (a release with none is absent). */
  reports: z.array(releaseClientCountsSchema),
});

/** The releases this browser previews: remote to release id (its preview cookie). */
const previewsSchema = z.record(z.string(), z.string());

/** GET /api/releases: every remote's releases, with the ones this browser previews. */
export const releasesOverviewSchema = z.object({ remotes: z.array(remoteReleasesSchema), previews: previewsSchema });

/** POST and DELETE /api/releases/preview. */
export const releasePreviewsSchema = z.object({ previews: previewsSchema });

/** GET /api/releases/types: what a team typechecks against (the kit's packages and each live remote's declarations). */
export const liveTypesSchema = z.object({
  kit: z.array(z.object({ name: z.string(), version: z.string(), tarball: z.string().nullable() })),
  remotes: z.array(
    z.object({
      remote: z.string(),
      name: z.string(),
      releaseId: z.string(),
      base: z.string(),
      types: z.record(z.string(), z.string()),
      files: z.array(z.string()),
    }),
  ),
});

/** POST /api/releases/check-shell: what of the live remotes the shell would not run. */
export const shellMismatchesSchema = z.object({ mismatches: z.array(z.string()) });

/** A release token as the Releases screen lists it (the token itself is shown once, when made). */
export const releaseTokenSchema = z.object({
  id: z.string(),
  /** The team or CI job that holds it. */
  name: z.string(),
  /** The remote it may ship; null: every remote. */
  remote: z.string().nullable(),
  createdAt: z.string(),
  /** The admin who made it; null once their account is deleted. */
  createdBy: z.string().nullable(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});

export const releaseTokensSchema = z.object({ tokens: z.array(releaseTokenSchema) });

/** POST /api/releases/tokens: the token, shown this once, and how it is listed. */
export const createdReleaseTokenSchema = z.object({ token: z.string(), description: releaseTokenSchema });
