// The host's contract as packages a team installs in its own repository: shared-api
// and shared-ui packed at their versions (server/scripts/kit-pack.ts), their type
// declarations and their sources, kept in the release store under _kit/ and served
// at /releases/_kit/. A version's tarball is written once and never rewritten, as a
// release is: a team's lock file records its hash.
export const KIT_PACKAGES = ['@marketplace/shared-api', '@marketplace/shared-ui'] as const;

/** The store's folder of kit tarballs (no remote is named so: remotes are mf-*). */
export const KIT_DIR = '_kit';

/** npm pack's name for a package's tarball: '@marketplace/shared-api' 0.4.0 -> 'marketplace-shared-api-0.4.0.tgz'. */
export const kitTarballName = (name: string, version: string) => `${name.replace(/^@/, '').replace('/', '-')}-${version}.tgz`;

/** What a kit tarball's name looks like: the only files served from _kit/. */
export const KIT_TARBALL_PATTERN = /^marketplace-shared-(?:api|ui)-\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?\.tgz$/;

/** Where a kit tarball is served. */
export const kitTarballUrl = (name: string, version: string) => `/releases/${KIT_DIR}/${kitTarballName(name, version)}`;
