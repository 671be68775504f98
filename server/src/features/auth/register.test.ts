// POST /api/auth/register: every rule of SPEC section 5, enforced by the server.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { COMMON_PASSWORD_MESSAGE } from '@marketplace/shared-api/schemas/common-passwords';
import type { User } from '@marketplace/shared-api/types';
import { users } from '../../db/schema/index';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { registerUser, registration } from '../../test/fixtures';
import { REFERRAL_CODE_LENGTH } from './referral-code';

describeEachDatabase('POST /api/auth/register', (kind) => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind);
  });
  after(() => t.close());

  const register = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object });

  it('creates the user and answers 201 with the User, never the password', async () => {
    const body = registration({ username: 'Juan_Dela_Cruz', email: 'Juan@Example.com' });
    const response = await register(body);
    assert.equal(response.statusCode, 201);
    const user = response.json<User>();
    assert.equal(user.username, 'Juan_Dela_Cruz');
    assert.equal(user.email, 'Juan@Example.com');
    assert.equal(user.id, user.userId);
    assert.equal(user.role, 'Assistant');
    assert.deepEqual(user.skills, ['Writing', 'SEO']);
    assert.equal(user.location, 'Cebu City, Philippines');
    assert.equal(user.referralCount, 0);
    assert.equal(user.moneyEarned, 0);
    assert.ok(!Number.isNaN(Date.parse(user.createdAt)));
    assert.ok(!response.body.includes('password'), 'no password field or hash in the answer');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    assert.match(row.passwordHash, /^\$argon2id\$/);
  });

  it('sets an httpOnly, SameSite=Strict setup_token cookie scoped to /api/users for 30 minutes', async () => {
    const response = await register(registration());
    const cookie = String(response.headers['set-cookie']);
    assert.match(cookie, /^setup_token=[\w-]+\.[\w-]+\.[\w-]+;/);
    assert.match(cookie, /HttpOnly/);
    assert.match(cookie, /SameSite=Strict/);
    assert.match(cookie, /Path=\/api\/users/);
    assert.match(cookie, /Max-Age=1800/);
  });

  it('always stores premium Not Verified, whatever the client sends', async () => {
    for (const premium of ['Admin', 'Verified']) {
      const response = await register(registration({ premium }));
      assert.equal(response.statusCode, 201);
      assert.equal(response.json<User>().premium, 'Not Verified');
    }
  });

  it('fixes salaryRate at 1250 for an Assistant and leaves it empty for Boss and Sharer', async () => {
    const assistant = await register(registration({ role: 'Assistant', salaryRate: 99 }));
    assert.equal(assistant.json<User>().salaryRate, 1250);
    for (const role of ['Boss', 'Sharer']) {
      const response = await register(registration({ role, salaryRate: 500 }));
      assert.equal(response.statusCode, 201);
      assert.equal(response.json<User>().salaryRate, null);
    }
  });

  it('gives each user a unique URL-safe referral code', async () => {
    const codes = new Set<string>();
    for (let index = 0; index < 5; index += 1) {
      const { user } = await registerUser(t.app);
      assert.match(user.referralCode, new RegExp(`^[A-Z0-9]{${REFERRAL_CODE_LENGTH}}$`));
      codes.add(user.referralCode);
    }
    assert.equal(codes.size, 5);
  });

  it('links a new user to the referrer of a valid code (any case) and counts the referral', async () => {
    const { user: referrer } = await registerUser(t.app);
    const response = await register(registration({ referralCode: ` ${referrer.referralCode.toLowerCase()} ` }));
    assert.equal(response.statusCode, 201);
    assert.equal(response.json<User>().referredBy, referrer.id);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, referrer.id));
    assert.equal(row.referralCount, 1);
  });

  it('ignores an unknown referral code instead of refusing the sign-up', async () => {
    const response = await register(registration({ referralCode: 'NOSUCHCODE' }));
    assert.equal(response.statusCode, 201);
    assert.equal(response.json<User>().referredBy, null);
  });

  it('answers 409 for a username or email already taken, whatever the case', async () => {
    const { user } = await registerUser(t.app, { username: 'Taken_Name', email: 'taken@example.com' });
    const sameName = await register(registration({ username: 'taken_NAME' }));
    assert.equal(sameName.statusCode, 409);
    assert.deepEqual(sameName.json(), { message: 'Username is already taken', field: 'username' });
    const sameEmail = await register(registration({ email: 'TAKEN@example.COM' }));
    assert.equal(sameEmail.statusCode, 409);
    assert.deepEqual(sameEmail.json(), { message: 'Email is already registered', field: 'email' });
    assert.equal(user.username, 'Taken_Name');
  });

  it('maps the unique-index race (two sign-ups at once) to 409, not 500', async () => {
    const body = registration();
    const responses = await Promise.all([register(body), register({ ...body })]);
    const statuses = responses.map((response) => response.statusCode).sort();
    assert.deepEqual(statuses, [201, 409]);
  });

  it('accepts passwords of 8 and 14 characters', async () => {
    for (const password of ['Lumpia8x', 'Sinigang4Lunch']) {
      assert.equal((await register(registration({ password }))).statusCode, 201);
    }
  });

  const refusals: Array<[string, Record<string, unknown>, string, string | RegExp]> = [
    ['a 7-character password', { password: 'a'.repeat(7) }, 'password', 'Password must be at least 8 characters'],
    ['a 15-character password', { password: 'a'.repeat(15) }, 'password', 'Password must be less than 15 characters'],
    ['the password "password"', { password: 'password' }, 'password', COMMON_PASSWORD_MESSAGE],
    ['the password "12345678"', { password: '12345678' }, 'password', COMMON_PASSWORD_MESSAGE],
    ['the password "aaaaaaaa"', { password: 'aaaaaaaa' }, 'password', COMMON_PASSWORD_MESSAGE],
    ['a password of spaces only', { password: ' '.repeat(10) }, 'password', COMMON_PASSWORD_MESSAGE],
    ['a username with a space', { username: 'bad name' }, 'username', 'Username can only contain letters, numbers, and underscores'],
    ['a username with a dash', { username: 'bad-name' }, 'username', 'Username can only contain letters, numbers, and underscores'],
    ["a username with a quote", { username: "o'neil" }, 'username', 'Username can only contain letters, numbers, and underscores'],
    ['an email without @', { email: 'not-an-email' }, 'email', /email/i],
    ['a role outside the list', { role: 'Admin' }, 'role', 'Role must be Boss, Assistant or Sharer'],
    ['an extra field', { isAdmin: true }, 'isAdmin', /isAdmin/],
    ['a number as username', { username: 12345 }, 'username', /Username/],
    ['an array as email', { email: ['a@b.co'] }, 'email', /Email/],
    ['an object as firstName', { firstName: { $ne: null } }, 'firstName', /First name/],
    ['skills as a string', { skills: 'Writing' }, 'skills', /Skills/],
    ['a blank skill', { skills: ['  '] }, 'skills.0', /blank/],
    ['salaryRate as a string', { salaryRate: '1250' }, 'salaryRate', /number/],
    ['a negative salaryRate', { salaryRate: -1 }, 'salaryRate', /below 0/],
    ['an over-long username', { username: 'u'.repeat(31) }, 'username', /at most 30/],
    ['an over-long first name', { firstName: 'F'.repeat(51) }, 'firstName', /at most 50/],
    ['an over-long location', { location: 'L'.repeat(101) }, 'location', /at most 100/],
    ['an over-long email', { email: `${'e'.repeat(250)}@example.com` }, 'email', /at most 254/],
    ['an over-long referral code', { referralCode: 'R'.repeat(41) }, 'referralCode', /.+/],
    ['a premium outside the list', { premium: 'Gold' }, 'premium', /.+/],
  ];
  for (const [what, overrides, field, message] of refusals) {
    it(`refuses ${what} with 400 naming ${field}`, async () => {
      const response = await register(registration(overrides));
      assert.equal(response.statusCode, 400, response.body);
      const body = response.json<{ message: string; field?: string }>();
      assert.equal(body.field, field);
      if (typeof message === 'string') assert.equal(body.message, message);
      else assert.match(body.message, message);
    });
  }

  for (const field of ['firstName', 'lastName', 'username', 'email', 'password', 'role', 'location', 'experience', 'availability']) {
    it(`refuses a sign-up without ${field} (missing or blank)`, async () => {
      const missing = registration();
      delete missing[field];
      const response = await register(missing);
      assert.equal(response.statusCode, 400);
      assert.equal(response.json<{ field?: string }>().field, field);
      if (field !== 'role' && field !== 'password') {
        const blank = await register(registration({ [field]: '   ' }));
        assert.equal(blank.statusCode, 400);
        assert.equal(blank.json<{ field?: string }>().field, field);
      }
    });
  }

  it('refuses a body that is not an object', async () => {
    for (const payload of [[], 'text', 42, null]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      assert.equal(response.statusCode, 400, `${JSON.stringify(payload)}: ${response.body}`);
      assert.equal(typeof response.json<{ message: string }>().message, 'string');
    }
  });

  it('writes nothing when the sign-up is refused', async () => {
    const before = await t.database.db.select({ id: users.id }).from(users);
    await register(registration({ password: 'short' }));
    await register(registration({ role: 'Nobody' }));
    const afterRows = await t.database.db.select({ id: users.id }).from(users);
    assert.equal(afterRows.length, before.length);
  });
});
