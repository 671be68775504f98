// GET/POST/DELETE /api/users/images: the caller's own portfolio only; images
// must be the caller's uploads here; a removed file is freed when unused.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { PORTFOLIO_IMAGES_MAX } from '@marketplace/shared-api/schemas/profiles';
import type { ApiErrorBody } from '@marketplace/shared-api/types';
import { users } from '../../db/schema/index';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { bearer, insertListing, insertUser, storeUploadedImage } from '../../test/test-rows';

describeEachDatabase('/api/users/images', (kind) => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind);
  });
  after(() => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', userId: string | null, payload?: object) =>
    t.app.inject({ method, url: '/api/users/images', payload, headers: userId ? bearer(t.app, userId) : undefined });
  const imagesOf = async (userId: string) => (await t.database.db.select().from(users).where(eq(users.id, userId)))[0].images;
  const fileExists = (url: string) => t.storage.exists(t.storage.keyFromUrl(url) ?? '');

  it('adds uploaded images, lists them, and ignores duplicates', async () => {
    const user = await insertUser(t.database.db);
    const [a, b] = [await storeUploadedImage(t.storage, user.id), await storeUploadedImage(t.storage, user.id)];
    const added = await call('POST', user.id, { images: [a, b, a] });
    assert.equal(added.statusCode, 200, added.body);
    assert.deepEqual(added.json(), { images: [a, b] });
    assert.deepEqual((await call('POST', user.id, { images: [b] })).json(), { images: [a, b] });
    assert.deepEqual((await call('GET', user.id)).json(), { images: [a, b] });
  });

  it('acts on the caller only: another user neither sees nor changes these images', async () => {
    const owner = await insertUser(t.database.db);
    const other = await insertUser(t.database.db);
    const image = await storeUploadedImage(t.storage, owner.id);
    await call('POST', owner.id, { images: [image] });
    assert.deepEqual((await call('GET', other.id)).json(), { images: [] });
    const stolen = await call('POST', other.id, { images: [image] });
    assert.equal(stolen.statusCode, 400);
    assert.equal(stolen.json<ApiErrorBody>().field, 'images.0');
    const deleted = await call('DELETE', other.id, { imageUrl: image });
    assert.equal(deleted.statusCode, 404);
    assert.deepEqual(deleted.json(), { message: 'Image not found' });
    assert.deepEqual(await imagesOf(owner.id), [image]);
    assert.equal(await fileExists(image), true);
  });

  it('refuses URLs that are not uploads of this site with 400', async () => {
    const user = await insertUser(t.database.db);
    for (const images of [['https://evil.example/a.png'], ['/uploads/portfolio/../../secret'], [`/uploads/portfolio/${user.id}/00000000-0000-4000-8000-000000000000.webp`], []]) {
      const response = await call('POST', user.id, { images });
      assert.equal(response.statusCode, 400, JSON.stringify(images));
    }
  });

  it(`holds at most ${PORTFOLIO_IMAGES_MAX} images`, async () => {
    const user = await insertUser(t.database.db);
    const existing = Array.from({ length: PORTFOLIO_IMAGES_MAX }, (_, index) => `/uploads/portfolio/${user.id}/old-${index}.webp`);
    await t.database.db.update(users).set({ images: existing }).where(eq(users.id, user.id));
    const response = await call('POST', user.id, { images: [await storeUploadedImage(t.storage, user.id)] });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json<ApiErrorBody>().field, 'images');
  });

  it('deletes an image from the list and frees the file when nothing else uses it', async () => {
    const user = await insertUser(t.database.db);
    const [kept, removed] = [await storeUploadedImage(t.storage, user.id), await storeUploadedImage(t.storage, user.id)];
    await call('POST', user.id, { images: [kept, removed] });
    const response = await call('DELETE', user.id, { imageUrl: removed });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { images: [kept] });
    assert.equal(await fileExists(removed), false);
    assert.equal(await fileExists(kept), true);
  });

  it('keeps the file when a listing still shows it', async () => {
    const user = await insertUser(t.database.db);
    const image = await storeUploadedImage(t.storage, user.id);
    await call('POST', user.id, { images: [image] });
    await insertListing(t.database.db, user.id, { images: [image] });
    assert.equal((await call('DELETE', user.id, { imageUrl: image })).statusCode, 200);
    assert.equal(await fileExists(image), true);
  });

  it('answers 401 to anonymous callers on every method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await call(method, null, method === 'GET' ? undefined : { images: ['/uploads/x'], imageUrl: '/uploads/x' });
      assert.equal(response.statusCode, 401, method);
    }
  });
});
