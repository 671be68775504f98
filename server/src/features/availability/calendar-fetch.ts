// Reads a busy calendar's ICS address for the server. The address is the
// assistant's (e.g. Google Calendar's secret address), so the fetch is kept
// on a short leash: https (webcal read as https), a time limit, a size limit, a
// few redirects each checked again, and never an address inside a private
// network (loopback, link-local, private ranges) unless the app allows it, as
// tests do with their local HTTP server. A failure is one of CalendarFetchError's
// messages, written for the assistant's page.
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

export const CALENDAR_FETCH_TIMEOUT_MS = 10_000;
export const CALENDAR_MAX_BYTES = 2_000_000;
const MAX_REDIRECTS = 3;

export const CALENDAR_ERRORS = {
  unreachable: 'The calendar address could not be reached.',
  status: (status: number) => `The calendar address answered with an error (HTTP ${status}).`,
  tooLarge: 'The calendar file is too large (over 2 MB).',
  notCalendar: 'The address did not give a calendar (ICS) file.',
  notAllowed: 'This calendar address cannot be read: use the https:// or webcal:// address your calendar gives you.',
  timedOut: 'The calendar address took too long to answer.',
} as const;

export class CalendarFetchError extends Error {
  override name = 'CalendarFetchError';
}

export interface CalendarFetchOptions {
  /** Tests: allow http and addresses on this machine or a private network. */
  allowPrivateAddresses?: boolean;
  timeoutMs?: number;
}

export type CalendarFetcher = (address: string) => Promise<string>;

const privateRanges = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 3],
] as const) {
  privateRanges.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['::ffff:0:0', 96],
] as const) {
  privateRanges.addSubnet(network, prefix, 'ipv6');
}

async function assertPublicHost(hostname: string): Promise<void> {
  const host = hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true }).catch(() => []);
  if (addresses.length === 0) throw new CalendarFetchError(CALENDAR_ERRORS.unreachable);
  for (const { address, family } of addresses) {
    if (privateRanges.check(address, family === 6 ? 'ipv6' : 'ipv4')) throw new CalendarFetchError(CALENDAR_ERRORS.notAllowed);
  }
}

/** webcal:// is https:// for a calendar app; anything but http(s) is refused. */
export function calendarRequestUrl(address: string, allowHttp: boolean): URL {
  let url: URL;
  try {
    url = new URL(address.trim().replace(/^webcals?:\/\//i, 'https://'));
  } catch {
    throw new CalendarFetchError(CALENDAR_ERRORS.notAllowed);
  }
  if (url.protocol !== 'https:' && !(allowHttp && url.protocol === 'http:')) throw new CalendarFetchError(CALENDAR_ERRORS.notAllowed);
  return url;
}

async function readLimited(response: Response): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > CALENDAR_MAX_BYTES) throw new CalendarFetchError(CALENDAR_ERRORS.tooLarge);
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    size += part.value.byteLength;
    if (size > CALENDAR_MAX_BYTES) {
      await reader.cancel();
      throw new CalendarFetchError(CALENDAR_ERRORS.tooLarge);
    }
    chunks.push(part.value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function createCalendarFetcher({ allowPrivateAddresses = false, timeoutMs = CALENDAR_FETCH_TIMEOUT_MS }: CalendarFetchOptions = {}): CalendarFetcher {
  return async (address) => {
    let url = calendarRequestUrl(address, allowPrivateAddresses);
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      for (let redirects = 0; ; redirects += 1) {
        if (!allowPrivateAddresses) await assertPublicHost(url.hostname);
        const response = await fetch(url, { redirect: 'manual', signal, headers: { accept: 'text/calendar, */*;q=0.5' } });
        const location = response.headers.get('location');
        if (response.status >= 300 && response.status < 400 && location) {
          await response.body?.cancel();
          if (redirects >= MAX_REDIRECTS) throw new CalendarFetchError(CALENDAR_ERRORS.unreachable);
          url = calendarRequestUrl(new URL(location, url).toString(), allowPrivateAddresses);
          continue;
        }
        if (!response.ok) {
          await response.body?.cancel();
          throw new CalendarFetchError(CALENDAR_ERRORS.status(response.status));
        }
        return await readLimited(response);
      }
    } catch (error) {
      if (error instanceof CalendarFetchError) throw error;
      if (signal.aborted) throw new CalendarFetchError(CALENDAR_ERRORS.timedOut);
      throw new CalendarFetchError(CALENDAR_ERRORS.unreachable);
    }
  };
}
