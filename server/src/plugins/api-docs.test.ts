// The API document describes every route under /api (a route the transform dropped, or one
// registered before the document, fails here), with the schemas the routes validate with;
// admins read it, and the reference page draws it.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { createTestApp, describeEachDatabase, suiteFixture } from '../test/test-app';
import { makeAdmin, signedInUser } from '../test/fixtures';
import { API_DOCS_PATHS } from './api-docs';

interface OpenApiDocument {
  openapi: string;
  info: { version: string };
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> }; responses?: Record<string, unknown> }>>;
}

/** Fastify's ':id' as OpenAPI writes it, '{id}'. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describeEachDatabase('the API document', (kind) => {
  const s = suiteFixture(async () => ({ t: await createTestApp(kind) }));

  const documentFor = async () => {
    const admin = await signedInUser(s.t.app);
    await makeAdmin(s.t, admin.user.id);
    const answer = await s.t.app.inject({ method: 'GET', url: API_DOCS_PATHS.document, headers: admin.headers });
    assert.equal(answer.statusCode, 200, answer.body);
    return answer.json<OpenApiDocument>();
  };

  it('describes every route under /api, and nothing else', async () => {
    const api = await documentFor();
    const documented = new Set(Object.entries(api.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`)));
    const routes = s.t.app.registeredRoutes.filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD').map((route) => `${route.method} ${openApiPath(route.url)}`);
    assert.ok(routes.length > 100, `only ${routes.length} routes registered`);
    assert.deepEqual(routes.filter((route) => !documented.has(route)), [], 'routes missing from the document');
    assert.deepEqual([...documented].filter((operation) => !operation.includes(' /api/')), [], 'non-API routes in the document');
  });

  it('carries the schemas the routes validate with, at the contract version', async () => {
    const api = await documentFor();
    assert.match(api.openapi, /^3\./);
    assert.match(api.info.version, /^\d+\.\d+\.\d+$/);
    const create = api.paths['/api/bookings/create']?.post;
    const body = create?.requestBody?.content['application/json']?.schema;
    assert.ok(body?.properties && 'consultantId' in body.properties && 'startTime' in body.properties, JSON.stringify(create));
    assert.ok(create?.responses && Object.keys(create.responses).length > 0);
  });

  it('serves the reference page and its script, which asks for the document with the stored token', async () => {
    const page = await s.t.app.inject({ method: 'GET', url: API_DOCS_PATHS.page });
    assert.equal(page.statusCode, 200);
    assert.match(page.headers['content-type'] as string, /text\/html/);
    assert.match(page.body, /<h1>API reference<\/h1>/);
    assert.ok(page.body.includes(`src="${API_DOCS_PATHS.script}"`));
    const script = await s.t.app.inject({ method: 'GET', url: API_DOCS_PATHS.script });
    assert.equal(script.statusCode, 200);
    assert.match(script.headers['content-type'] as string, /javascript/);
    assert.match(script.body, /authorization: 'Bearer ' \+ token/);
  });
});
