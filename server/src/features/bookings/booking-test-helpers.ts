// Shared by the booking tests: the clock's start, signed-in people in each role,
// and booking calls made the way the screens make them.
import type { FastifyInstance } from 'fastify';
import type { Booking } from '@marketplace/shared-api/types';
import { signedInUser } from '../../test/fixtures';
import type { TestDatabaseKind } from '../../test/databases';
import { createTestApp, suiteFixture } from '../../test/test-app';
import { createTestClock, type TestClock } from '../../test/test-clock';

/** Monday 1 June 2026, 08:00 in Manila (00:00 UTC): 09:00 today is still ahead, yesterday is past. */
export const TEST_NOW = new Date('2026-06-01T00:00:00.000Z');
export const TODAY = '2026-06-01';
export const TOMORROW = '2026-06-02';
export const YESTERDAY = '2026-05-31';

/** A test clock standing at TEST_NOW, for createTestApp(kind, { clock }); each suite gets its own. */
export const bookingTestClock = (): TestClock => createTestClock(TEST_NOW);

export type TestUser = Awaited<ReturnType<typeof signedInUser>>;

/** A booking suite's app on its own bookingTestClock, and the booking client: s.t, s.api. */
export function bookingSuite(kind: TestDatabaseKind) {
  return suiteFixture(async () => {
    const t = await createTestApp(kind, { clock: bookingTestClock() });
    return { t, api: bookingClient(t.app) };
  });
}

/** A consultant (Assistant, 1250/h), a client (Boss) and a third party who must learn nothing. */
export async function bookingParties(app: FastifyInstance) {
  const consultant = await signedInUser(app, { role: 'Assistant', firstName: 'Maria', lastName: 'Santos' });
  const client = await signedInUser(app, { role: 'Boss', firstName: 'Ben', lastName: 'Cruz' });
  const outsider = await signedInUser(app, { role: 'Assistant', firstName: 'Eve', lastName: 'Outsider' });
  return { consultant, client, outsider };
}

export function bookingClient(app: FastifyInstance) {
  const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: user ? user.headers : {} });

  const bookingBody = (consultant: TestUser, overrides: Record<string, unknown> = {}) => {
    const duration = (overrides.duration as number | undefined) ?? 4;
    return { consultantId: consultant.user.id, date: TOMORROW, startTime: '09:00', duration, price: 1250 * duration, ...overrides };
  };

  return {
    call,
    bookingBody,
    /** POST /api/bookings/create; throws unless 201. */
    async book(client: TestUser, consultant: TestUser, overrides: Record<string, unknown> = {}): Promise<Booking> {
      const response = await call(client, 'POST', '/api/bookings/create', bookingBody(consultant, overrides));
      if (response.statusCode !== 201) throw new Error(`book: ${response.statusCode} ${response.body}`);
      return response.json<{ booking: Booking }>().booking;
    },
    setStatus(user: TestUser, id: string, status: string) {
      return call(user, 'PUT', `/api/bookings/${id}/status`, { status });
    },
    reschedule(user: TestUser, id: string, date: string, startTime: string) {
      return call(user, 'PUT', `/api/bookings/${id}/reschedule`, { date, startTime });
    },
    async booked(user: TestUser, consultant: TestUser) {
      const response = await call(user, 'GET', `/api/bookings/booked/${consultant.user.id}`);
      return response.json<Array<{ date: string; time: string }>>();
    },
    async available(user: TestUser, consultant: TestUser, date: string, extra = '') {
      const response = await call(user, 'GET', `/api/bookings/available?date=${date}&consultantId=${consultant.user.id}${extra}`);
      return response;
    },
  };
}
