// THE authorization matrix: for every route the server registers, the status
// each persona gets. authorization-matrix.test.ts enumerates the app's routes
// (app.registeredRoutes) and fails for a route without a row here, then makes
// every call as every persona and compares.
//
// To add a route: add a row keyed 'METHOD /url' exactly as registered (HEAD
// routes are Fastify's copies of GET ones and are not listed). `call` builds a
// fresh valid request about a resource `owner` owns; the test adds the
// persona's credentials. Personas: visitor (no token), owner, another Boss,
// another Assistant (neither a party to the resource) and an admin.
//
// A 404 for someone else's resource is deliberate where it hides that the
// resource exists; a 403 where the caller may know it exists but not act.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_AVAILABILITY_RULES } from '@marketplace/shared-api/availability/rules';
import type { BookingReviews } from '@marketplace/shared-api/types';
import { eq } from 'drizzle-orm';
import { emailOutbox, type UserRow } from '../../db/schema/index';
import { createUnsubscribeTokens } from '../../features/email/unsubscribe-token';
import { TEST_JWT_SECRET } from '../test-app';
import { chatBuild, madeReleaseToken, publishedChatRelease } from '../../features/releases/release-test-helpers';
import { registration } from '../fixtures';
import { REMOTE_SCRIPT, SHELL_SCRIPT } from './security-app';
import { DAY_AFTER, PERSONA_PASSWORD, SESSIONS_OVER, type MatrixCall, type MatrixWorld, type Persona } from './matrix-world';

export type Expected = Record<Persona, number>;

export interface MatrixRow {
  call(world: MatrixWorld): Promise<MatrixCall>;
  expect: Expected;
}

/** The same status for everyone, signed in or not. */
const everyone = (status: number): Expected => ({ visitor: status, owner: status, otherBoss: status, otherAssistant: status, admin: status });
/** 401 for visitors; the same status for every signed-in caller. */
const signedIn = (status: number): Expected => ({ ...everyone(status), visitor: 401 });
/** 401 for visitors, 403 for members, `status` for an admin. */
const adminOnly = (status: number): Expected => ({ visitor: 401, owner: 403, otherBoss: 403, otherAssistant: 403, admin: status });
/** 401 for visitors, `status` for the owner, `others` for other members, and `admin` for an admin. */
const ownerOnly = (status: number, others: number, admin = others): Expected => ({
  visitor: 401,
  owner: status,
  otherBoss: others,
  otherAssistant: others,
  admin,
});

/** 401 for visitors, 403 for Bosses (the admin persona is a Boss), `status` for Assistants (the owner is one). */
const onlyAssistants = (status: number): Expected => ({ visitor: 401, owner: status, otherBoss: 403, otherAssistant: status, admin: 403 });

const get = (owner: MatrixCall['owner'], url: string): MatrixCall => ({ owner, method: 'GET', url });

/**
 * A paid session of client with consultant, completed once it is over; each of writers
 * then reviews it (both writing publishes both). Answers the booking and the reviews' ids, in order.
 */
async function reviewedSession(w: MatrixWorld, client: UserRow, consultant: UserRow, writers: UserRow[]) {
  const { booking } = await w.paidBooking(client, consultant);
  w.clock.set(SESSIONS_OVER);
  await w.app.inject({ method: 'PUT', url: `/api/bookings/${booking.id}/status`, payload: { status: 'COMPLETED' }, headers: await w.bearer(consultant) });
  const reviewIds: string[] = [];
  for (const writer of writers) {
    const written = await w.app.inject({ method: 'POST', url: `/api/reviews/bookings/${booking.id}`, payload: { stars: 4 }, headers: await w.bearer(writer) });
    reviewIds.push(written.json<BookingReviews>().mine?.id ?? '');
  }
  return { booking, reviewIds };
}

export const AUTHORIZATION_MATRIX: Record<string, MatrixRow> = {
  // Site, assets and uploads: public.
  'GET /': { call: async (w) => get(await w.boss(), '/'), expect: everyone(200) },
  'GET /*': { call: async (w) => get(await w.boss(), `/${SHELL_SCRIPT}`), expect: everyone(200) },
  'GET /remotes.json': { call: async (w) => get(await w.boss(), '/remotes.json'), expect: everyone(200) },
  'GET /remotes/:dir/*': { call: async (w) => get(await w.boss(), `/remotes/mf-profiles/${REMOTE_SCRIPT}`), expect: everyone(200) },
  'GET /uploads/*': {
    call: async (w) => {
      const owner = await w.assistant();
      return get(owner, await w.uploadedImage(owner));
    },
    expect: everyone(200),
  },
  'GET /api/health': { call: async (w) => get(await w.boss(), '/api/health'), expect: everyone(200) },
  'GET /api/config': { call: async (w) => get(await w.boss(), '/api/config'), expect: everyone(200) },
  // The reference page and its script hold no data; the document they draw is for admins.
  'GET /api/docs': { call: async (w) => get(await w.boss(), '/api/docs'), expect: everyone(200) },
  'GET /api/docs/reference.js': { call: async (w) => get(await w.boss(), '/api/docs/reference.js'), expect: everyone(200) },
  'GET /api/docs/openapi.json': { call: async (w) => get(await w.boss(), '/api/docs/openapi.json'), expect: adminOnly(200) },

  // Auth. Register and login are for anyone; the password belongs to its owner (others send a wrong current one).
  'POST /api/auth/register': {
    call: async (w) => {
      return { owner: await w.boss(), method: 'POST', url: '/api/auth/register', payload: registration({ role: 'Boss', skills: [] }) };
    },
    expect: everyone(201),
  },
  'POST /api/auth/login': {
    call: async (w) => {
      const { user, password } = await w.userWithPassword();
      return { owner: user, method: 'POST', url: '/api/auth/login', payload: { username: user.username, password } };
    },
    expect: everyone(200),
  },
  'POST /api/auth/logout': { call: async (w) => ({ owner: await w.boss(), method: 'POST', url: '/api/auth/logout' }), expect: everyone(200) },
  'POST /api/auth/password': {
    call: async (w) => {
      const { user, password } = await w.userWithPassword();
      return { owner: user, method: 'POST', url: '/api/auth/password', payload: { currentPassword: password, newPassword: 'Brand9new' } };
    },
    expect: ownerOnly(200, 400),
  },

  // Users. Profiles are public (SPEC section 6); an account is edited by its owner or an admin.
  'GET /api/users': { call: async (w) => get(await w.boss(), '/api/users?premium=Admin'), expect: signedIn(200) },
  'GET /api/users/verify': { call: async (w) => get(await w.boss(), '/api/users/verify'), expect: signedIn(200) },
  'GET /api/users/find/:userId': {
    call: async (w) => {
      const owner = await w.assistant();
      return get(owner, `/api/users/find/${owner.id}`);
    },
    expect: everyone(200),
  },
  'GET /api/users/:id': {
    call: async (w) => {
      const owner = await w.assistant();
      return get(owner, `/api/users/${owner.id}`);
    },
    expect: everyone(200),
  },
  'GET /api/profiles/:id': {
    call: async (w) => {
      const owner = await w.assistant();
      return get(owner, `/api/profiles/${owner.id}`);
    },
    expect: everyone(200),
  },
  'PUT /api/users/:id': {
    call: async (w) => {
      const owner = await w.assistant();
      return {
        owner,
        method: 'PUT',
        url: `/api/users/${owner.id}`,
        payload: {
          username: owner.username,
          email: owner.email,
          firstName: 'Renamed',
          lastName: owner.lastName,
          role: owner.role,
          skills: ['Writing'],
          location: owner.location,
          experience: owner.experience,
          availability: owner.availability,
          salaryRate: 1250,
        },
      };
    },
    expect: ownerOnly(200, 403, 200),
  },
  'PUT /api/users/:id/initial-profile-picture': {
    call: async (w) => {
      const { user, setupCookie } = await w.userWithPassword();
      const picture = await w.uploadedImage(user, 'profile');
      return {
        owner: user,
        method: 'PUT',
        url: `/api/users/${user.id}/initial-profile-picture`,
        payload: { profilePicture: picture },
        headers: { cookie: setupCookie },
        ownerUsesSetupCookie: true,
      };
    },
    // The first picture is one the user uploaded: an admin cannot set another user's upload as theirs here.
    expect: ownerOnly(200, 403, 400),
  },
  'POST /api/users/upload-image': {
    call: async (w) => ({ ...(await w.imageUploadCall()) }),
    expect: signedIn(201),
  },
  'GET /api/users/images': { call: async (w) => get(await w.assistant(), '/api/users/images'), expect: signedIn(200) },
  'POST /api/users/images': {
    call: async (w) => {
      const owner = await w.assistant();
      return { owner, method: 'POST', url: '/api/users/images', payload: { images: [await w.uploadedImage(owner)] } };
    },
    // Another caller's upload is not theirs to add to a portfolio.
    expect: ownerOnly(200, 400),
  },
  'DELETE /api/users/images': {
    call: async (w) => {
      const owner = await w.assistant();
      const image = await w.uploadedImage(owner);
      await w.app.inject({ method: 'POST', url: '/api/users/images', payload: { images: [image] }, headers: await w.bearer(owner) });
      return { owner, method: 'DELETE', url: '/api/users/images', payload: { imageUrl: image } };
    },
    // Removing from one's own portfolio: in another caller's portfolio the image is not found.
    expect: ownerOnly(200, 404),
  },
  'POST /api/users/save': {
    call: async (w) => {
      const { user } = await w.postedAssistant();
      const listing = await w.listing(user);
      return { owner: await w.boss(), method: 'POST', url: '/api/users/save', payload: { postId: listing.id } };
    },
    expect: signedIn(200),
  },
  'GET /api/users/profilePosts': { call: async (w) => get(await w.assistant(), '/api/users/profilePosts'), expect: signedIn(200) },
  'GET /api/users/profile-posts': { call: async (w) => get(await w.assistant(), '/api/users/profile-posts'), expect: signedIn(200) },

  // Notifications: each caller's own list; someone else's notification is not found.
  'GET /api/users/notification': { call: async (w) => get(await w.boss(), '/api/users/notification'), expect: signedIn(200) },
  'GET /api/users/notifications': { call: async (w) => get(await w.boss(), '/api/users/notifications'), expect: signedIn(200) },
  'PUT /api/users/notifications/read-all': {
    call: async (w) => ({ owner: await w.boss(), method: 'PUT', url: '/api/users/notifications/read-all' }),
    expect: signedIn(204),
  },
  'PUT /api/users/notifications/:id/read': {
    call: async (w) => {
      const owner = await w.boss();
      const notification = await w.notification(owner);
      return { owner, method: 'PUT', url: `/api/users/notifications/${notification.id}/read` };
    },
    expect: ownerOnly(204, 404),
  },

  // Premium: one's own application; deciding is for admins.
  'GET /api/users/premium-application-status': {
    call: async (w) => get(await w.assistant(), '/api/users/premium-application-status'),
    expect: signedIn(200),
  },
  'POST /api/users/premium-application-status': {
    call: async (w) => {
      await w.admin();
      return { owner: await w.assistant(), method: 'POST', url: '/api/users/premium-application-status', payload: { hasApplied: true } };
    },
    // The caller's own application; an admin applying for Verified is refused (already above it).
    expect: { ...signedIn(200), admin: 409 },
  },
  'GET /api/users/admin/premium-applications': {
    call: async (w) => get(await w.assistant(), '/api/users/admin/premium-applications'),
    expect: adminOnly(200),
  },
  'POST /api/users/admin/premium-applications/:userId': {
    call: async (w) => {
      await w.admin();
      const owner = await w.assistant();
      await w.app.inject({ method: 'POST', url: '/api/users/premium-application-status', payload: { hasApplied: true }, headers: await w.bearer(owner) });
      return { owner, method: 'POST', url: `/api/users/admin/premium-applications/${owner.id}`, payload: { decision: 'accept' } };
    },
    expect: adminOnly(200),
  },

  // Admin console.
  'DELETE /api/users/admin/:id': {
    call: async (w) => {
      const owner = await w.assistant();
      return { owner, method: 'DELETE', url: `/api/users/admin/${owner.id}` };
    },
    expect: adminOnly(200),
  },
  'DELETE /api/users/admin/post/:postId': {
    call: async (w) => {
      const { user, post } = await w.postedAssistant();
      return { owner: user, method: 'DELETE', url: `/api/users/admin/post/${post.id}` };
    },
    expect: adminOnly(200),
  },
  'POST /api/users/admin/profile-post/:id': {
    call: async (w) => {
      const owner = await w.assistant();
      return { owner, method: 'POST', url: `/api/users/admin/profile-post/${owner.id}`, payload: { description: 'Posted by an admin' } };
    },
    expect: adminOnly(200),
  },
  'GET /api/users/admin/:id/bookings': {
    call: async (w) => {
      const owner = await w.boss();
      return get(owner, `/api/users/admin/${owner.id}/bookings`);
    },
    expect: adminOnly(200),
  },
  'GET /api/users/admin/audit-log': { call: async (w) => get(await w.boss(), '/api/users/admin/audit-log'), expect: adminOnly(200) },

  // Money: each member's own earnings; a booking's receipt and problem report are its client's; the books are admins'.
  'GET /api/earnings': { call: async (w) => get(await w.assistant(), '/api/earnings'), expect: signedIn(200) },
  'PUT /api/earnings/destination': {
    call: async (w) => ({
      owner: await w.assistant(),
      method: 'PUT',
      url: '/api/earnings/destination',
      payload: { method: 'maya', mobileNumber: '09171234567', accountName: 'Maria Santos', password: PERSONA_PASSWORD },
    }),
    expect: signedIn(200),
  },
  // Nobody has a destination or a balance here: everyone signed in is told so (the payout tests do the rest).
  'POST /api/earnings/payouts': {
    call: async (w) => ({ owner: await w.assistant(), method: 'POST', url: '/api/earnings/payouts', payload: { amountCentavos: 50_000, idempotencyKey: `m-${randomUUID()}` } }),
    expect: signedIn(409),
  },
  'GET /api/earnings/statements/:month': { call: async (w) => get(await w.assistant(), '/api/earnings/statements/2026-06'), expect: signedIn(200) },
  'GET /api/earnings/statements/:month/csv': { call: async (w) => get(await w.assistant(), '/api/earnings/statements/2026-06/csv'), expect: signedIn(200) },
  'GET /api/bookings/:id/receipt': {
    call: async (w) => {
      const owner = await w.boss();
      const { booking } = await w.paidBooking(owner);
      return get(owner, `/api/bookings/${booking.id}/receipt`);
    },
    expect: ownerOnly(200, 404, 200),
  },
  'POST /api/bookings/:id/disputes': {
    call: async (w) => {
      const owner = await w.boss();
      const { booking } = await w.endedSession(owner);
      return { owner, method: 'POST', url: `/api/bookings/${booking.id}/disputes`, payload: { reason: 'left_early', text: 'Left after an hour.' } };
    },
    expect: ownerOnly(201, 404),
  },
  'GET /api/admin/finance': { call: async (w) => get(await w.boss(), '/api/admin/finance?from=2026-06-01&to=2026-06-30'), expect: adminOnly(200) },
  'GET /api/admin/finance/csv': { call: async (w) => get(await w.boss(), '/api/admin/finance/csv?from=2026-06-01&to=2026-06-30'), expect: adminOnly(200) },
  'POST /api/admin/disputes/:id/resolve': {
    call: async (w) => {
      const owner = await w.boss();
      const disputeId = await w.openDispute(owner);
      return { owner, method: 'POST', url: `/api/admin/disputes/${disputeId}/resolve`, payload: { outcome: 'release', note: 'The session happened.' } };
    },
    expect: adminOnly(200),
  },
  'POST /api/admin/payouts/:id/retry': {
    call: async (w) => {
      const owner = await w.assistant();
      return { owner, method: 'POST', url: `/api/admin/payouts/${await w.failedPayout(owner)}/retry` };
    },
    expect: adminOnly(200),
  },

  // Releases: an admin's (or a release token's: release-tokens.test.ts); a release's files are anyone's.
  'GET /api/releases': { call: async (w) => get(await w.boss(), '/api/releases'), expect: adminOnly(200) },
  'GET /api/releases/:remote': { call: async (w) => get(await w.boss(), '/api/releases/mf-chat'), expect: adminOnly(200) },
  'GET /api/releases/:remote/:releaseId/manifest': {
    call: async (w) => get(await w.boss(), `/api/releases/mf-chat/${await publishedChatRelease(w.app, randomUUID())}/manifest`),
    expect: adminOnly(200),
  },
  'POST /api/releases/:remote': {
    call: async (w) => {
      const { releaseId } = await w.app.releases.store.publish('mf-chat', await chatBuild(randomUUID()));
      return { owner: await w.boss(), method: 'POST', url: '/api/releases/mf-chat', payload: { releaseId } };
    },
    expect: adminOnly(201),
  },
  'POST /api/releases/:remote/promote': {
    call: async (w) => {
      const releaseId = await publishedChatRelease(w.app, randomUUID());
      return { owner: await w.boss(), method: 'POST', url: '/api/releases/mf-chat/promote', payload: { releaseId, reason: 'Ship it' } };
    },
    expect: adminOnly(200),
  },
  'POST /api/releases/:remote/rollback': {
    call: async (w) => {
      const command = { userId: null, tokenId: null, label: 'npm start' };
      for (const text of [randomUUID(), randomUUID()]) await w.app.releases.promote('mf-chat', await publishedChatRelease(w.app, text), command, 'setting up');
      return { owner: await w.boss(), method: 'POST', url: '/api/releases/mf-chat/rollback', payload: { reason: 'Broken' } };
    },
    expect: adminOnly(200),
  },
  'POST /api/releases/:remote/:releaseId/checks': {
    call: async (w) => {
      const releaseId = await publishedChatRelease(w.app, randomUUID());
      return { owner: await w.boss(), method: 'POST', url: `/api/releases/mf-chat/${releaseId}/checks`, payload: { problems: [] } };
    },
    expect: adminOnly(200),
  },
  'GET /api/releases/types': { call: async (w) => get(await w.boss(), '/api/releases/types'), expect: adminOnly(200) },
  'POST /api/releases/check-shell': {
    call: async (w) => ({ owner: await w.boss(), method: 'POST', url: '/api/releases/check-shell', payload: { provides: { react: '19.2.0' } } }),
    expect: adminOnly(200),
  },
  'POST /api/releases/preview': {
    call: async (w) => {
      const releaseId = await publishedChatRelease(w.app, randomUUID());
      return { owner: await w.boss(), method: 'POST', url: '/api/releases/preview', payload: { remote: 'mf-chat', releaseId } };
    },
    expect: adminOnly(200),
  },
  // Any page reports what it saw of the releases it loaded, a visitor's too (limited per address).
  'POST /api/releases/client-reports': {
    call: async (w) => {
      const releaseId = await publishedChatRelease(w.app, randomUUID());
      return {
        owner: await w.boss(),
        method: 'POST',
        url: '/api/releases/client-reports',
        payload: { reports: [{ remote: 'mf-chat', releaseId, loads: 1, errors: 0, fellBack: 0, fromHost: 0 }] },
      };
    },
    expect: everyone(204),
  },
  'DELETE /api/releases/preview': { call: async (w) => ({ owner: await w.boss(), method: 'DELETE', url: '/api/releases/preview' }), expect: adminOnly(200) },
  'GET /api/releases/tokens': { call: async (w) => get(await w.boss(), '/api/releases/tokens'), expect: adminOnly(200) },
  'POST /api/releases/tokens': {
    call: async (w) => ({ owner: await w.boss(), method: 'POST', url: '/api/releases/tokens', payload: { name: 'chat team CI', remote: 'mf-chat', expiresInDays: 30 } }),
    expect: adminOnly(201),
  },
  'DELETE /api/releases/tokens/:tokenId': {
    call: async (w) => {
      const { tokenId } = await madeReleaseToken(w.app, await w.bearer(await w.admin()));
      return { owner: await w.boss(), method: 'DELETE', url: `/api/releases/tokens/${tokenId}` };
    },
    expect: adminOnly(200),
  },
  'GET /releases/:remote/:releaseId/*': {
    call: async (w) => get(await w.boss(), `/releases/mf-chat/${await publishedChatRelease(w.app, randomUUID())}/remoteEntry.js`),
    expect: everyone(200),
  },
  'GET /releases/:remote/files/:file': {
    call: async (w) => get(await w.boss(), `/releases/mf-chat/files/remoteEntry.${await publishedChatRelease(w.app, randomUUID())}.js`),
    expect: everyone(200),
  },
  'GET /releases/_kit/:file': {
    call: async (w) => {
      const kit = path.join(w.app.releases.store.dir, '_kit');
      await fs.mkdir(kit, { recursive: true });
      await fs.writeFile(path.join(kit, 'marketplace-shared-ui-0.3.0.tgz'), 'a kit tarball');
      return get(await w.boss(), '/releases/_kit/marketplace-shared-ui-0.3.0.tgz');
    },
    expect: everyone(200),
  },

  // Profile posts and listings.
  'GET /api/profiles/posts': { call: async (w) => get(await w.boss(), '/api/profiles/posts'), expect: signedIn(200) },
  'GET /api/profiles/posts/:id': {
    call: async (w) => {
      const { user, post } = await w.postedAssistant();
      return get(user, `/api/profiles/posts/${post.id}`);
    },
    expect: signedIn(200),
  },
  // A user's projects are public (the profile page); one's own without userId needs a sign-in.
  'GET /api/profiles/user-posts': {
    call: async (w) => {
      const owner = await w.assistant();
      await w.listing(owner);
      return get(owner, `/api/profiles/user-posts?userId=${owner.id}`);
    },
    expect: everyone(200),
  },
  // Only Assistants publish a profile post (the admin persona is a Boss).
  'POST /api/profiles/profile': { call: async (w) => w.profilePostCall('/api/profiles/profile'), expect: onlyAssistants(201) },
  'POST /api/posts/profile': { call: async (w) => w.profilePostCall('/api/posts/profile'), expect: onlyAssistants(201) },
  'POST /api/profiles/profile-post': {
    call: async (w) => {
      const owner = await w.assistant();
      return { owner, method: 'POST', url: '/api/profiles/profile-post', payload: { userId: owner.id, description: 'Hello' } };
    },
    expect: ownerOnly(201, 403, 201),
  },
  'DELETE /api/profiles/posts/:postId': {
    call: async (w) => {
      const { user, post } = await w.postedAssistant();
      return { owner: user, method: 'DELETE', url: `/api/profiles/posts/${post.id}` };
    },
    expect: ownerOnly(204, 403, 204),
  },
  'DELETE /api/posts/posts/:id': {
    call: async (w) => {
      const { user, post } = await w.postedAssistant();
      return { owner: user, method: 'DELETE', url: `/api/posts/posts/${post.id}` };
    },
    expect: ownerOnly(204, 403, 204),
  },
  'GET /api/posts/:id': {
    call: async (w) => {
      const owner = await w.assistant();
      return get(owner, `/api/posts/${(await w.listing(owner)).id}`);
    },
    expect: everyone(200),
  },

  // Chats and messages: only the two people in a chat see or touch it.
  'POST /api/chats': {
    call: async (w) => {
      const receiver = await w.assistant({ premium: 'Verified' });
      return { owner: await w.boss(), method: 'POST', url: '/api/chats', payload: { receiverId: receiver.id } };
    },
    expect: signedIn(201),
  },
  'GET /api/chats': { call: async (w) => get(await w.boss(), '/api/chats'), expect: signedIn(200) },
  'GET /api/chats/:id': {
    call: async (w) => {
      const owner = await w.boss();
      return get(owner, `/api/chats/${(await w.chat(owner)).chat.id}`);
    },
    expect: ownerOnly(200, 404),
  },
  'PUT /api/chats/read/:id': {
    call: async (w) => {
      const owner = await w.boss();
      return { owner, method: 'PUT', url: `/api/chats/read/${(await w.chat(owner)).chat.id}` };
    },
    expect: ownerOnly(200, 404),
  },
  'DELETE /api/chats/:id': {
    call: async (w) => {
      const owner = await w.boss();
      return { owner, method: 'DELETE', url: `/api/chats/${(await w.chat(owner)).chat.id}` };
    },
    expect: ownerOnly(204, 404),
  },
  'GET /api/chat/find/:userId/:otherId': {
    call: async (w) => {
      const owner = await w.boss();
      const { other } = await w.chat(owner);
      return get(owner, `/api/chat/find/${owner.id}/${other.id}`);
    },
    // The ids are in the path: the caller must be one of them.
    expect: ownerOnly(200, 403),
  },
  'GET /api/messages/:chatId': {
    call: async (w) => {
      const owner = await w.boss();
      return get(owner, `/api/messages/${(await w.message(owner)).chat.id}`);
    },
    expect: ownerOnly(200, 404),
  },
  'POST /api/messages/:chatId': {
    call: async (w) => {
      const owner = await w.boss();
      const { chat } = await w.chat(owner);
      return { owner, method: 'POST', url: `/api/messages/${chat.id}`, payload: { text: 'Hi there', id: randomUUID() } };
    },
    expect: ownerOnly(201, 404),
  },
  'POST /api/messages/send': {
    call: async (w) => {
      const recipient = await w.assistant({ premium: 'Verified' });
      return { owner: await w.boss(), method: 'POST', url: '/api/messages/send', payload: { recipientId: recipient.id, message: 'Hello' } };
    },
    expect: signedIn(201),
  },
  'PATCH /api/messages/:id/status': {
    call: async (w) => {
      const owner = await w.boss();
      const { message } = await w.message(owner);
      return { owner, method: 'PATCH', url: `/api/messages/${message.id}/status`, payload: { status: 'sent' } };
    },
    expect: ownerOnly(200, 404),
  },

  // Bookings: the client (owner here) and the consultant are the parties; nobody else learns a booking exists.
  'GET /api/bookings/available': {
    call: async (w) => {
      const consultant = await w.assistant();
      return get(await w.boss(), `/api/bookings/available?date=${DAY_AFTER}&consultantId=${consultant.id}`);
    },
    expect: signedIn(200),
  },
  'GET /api/bookings/booked/:consultantId': {
    call: async (w) => {
      const consultant = await w.assistant();
      return get(consultant, `/api/bookings/booked/${consultant.id}`);
    },
    expect: signedIn(200),
  },
  // Availability: an assistant's own settings (Bosses have none to set); anyone signed in reads an assistant's public rules.
  'GET /api/availability': { call: async (w) => get(await w.assistant(), '/api/availability'), expect: onlyAssistants(200) },
  'PUT /api/availability': {
    call: async (w) => ({ owner: await w.assistant(), method: 'PUT', url: '/api/availability', payload: { ...DEFAULT_AVAILABILITY_RULES, maxPerDay: 1 } }),
    expect: onlyAssistants(200),
  },
  'POST /api/availability/calendar/refresh': {
    call: async (w) => {
      const owner = await w.assistant();
      // An address inside a private network: read at once, and refused (the state says so).
      const rules = { ...DEFAULT_AVAILABILITY_RULES, calendarUrl: 'https://10.0.0.1/calendar.ics' };
      await w.app.inject({ method: 'PUT', url: '/api/availability', payload: rules, headers: await w.bearer(owner) });
      return { owner, method: 'POST', url: '/api/availability/calendar/refresh' };
    },
    // Another assistant has no calendar of their own to read.
    expect: { visitor: 401, owner: 200, otherBoss: 403, otherAssistant: 404, admin: 403 },
  },
  'GET /api/bookings/availability/:consultantId': {
    call: async (w) => get(await w.boss(), `/api/bookings/availability/${(await w.assistant()).id}`),
    expect: signedIn(200),
  },
  'GET /api/bookings/consultant/:id': {
    call: async (w) => {
      const consultant = await w.assistant();
      return get(consultant, `/api/bookings/consultant/${consultant.id}`);
    },
    expect: signedIn(200),
  },
  'POST /api/bookings/create': { call: async (w) => w.bookingCall('/api/bookings/create'), expect: signedIn(201) },
  'POST /api/bookings': { call: async (w) => w.bookingCall('/api/bookings'), expect: signedIn(201) },
  'GET /api/bookings/made': { call: async (w) => get(await w.boss(), '/api/bookings/made'), expect: signedIn(200) },
  'GET /api/bookings/user': { call: async (w) => get(await w.boss(), '/api/bookings/user?role=client'), expect: signedIn(200) },
  'GET /api/bookings/total-hours': { call: async (w) => get(await w.boss(), '/api/bookings/total-hours'), expect: signedIn(200) },
  'GET /api/bookings/calendar-feed': { call: async (w) => get(await w.boss(), '/api/bookings/calendar-feed'), expect: signedIn(200) },
  'POST /api/bookings/calendar-feed': {
    call: async (w) => ({ owner: await w.boss(), method: 'POST', url: '/api/bookings/calendar-feed' }),
    expect: signedIn(200),
  },
  // No sign-in: the unguessable file name is the key (calendar apps send no token).
  'GET /api/bookings/feed/:file': {
    call: async (w) => {
      const owner = await w.boss();
      return get(owner, `/api/bookings/feed/${await w.calendarFeedFile(owner)}`);
    },
    expect: everyone(200),
  },
  'GET /api/bookings/:id': {
    call: async (w) => {
      const owner = await w.boss();
      return get(owner, `/api/bookings/${(await w.booking(owner)).booking.id}`);
    },
    expect: ownerOnly(200, 404),
  },
  'GET /api/bookings/:id/calendar.ics': {
    call: async (w) => {
      const owner = await w.boss();
      return get(owner, `/api/bookings/${(await w.booking(owner)).booking.id}/calendar.ics`);
    },
    expect: ownerOnly(200, 404),
  },
  // What cancelling would refund: the booking's parties only (an admin is not one).
  'GET /api/bookings/:id/cancellation': {
    call: async (w) => {
      const owner = await w.boss();
      return get(owner, `/api/bookings/${(await w.paidBooking(owner)).booking.id}/cancellation`);
    },
    expect: ownerOnly(200, 404),
  },
  'PUT /api/bookings/:id/status': {
    call: async (w) => {
      const owner = await w.boss();
      const { booking } = await w.booking(owner);
      return { owner, method: 'PUT', url: `/api/bookings/${booking.id}/status`, payload: { status: 'CANCELLED' } };
    },
    expect: ownerOnly(200, 404),
  },
  'PUT /api/bookings/:id/reschedule': {
    call: async (w) => {
      const owner = await w.boss();
      const { booking } = await w.booking(owner);
      return { owner, method: 'PUT', url: `/api/bookings/${booking.id}/reschedule`, payload: { date: DAY_AFTER, startTime: '13:00' } };
    },
    expect: ownerOnly(200, 404),
  },

  // Recurring series: anyone signed in may judge and ask; a series is its parties' alone.
  'POST /api/bookings/series/judge': {
    call: async (w) => {
      const { payMode: _payMode, price: _price, ...pattern } = w.seriesBody(await w.assistant());
      return { owner: await w.boss(), method: 'POST', url: '/api/bookings/series/judge', payload: pattern };
    },
    expect: signedIn(200),
  },
  'POST /api/bookings/series': {
    call: async (w) => ({ owner: await w.boss(), method: 'POST', url: '/api/bookings/series', payload: w.seriesBody(await w.assistant()) }),
    expect: signedIn(201),
  },
  'GET /api/bookings/series': { call: async (w) => get(await w.boss(), '/api/bookings/series?role=client'), expect: signedIn(200) },
  'GET /api/bookings/series/:id': {
    call: async (w) => {
      const owner = await w.boss();
      return get(owner, `/api/bookings/series/${(await w.series(owner)).series.id}`);
    },
    expect: ownerOnly(200, 404),
  },
  // The assistant's one answer: the owner is the series' assistant.
  'PUT /api/bookings/series/:id/status': {
    call: async (w) => {
      const { series, consultant } = await w.series(await w.boss());
      return { owner: consultant, method: 'PUT', url: `/api/bookings/series/${series.id}/status`, payload: { status: 'accepted' } };
    },
    expect: ownerOnly(200, 404),
  },
  'GET /api/bookings/series/:id/cancellation': {
    call: async (w) => {
      const owner = await w.boss();
      const { series } = await w.series(owner);
      return get(owner, `/api/bookings/series/${series.id}/cancellation?from=${series.occurrences[0].id}`);
    },
    expect: ownerOnly(200, 404),
  },
  'POST /api/bookings/series/:id/cancel': {
    call: async (w) => {
      const owner = await w.boss();
      const { series } = await w.series(owner);
      return { owner, method: 'POST', url: `/api/bookings/series/${series.id}/cancel`, payload: { fromBookingId: series.occurrences[0].id } };
    },
    expect: ownerOnly(200, 404),
  },
  // Extending by more weeks: the series' client's alone.
  'POST /api/bookings/series/:id/extend': {
    call: async (w) => {
      const owner = await w.boss();
      const { series } = await w.series(owner);
      return { owner, method: 'POST', url: `/api/bookings/series/${series.id}/extend`, payload: { weeks: 1 } };
    },
    expect: ownerOnly(200, 404),
  },

  // Moving it from an occurrence on (judged first): the series' client's alone.
  'POST /api/bookings/series/:id/change/judge': {
    call: async (w) => {
      const owner = await w.boss();
      const { series } = await w.series(owner);
      return { owner, method: 'POST', url: `/api/bookings/series/${series.id}/change/judge`, payload: { fromBookingId: series.occurrences[0].id, weekdays: [3], startTime: '13:00' } };
    },
    expect: ownerOnly(200, 404),
  },
  'POST /api/bookings/series/:id/change': {
    call: async (w) => {
      const owner = await w.boss();
      const { series } = await w.series(owner);
      return { owner, method: 'POST', url: `/api/bookings/series/${series.id}/change`, payload: { fromBookingId: series.occurrences[0].id, weekdays: [3], startTime: '13:00' } };
    },
    expect: ownerOnly(200, 404),
  },

  // Payments: the payer's own; the checkout page's session id is its key; the webhook's signature is its key.
  'POST /api/payments/process': {
    call: async (w) => {
      const owner = await w.boss();
      const { booking } = await w.booking(owner);
      return { owner, method: 'POST', url: '/api/payments/process', payload: w.paymentBody(booking) };
    },
    expect: ownerOnly(201, 404),
  },
  // One checkout for a series period: its client's alone.
  'POST /api/payments/series': {
    call: async (w) => {
      const owner = await w.boss();
      const { series } = await w.series(owner);
      return { owner, method: 'POST', url: '/api/payments/series', payload: { seriesId: series.id, period: 0, amount: 10_000, accountNumber: '0917 123 4567', paymentMethod: 'gcash' } };
    },
    expect: ownerOnly(201, 404),
  },
  'POST /api/payments/premium': {
    call: async (w) => {
      const owner = await w.assistant();
      await w.acceptedPremiumApplication(owner);
      return { owner, method: 'POST', url: '/api/payments/premium', payload: { method: 'gcash', accountNumber: '0917 123 4567' } };
    },
    // Nobody else has an accepted application to pay for.
    expect: ownerOnly(201, 409),
  },
  'GET /api/payments/verify/:transactionId': {
    call: async (w) => {
      const owner = await w.boss();
      const { payment } = await w.payment(owner);
      return get(owner, `/api/payments/verify/${payment.transactionId}`);
    },
    expect: ownerOnly(200, 404),
  },
  'POST /api/payments/webhook': {
    call: async (w) => ({ owner: await w.boss(), method: 'POST', url: '/api/payments/webhook', ...w.signedWebhook() }),
    expect: everyone(200),
  },
  'GET /api/payments/sandbox/checkout/:sessionId': {
    call: async (w) => {
      const owner = await w.boss();
      return get(owner, (await w.payment(owner)).checkoutPath);
    },
    expect: everyone(200),
  },
  'POST /api/payments/sandbox/checkout/:sessionId/approve': {
    call: async (w) => {
      const owner = await w.boss();
      return { owner, method: 'POST', url: `${(await w.payment(owner)).checkoutPath}/approve` };
    },
    expect: everyone(303),
  },
  'POST /api/payments/sandbox/checkout/:sessionId/decline': {
    call: async (w) => {
      const owner = await w.boss();
      return { owner, method: 'POST', url: `${(await w.payment(owner)).checkoutPath}/decline` };
    },
    expect: everyone(303),
  },

  // Referrals: one's own stats; a reward is claimed by a party to the booking or an admin.
  'GET /api/referrals/user-referrals': { call: async (w) => get(await w.boss(), '/api/referrals/user-referrals'), expect: signedIn(200) },
  'POST /api/referrals/apply-reward': {
    call: async (w) => {
      const referrer = await w.assistant();
      const owner = await w.boss({ referredBy: referrer.id });
      const { booking, consultant } = await w.paidBooking(owner);
      w.clock.set(SESSIONS_OVER);
      await w.app.inject({ method: 'PUT', url: `/api/bookings/${booking.id}/status`, payload: { status: 'COMPLETED' }, headers: await w.bearer(consultant) });
      return { owner, method: 'POST', url: '/api/referrals/apply-reward', payload: { referrerId: referrer.id, bookingId: booking.id, amount: 500 } };
    },
    expect: ownerOnly(200, 403, 200),
  },

  // Reviews: a booking's reviews for its parties only (404 hides it from others); the author edits;
  // the reviewed assistant answers; admins hide; anyone reads a user's published reviews.
  'GET /api/reviews/bookings/:bookingId': {
    call: async (w) => {
      const owner = await w.boss();
      const { booking } = await reviewedSession(w, owner, await w.assistant(), []);
      return get(owner, `/api/reviews/bookings/${booking.id}`);
    },
    expect: ownerOnly(200, 404),
  },
  'POST /api/reviews/bookings/:bookingId': {
    call: async (w) => {
      const owner = await w.boss();
      const { booking } = await reviewedSession(w, owner, await w.assistant(), []);
      return { owner, method: 'POST', url: `/api/reviews/bookings/${booking.id}`, payload: { stars: 5, text: 'Great' } };
    },
    expect: ownerOnly(201, 404),
  },
  'PUT /api/reviews/:reviewId': {
    call: async (w) => {
      const owner = await w.boss();
      const { reviewIds } = await reviewedSession(w, owner, await w.assistant(), [owner]);
      return { owner, method: 'PUT', url: `/api/reviews/${reviewIds[0]}`, payload: { stars: 3 } };
    },
    expect: ownerOnly(200, 403),
  },
  'POST /api/reviews/:reviewId/answer': {
    call: async (w) => {
      const owner = await w.assistant();
      const client = await w.boss();
      const { reviewIds } = await reviewedSession(w, client, owner, [client, owner]);
      return { owner, method: 'POST', url: `/api/reviews/${reviewIds[0]}/answer`, payload: { text: 'Thank you' } };
    },
    expect: ownerOnly(201, 403),
  },
  'POST /api/reviews/:reviewId/hide': {
    call: async (w) => {
      const owner = await w.boss();
      const { reviewIds } = await reviewedSession(w, owner, await w.assistant(), [owner]);
      return { owner, method: 'POST', url: `/api/reviews/${reviewIds[0]}/hide`, payload: { reason: 'Breaks the rules' } };
    },
    expect: adminOnly(200),
  },
  'GET /api/reviews/users/:userId': { call: async (w) => get(await w.boss(), `/api/reviews/users/${(await w.assistant()).id}`), expect: everyone(200) },

  // Email: each member's own choices; the signed unsubscribe link needs no session (the token is the proof); the Outbox is admins'.
  'GET /api/email/preferences': { call: async (w) => get(await w.boss(), '/api/email/preferences'), expect: signedIn(200) },
  'PUT /api/email/preferences': {
    call: async (w) => ({ owner: await w.boss(), method: 'PUT', url: '/api/email/preferences', payload: { kind: 'chat_message', enabled: false } }),
    expect: signedIn(200),
  },
  'GET /api/email/unsubscribe': {
    call: async (w) => {
      const owner = await w.boss();
      return get(owner, `/api/email/unsubscribe?token=${encodeURIComponent(createUnsubscribeTokens(TEST_JWT_SECRET).sign(owner.id, 'booking_reminder'))}`);
    },
    expect: everyone(200),
  },
  'POST /api/email/unsubscribe': {
    call: async (w) => {
      const owner = await w.boss();
      const token = createUnsubscribeTokens(TEST_JWT_SECRET).sign(owner.id, 'booking_reminder');
      return { owner, method: 'POST', url: `/api/email/unsubscribe?token=${encodeURIComponent(token)}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' };
    },
    expect: everyone(200),
  },
  'GET /api/admin/outbox': { call: async (w) => get(await w.boss(), '/api/admin/outbox'), expect: adminOnly(200) },
  'GET /api/admin/outbox/:id': {
    call: async (w) => {
      const owner = await w.boss();
      await w.paidBooking(owner, await w.assistant());
      const [mail] = await w.db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.userId, owner.id)).limit(1);
      return get(owner, `/api/admin/outbox/${mail.id}`);
    },
    expect: adminOnly(200),
  },
};
