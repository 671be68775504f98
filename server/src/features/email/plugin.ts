// The email feature. createEmail builds, before the features that write mails,
// what they are given: the outbox (each feature writes its own mails there in the
// transaction of the change they report: bookings/mails/, chat/chat-mails.ts, …) and
// presence. Its register() then adds its routes and the sweeps (delivery when
// SMTP_URL is set, and presence); members are marked present by signed-in requests
// and sockets.
import type { FastifyInstance } from 'fastify';
import { PRODUCT_NAME } from '@marketplace/shared-api/constants';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { RealtimeService } from '../../plugins/realtime';
import { createAdminOutbox } from './admin-outbox';
import { createDelivery, DELIVERY_SWEEP } from './delivery';
import { createOutbox } from './outbox';
import { createEmailPreferences } from './preferences';
import { createPresence, PRESENCE_SWEEP } from './presence';
import { emailRoutes } from './routes';
import { createSmtpTransport, type MailTransport } from './transport';
import { createUnsubscribeTokens } from './unsubscribe-token';

export interface EmailDeps {
  db: Database;
  clock: Clock;
  /** Signs the unsubscribe links (a key derived from it). */
  secret: string;
  /** PUBLIC_URL, else this server's own origin. */
  siteUrl: string;
  /** SMTP_URL: mails are sent through it; unset, they are held for an admin to read. */
  smtpUrl?: string;
  /** MAIL_FROM; '<PRODUCT_NAME> <no-reply@site host>' when unset. */
  from?: string;
  /** Tests hand their own transport; otherwise SMTP when smtpUrl is set. */
  transport?: MailTransport;
}

/** Call before the features' routes: signed-in requests of every route mark their member present. */
export function createEmail(app: FastifyInstance, deps: EmailDeps, realtime: Pick<RealtimeService, 'onConnection'>) {
  const transport = deps.transport ?? (deps.smtpUrl ? createSmtpTransport(deps.smtpUrl) : null);
  const tokens = createUnsubscribeTokens(deps.secret);
  const outbox = createOutbox({ clock: deps.clock, siteUrl: deps.siteUrl, tokens, sends: transport !== null });
  const presence = createPresence({ db: deps.db, clock: deps.clock, log: app.log });
  const from = deps.from ?? `${PRODUCT_NAME} <no-reply@${new URL(outbox.siteUrl).hostname || 'localhost'}>`;
  realtime.onConnection((socket) => {
    const userId = socket.data.tokenUserId;
    if (!userId) return;
    presence.connect(userId);
    socket.on('disconnect', () => presence.disconnect(userId));
  });
  // Once a signed-in request has its answer, before it is sent: a refused one (4xx, 5xx) writes nothing, as no refusal may.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.auth?.via === 'bearer' && reply.statusCode < 400) await presence.seen(request.auth.userId);
    return payload;
  });
  return {
    outbox,
    presence,
    /** Routes and sweeps; call after the other features, so a run of every sweep delivers what theirs wrote. */
    async register(): Promise<void> {
      const { db, clock } = deps;
      app.sweeps.register(PRESENCE_SWEEP, ({ now }) => presence.refresh(now));
      if (transport) {
        const delivery = createDelivery({ db, clock, transport, from, log: app.log });
        app.sweeps.register(DELIVERY_SWEEP, async () => {
          await delivery.deliverDue();
        });
        app.addHook('onClose', async () => transport.close());
      }
      await app.register(emailRoutes, { db, preferences: createEmailPreferences({ db, clock }), tokens, outbox: createAdminOutbox({ db }) });
    },
  };
}

export type EmailFeature = ReturnType<typeof createEmail>;
