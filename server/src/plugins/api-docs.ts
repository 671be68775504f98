// The API's reference, made from the routes' own zod schemas (the ones shared-api
// exports and the server validates with), so it cannot drift from what the server
// does: @fastify/swagger collects every route registered after it, and the zod type
// provider's transform turns each schema into JSON Schema. Admins read it at
// /api/docs (the page, ./api-docs-page.ts) and /api/docs/openapi.json (the document,
// for tools); only /api routes are described (the site's pages, files and releases are not API).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { PRODUCT_NAME } from '@marketplace/shared-api/constants';
import { REPO_ROOT } from '../config';
import { API_DOCS_SCRIPT, renderApiDocsPage } from './api-docs-page';

export const API_DOCS_PATHS = { page: '/api/docs', script: '/api/docs/reference.js', document: '/api/docs/openapi.json' } as const;

const describeZod = createJsonSchemaTransform({});

/** The contract's version: shared-api's, whose schemas and types the document is made of. */
const contractVersion = (): string => (JSON.parse(readFileSync(path.join(REPO_ROOT, 'shared-api', 'package.json'), 'utf8')) as { version: string }).version;

/** Call before any route is registered: the document holds only routes registered after it. */
export async function registerApiDocument(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${PRODUCT_NAME} API`,
        version: contractVersion(),
        description: 'Every route under /api, with the schemas the server validates requests and answers with. Errors answer { message, field? }.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: (input) => (input.url.startsWith('/api/') ? describeZod(input) : { schema: { hide: true }, url: input.url }),
    transformObject: jsonSchemaTransformObject,
  });
}

/** The three routes of the reference: the page and its script for anyone (they hold no data), the document for admins. */
export async function registerApiDocsRoutes(app: FastifyInstance): Promise<void> {
  app.get(API_DOCS_PATHS.page, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(renderApiDocsPage(API_DOCS_PATHS.script)),
  );
  app.get(API_DOCS_PATHS.script, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(API_DOCS_SCRIPT),
  );
  app.get(API_DOCS_PATHS.document, { onRequest: app.auth.requireAdmin }, async () => app.swagger());
}
