// Which releases one browser gets in place of the live ones: the candidates of
// the staged rollouts its bucket falls in (rollout-bucket.ts), and over them the
// releases an admin previews in it (preview.ts). /remotes.json, the server's
// first screen and the content security policy all read it, so a page's policy
// allows what its manifest names.
import type { TokenService } from '../auth/tokens';
import { PREVIEW_COOKIE, previewsOf } from './preview';
import { BUCKET_COOKIE, bucketOf } from './rollout-bucket';
import type { ReleasesService } from './service';

/** A release id per remote folder for the remotes this browser does not get the live release of; null: it gets them all. */
export function releasesForBrowser(
  cookies: Record<string, string | undefined>,
  tokens: Pick<TokenService, 'verifyPreview'>,
  releases: Pick<ReleasesService, 'rolloutChoices'>,
): Record<string, string> | null {
  const chosen = { ...releases.rolloutChoices(bucketOf(cookies[BUCKET_COOKIE])), ...previewsOf(cookies[PREVIEW_COOKIE], tokens) };
  return Object.keys(chosen).length ? chosen : null;
}
