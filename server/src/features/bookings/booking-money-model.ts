// The steps of the model-based test of bookings and money (booking-money.property.test.ts)
// and how each is played on the real app: every step is what a person, the
// operator or the server's clock does, through the HTTP routes (app.inject) and
// the sweeps, on the app's injected test clock. A step that does not apply (its
// booking is gone, the request is refused with a 4xx) changes nothing and is kept
// in the trace; an answer of 500 or a failed sweep is a problem of its own.
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { Booking, Dispute, EarningsOverview, PaymentResponse, RecurringSeries, SeriesCancellationQuote } from '@marketplace/shared-api/types';
import type { AppOptions } from '../../app';
import { login, makeAdmin, signedInUser } from '../../test/fixtures';
import type { TestDatabaseKind } from '../../test/databases';
import { createAppOnSameDatabase, createTestApp, type TestApp } from '../../test/test-app';
import { createTestClock, type TestClock } from '../../test/test-clock';
import type { RawQuery } from '../../test/money-invariants';
import { TEST_NOW, type TestUser } from './booking-test-helpers';
import { addDaysToKey, wallTime } from '@marketplace/shared-api/time/wall-clock';

export const TIME_ZONE = 'Asia/Manila';
export const DISPUTE_WINDOW_HOURS = 72;
const HOUR_MS = 3_600_000;
const peso = (centavos: number) => `₱${(centavos / 100).toFixed(2)}`;

export type Who = 'client' | 'assistant';
export type Member = 'client0' | 'client1' | 'assistant0' | 'assistant1' | 'referrer';

export type Step =
  /** The client books and, as the booking flow goes on to it, pays: approved, declined, left open, or not started. */
  | { kind: 'book'; client: 0 | 1; assistant: 0 | 1; days: number; time: '09:00' | '13:00'; duration: 4 | 8; pay: 'approve' | 'decline' | 'later' | 'none' }
  /** The client starts paying and approves, declines, or leaves the checkout open (to answer it later, maybe after the hold lapsed). */
  | { kind: 'pay'; which: number; answer: 'approve' | 'decline' | 'later' }
  | { kind: 'answerCheckout'; which: number; approve: boolean }
  | { kind: 'cancel'; which: number; by: Who }
  | { kind: 'complete'; which: number }
  | { kind: 'reschedule'; which: number; by: Who; days: number; time: '09:00' | '13:00' }
  | { kind: 'advance'; hours: number; sweep: boolean }
  | { kind: 'sweep' }
  | { kind: 'report'; which: number }
  | { kind: 'resolve'; which: number; outcome: 'release' | 'refund_partial' | 'refund_full'; share: number }
  | { kind: 'withdraw'; who: 'assistant0' | 'assistant1' | 'referrer'; share: number }
  | { kind: 'wallet'; who: 'assistant0' | 'assistant1' | 'referrer'; good: boolean }
  | { kind: 'retry' }
  | { kind: 'delete'; who: Member }
  | { kind: 'fee'; percent: 5 | 10 | 20 }
  /**
   * The client books a weekly series (its first date `days` ahead) paid once or per four-week
   * period, and pays its first period as the series flow goes on to it (or leaves it unpaid).
   */
  | {
      kind: 'bookSeries';
      client: 0 | 1;
      assistant: 0 | 1;
      days: number;
      weekdays: number[];
      weeks: number;
      time: '09:00' | '13:00';
      duration: 4 | 8;
      payMode: 'once' | 'per_period';
      pay: 'approve' | 'decline' | 'later' | 'none';
    }
  /** The assistant's one answer to a whole series. */
  | { kind: 'answerSeries'; which: number; accept: boolean }
  /** Either party cancels an occurrence and all following, after reading the quote. */
  | { kind: 'cancelFollowing'; which: number; from: number; by: Who }
  | { kind: 'extendSeries'; which: number; weeks: number }
  /** The client pays the first period of a series that still has something due. */
  | { kind: 'paySeries'; which: number; answer: 'approve' | 'decline' | 'later' };

// Wide enough to reach a series' later occurrences among the bookings.
const which = fc.nat(31);
const by = fc.constantFrom<Who>('client', 'assistant');
const time = fc.constantFrom('09:00' as const, '13:00' as const);
const earner = fc.constantFrom('assistant0' as const, 'assistant1' as const, 'referrer' as const);

/** One step; the weights keep most histories about paid bookings and what follows them. */
export const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('book' as const),
      client: fc.constantFrom(0 as const, 1 as const),
      assistant: fc.constantFrom(0 as const, 1 as const),
      days: fc.integer({ min: 1, max: 8 }),
      time,
      duration: fc.constantFrom(4 as const, 8 as const),
      pay: fc.constantFrom('approve' as const, 'approve' as const, 'approve' as const, 'decline' as const, 'later' as const, 'none' as const),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('pay' as const), which, answer: fc.constantFrom('approve' as const, 'decline' as const, 'later' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('answerCheckout' as const), which, approve: fc.boolean() }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('cancel' as const), which, by }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('complete' as const), which }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('reschedule' as const), which, by, days: fc.integer({ min: 1, max: 8 }), time }) },
  { weight: 8, arbitrary: fc.record({ kind: fc.constant('advance' as const), hours: fc.constantFrom(1, 4, 12, 24, 48, 72, 100, 168), sweep: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('sweep' as const) }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('report' as const), which }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('resolve' as const), which, outcome: fc.constantFrom('release' as const, 'refund_partial' as const, 'refund_full' as const), share: fc.integer({ min: 5, max: 95 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('withdraw' as const), who: earner, share: fc.integer({ min: 20, max: 100 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('wallet' as const), who: earner, good: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('retry' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), who: fc.constantFrom<Member>('client0', 'client1', 'assistant0', 'assistant1', 'referrer') }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('fee' as const), percent: fc.constantFrom(5 as const, 10 as const, 20 as const) }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('bookSeries' as const),
      client: fc.constantFrom(0 as const, 1 as const),
      assistant: fc.constantFrom(0 as const, 1 as const),
      days: fc.integer({ min: 1, max: 8 }),
      weekdays: fc.subarray([1, 2, 3, 4, 5], { minLength: 1, maxLength: 3 }),
      weeks: fc.integer({ min: 1, max: 6 }),
      time,
      duration: fc.constantFrom(4 as const, 8 as const),
      payMode: fc.constantFrom('once' as const, 'per_period' as const),
      pay: fc.constantFrom('approve' as const, 'approve' as const, 'decline' as const, 'later' as const, 'none' as const),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('answerSeries' as const), which, accept: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancelFollowing' as const), which, from: fc.nat(17), by }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('extendSeries' as const), which, weeks: fc.integer({ min: 1, max: 3 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('paySeries' as const), which, answer: fc.constantFrom('approve' as const, 'approve' as const, 'decline' as const, 'later' as const) }) },
);

interface Person {
  name: string;
  user: TestUser;
  deleted: boolean;
  /** The headers of the last sign-in and the clock's time then: a moved clock may have outlived the token. */
  session: { at: number; headers: Record<string, string> };
}

interface ModelBooking {
  booking: Booking;
  client: Person;
  assistant: Person;
}

/** A series booked; each of its occurrences is also among the world's bookings. */
interface ModelSeries {
  id: string;
  client: Person;
  assistant: Person;
}

/** One history's world: its app (replaced by a fee change), clock, people and what they made. */
export class World {
  app: FastifyInstance;
  readonly apps: FastifyInstance[] = [];
  readonly bookings: ModelBooking[] = [];
  readonly series: ModelSeries[] = [];
  readonly disputes: Dispute[] = [];
  /** Sandbox checkout pages started and left open. */
  readonly openCheckouts: string[] = [];
  /** What went wrong while playing steps (500s, failed sweeps); checked with the invariants. */
  readonly stepProblems: string[] = [];
  readonly trace: string[] = [];
  /** Steps played so far. */
  played = 0;
  private payoutKeys = 0;

  private constructor(
    readonly t: TestApp,
    readonly clock: TestClock,
    readonly options: Partial<AppOptions>,
    readonly admin: Person,
    readonly people: Record<Member, Person>,
  ) {
    this.app = t.app;
  }

  static async create(kind: TestDatabaseKind): Promise<World> {
    const clock = createTestClock(TEST_NOW);
    const options: Partial<AppOptions> = { clock, disputeWindowHours: DISPUTE_WINDOW_HOURS, marketplaceTimeZone: TIME_ZONE, platformFeePercent: 10 };
    const t = await createTestApp(kind, options);
    const person = async (name: string, overrides: Record<string, unknown>): Promise<Person> => {
      const user = await signedInUser(t.app, { firstName: name, lastName: 'Model', ...overrides });
      return { name, user, deleted: false, session: { at: clock.now().getTime(), headers: user.headers } };
    };
    const admin = await person('Admin', { role: 'Boss' });
    await makeAdmin(t, admin.user.user.id);
    // A token carries the role it was signed with: the admin signs in again.
    admin.session.at = Number.NEGATIVE_INFINITY;
    const referrer = await person('Rita', { role: 'Assistant' });
    const people: Record<Member, Person> = {
      referrer,
      assistant0: await person('Ana', { role: 'Assistant' }),
      assistant1: await person('Bea', { role: 'Assistant' }),
      // The first client was referred: completing their sessions rewards the referrer.
      client0: await person('Carl', { role: 'Boss', referralCode: referrer.user.user.referralCode }),
      client1: await person('Dan', { role: 'Boss' }),
    };
    const world = new World(t, clock, options, admin, people);
    for (const who of ['assistant0', 'assistant1', 'referrer'] as const) await world.setWallet(people[who], true);
    return world;
  }

  async close(): Promise<void> {
    for (const app of this.apps) await app.close();
    await this.t.close();
  }

  readonly query: RawQuery = async (text, params = []) =>
    (await (this.t.database.client as { query(text: string, params: unknown[]): Promise<{ rows: unknown[] }> }).query(text, params)).rows as never;

  /** A person's headers, signing in again once the clock moved a day from the last sign-in. */
  async headersOf(person: Person): Promise<Record<string, string>> {
    const at = this.clock.now().getTime();
    if (Math.abs(at - person.session.at) < 24 * HOUR_MS) return person.session.headers;
    const { token } = await login(this.app, person.user.user.username, person.user.password);
    person.session = { at, headers: { authorization: `Bearer ${token}` } };
    return person.session.headers;
  }

  async call(person: Person, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
    const response = await this.app.inject({ method, url, payload, headers: await this.headersOf(person) });
    if (response.statusCode >= 500) this.stepProblems.push(`${method} ${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
    const refusal = response.statusCode >= 400 ? ` ${response.body.slice(0, 160)}` : '';
    this.trace.push(`    ${person.name}: ${method} ${url.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, (id) => id.slice(0, 8))} -> ${response.statusCode}${refusal}`);
    return response;
  }

  /** Runs every sweep; a failed job is a problem (a sweep that fails fails again every run). */
  async sweep(): Promise<void> {
    await this.app.sweeps.runAll().catch((error: unknown) => {
      const errors = error instanceof AggregateError ? error.errors : [error];
      this.stepProblems.push(`sweep failed: ${errors.map((each) => (each instanceof Error ? each.message : String(each)).slice(0, 300)).join('; ')}`);
    });
    await this.app.background.drain();
  }

  /** People an earnings page is read for: the assistants and the referrer still there. */
  earners(): Person[] {
    return (['assistant0', 'assistant1', 'referrer'] as const).map((who) => this.people[who]).filter((person) => !person.deleted);
  }

  private pick<T>(list: T[], index: number): T | undefined {
    return list.length ? list[index % list.length] : undefined;
  }

  /** A weekday `days` after today in the marketplace (Saturday and Sunday move to Monday). */
  private dateIn(days: number): string {
    let date = addDaysToKey(wallTime(TIME_ZONE, this.clock.now()).date, days);
    for (;;) {
      const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
      if (weekday !== 0 && weekday !== 6) return date;
      date = addDaysToKey(date, 1);
    }
  }

  private async setWallet(person: Person, good: boolean): Promise<void> {
    await this.call(person, 'PUT', '/api/earnings/destination', {
      method: 'gcash',
      mobileNumber: good ? '09171234567' : '09170000000',
      accountName: person.name,
      password: person.user.password,
    });
  }

  /** The client's payment step for a booking, then their answer on the checkout page (or none yet). */
  private async startPayment(chosen: ModelBooking, answer: 'approve' | 'decline' | 'later'): Promise<void> {
    await this.checkout(chosen.client, '/api/payments/process', { bookingId: chosen.booking.id, amount: chosen.booking.price }, answer);
  }

  /** Starts a checkout (of a booking or a series period), then the payer's answer on its page (or none yet). */
  private async checkout(client: Person, url: string, body: object, answer: 'approve' | 'decline' | 'later'): Promise<void> {
    const started = await this.call(client, 'POST', url, { ...body, accountNumber: '0917 123 4567', paymentMethod: 'gcash' });
    if (started.statusCode !== 201 && started.statusCode !== 200) return;
    const { paymentUrl } = started.json<PaymentResponse>();
    if (!paymentUrl) return;
    const page = new URL(paymentUrl).pathname;
    if (answer === 'later') this.openCheckouts.push(page);
    else await this.answerCheckout(page, answer === 'approve');
  }

  /** The payer's Approve or Decline on the sandbox checkout page, as a browser posts it. */
  private async answerCheckout(page: string, approve: boolean): Promise<void> {
    const answer = await this.app.inject({ method: 'POST', url: `${page}/${approve ? 'approve' : 'decline'}` });
    if (answer.statusCode >= 500) this.stepProblems.push(`sandbox checkout answered ${answer.statusCode}: ${answer.body.slice(0, 300)}`);
    this.trace.push(`    sandbox checkout: ${approve ? 'approve' : 'decline'} -> ${answer.statusCode}`);
    await this.app.background.drain();
  }

  /** Tracks a series' occurrences not yet known as bookings (all of a new series, those an extension added). */
  private trackOccurrences(chosen: ModelSeries, series: RecurringSeries): void {
    for (const booking of series.occurrences) {
      if (!this.bookings.some((known) => known.booking.id === booking.id)) this.bookings.push({ booking, client: chosen.client, assistant: chosen.assistant });
    }
  }

  /** The client pays the first period still due as the series page shows it (the whole series when paid once). */
  private async paySeries(chosen: ModelSeries, answer: 'approve' | 'decline' | 'later'): Promise<void> {
    const read = await this.call(chosen.client, 'GET', `/api/bookings/series/${chosen.id}`);
    if (read.statusCode !== 200) return;
    const due = read.json<RecurringSeries>().periods.find((period) => period.duePesos > 0);
    if (due) await this.checkout(chosen.client, '/api/payments/series', { seriesId: chosen.id, period: due.index, amount: due.duePesos }, answer);
  }

  /** What the journal has given back to clients for these bookings so far. */
  private async refundedCentavos(ids: string[]): Promise<number> {
    const [row] = await this.query<{ refunded: number }>(
      `select coalesce(sum(amount_centavos), 0)::int as refunded from money_entries where account = 'refunds' and booking_id = any($1::uuid[])`,
      [ids],
    );
    return Number(row?.refunded ?? 0);
  }

  async play(step: Step): Promise<void> {
    this.played += 1;
    this.trace.push(`${this.played}. ${this.clock.now().toISOString()} ${JSON.stringify(step)}`);
    switch (step.kind) {
      case 'book': {
        const client = this.people[`client${step.client}`];
        const assistant = this.people[`assistant${step.assistant}`];
        if (client.deleted || assistant.deleted) return;
        const time = step.duration === 8 ? '09:00' : step.time;
        const rate = 1250;
        const response = await this.call(client, 'POST', '/api/bookings/create', {
          consultantId: assistant.user.user.id,
          date: this.dateIn(step.days),
          startTime: time,
          duration: step.duration,
          price: rate * step.duration,
        });
        if (response.statusCode !== 201) return;
        const booking = response.json<{ booking: Booking }>().booking;
        this.bookings.push({ booking, client, assistant });
        if (step.pay !== 'none') await this.startPayment({ booking, client, assistant }, step.pay);
        return;
      }
      case 'pay': {
        // The step pays one of the bookings still waiting for payment, so histories reach paid ones often.
        const waiting = await this.query<{ id: string }>(`select id from bookings where id = any($1::uuid[]) and status = 'PENDING' and payment_status = 'UNPAID'`, [
          this.bookings.map(({ booking }) => booking.id),
        ]);
        const unpaid = this.bookings.filter(({ booking }) => waiting.some((row) => row.id === booking.id));
        const chosen = this.pick(unpaid, step.which);
        if (chosen && !chosen.client.deleted) await this.startPayment(chosen, step.answer);
        return;
      }
      case 'answerCheckout': {
        const page = this.pick(this.openCheckouts, step.which);
        if (page) await this.answerCheckout(page, step.approve);
        return;
      }
      case 'cancel': {
        const chosen = this.pick(this.bookings, step.which);
        if (!chosen) return;
        const person = step.by === 'client' ? chosen.client : chosen.assistant;
        if (person.deleted) return;
        await this.call(person, 'PUT', `/api/bookings/${chosen.booking.id}/status`, { status: 'CANCELLED' });
        await this.app.background.drain();
        return;
      }
      case 'complete': {
        const chosen = this.pick(this.bookings, step.which);
        if (!chosen || chosen.assistant.deleted) return;
        await this.call(chosen.assistant, 'PUT', `/api/bookings/${chosen.booking.id}/status`, { status: 'COMPLETED' });
        return;
      }
      case 'reschedule': {
        const chosen = this.pick(this.bookings, step.which);
        if (!chosen) return;
        const person = step.by === 'client' ? chosen.client : chosen.assistant;
        if (person.deleted) return;
        const time = chosen.booking.duration === 8 ? '09:00' : step.time;
        await this.call(person, 'PUT', `/api/bookings/${chosen.booking.id}/reschedule`, { date: this.dateIn(step.days), startTime: time });
        return;
      }
      case 'advance':
        this.clock.advance(step.hours * HOUR_MS);
        if (step.sweep) await this.sweep();
        return;
      case 'sweep':
        await this.sweep();
        return;
      case 'report': {
        const chosen = this.pick(this.bookings, step.which);
        if (!chosen || chosen.client.deleted) return;
        const opened = await this.call(chosen.client, 'POST', `/api/bookings/${chosen.booking.id}/disputes`, { reason: 'no_show', text: 'The session did not happen as booked.' });
        if (opened.statusCode === 201) this.disputes.push(opened.json<Dispute>());
        return;
      }
      case 'resolve': {
        const dispute = this.pick(this.disputes, step.which);
        if (!dispute) return;
        const refundCentavos = Math.max(1, Math.floor((dispute.paidCentavos * step.share) / 100));
        await this.call(this.admin, 'POST', `/api/admin/disputes/${dispute.id}/resolve`, {
          outcome: step.outcome,
          ...(step.outcome === 'refund_partial' ? { refundCentavos } : {}),
          note: 'Resolved by the model test.',
        });
        await this.app.background.drain();
        return;
      }
      case 'withdraw': {
        const person = this.people[step.who];
        if (person.deleted) return;
        const overview = await this.call(person, 'GET', '/api/earnings');
        if (overview.statusCode !== 200) return;
        const amount = Math.floor((overview.json<EarningsOverview>().balances.availableCentavos * step.share) / 100);
        if (amount <= 0) return;
        this.payoutKeys += 1;
        await this.call(person, 'POST', '/api/earnings/payouts', { amountCentavos: amount, idempotencyKey: `model-payout-${this.payoutKeys}` });
        return;
      }
      case 'wallet': {
        const person = this.people[step.who];
        if (!person.deleted) await this.setWallet(person, step.good);
        return;
      }
      case 'retry': {
        const [failed] = await this.query<{ id: string }>(`select id from payouts where status = 'failed' order by requested_at desc limit 1`);
        if (failed) await this.call(this.admin, 'POST', `/api/admin/payouts/${failed.id}/retry`);
        return;
      }
      case 'delete': {
        const person = this.people[step.who];
        if (person.deleted) return;
        const response = await this.call(this.admin, 'DELETE', `/api/users/admin/${person.user.user.id}`);
        if (response.statusCode === 200) person.deleted = true;
        await this.app.background.drain();
        return;
      }
      case 'fee': {
        // PLATFORM_FEE_PERCENT is read when the server starts: a change is a restart on the same data.
        const next = await createAppOnSameDatabase(this.t, { ...this.options, platformFeePercent: step.percent });
        this.apps.push(next);
        this.app = next;
        return;
      }
      case 'bookSeries': {
        const client = this.people[`client${step.client}`];
        const assistant = this.people[`assistant${step.assistant}`];
        if (client.deleted || assistant.deleted) return;
        const rate = 1250;
        const response = await this.call(client, 'POST', '/api/bookings/series', {
          consultantId: assistant.user.user.id,
          weekdays: step.weekdays,
          startTime: step.duration === 8 ? '09:00' : step.time,
          duration: step.duration,
          firstDate: this.dateIn(step.days),
          weeks: step.weeks,
          payMode: step.payMode,
          price: rate * step.duration,
        });
        if (response.statusCode !== 201) return;
        const series = response.json<{ series: RecurringSeries }>().series;
        const chosen = { id: series.id, client, assistant };
        this.series.push(chosen);
        this.trackOccurrences(chosen, series);
        if (step.pay !== 'none') await this.paySeries(chosen, step.pay);
        return;
      }
      case 'answerSeries': {
        const chosen = this.pick(this.series, step.which);
        if (!chosen || chosen.assistant.deleted) return;
        await this.call(chosen.assistant, 'PUT', `/api/bookings/series/${chosen.id}/status`, { status: step.accept ? 'accepted' : 'declined' });
        await this.app.background.drain();
        return;
      }
      case 'cancelFollowing': {
        const chosen = this.pick(this.series, step.which);
        if (!chosen) return;
        const person = step.by === 'client' ? chosen.client : chosen.assistant;
        if (person.deleted) return;
        const read = await this.call(person, 'GET', `/api/bookings/series/${chosen.id}`);
        if (read.statusCode !== 200) return;
        const from = this.pick(read.json<RecurringSeries>().occurrences, step.from);
        if (!from) return;
        const quote = await this.call(person, 'GET', `/api/bookings/series/${chosen.id}/cancellation?from=${from.id}`);
        const ids = read.json<RecurringSeries>().occurrences.map((booking) => booking.id);
        const refundedBefore = await this.refundedCentavos(ids);
        const cancelled = await this.call(person, 'POST', `/api/bookings/series/${chosen.id}/cancel`, { fromBookingId: from.id });
        await this.app.background.drain();
        if (quote.statusCode !== 200 || cancelled.statusCode !== 200) return;
        // The quote, read on the same clock just before, is what the cancellation gives back, and
        // only the occurrences it names are cancelled: the others (over, or not yet reached) keep their money.
        const quoted = quote.json<SeriesCancellationQuote>();
        const quotedIds = new Set(quoted.occurrences.map((item) => item.bookingId));
        const wasLive = new Set(read.json<RecurringSeries>().occurrences.filter((booking) => booking.status !== 'CANCELLED').map((booking) => booking.id));
        const outside = cancelled
          .json<RecurringSeries>()
          .occurrences.filter((booking) => booking.status === 'CANCELLED' && wasLive.has(booking.id) && !quotedIds.has(booking.id));
        if (outside.length > 0) {
          this.stepProblems.push(`series: cancelling from ${from.id.slice(0, 8)} on also cancelled ${outside.map((booking) => booking.id.slice(0, 8)).join(', ')}, not in its quote`);
        }
        const refunded = (await this.refundedCentavos(ids)) - refundedBefore;
        if (refunded !== quoted.refundCentavos) {
          this.stepProblems.push(`series: cancelling from ${from.id.slice(0, 8)} on was quoted ${peso(quoted.refundCentavos)} back, the journal refunded ${peso(refunded)}`);
        }
        return;
      }
      case 'extendSeries': {
        const chosen = this.pick(this.series, step.which);
        if (!chosen || chosen.client.deleted) return;
        const response = await this.call(chosen.client, 'POST', `/api/bookings/series/${chosen.id}/extend`, { weeks: step.weeks });
        if (response.statusCode === 200) this.trackOccurrences(chosen, response.json<RecurringSeries>());
        await this.app.background.drain();
        return;
      }
      case 'paySeries': {
        const chosen = this.pick(this.series, step.which);
        if (chosen && !chosen.client.deleted) await this.paySeries(chosen, step.answer);
        return;
      }
    }
  }
}
