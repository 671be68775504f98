// The release routes. Reading, registering, promoting and rolling back are for
// an admin (the Releases screen) or the release command (a token signed with
// the server's secret, which only an operator holds); a preview is an admin's,
// for their own browser only. The store's files are served to anyone at
// /releases/<remote>/<releaseId>/: a release's chunks never change, so they are
// cached for good; its entry and manifest revalidate.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import {
  previewReleaseSchema,
  promoteReleaseSchema,
  registerReleaseSchema,
  releaseParamsSchema,
  REMOTE_DIRS,
  remoteParamsSchema,
  rollbackReleaseSchema,
} from '@marketplace/shared-api/schemas/releases';
import { fullName } from '@marketplace/shared-api/format';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/index';
import { notFound } from '../../http-error';
import { cacheControlInRelease, fileExists, safeRelativePath, sendStatic } from '../../plugins/static-files';
import { bearerToken } from '../auth/tokens';
import { PREVIEW_COOKIE, previewCookieOptions, previewsOf } from './preview';
import { RELEASE_ID_PATTERN, releaseManifestSchema } from './release-manifest';
import { RELEASE_NOT_FOUND, type ReleaseActor, type ReleasesService } from './service';

export const RELEASE_COMMAND_LABEL = 'release command';
/** The folder of a release that holds its server code, which no browser is sent. */
const SERVER_ONLY_DIR = 'server';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for a call of the release command (its operator token). */
    releaseOperator: boolean;
  }
}

const changeSchema = z.object({
  remote: z.string(),
  action: z.enum(['promote', 'rollback']),
  releaseId: z.string(),
  previousReleaseId: z.string().nullable(),
  at: z.string(),
  by: z.string(),
  reason: z.string(),
});
const remoteReleasesSchema = z.object({
  remote: z.string(),
  live: changeSchema.extend({ commit: z.string(), builtAt: z.string() }).nullable(),
  releases: z.array(z.object({ releaseId: z.string(), commit: z.string(), builtAt: z.string(), registeredAt: z.string(), origin: z.string().nullable() })),
  history: z.array(changeSchema),
});

export const releaseRoutes: FastifyPluginAsyncZod<{ releases: ReleasesService; db: Database }> = async (app, { releases, db }) => {
  app.decorateRequest('releaseOperator', false);

  /** The release command (its operator token) or a signed-in admin; 401 or 403 otherwise. */
  const operatorOrAdmin: onRequestAsyncHookHandler = async (request, reply) => {
    const token = bearerToken(request.headers.authorization);
    if (token && app.tokens.verifyOperator(token)) {
      request.releaseOperator = true;
      return;
    }
    await app.auth.requireAdmin.call(app, request, reply);
  };

  async function actorOf(request: FastifyRequest): Promise<ReleaseActor> {
    if (request.releaseOperator || !request.auth) return { userId: null, label: RELEASE_COMMAND_LABEL };
    const [admin] = await db.select().from(users).where(eq(users.id, request.auth.userId)).limit(1);
    return { userId: request.auth.userId, label: admin ? fullName(admin) : 'an admin' };
  }

  // With the releases this browser previews (its cookie), so the Releases screen can say so.
  app.get(
    '/api/releases',
    { onRequest: operatorOrAdmin, schema: { response: { 200: z.object({ remotes: z.array(remoteReleasesSchema), previews: z.record(z.string(), z.string()) }) } } },
    async (request) => ({
      remotes: await Promise.all(REMOTE_DIRS.map((remote) => releases.describe(remote))),
      previews: previewsOf(request.cookies[PREVIEW_COOKIE], app.tokens) ?? {},
    }),
  );

  app.get(
    '/api/releases/:remote',
    { onRequest: operatorOrAdmin, schema: { params: remoteParamsSchema, response: { 200: remoteReleasesSchema } } },
    async (request) => releases.describe(request.params.remote),
  );

  // A registered release's release.json, as it was read when it was registered or last made live.
  app.get(
    '/api/releases/:remote/:releaseId/manifest',
    { onRequest: operatorOrAdmin, schema: { params: releaseParamsSchema, response: { 200: releaseManifestSchema } } },
    async (request) => {
      const release = await releases.entryOf(request.params.remote, request.params.releaseId);
      if (!release) throw notFound(RELEASE_NOT_FOUND);
      return release.manifest;
    },
  );

  app.post(
    '/api/releases/:remote',
    { onRequest: operatorOrAdmin, schema: { params: remoteParamsSchema, body: registerReleaseSchema, response: { 201: remoteReleasesSchema } } },
    async (request, reply) => {
      await releases.register(request.params.remote, request.body);
      return reply.code(201).send(await releases.describe(request.params.remote));
    },
  );

  app.post(
    '/api/releases/:remote/promote',
    { onRequest: operatorOrAdmin, schema: { params: remoteParamsSchema, body: promoteReleaseSchema, response: { 200: remoteReleasesSchema } } },
    async (request) => {
      await releases.promote(request.params.remote, request.body.releaseId, await actorOf(request), request.body.reason);
      return releases.describe(request.params.remote);
    },
  );

  app.post(
    '/api/releases/:remote/rollback',
    { onRequest: operatorOrAdmin, schema: { params: remoteParamsSchema, body: rollbackReleaseSchema, response: { 200: remoteReleasesSchema } } },
    async (request) => {
      await releases.rollback(request.params.remote, await actorOf(request), request.body.reason);
      return releases.describe(request.params.remote);
    },
  );

  // The shell team's check before it deploys a shell: would it run what is live?
  app.post(
    '/api/releases/check-shell',
    {
      onRequest: operatorOrAdmin,
      schema: { body: z.object({ provides: z.record(z.string().max(214), z.string().max(100)) }), response: { 200: z.object({ mismatches: z.array(z.string()) }) } },
    },
    async (request) => ({ mismatches: await releases.shellMismatches(request.body.provides) }),
  );

  const previewAnswer = z.object({ previews: z.record(z.string(), z.string()) });

  // An admin's browser only: a signed cookie /remotes.json honours for this browser, for an hour.
  app.post(
    '/api/releases/preview',
    { onRequest: app.auth.requireAdmin, schema: { body: previewReleaseSchema, response: { 200: previewAnswer } } },
    async (request, reply) => {
      const { remote, releaseId } = request.body;
      if (!(await releases.entryOf(remote, releaseId))) throw notFound(RELEASE_NOT_FOUND);
      const current = previewsOf(request.cookies[PREVIEW_COOKIE], app.tokens) ?? {};
      const previews = { ...current, [remote]: releaseId };
      reply.setCookie(PREVIEW_COOKIE, app.tokens.signPreview(request.auth!.userId, previews), previewCookieOptions(request));
      return { previews };
    },
  );

  app.delete('/api/releases/preview', { onRequest: app.auth.requireAdmin, schema: { response: { 200: previewAnswer } } }, async (request, reply) => {
    reply.setCookie(PREVIEW_COOKIE, '', { ...previewCookieOptions(request), maxAge: 0 });
    return { previews: {} };
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
