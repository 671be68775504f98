// POST /api/auth/login and /logout.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { LoginResponse } from '@marketplace/shared-api/types';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { changePassword, login, registerUser, registration, signedInUser } from '../../test/fixtures';
import { createTestClock } from '../../test/test-clock';

// The limits count in windows aligned to the clock: a suite that counts them stands its clock
// still, so no window can turn between two attempts of one test.
const standingClock = () => createTestClock('2026-03-01T00:00:30Z');

describeEachDatabase('POST /api/auth/login', (kind) => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind, { loginRateLimitMax: 3, clock: standingClock() });
  });
  after(() => t.close());

  const login = (payload: unknown, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object, remoteAddress: ip });

  it('answers the user and a bearer token that /verify accepts, with the username in any case', async () => {
    const { user, password } = await registerUser(t.app, { username: 'Login_Case' });
    const response = await login({ username: 'login_case', password }, '10.0.0.2');
    assert.equal(response.statusCode, 200);
    const body = response.json<LoginResponse>();
    assert.equal(body.userInfo.id, user.id);
    assert.equal(body.userInfo.email, user.email, 'the user sees their own email');
    assert.ok(!response.body.includes('passwordHash'));
    const verify = await t.app.inject({ url: '/api/users/verify', headers: { authorization: `Bearer ${body.token}` } });
    assert.equal(verify.statusCode, 200);
    assert.equal(verify.json<{ id: string }>().id, user.id);
  });

  it('answers 400 "Invalid username or password" for a wrong password or an unknown user (not 401)', async () => {
    const { user } = await registerUser(t.app);
    const wrongPassword = await login({ username: user.username, password: 'Wrong1234' }, '10.0.0.3');
    assert.equal(wrongPassword.statusCode, 400);
    assert.deepEqual(wrongPassword.json(), { message: 'Invalid username or password' });
    const unknown = await login({ username: 'nobody_here', password: 'Whatever1' }, '10.0.0.3');
    assert.equal(unknown.statusCode, 400);
    assert.deepEqual(unknown.json(), { message: 'Invalid username or password' });
  });

  it('answers 400 naming the missing field', async () => {
    const noPassword = await login({ username: 'someone' }, '10.0.0.4');
    assert.equal(noPassword.statusCode, 400);
    assert.deepEqual(noPassword.json(), { message: 'Password is required', field: 'password' });
    const noUsername = await login({ password: 'Secret123' }, '10.0.0.4');
    assert.equal(noUsername.statusCode, 400);
    assert.deepEqual(noUsername.json(), { message: 'Username is required', field: 'username' });
    const empty = await login({ username: '', password: '' }, '10.0.0.4');
    assert.equal(empty.json<{ field: string }>().field, 'username');
  });

  it('limits attempts per IP and username with 429 in the one error shape', async () => {
    const { user, password } = await registerUser(t.app);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      assert.equal((await login({ username: user.username, password: 'Wrong1234' }, '10.0.0.9')).statusCode, 400);
    }
    const limited = await login({ username: user.username, password }, '10.0.0.9');
    assert.equal(limited.statusCode, 429);
    assert.match(limited.json<{ message: string }>().message, /Too many attempts/);
    assert.deepEqual(Object.keys(limited.json()), ['message']);
    // Another IP, or another account from the same IP, is not blocked.
    assert.equal((await login({ username: user.username, password }, '10.0.0.10')).statusCode, 200);
    const other = await registerUser(t.app);
    assert.equal((await login({ username: other.user.username, password: other.password }, '10.0.0.9')).statusCode, 200);
  });
});

describeEachDatabase('POST /api/auth/logout', (kind) => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind);
  });
  after(() => t.close());

  it('answers { success: true } with or without a token, and clears the setup cookie', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-a-token' }, { 'content-type': 'application/json' }]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json(), { success: true });
      const cleared = String(response.headers['set-cookie']);
      assert.match(cleared, /^setup_token=;/);
      for (const attribute of ['Max-Age=0', 'Path=/api/users', 'HttpOnly', 'SameSite=Strict']) assert.ok(cleared.includes(`; ${attribute}`), cleared);
    }
  });
});

describeEachDatabase('sessions end on the server', (kind) => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind);
  });
  after(() => t.close());

  const verify = (token: string) => t.app.inject({ url: '/api/users/verify', headers: { authorization: `Bearer ${token}` } });

  it('answers 401 to a token after its logout', async () => {
    const { token } = await signedInUser(t.app);
    assert.equal((await verify(token)).statusCode, 200);
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${token}` } });
    assert.equal(logout.statusCode, 200);
    assert.equal((await verify(token)).statusCode, 401);
  });

  it('revokes the other sessions when the password changes, and keeps the caller signed in with a new token', async () => {
    const me = await signedInUser(t.app);
    const other = await login(t.app, me.user.username, me.password);
    const fresh = await changePassword(t.app, me, 'Adobo2Rice');
    assert.equal((await verify(other.token)).statusCode, 401);
    assert.equal((await verify(fresh)).statusCode, 200);
    await login(t.app, me.user.username, 'Adobo2Rice');
  });

  it('refuses a password change with a wrong current password or a common new one', async () => {
    const { password, headers } = await signedInUser(t.app);
    const wrong = await t.app.inject({ method: 'POST', url: '/api/auth/password', headers, payload: { currentPassword: 'Nope12345', newPassword: 'Adobo2Rice' } });
    assert.deepEqual(wrong.json(), { message: 'Current password is incorrect', field: 'currentPassword' });
    const common = await t.app.inject({ method: 'POST', url: '/api/auth/password', headers, payload: { currentPassword: password, newPassword: '12345678' } });
    assert.equal(common.statusCode, 400);
    assert.equal(common.json<{ field: string }>().field, 'newPassword');
  });
});

describeEachDatabase('login and sign-up floods', (kind) => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind, { limits: { loginsPerIpPerMinute: 5, registrationsPerIpPerHour: 3, passwordHashQueue: 0 }, clock: standingClock() });
  });
  after(() => t.close());

  const loginFrom = (ip: string, username: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: 'Whatever1' }, remoteAddress: ip });

  it('limits logins per IP whatever the username, with Retry-After in the one error shape', async () => {
    for (let index = 0; index < 5; index += 1) {
      assert.equal((await loginFrom('10.1.0.1', `nobody_${index}`)).statusCode, 400);
    }
    const limited = await loginFrom('10.1.0.1', 'nobody_else');
    assert.equal(limited.statusCode, 429);
    assert.ok(Number(limited.headers['retry-after']) > 0);
    assert.deepEqual(Object.keys(limited.json()), ['message']);
    assert.equal((await loginFrom('10.1.0.2', 'nobody_else')).statusCode, 400, 'another IP is not blocked');
  });

  it('limits sign-ups per IP', async () => {
    const registerFrom = (ip: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/register', payload: registration(), remoteAddress: ip });
    for (let index = 0; index < 3; index += 1) assert.equal((await registerFrom('10.2.0.1')).statusCode, 201);
    const limited = await registerFrom('10.2.0.1');
    assert.equal(limited.statusCode, 429);
    assert.ok(Number(limited.headers['retry-after']) > 0);
    assert.equal((await registerFrom('10.2.0.2')).statusCode, 201);
  });

  it('answers 503 with Retry-After when the password-hash queue is full, and other routes stay up', async () => {
    // Hold both hash slots (passwordHashConcurrency 2, queue 0) with work that only the test ends.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holders = [t.app.passwords.gate.run(() => held), t.app.passwords.gate.run(() => held)];
    const busy = await loginFrom('10.3.0.1', 'someone');
    assert.equal(busy.statusCode, 503);
    assert.equal(busy.headers['retry-after'], '2');
    assert.deepEqual(busy.json(), { message: 'The server is busy. Try again in a moment.' });
    assert.equal((await t.app.inject({ url: '/api/health' })).statusCode, 200);
    release();
    await Promise.all(holders);
    assert.equal((await loginFrom('10.3.0.1', 'someone')).statusCode, 400);
  });
});

describeEachDatabase('a login flood from one address', (kind) => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind, { limits: { passwordHashConcurrency: 2, passwordHashQueue: 16, passwordHashesPerAddress: 2 } });
  });
  after(() => t.close());

  it("takes at most two places in the password-hash queue, so other people's logins still get theirs", async () => {
    const people = [];
    for (let index = 0; index < 4; index += 1) people.push(await registerUser(t.app));
    // Both hash slots held by work only the test ends: everything after this waits in the queue or is refused.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holders = [t.app.passwords.gate.run(() => held), t.app.passwords.gate.run(() => held)];

    let answered = 0;
    let sixtyAnswered!: () => void;
    const sixty = new Promise<void>((resolve) => (sixtyAnswered = resolve));
    const flood = Array.from({ length: 80 }, (_, index) =>
      t.app
        .inject({ method: 'POST', url: '/api/auth/login', payload: { username: `nobody_${index}`, password: 'Wrong12345' }, remoteAddress: '10.4.0.66' })
        .then((response) => {
          answered += 1;
          if (answered === 60) sixtyAnswered();
          return response.statusCode;
        }),
    );
    // Sixty are answered only once the flood has taken every place it can: the rest wait in the queue.
    await sixty;
    const logins = people.map((person, index) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: person.user.username, password: person.password },
        remoteAddress: `10.4.0.${index + 1}`,
      }),
    );
    release();
    await Promise.all(holders);
    assert.deepEqual((await Promise.all(logins)).map((response) => response.statusCode), [200, 200, 200, 200]);
    const statuses = await Promise.all(flood);
    // Those answered before the release were all told to slow down; the rest were hashed (and wrong) or told the same.
    assert.ok(statuses.every((status) => status === 400 || status === 429), statuses.join());
    assert.ok(statuses.filter((status) => status === 429).length >= 60, statuses.join());
  });
});
