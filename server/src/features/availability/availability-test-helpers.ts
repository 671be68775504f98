// Shared by the availability tests: saving rules the way the page does (the
// defaults with some changed), and a local HTTP (or HTTPS) server playing the
// assistant's calendar (its answer is set by the test: a calendar, an error status).
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_AVAILABILITY_RULES } from '@marketplace/shared-api/availability/rules';
import type { AvailabilitySettings } from '@marketplace/shared-api/availability/types';
import type { TestUser } from '../bookings/booking-test-helpers';

export function availabilityClient(app: FastifyInstance) {
  const put = (user: TestUser, changes: Record<string, unknown>) =>
    app.inject({ method: 'PUT', url: '/api/availability', headers: user.headers, payload: { ...DEFAULT_AVAILABILITY_RULES, ...changes } });
  return {
    put,
    /** PUT /api/availability; throws unless 200. */
    async save(user: TestUser, changes: Record<string, unknown>): Promise<AvailabilitySettings> {
      const response = await put(user, changes);
      if (response.statusCode !== 200) throw new Error(`save: ${response.statusCode} ${response.body}`);
      return response.json<AvailabilitySettings>();
    },
    async refresh(user: TestUser): Promise<AvailabilitySettings> {
      const response = await app.inject({ method: 'POST', url: '/api/availability/calendar/refresh', headers: user.headers });
      if (response.statusCode !== 200) throw new Error(`refresh: ${response.statusCode} ${response.body}`);
      return response.json<AvailabilitySettings>();
    },
  };
}

export interface CalendarServer {
  url: string;
  /** What the next requests get. */
  answer(status: number, body: string): void;
  requests(): number;
  close(): Promise<void>;
}

/** A certificate and its key for the names and IPs given, made now: a test trusts it as its own authority. */
export async function testCertificate({ names, ips }: { names: string[]; ips: string[] }): Promise<{ key: string; cert: string }> {
  const made = await generate([{ name: 'commonName', value: names[0] }], {
    keyType: 'ec',
    extensions: [{ name: 'subjectAltName', altNames: [...names.map((value) => ({ type: 2 as const, value })), ...ips.map((ip) => ({ type: 7 as const, ip }))] }],
  });
  return { key: made.private, cert: made.cert };
}

/** The calendar served over plain HTTP, or over HTTPS with `tls`'s certificate. */
export async function startCalendarServer({ tls }: { tls?: { key: string; cert: string } } = {}): Promise<CalendarServer> {
  let reply = { status: 200, body: '' };
  let count = 0;
  const handle: RequestListener<typeof IncomingMessage, typeof ServerResponse> = (_request, response) => {
    count += 1;
    response.writeHead(reply.status, { 'content-type': 'text/calendar; charset=utf-8' });
    response.end(reply.body);
  };
  const server: Server = tls ? createHttpsServer(tls, handle) : createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `${tls ? 'https' : 'http'}://127.0.0.1:${port}/calendar/secret/basic.ics`,
    answer(status, body) {
      reply = { status, body };
    },
    requests: () => count,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** A calendar of timed events, each 'yyyyMMddTHHmmss' in the zone given (TZID), or UTC when it ends in Z. */
export function icsOf(events: Array<{ start: string; end: string; tzid?: string; extra?: string[] }>): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//busy//EN'];
  events.forEach((event, index) => {
    const zone = event.tzid ? `;TZID=${event.tzid}` : '';
    lines.push('BEGIN:VEVENT', `UID:event-${index}@test`, `DTSTAMP:20260101T000000Z`, `DTSTART${zone}:${event.start}`, `DTEND${zone}:${event.end}`, 'SUMMARY:Private', ...(event.extra ?? []), 'END:VEVENT');
  });
  lines.push('END:VCALENDAR');
  return lines.join('\r\n');
}
