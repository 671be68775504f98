// The release routes. Reading, registering, promoting and rolling back are for
// an admin (the Releases screen) or the release command with a release token
// (release-tokens.ts), within the token's remote; a preview is an admin's, for
// their own browser only, or a token's, for the browser the command's check
// drives. Release tokens are made, listed and revoked by admins only. The
// store's files are served to anyone at
// /releases/<remote>/<releaseId>/: a release's chunks never change, so they are
// cached for good; its entry and manifest revalidate. The kit packages a team
// installs are served from the store's _kit/ folder the same way, and any release
// token reads which declarations and kit versions are live (/api/releases/types).
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import {
  ALL_REMOTES,
  clientReportsSchema,
  createReleaseTokenSchema,
  previewReleaseSchema,
  promoteReleaseSchema,
  registerReleaseSchema,
  releaseChecksSchema,
  releaseParamsSchema,
  releaseTokenParamsSchema,
  REMOTE_DIRS,
  remoteParamsSchema,
  rollbackReleaseSchema,
  checkShellSchema,
} from '@marketplace/shared-api/schemas/releases';
import {
  createdReleaseTokenSchema,
  liveTypesSchema,
  releasePreviewsSchema,
  releasesOverviewSchema,
  releaseTokensSchema,
  remoteReleasesSchema,
  shellMismatchesSchema,
} from '@marketplace/shared-api/schemas/releases-responses';
import { fullName } from '@marketplace/shared-api/format';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/index';
import { MINUTE_MS, rateLimitHook } from '../../plugins/limits';
import { HttpError, notFound } from '../../http-error';
import { cacheControlInRelease, fileExists, IMMUTABLE_CACHE, safeRelativePath, sendStatic } from '../../plugins/static-files';
import { bearerToken } from '../auth/tokens';
import { KIT_DIR, KIT_TARBALL_PATTERN } from './kit-packages';
import { SHARED_FILES_DIR } from './release-store';
import { PREVIEW_COOKIE, previewCookieOptions, previewsOf } from './preview';
import { BUCKET_COOKIE, bucketCookieOptions, bucketOf, newBucket } from './rollout-bucket';
import { RELEASE_ID_PATTERN, releaseManifestSchema } from './release-manifest';
import { RELEASE_TOKEN_PREFIX, type ReleaseTokenHolder, type ReleaseTokens } from './release-tokens';
import { RELEASE_NOT_FOUND, type ReleaseActor, type ReleasesService } from './service';

export const RELEASE_TOKEN_REFUSED = 'This release token is not valid: it has expired, been revoked, or was never made.';
export const outOfScope = (remote: string) => `This release token may not change ${remote}.`;
/** The folder of a release that holds its server code, which no browser is sent. */
const SERVER_ONLY_DIR = 'server';

declare module 'fastify' {
  interface FastifyRequest {
    /** The release token a call of the release command came with; null for an admin's call. */
    releaseToken: ReleaseTokenHolder | null;
  }
}

export const releaseRoutes: FastifyPluginAsyncZod<{ releases: ReleasesService; tokens: ReleaseTokens; db: Database }> = async (app, { releases, tokens, db }) => {
  app.decorateRequest('releaseToken', null);

  /** A valid release token (the command) or a signed-in admin; 401 or 403 otherwise. */
  const tokenOrAdmin: onRequestAsyncHookHandler = async (request, reply) => {
    const token = bearerToken(request.headers.authorization);
    if (token?.startsWith(RELEASE_TOKEN_PREFIX)) {
      request.releaseToken = await tokens.verify(token);
      if (!request.releaseToken) throw new HttpError(401, RELEASE_TOKEN_REFUSED);
      return;
    }
    await app.auth.requireAdmin.call(app, request, reply);
  };

  /** A token for one remote acts on that remote only; an admin and a token for every remote, on any. */
  const assertMayChange = (request: FastifyRequest, remote: string | null) => {
    const scope = request.releaseToken?.remote;
    if (scope && scope !== remote) throw new HttpError(403, outOfScope(remote ?? 'every remote'));
  };

  async function actorOf(request: FastifyRequest): Promise<ReleaseActor> {
    if (request.releaseToken) return { userId: null, tokenId: request.releaseToken.id, label: request.releaseToken.name };
    const [admin] = await db.select().from(users).where(eq(users.id, request.auth!.userId)).limit(1);
    return { userId: request.auth!.userId, tokenId: null, label: admin ? fullName(admin) : 'an admin' };
  }

  // With the releases this browser previews (its cookie), so the Releases screen can say so.
  app.get(
    '/api/releases',
    { onRequest: tokenOrAdmin, schema: { response: { 200: releasesOverviewSchema } } },
    async (request) => ({
      remotes: await Promise.all(REMOTE_DIRS.filter((remote) => !request.releaseToken?.remote || request.releaseToken.remote === remote).map((remote) => releases.describe(remote))),
      previews: previewsOf(request.cookies[PREVIEW_COOKIE], app.tokens) ?? {},
    }),
  );

  app.get(
    '/api/releases/:remote',
    { onRequest: tokenOrAdmin, schema: { params: remoteParamsSchema, response: { 200: remoteReleasesSchema } } },
    async (request) => {
      assertMayChange(request, request.params.remote);
      return releases.describe(request.params.remote);
    },
  );

  // A registered release's release.json, as it was read when it was registered or last made live.
  app.get(
    '/api/releases/:remote/:releaseId/manifest',
    { onRequest: tokenOrAdmin, schema: { params: releaseParamsSchema, response: { 200: releaseManifestSchema } } },
    async (request) => {
      assertMayChange(request, request.params.remote);
      const release = await releases.entryOf(request.params.remote, request.params.releaseId);
      if (!release) throw notFound(RELEASE_NOT_FOUND);
      return release.manifest;
    },
  );

  app.post(
    '/api/releases/:remote',
    { onRequest: tokenOrAdmin, schema: { params: remoteParamsSchema, body: registerReleaseSchema, response: { 201: remoteReleasesSchema } } },
    async (request, reply) => {
      assertMayChange(request, request.params.remote);
      await releases.register(request.params.remote, request.body);
      return reply.code(201).send(await releases.describe(request.params.remote));
    },
  );

  // The release command's checks of a registered release (contract-check.ts): none found passes it,
  // any refuses it for good (a promote then answers why).
  app.post(
    '/api/releases/:remote/:releaseId/checks',
    { onRequest: tokenOrAdmin, schema: { params: releaseParamsSchema, body: releaseChecksSchema, response: { 200: remoteReleasesSchema } } },
    async (request) => {
      assertMayChange(request, request.params.remote);
      await releases.recordChecks(request.params.remote, request.params.releaseId, request.body.problems);
      return releases.describe(request.params.remote);
    },
  );

  app.post(
    '/api/releases/:remote/promote',
    { onRequest: tokenOrAdmin, schema: { params: remoteParamsSchema, body: promoteReleaseSchema, response: { 200: remoteReleasesSchema } } },
    async (request) => {
      assertMayChange(request, request.params.remote);
      await releases.promote(request.params.remote, request.body.releaseId, await actorOf(request), request.body.reason, request.body.share);
      return releases.describe(request.params.remote);
    },
  );

  app.post(
    '/api/releases/:remote/rollback',
    { onRequest: tokenOrAdmin, schema: { params: remoteParamsSchema, body: rollbackReleaseSchema, response: { 200: remoteReleasesSchema } } },
    async (request) => {
      assertMayChange(request, request.params.remote);
      await releases.rollback(request.params.remote, await actorOf(request), request.body.reason);
      return releases.describe(request.params.remote);
    },
  );

  // What a team typechecks against in its own repository (`releases -- types`): any release token
  // may read it, whatever its remote, as every browser is served the same files.
  app.get(
    '/api/releases/types',
    { onRequest: tokenOrAdmin, schema: { response: { 200: liveTypesSchema } } },
    async () => releases.liveTypes(),
  );

  // The shell team's check before it deploys a shell: would it run what is live?
  app.post(
    '/api/releases/check-shell',
    {
      onRequest: tokenOrAdmin,
      schema: { body: checkShellSchema, response: { 200: shellMismatchesSchema } },
    },
    async (request) => {
      assertMayChange(request, null);
      return { mismatches: await releases.shellMismatches(request.body.provides) };
    },
  );

  // An admin's browser only: a signed cookie /remotes.json honours for this browser, for an hour. With a
  // release token, the cookie is for the browser the command's contract check drives (it reads Set-Cookie).
  app.post(
    '/api/releases/preview',
    { onRequest: tokenOrAdmin, schema: { body: previewReleaseSchema, response: { 200: releasePreviewsSchema } } },
    async (request, reply) => {
      const { remote, releaseId } = request.body;
      assertMayChange(request, remote);
      if (!(await releases.entryOf(remote, releaseId))) throw notFound(RELEASE_NOT_FOUND);
      if (request.releaseToken) {
        const previews = { [remote]: releaseId };
        reply.setCookie(PREVIEW_COOKIE, app.tokens.signCommandPreview(previews), previewCookieOptions(request));
        return { previews };
      }
      const current = previewsOf(request.cookies[PREVIEW_COOKIE], app.tokens) ?? {};
      const previews = { ...current, [remote]: releaseId };
      reply.setCookie(PREVIEW_COOKIE, app.tokens.signPreview(request.auth!.userId, previews), previewCookieOptions(request));
      return { previews };
    },
  );

  app.delete('/api/releases/preview', { onRequest: app.auth.requireAdmin, schema: { response: { 200: releasePreviewsSchema } } }, async (request, reply) => {
    reply.setCookie(PREVIEW_COOKIE, '', { ...previewCookieOptions(request), maxAge: 0 });
    return { previews: {} };
  });

  const adminOnly = { onRequest: app.auth.requireAdmin };

  app.get('/api/releases/tokens', { ...adminOnly, schema: { response: { 200: releaseTokensSchema } } }, async () => ({
    tokens: await tokens.list(),
  }));

  // The answer is the only time the token is seen: the server keeps its hash.
  app.post(
    '/api/releases/tokens',
    { ...adminOnly, schema: { body: createReleaseTokenSchema, response: { 201: createdReleaseTokenSchema } } },
    async (request, reply) => {
      const { name, remote, expiresInDays } = request.body;
      const made = await tokens.create(request.auth!.userId, { name, remote: remote === ALL_REMOTES ? null : remote, expiresInDays });
      reply.header('cache-control', 'no-store');
      return reply.code(201).send(made);
    },
  );

  app.delete(
    '/api/releases/tokens/:tokenId',
    { ...adminOnly, schema: { params: releaseTokenParamsSchema, response: { 200: releaseTokensSchema } } },
    async (request) => {
      await tokens.revoke(request.auth!.userId, request.params.tokenId);
      return { tokens: await tokens.list() };
    },
  );

  // The kit packages (kit-packages.ts): a version's tarball never changes.
  app.get(`/releases/${KIT_DIR}/:file`, async (request, reply) => {
    const { file } = request.params as { file: string };
    const root = path.join(releases.store.dir, KIT_DIR);
    if (!KIT_TARBALL_PATTERN.test(file) || !(await fileExists(path.join(root, file)))) return reply.callNotFound();
    return sendStatic(reply, root, file, IMMUTABLE_CACHE);
  });

  // Any page's, a visitor's too: what it saw of the releases it loaded (shell/src/federation/client-reports.ts).
  // Counted per release, never kept as sent; limited per address, as anyone may send it.
  app.post(
    '/api/releases/client-reports',
    {
      onRequest: rateLimitHook(app, { name: 'client-reports-per-ip', max: app.limits.clientReportsPerIpPerMinute, windowMs: MINUTE_MS, key: (request) => request.ip }),
      schema: { body: clientReportsSchema },
    },
    async (request, reply) => {
      await releases.recordClientReports(request.body.reports);
      // A browser new to the site gets its place in staged rollouts here, once its first page has
      // loaded: that page, its manifest and its content security policy all had the live releases
      // (setting it on /remotes.json would change the cookies between the page's preload of it and
      // its fetch, so the preload would go unused).
      if (bucketOf(request.cookies[BUCKET_COOKIE]) === null) reply.setCookie(BUCKET_COOKIE, String(newBucket()), bucketCookieOptions(request));
      return reply.code(204).send();
    },
  );

  // What browsers load of this server's releases (release-store.ts, SHARED_FILES_DIR): every
  // name there is one content for good, an entry's too (it is named by its release).
  app.get(`/releases/:remote/${SHARED_FILES_DIR}/:file`, async (request, reply) => {
    const { remote, file } = request.params as { remote: string; file: string };
    if (!(REMOTE_DIRS as readonly string[]).includes(remote) || !safeRelativePath(file) || file.startsWith('.')) return reply.callNotFound();
    const root = path.join(releases.store.dir, remote, SHARED_FILES_DIR);
    if (!(await fileExists(path.join(root, file)))) return reply.callNotFound();
    return sendStatic(reply, root, file, IMMUTABLE_CACHE);
  });

  app.get('/releases/:remote/:releaseId/*', async (request, reply) => {
    const { remote, releaseId, '*': wildcard } = request.params as { remote: string; releaseId: string; '*': string };
    const filePath = safeRelativePath(wildcard);
    if (!(REMOTE_DIRS as readonly string[]).includes(remote) || !RELEASE_ID_PATTERN.test(releaseId) || !filePath) return reply.callNotFound();
    if (filePath.split('/')[0] === SERVER_ONLY_DIR) return reply.callNotFound();
    const root = releases.store.pathOf(remote, releaseId);
    if (!(await fileExists(`${root}/${filePath}`))) return reply.callNotFound();
    return sendStatic(reply, root, filePath, cacheControlInRelease(filePath));
  });

};
