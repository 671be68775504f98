// Inputs tests send as a user would: registrations, logins, real images made
// with sharp, and multipart bodies.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { LoginResponse, User } from '@marketplace/shared-api/types';
import type { Database } from '../db/database';
import { users } from '../db/schema/index';

export const TEST_PASSWORD = 'Secret123';

export function registration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const suffix = randomBytes(4).toString('hex');
  return {
    username: `user_${suffix}`,
    email: `user_${suffix}@example.com`,
    password: TEST_PASSWORD,
    firstName: 'Test',
    lastName: 'User',
    role: 'Assistant',
    location: 'Cebu City, Philippines',
    skills: ['Writing', 'SEO'],
    experience: '1-3 years',
    availability: 'Part-time',
    premium: 'Not Verified',
    ...overrides,
  };
}

export interface RegisteredUser {
  user: User;
  password: string;
  /** The `name=value` of the setup_token cookie, ready for a Cookie header. */
  setupCookie: string;
}

export async function registerUser(app: FastifyInstance, overrides: Record<string, unknown> = {}): Promise<RegisteredUser> {
  const body = registration(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const setCookie = String(response.headers['set-cookie'] ?? '');
  return { user: response.json<User>(), password: String(body.password), setupCookie: setCookie.split(';')[0] };
}

export async function login(app: FastifyInstance, username: string, password: string): Promise<LoginResponse> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json<LoginResponse>();
}

/** POST /api/auth/password for a signed-in user; throws unless 200. Answers the new token of the caller's session. */
export async function changePassword(app: FastifyInstance, user: { headers: Record<string, string>; password: string }, newPassword: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/password', headers: user.headers, payload: { currentPassword: user.password, newPassword } });
  if (response.statusCode !== 200) throw new Error(`password change failed: ${response.statusCode} ${response.body}`);
  return response.json<{ token: string }>().token;
}

/** A registered and logged-in user with the bearer header to send. */
export async function signedInUser(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const registered = await registerUser(app, overrides);
  const { token } = await login(app, registered.user.username, registered.password);
  return { ...registered, token, headers: { authorization: `Bearer ${token}` } };
}

/** Behind the app's back, as an operator would: the app is told, as the features that change premium tell it. */
export async function makeAdmin(t: { app: FastifyInstance; database: { db: Database } }, userId: string): Promise<void> {
  await t.database.db.update(users).set({ premium: 'Admin' }).where(eq(users.id, userId));
  t.app.sessions.accountChanged(userId);
}

/** The profile form (PUT /api/users/{id}) filled with the user as they are, then overrides. */
export const profileForm = (user: User, overrides: Record<string, unknown> = {}) => ({
  username: user.username,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  role: user.role,
  skills: user.skills,
  location: user.location ?? undefined,
  experience: user.experience ?? undefined,
  availability: user.availability ?? undefined,
  ...overrides,
});

export async function makeImage(format: 'png' | 'jpeg' | 'webp' | 'gif', width = 640, height = 480): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });
  return image.toFormat(format).toBuffer();
}

/** Random pixels compress badly, so this makes a genuine image of at least `minBytes`. */
export async function makeLargePng(minBytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(minBytes / 3)) + 16;
  const pixels = randomBytes(side * side * 3);
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
}

export function multipart(
  parts: Array<{ field: string; filename?: string; contentType?: string; content: Buffer | string }>,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.field}"; filename="${part.filename}"`
      : `form-data; name="${part.field}"`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function imageUpload(bytes: Buffer, filename = 'picture.png', contentType = 'image/png') {
  return multipart([{ field: 'image', filename, contentType, content: bytes }]);
}
