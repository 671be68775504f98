// The fixtures the authorization matrix and the fuzz pass build their calls
// from: fresh people and fresh resources for every call, so a call that
// deletes, cancels or logs out never changes what the next call finds. People
// are rows written straight to the database with tokens from the app's own
// token service (as a login would issue them); resources are made through the
// API, the way the screens make them, so they are real (holds, the journal, rows).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { RegisteredRoute } from '../../plugins/route-registry';
import type { Booking, Chat, Message, PaymentResponse, RecurringSeries } from '@marketplace/shared-api/types';
import type { Database } from '../../db/database';
import { eq } from 'drizzle-orm';
import { notifications, users, type NewUserRow, type UserRow } from '../../db/schema/index';
import type { ImageStorage } from '../../features/uploads/storage';
import { TEST_NOW } from '../../features/bookings/booking-test-helpers';
import { EARNINGS_SWEEP } from '../../features/earnings/earning-states';
import { recordMovement } from '../../features/earnings/journal';
import { PLATFORM } from '../../features/earnings/parties';
import { checkoutPathOf } from '../../features/payments/payment-test-helpers';
import { sandboxWebhookSecret } from '../../features/payments/providers/sandbox';
import { signatureHeader } from '../../features/payments/webhook-signature';
import { imageUpload, makeImage, registerUser } from '../fixtures';
import { TEST_JWT_SECRET, type TestApp } from '../test-app';
import type { TestClock } from '../test-clock';
import { insertListing, insertPostedUser, insertUser, storeUploadedImage } from '../test-rows';

export const PERSONAS = ['visitor', 'owner', 'otherBoss', 'otherAssistant', 'admin'] as const;
export type Persona = (typeof PERSONAS)[number];

/** Tomorrow 17:00 in Manila: every session booked for tomorrow (TEST_NOW + 1 day) has ended. */
export const SESSIONS_OVER = '2026-06-02T09:00:00.000Z';
export const TOMORROW = '2026-06-02';
export const DAY_AFTER = '2026-06-03';
/** The password of every person the world makes (a real argon2 hash, made once). */
export const PERSONA_PASSWORD = 'Persona123';

/** One request of the matrix, before the persona's credentials are added. */
export interface MatrixCall {
  /** Whose resource the call is about; the 'owner' persona calls as this user. */
  owner: UserRow;
  method: InjectOptions['method'];
  url: string;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
  /** Only for routes that also take the profile-setup cookie: the owner sends it instead of a bearer token. */
  ownerUsesSetupCookie?: boolean;
}

export type MatrixWorld = ReturnType<typeof matrixWorld>;

export function matrixWorld(t: TestApp, clock: TestClock) {
  const app: FastifyInstance = t.app;
  const db: Database = t.database.db;

  const inject = async (user: UserRow, method: InjectOptions['method'], url: string, payload?: object) => {
    const response = await app.inject({ method, url, payload, headers: await world.bearer(user) });
    if (response.statusCode >= 300) throw new Error(`matrix fixture ${method} ${url}: ${response.statusCode} ${response.body}`);
    return response;
  };

  /** One real password hash for every persona, so routes that check a password answer as they would for a real account. */
  let personaHash: Promise<string> | null = null;
  let theAdmin: Promise<UserRow> | null = null;
  const realHash = () => (personaHash ??= app.passwords.hash(PERSONA_PASSWORD));

  const world = {
    app,
    db,
    clock,
    storage: t.storage as ImageStorage,
    /** A session token for the account as it is now (a logout in an earlier call bumped its session version). */
    async bearer(user: UserRow) {
      const [row] = await db.select({ sessionVersion: users.sessionVersion }).from(users).where(eq(users.id, user.id));
      return { authorization: `Bearer ${app.tokens.signSession(user.id, row?.sessionVersion ?? 0)}` };
    },
    /** Every call starts at TEST_NOW (a fixture may move the clock on for its own step). */
    reset() {
      clock.set(TEST_NOW);
    },
    boss: async (overrides: Partial<NewUserRow> = {}) =>
      insertUser(db, { role: 'Boss', salaryRateCentavos: null, passwordHash: await realHash(), ...overrides }),
    assistant: async (overrides: Partial<NewUserRow> = {}) => insertUser(db, { role: 'Assistant', passwordHash: await realHash(), ...overrides }),
    /**
     * The one admin of the world. One, not one per call: a premium application is
     * sent to every admin, so a growing number of admins would slow every later call.
     */
    admin: () =>
      (theAdmin ??= realHash().then((passwordHash) =>
        insertUser(db, { role: 'Boss', premium: 'Admin', salaryRateCentavos: null, firstName: 'Ada', lastName: 'Admin', passwordHash }),
      )),
    /** The persona's user for a call whose owner is given; null for the visitor. */
    async personaUser(persona: Persona, owner: UserRow): Promise<UserRow | null> {
      switch (persona) {
        case 'visitor':
          return null;
        case 'owner':
          return owner;
        case 'otherBoss':
          return world.boss();
        case 'otherAssistant':
          return world.assistant();
        case 'admin':
          return world.admin();
      }
    },
    /** A user with a real password (the routes that check one). */
    async userWithPassword() {
      const registered = await registerUser(app, { role: 'Boss' });
      return { user: registered.user as unknown as UserRow, password: registered.password, setupCookie: registered.setupCookie };
    },
    postedAssistant: () => insertPostedUser(db, { role: 'Assistant' }),
    listing: (owner: UserRow) => insertListing(db, owner.id),
    uploadedImage: (owner: UserRow, purpose = 'portfolio') => storeUploadedImage(t.storage, owner.id, purpose),
    async notification(owner: UserRow) {
      const [row] = await db.insert(notifications).values({ userId: owner.id, type: 'BOOKING', title: 'Booking request', content: 'A test' }).returning();
      return row;
    },
    async chat(owner: UserRow): Promise<{ chat: Chat; other: UserRow }> {
      const other = await world.assistant({ premium: 'Verified' });
      const chat = (await inject(owner, 'POST', '/api/chats', { receiverId: other.id })).json<Chat>();
      return { chat, other };
    },
    async message(owner: UserRow): Promise<{ chat: Chat; message: Message }> {
      const { chat } = await world.chat(owner);
      const message = (await inject(owner, 'POST', `/api/messages/${chat.id}`, { text: 'Hello', id: randomUUID() })).json<Message>();
      return { chat, message };
    },
    bookingBody: (consultant: UserRow, overrides: Record<string, unknown> = {}) => ({
      consultantId: consultant.id,
      date: TOMORROW,
      startTime: '09:00',
      duration: 4,
      price: 1250 * 4,
      ...overrides,
    }),
    /** The owner (a Boss) books a fresh consultant for tomorrow 09:00; the booking is PENDING and unpaid. */
    async booking(owner: UserRow, consultant?: UserRow): Promise<{ booking: Booking; consultant: UserRow }> {
      const chosen = consultant ?? (await world.assistant());
      const response = await inject(owner, 'POST', '/api/bookings/create', world.bookingBody(chosen));
      return { booking: response.json<{ booking: Booking }>().booking, consultant: chosen };
    },
    paymentBody: (booking: Booking) => ({ bookingId: booking.id, amount: booking.price, accountNumber: '0917 123 4567', paymentMethod: 'gcash' }),
    async payment(owner: UserRow): Promise<{ booking: Booking; consultant: UserRow; payment: PaymentResponse; checkoutPath: string }> {
      const { booking, consultant } = await world.booking(owner);
      const payment = (await inject(owner, 'POST', '/api/payments/process', world.paymentBody(booking))).json<PaymentResponse>();
      return { booking, consultant, payment, checkoutPath: checkoutPathOf(payment.paymentUrl) };
    },
    /** A booking paid through the sandbox checkout: CONFIRMED and PAID. */
    async paidBooking(owner: UserRow, consultant?: UserRow) {
      const { booking, consultant: chosen } = await world.booking(owner, consultant);
      const payment = (await inject(owner, 'POST', '/api/payments/process', world.paymentBody(booking))).json<PaymentResponse>();
      const approved = await app.inject({ method: 'POST', url: `${checkoutPathOf(payment.paymentUrl)}/approve` });
      if (approved.statusCode !== 303) throw new Error(`matrix fixture approve: ${approved.statusCode} ${approved.body}`);
      await app.background.drain();
      return { booking, consultant: chosen };
    },
    /** A paid session of the owner (a Boss) that has ended: its earning is in review, open to a problem report. */
    async endedSession(owner: UserRow) {
      const paid = await world.paidBooking(owner);
      clock.set(SESSIONS_OVER);
      await app.sweeps.run(EARNINGS_SWEEP);
      return paid;
    },
    /** A problem reported about an ended session of the owner's: open, for an admin to resolve. */
    async openDispute(owner: UserRow): Promise<string> {
      const { booking } = await world.endedSession(owner);
      const opened = await inject(owner, 'POST', `/api/bookings/${booking.id}/disputes`, { reason: 'no_show', text: 'Nobody came.' });
      return opened.json<{ id: string }>().id;
    },
    /** A payout of the owner's that the sandbox refused (a wallet number ending 0000), its money back to available. */
    async failedPayout(owner: UserRow): Promise<string> {
      await inject(owner, 'PUT', '/api/earnings/destination', { method: 'gcash', mobileNumber: '09170000000', accountName: 'Test Owner', password: PERSONA_PASSWORD });
      await db.transaction((tx) =>
        recordMovement(tx, {
          key: `matrix-credit:${owner.id}`,
          reason: 'referral_earned',
          at: clock.now(),
          lines: [
            { account: 'platform_fees', amountCentavos: -100_000, party: PLATFORM },
            { account: 'referral_payable', state: 'available', amountCentavos: 100_000, party: { id: owner.id, name: 'Test Owner' } },
          ],
        }),
      );
      const payout = await inject(owner, 'POST', '/api/earnings/payouts', { amountCentavos: 100_000, idempotencyKey: `matrix-${randomUUID()}` });
      return payout.json<{ id: string }>().id;
    },
    /** The owner applied for premium and an admin accepted: the 50-peso fee is due. */
    async acceptedPremiumApplication(owner: UserRow) {
      const admin = await world.admin();
      await inject(owner, 'POST', '/api/users/premium-application-status', { hasApplied: true });
      await inject(admin, 'POST', `/api/users/admin/premium-applications/${owner.id}`, { decision: 'accept' });
    },
    async calendarFeedFile(owner: UserRow): Promise<string> {
      const { url } = (await inject(owner, 'POST', '/api/bookings/calendar-feed')).json<{ url: string }>();
      return new URL(url, 'http://localhost').pathname.split('/').pop() ?? '';
    },
    async imageUploadCall(): Promise<MatrixCall> {
      const upload = imageUpload(await makeImage('png', 64, 64));
      return { owner: await world.assistant(), method: 'POST', url: '/api/users/upload-image?purpose=portfolio', payload: upload.payload, headers: upload.headers };
    },
    async profilePostCall(url: string): Promise<MatrixCall> {
      const owner = await world.assistant();
      const payload = { title: 'Virtual assistant', description: 'Inbox and calendar', firstName: owner.firstName, lastName: owner.lastName, skills: ['Writing'], salaryRate: 1250 };
      return { owner, method: 'POST', url, payload };
    },
    /** A recurring series request: Wednesdays 09:00 for two weeks from DAY_AFTER, paid once. */
    seriesBody: (consultant: UserRow, overrides: Record<string, unknown> = {}) => ({
      consultantId: consultant.id,
      weekdays: [3],
      startTime: '09:00',
      duration: 4,
      firstDate: DAY_AFTER,
      weeks: 2,
      payMode: 'once',
      price: 1250 * 4,
      ...overrides,
    }),
    /** The owner (a Boss) asks a fresh consultant for a series; its occurrences are PENDING and unpaid. */
    async series(owner: UserRow, consultant?: UserRow): Promise<{ series: RecurringSeries; consultant: UserRow }> {
      const chosen = consultant ?? (await world.assistant());
      const response = await inject(owner, 'POST', '/api/bookings/series', world.seriesBody(chosen));
      if (response.statusCode !== 201) throw new Error(`matrix fixture series: ${response.statusCode} ${response.body}`);
      return { series: response.json<{ series: RecurringSeries }>().series, consultant: chosen };
    },
    async bookingCall(url: string): Promise<MatrixCall> {
      const consultant = await world.assistant();
      return { owner: await world.boss(), method: 'POST', url, payload: world.bookingBody(consultant) };
    },
    /** A webhook event the app records and does not act on, signed with the sandbox's secret. */
    signedWebhook() {
      const body = JSON.stringify({
        data: { id: `evt_${randomUUID().replace(/-/g, '')}`, type: 'event', attributes: { type: 'source.chargeable', livemode: false, data: {} } },
      });
      const signature = signatureHeader(sandboxWebhookSecret(TEST_JWT_SECRET), body, clock.now());
      return { payload: body, headers: { 'content-type': 'application/json', 'paymongo-signature': signature } };
    },
  };
  return world;
}

/** 'METHOD /url' of every route but Fastify's HEAD copies of GET routes (a HEAD route without a GET one is listed). */
export function routeKeys(routes: readonly RegisteredRoute[]): string[] {
  const gets = new Set(routes.filter((route) => route.method === 'GET').map((route) => route.url));
  const listed = routes.filter((route) => route.method !== 'HEAD' || !gets.has(route.url));
  return [...new Set(listed.map((route) => `${route.method} ${route.url}`))].sort();
}

/** The call as the persona makes it: their bearer token, or none for a visitor. */
export async function asPersona(world: MatrixWorld, call: MatrixCall, persona: Persona, user: UserRow | null): Promise<InjectOptions> {
  const { cookie, ...headers } = call.headers ?? {};
  const ownCookie = persona === 'owner' && call.ownerUsesSetupCookie ? { cookie: cookie ?? '' } : {};
  const token = user && !ownCookie.cookie ? await world.bearer(user) : {};
  return { method: call.method, url: call.url, payload: call.payload, headers: { ...headers, ...ownCookie, ...token } };
}
