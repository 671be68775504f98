// POST /api/users/upload-image and GET /uploads/...: type from the bytes, size
// limits per purpose, re-encoding, and nothing stored on a refusal.
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { users } from '../../db/schema/index';
import { createAppOnSameDatabase, createTestApp, describeEachDatabase, signedInSuite, type TestApp } from '../../test/test-app';
import { createTestClock } from '../../test/test-clock';
import { imageUpload, makeImage, makeLargePng, multipart, signedInUser } from '../../test/fixtures';

async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

describeEachDatabase('POST /api/users/upload-image', (kind) => {
  const s = signedInSuite(kind);

  const post = (body: { payload: Buffer; headers: Record<string, string> }, query = '', extraHeaders = s.headers) =>
    s.t.app.inject({
      method: 'POST',
      url: `/api/users/upload-image${query}`,
      headers: { ...extraHeaders, ...body.headers },
      payload: body.payload,
    });

  async function fetchImage(imageUrl: string) {
    const response = await s.t.app.inject({ url: imageUrl });
    assert.equal(response.statusCode, 200);
    return { response, metadata: await sharp(response.rawPayload).metadata() };
  }

  for (const format of ['png', 'jpeg', 'webp'] as const) {
    it(`accepts a real ${format}, crops it square to 400x400 and serves it as webp`, async () => {
      const response = await post(imageUpload(await makeImage(format, 900, 500), `photo.${format}`, `image/${format}`));
      assert.equal(response.statusCode, 201, response.body);
      const { imageUrl } = response.json<{ imageUrl: string }>();
      assert.match(imageUrl, /^\/uploads\/profile\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.webp$/);
      const { response: served, metadata } = await fetchImage(imageUrl);
      assert.equal(metadata.format, 'webp');
      assert.equal(metadata.width, 400);
      assert.equal(metadata.height, 400);
      assert.equal(served.headers['content-type'], 'image/webp');
      assert.equal(served.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.equal(served.headers['x-content-type-options'], 'nosniff');
    });
  }

  it('judges the type by the bytes: a png declared as text/plain with a .txt name is accepted', async () => {
    const response = await post(imageUpload(await makeImage('png'), 'notes.txt', 'text/plain'));
    assert.equal(response.statusCode, 201);
  });

  it('keeps portfolio images uncropped within 1600x1600', async () => {
    const response = await post(imageUpload(await makeImage('jpeg', 3200, 1600), 'wide.jpg', 'image/jpeg'), '?purpose=portfolio');
    assert.equal(response.statusCode, 201, response.body);
    const { metadata } = await fetchImage(response.json<{ imageUrl: string }>().imageUrl);
    assert.equal(metadata.width, 1600);
    assert.equal(metadata.height, 800);
  });

  it('drops EXIF metadata from the stored image', async () => {
    const withExif = await sharp(await makeImage('jpeg'))
      .withExif({ IFD0: { Copyright: 'secret-location' } })
      .jpeg()
      .toBuffer();
    assert.ok((await sharp(withExif).metadata()).exif, 'the input carries EXIF');
    const response = await post(imageUpload(withExif, 'a.jpg', 'image/jpeg'), '?purpose=avatar');
    const { metadata, response: served } = await fetchImage(response.json<{ imageUrl: string }>().imageUrl);
    assert.equal(metadata.exif, undefined);
    assert.ok(!served.rawPayload.includes('secret-location'));
  });

  it('refuses a text file renamed .png with 400 and stores nothing', async () => {
    const before = await filesUnder(s.t.uploadsDir);
    const response = await post(imageUpload(Buffer.from('just some text, not a picture\n'.repeat(20)), 'fake.png', 'image/png'));
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { message: 'The file is not a supported image (jpg, png, webp)', field: 'image' });
    assert.deepEqual(await filesUnder(s.t.uploadsDir), before);
  });

  it('refuses SVG (scriptable) and a truncated png', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    assert.equal((await post(imageUpload(svg, 'a.svg', 'image/svg+xml'))).statusCode, 400);
    const png = await makeImage('png', 800, 800);
    assert.equal((await post(imageUpload(png.subarray(0, 60), 'cut.png'))).statusCode, 400);
  });

  it('refuses an image over the purpose limit with 413 and stores nothing', async () => {
    const before = await filesUnder(s.t.uploadsDir);
    const big = await makeLargePng(2_100_000);
    const profile = await post(imageUpload(big));
    assert.equal(profile.statusCode, 413);
    assert.deepEqual(profile.json(), { message: 'Image is larger than 2000000 bytes', field: 'image' });
    const avatar = await post(imageUpload(await makeLargePng(1_600_000)), '?purpose=avatar');
    assert.equal(avatar.statusCode, 413);
    assert.deepEqual(avatar.json(), { message: 'Image is larger than 1500000 bytes', field: 'image' });
    // The same 2.1 MB image is within the portfolio limit (5 MB).
    assert.equal((await post(imageUpload(big), '?purpose=portfolio')).statusCode, 201);
    assert.equal((await filesUnder(s.t.uploadsDir)).length, before.length + 1);
  });

  it('answers 400 naming image when no file is sent', async () => {
    const onlyText = await post(multipart([{ field: 'note', content: 'hello' }]));
    assert.equal(onlyText.statusCode, 400);
    assert.equal(onlyText.json<{ field: string }>().field, 'image');
    const wrongField = await post(multipart([{ field: 'picture', filename: 'a.png', contentType: 'image/png', content: await makeImage('png') }]));
    assert.equal(wrongField.statusCode, 400);
    assert.equal(wrongField.json<{ field: string }>().field, 'image');
    const emptyFile = await post(imageUpload(Buffer.alloc(0)));
    assert.equal(emptyFile.statusCode, 400);
    const json = await s.t.app.inject({ method: 'POST', url: '/api/users/upload-image', headers: s.headers, payload: { image: 'x' } });
    assert.equal(json.statusCode, 415);
    assert.equal(json.json<{ field: string }>().field, 'image');
  });

  it('refuses an unknown purpose with 400 naming purpose', async () => {
    const response = await post(imageUpload(await makeImage('png')), '?purpose=banner');
    assert.equal(response.statusCode, 400);
    assert.equal(response.json<{ field: string }>().field, 'purpose');
  });

  it('answers 401 without credentials, before reading the upload', async () => {
    const response = await post(imageUpload(await makeImage('png')), '', {});
    assert.equal(response.statusCode, 401);
  });

  it('serves only stored keys under /uploads: 404 otherwise, without the long cache', async () => {
    for (const url of ['/uploads/nope.webp', '/uploads/../package.json', '/uploads/profile/x/y.webp']) {
      const response = await s.t.app.inject({ url });
      assert.equal(response.statusCode, 404, url);
      assert.notEqual(response.headers['cache-control'], 'public, max-age=31536000, immutable');
    }
  });
});

describeEachDatabase('upload abuse limits', (kind) => {
  let t: TestApp;
  const clock = createTestClock('2026-06-01T00:00:00.000Z');
  before(async () => {
    t = await createTestApp(kind, { clock, limits: { uploadsPerUserPerHour: 3, storedBytesPerUser: 60_000 } });
  });
  after(() => t.close());

  const upload = async (headers: Record<string, string>, bytes: Buffer) => {
    const body = imageUpload(bytes);
    return t.app.inject({ method: 'POST', url: '/api/users/upload-image?purpose=portfolio', headers: { ...headers, ...body.headers }, payload: body.payload });
  };

  it('limits uploads per user with 429 and Retry-After', async () => {
    const { headers } = await signedInUser(t.app);
    const small = await makeImage('png', 64, 64);
    for (let index = 0; index < 3; index += 1) assert.equal((await upload(headers, small)).statusCode, 201);
    const limited = await upload(headers, small);
    assert.equal(limited.statusCode, 429);
    assert.ok(Number(limited.headers['retry-after']) > 0);
  });

  it("answers 413 with a clear message once a user's stored bytes reach the quota", async () => {
    const { headers } = await signedInUser(t.app);
    const noisy = await makeLargePng(200_000);
    const first = await upload(headers, noisy);
    assert.equal(first.statusCode, 201, first.body);
    let refused = first;
    for (let index = 0; index < 2 && refused.statusCode === 201; index += 1) refused = await upload(headers, noisy);
    assert.equal(refused.statusCode, 413, refused.body);
    assert.match(refused.json<{ message: string }>().message, /storage/);
  });

  it('deletes uploads nothing references a day later (a sweep on data), and keeps used ones', async () => {
    const { headers, user } = await signedInUser(t.app);
    const small = await makeImage('png', 64, 64);
    const orphan = (await upload(headers, small)).json<{ imageUrl: string }>().imageUrl;
    const used = (await upload(headers, small)).json<{ imageUrl: string }>().imageUrl;
    await t.database.db.update(users).set({ images: [used] }).where(eq(users.id, user.id));
    await t.app.sweeps.runAll();
    assert.equal((await t.app.inject({ url: orphan })).statusCode, 200, 'not yet a day old');
    clock.advance(24 * 60 * 60 * 1000);
    // A restarted server (another app on the same data) runs the sweep.
    const restarted = await createAppOnSameDatabase(t, { clock, limits: { uploadsPerUserPerHour: 3 } });
    try {
      await restarted.sweeps.runAll();
    } finally {
      await restarted.close();
    }
    assert.equal((await t.app.inject({ url: orphan })).statusCode, 404);
    assert.equal((await t.app.inject({ url: used })).statusCode, 200);
  });
});
