// PUT /api/users/{id}/initial-profile-picture: the post-registration picture step.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { User } from '@marketplace/shared-api/types';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { imageUpload, makeAdmin, makeImage, registerUser, signedInUser } from '../../test/fixtures';

describeEachDatabase('PUT /api/users/{id}/initial-profile-picture', (kind) => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind);
  });
  after(() => t.close());

  async function upload(headers: Record<string, string>): Promise<string> {
    const { payload, headers: multipartHeaders } = imageUpload(await makeImage('png'));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/upload-image',
      headers: { ...headers, ...multipartHeaders },
      payload,
    });
    assert.equal(response.statusCode, 201, response.body);
    return response.json<{ imageUrl: string }>().imageUrl;
  }

  const setPicture = (id: string, profilePicture: unknown, headers: Record<string, string>) =>
    t.app.inject({ method: 'PUT', url: `/api/users/${id}/initial-profile-picture`, headers, payload: { profilePicture } });

  it('lets a just-registered user (setup cookie only) upload and set the picture, then clears the cookie', async () => {
    const { user, setupCookie } = await registerUser(t.app);
    const imageUrl = await upload({ cookie: setupCookie });
    const response = await setPicture(user.id, imageUrl, { cookie: setupCookie });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json<User>().avatar, imageUrl);
    assert.match(String(response.headers['set-cookie']), /^setup_token=; .*Max-Age=0/);
    const profile = await t.app.inject({ url: `/api/users/${user.id}` });
    assert.equal(profile.json<User>().avatar, imageUrl);
  });

  it('accepts the bearer token of the user', async () => {
    const me = await signedInUser(t.app);
    const imageUrl = await upload(me.headers);
    const response = await setPicture(me.user.id, imageUrl, me.headers);
    assert.equal(response.statusCode, 200);
    assert.equal(response.json<User>().avatar, imageUrl);
  });

  it("refuses another user's change with 403 and leaves the avatar alone", async () => {
    const victim = await registerUser(t.app);
    const intruder = await signedInUser(t.app);
    const imageUrl = await upload(intruder.headers);
    const response = await setPicture(victim.user.id, imageUrl, intruder.headers);
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), { message: 'You can only change your own profile picture' });
    // Another user's setup cookie does not help either.
    const viaCookie = await setPicture(victim.user.id, imageUrl, { cookie: (await registerUser(t.app)).setupCookie });
    assert.equal(viaCookie.statusCode, 403);
    assert.equal((await t.app.inject({ url: `/api/users/${victim.user.id}` })).json<User>().avatar, null);
  });

  it('lets an admin set it for someone else', async () => {
    const target = await registerUser(t.app);
    const admin = await signedInUser(t.app);
    await makeAdmin(t, admin.user.id);
    const imageUrl = await upload(admin.headers);
    const response = await setPicture(target.user.id, imageUrl, admin.headers);
    assert.equal(response.statusCode, 200);
    assert.equal(response.json<User>().avatar, imageUrl);
  });

  it('refuses URLs that are not images uploaded here by the caller, with 400 naming profilePicture', async () => {
    const me = await signedInUser(t.app);
    const someoneElse = await signedInUser(t.app);
    const theirImage = await upload(someoneElse.headers);
    const candidates = [
      'https://evil.example/picture.png',
      'javascript:alert(1)',
      '/uploads/../../etc/passwd',
      `/uploads/profile/${me.user.id}/00000000-0000-4000-8000-000000000000.webp`,
      theirImage,
      '',
      42,
    ];
    for (const candidate of candidates) {
      const response = await setPicture(me.user.id, candidate, me.headers);
      assert.equal(response.statusCode, 400, `${String(candidate)}: ${response.body}`);
      assert.equal(response.json<{ field: string }>().field, 'profilePicture');
    }
  });

  it('answers 401 without any credentials and 404 for an unknown user (admin)', async () => {
    const anonymous = await setPicture('00000000-0000-4000-8000-000000000000', '/uploads/x.webp', {});
    assert.equal(anonymous.statusCode, 401);
    const admin = await signedInUser(t.app);
    await makeAdmin(t, admin.user.id);
    const imageUrl = await upload(admin.headers);
    const unknown = await setPicture('00000000-0000-4000-8000-000000000000', imageUrl, admin.headers);
    assert.equal(unknown.statusCode, 404);
  });
});
