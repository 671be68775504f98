// Inputs that used to answer 500 (or Fastify's own error
// shape) answer 400/401 in the project's one error shape { message, field? }.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import jwt from 'jsonwebtoken';
import { createTestApp, describeEachDatabase, TEST_JWT_SECRET, type TestApp } from '../test/test-app';
import { imageUpload, makeImage, signedInUser } from '../test/fixtures';

const assertOneShape = (body: unknown) => {
  assert.equal(typeof (body as { message?: unknown }).message, 'string', JSON.stringify(body));
  for (const key of Object.keys(body as object)) assert.ok(key === 'message' || key === 'field', `unexpected key ${key}`);
};

describeEachDatabase('no 500s and one error shape', (kind) => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind);
  });
  after(() => t.close());

  it('answers 400 on the cursor for a posts cursor dated past year 9999', async () => {
    const cursor = Buffer.from(JSON.stringify([1, Date.UTC(10000, 0, 2), '8b9f4c6e-2f7a-4c1e-9a55-0b8f4f3c2d10'])).toString('base64url');
    const { headers } = await signedInUser(t.app);
    const response = await t.app.inject({ url: `/api/profiles/posts?cursor=${cursor}`, headers });
    assert.equal(response.statusCode, 400, response.body);
    assert.equal(response.json<{ field: string }>().field, 'cursor');
  });

  it('answers 400 for multipart without a boundary and for a body cut mid-part', async () => {
    const { headers } = await signedInUser(t.app);
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/api/users/upload-image?purpose=profile',
      headers: { ...headers, 'content-type': 'multipart/form-data' },
      payload: 'whatever',
    });
    assert.equal(noBoundary.statusCode, 400, noBoundary.body);
    assertOneShape(noBoundary.json());
    const upload = imageUpload(await makeImage('png'));
    const cut = await t.app.inject({
      method: 'POST',
      url: '/api/users/upload-image?purpose=profile',
      headers: { ...headers, ...upload.headers },
      payload: upload.payload.subarray(0, Math.floor(upload.payload.length / 2)),
    });
    assert.equal(cut.statusCode, 400, cut.body);
    assertOneShape(cut.json());
  });

  it('answers 401 for a correctly signed token whose sub is not a UUID', async () => {
    const token = jwt.sign({ purpose: 'session' }, TEST_JWT_SECRET, { algorithm: 'HS256', subject: 'not-a-uuid', expiresIn: '1h' });
    const response = await t.app.inject({ url: '/api/users/verify', headers: { authorization: `Bearer ${token}` } });
    assert.equal(response.statusCode, 401, response.body);
    assertOneShape(response.json());
  });

  it('answers framework errors (bad URL, unknown route, bad JSON, body too large) in the one shape', async () => {
    const badUrl = await t.app.inject({ url: '/api/users/%ED%A0%80' });
    assert.equal(badUrl.statusCode, 400, badUrl.body);
    assertOneShape(badUrl.json());
    const notFound = await t.app.inject({ url: '/api/no-such-route' });
    assert.equal(notFound.statusCode, 404);
    assertOneShape(notFound.json());
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    assert.equal(badJson.statusCode, 400);
    assertOneShape(badJson.json());
    const tooLarge = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024), password: 'y' }),
    });
    assert.equal(tooLarge.statusCode, 413);
    assertOneShape(tooLarge.json());
  });
});
