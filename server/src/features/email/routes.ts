// The email routes: a member's choices (signed in), the unsubscribe link's page
// and its one-click POST (no session: the signed token is the proof), and the
// admin's Outbox.
//   GET  /api/email/preferences            the caller's kinds, on or off
//   PUT  /api/email/preferences            { kind, enabled }
//   GET  /api/email/unsubscribe?token=     the page: the kind and an Unsubscribe button
//   POST /api/email/unsubscribe?token=     unsubscribes (the button, or RFC 8058's List-Unsubscribe=One-Click)
//   GET  /api/admin/outbox?status=&cursor= the mails, newest first
//   GET  /api/admin/outbox/{id}            one mail whole, with its attempts
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EMAIL_KIND_LABELS } from '@marketplace/shared-api/constants';
import { idParamsSchema } from '@marketplace/shared-api/schemas/users';
import { emailPreferenceInputSchema, outboxQuerySchema, unsubscribeQuerySchema } from '@marketplace/shared-api/schemas/email';
import { emailPreferencesSchema, outboxMailSchema, outboxPageSchema } from '@marketplace/shared-api/schemas/email-responses';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/index';
import { callerOf, isAdmin } from '../../plugins/auth';
import type { AdminOutbox } from './admin-outbox';
import { UNSUBSCRIBE_PATH } from './outbox';
import type { EmailPreferences } from './preferences';
import { renderUnsubscribePage } from './unsubscribe-page';
import type { UnsubscribeTokens } from './unsubscribe-token';

export interface EmailRoutesOptions {
  db: Database;
  preferences: EmailPreferences;
  tokens: UnsubscribeTokens;
  outbox: AdminOutbox;
}


export const emailRoutes: FastifyPluginAsyncZod<EmailRoutesOptions> = async (app, { db, preferences, tokens, outbox }) => {
  const signedIn = { onRequest: app.auth.requireUser };
  const adminOnly = { onRequest: app.auth.requireAdmin };

  // RFC 8058's one-click POST is a form body (List-Unsubscribe=One-Click); the token in the URL is all that counts.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => done(null, body));

  app.get('/api/email/preferences', { ...signedIn, schema: { response: { 200: emailPreferencesSchema } } }, async (request) => {
    const caller = callerOf(request);
    return preferences.list(caller.userId, isAdmin(caller));
  });

  app.put('/api/email/preferences', { ...signedIn, schema: { body: emailPreferenceInputSchema, response: { 200: emailPreferencesSchema } } }, async (request) => {
    const caller = callerOf(request);
    await preferences.set(caller.userId, request.body.kind, request.body.enabled);
    return preferences.list(caller.userId, isAdmin(caller));
  });

  /** The member and kind a token names, with the address shown on the page; null when the token is not valid or the member is gone. */
  async function subject(token: string) {
    const named = tokens.verify(token);
    if (!named) return null;
    const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, named.userId));
    return user ? { ...named, email: user.email } : null;
  }

  const html = (reply: { type: (value: string) => unknown; header: (name: string, value: string) => unknown }) => {
    reply.type('text/html; charset=utf-8');
    // The address and choice are the member's own: never kept by a shared cache.
    reply.header('cache-control', 'no-store');
  };

  app.get('/api/email/unsubscribe', { schema: { querystring: unsubscribeQuerySchema } }, async (request, reply) => {
    html(reply);
    const found = await subject(request.query.token);
    if (!found) return reply.code(400).send(renderUnsubscribePage({ state: 'invalid' }));
    const action = `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(request.query.token)}`;
    return renderUnsubscribePage({ state: 'confirm', kindLabel: EMAIL_KIND_LABELS[found.kind], email: found.email, action });
  });

  app.post('/api/email/unsubscribe', { schema: { querystring: unsubscribeQuerySchema } }, async (request, reply) => {
    html(reply);
    const found = await subject(request.query.token);
    if (!found) return reply.code(400).send(renderUnsubscribePage({ state: 'invalid' }));
    // A security kind is never in a link; were one forged from a valid token it would still be refused by set().
    await preferences.set(found.userId, found.kind, false);
    return renderUnsubscribePage({ state: 'done', kindLabel: EMAIL_KIND_LABELS[found.kind], email: found.email });
  });

  app.get('/api/admin/outbox', { ...adminOnly, schema: { querystring: outboxQuerySchema, response: { 200: outboxPageSchema } } }, async (request) => outbox.page(request.query));

  app.get('/api/admin/outbox/:id', { ...adminOnly, schema: { params: idParamsSchema, response: { 200: outboxMailSchema } } }, async (request) => outbox.mail(request.params.id));
};
