// On-the-fly compression: API JSON above the threshold goes out compressed in the
// encoding the browser prefers; small answers and uploaded images go out as they are.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import zlib from 'node:zlib';
import { imageUpload, makeImage, signedInUser } from '../test/fixtures';
import { createTestApp, describeEachDatabase, type TestApp } from '../test/test-app';
import { COMPRESSION_THRESHOLD_BYTES, ON_THE_FLY_BROTLI_QUALITY, ON_THE_FLY_GZIP_LEVEL } from './compression';

describeEachDatabase('response compression', (kind) => {
  let t: TestApp;
  let headers: Record<string, string>;
  before(async () => {
    t = await createTestApp(kind);
    // Twenty long skills make the user's JSON well over the threshold.
    const skills = Array.from({ length: 20 }, (_, index) => `Skill number ${index} of a long list`);
    headers = (await signedInUser(t.app, { skills })).headers;
  });
  after(() => t.close());

  const verify = (acceptEncoding?: string) =>
    t.app.inject({
      url: '/api/users/verify',
      headers: acceptEncoding === undefined ? headers : { ...headers, 'accept-encoding': acceptEncoding },
    });

  it('compresses API JSON above the threshold with Brotli, or gzip when that is all the browser takes', async () => {
    const plain = await verify();
    assert.equal(plain.statusCode, 200);
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.ok(plain.rawPayload.length > COMPRESSION_THRESHOLD_BYTES, `${plain.rawPayload.length} bytes`);

    const br = await verify('gzip, deflate, br');
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(String(br.headers.vary), /accept-encoding/i);
    assert.ok(br.rawPayload.length < plain.rawPayload.length);
    assert.deepEqual(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')), plain.json());
    // At the cheap quality chosen for per-request work, not the plugin's default.
    const cheap = zlib.brotliCompressSync(plain.rawPayload, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: ON_THE_FLY_BROTLI_QUALITY } });
    assert.equal(br.rawPayload.length, cheap.length);

    const gzip = await verify('gzip');
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.deepEqual(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString('utf8')), plain.json());
    assert.equal(gzip.rawPayload.length, zlib.gzipSync(plain.rawPayload, { level: ON_THE_FLY_GZIP_LEVEL }).length);
  });

  it('sends small answers as they are', async () => {
    const health = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(health.statusCode, 200);
    assert.ok(health.rawPayload.length < COMPRESSION_THRESHOLD_BYTES);
    assert.equal(health.headers['content-encoding'], undefined);
  });

  it('never compresses an uploaded image, which is compressed already', async () => {
    const upload = imageUpload(await makeImage('png', 900, 500));
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/users/upload-image',
      headers: { ...headers, ...upload.headers },
      payload: upload.payload,
    });
    assert.equal(posted.statusCode, 201, posted.body);
    const image = await t.app.inject({
      url: posted.json<{ imageUrl: string }>().imageUrl,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    assert.equal(image.statusCode, 200);
    assert.equal(image.headers['content-type'], 'image/webp');
    assert.equal(image.headers['content-encoding'], undefined);
  });
});
