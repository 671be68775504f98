// Reads a busy calendar's ICS address for the server. The address is the
// assistant's (e.g. Google Calendar's secret address), so the fetch is kept
// on a short leash: https (webcal read as https), a time limit, a size limit, a
// few redirects each checked again, and never an address inside a private
// network (loopback, link-local, private ranges) unless the app allows it, as
// tests do with their local HTTP server. The addresses a name resolves to are
// judged in the lookup the connection itself uses, so a name that answers a
// public address to a check and a private one to the connection (DNS rebinding)
// still reaches nothing private. A failure is one of CalendarFetchError's
// messages, written for the assistant's page.
import { lookup as systemLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { Agent, fetch, type Response } from 'undici';

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

/** How a name is resolved: node:dns's lookup, asked for every address. */
export type HostLookup = (hostname: string, callback: (error: Error | null, addresses: LookupAddress[]) => void) => void;

export interface CalendarFetchOptions {
  /** Tests: allow http and addresses on this machine or a private network. */
  allowPrivateAddresses?: boolean;
  timeoutMs?: number;
  /** Tests: a resolver of their own in place of the system's. */
  lookup?: HostLookup;
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

/** Thrown inside the connection's lookup: the name leads into a private network. */
class PrivateAddressError extends Error {
  override name = 'PrivateAddressError';
}

const isPrivate = ({ address, family }: LookupAddress) => privateRanges.check(address, family === 6 ? 'ipv6' : 'ipv4');

const systemHostLookup: HostLookup = (hostname, callback) => systemLookup(hostname, { all: true }, callback);

/**
 * An agent whose connections resolve names through `resolve` and refuse when any
 * address it gives is private. It answers as node:net asks: every address, or the first.
 */
function publicOnlyAgent(resolve: HostLookup): Agent {
  type Answer = (error: Error | null, address: string | LookupAddress[], family?: number) => void;
  const lookup = (hostname: string, options: { all?: boolean }, callback: Answer) => {
    resolve(hostname, (error, addresses) => {
      if (error) return callback(error, []);
      if (addresses.length === 0) return callback(new Error(`${hostname} has no address`), []);
      if (addresses.some(isPrivate)) return callback(new PrivateAddressError(hostname), []);
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
  return new Agent({ connect: { lookup: lookup as never } });
}

/** An address written as an IP is never looked up: it is judged here. */
function assertPublicLiteral(hostname: string): void {
  const host = hostname.replace(/^\[|\]$/g, '');
  const family = isIP(host);
  if (family !== 0 && isPrivate({ address: host, family })) throw new CalendarFetchError(CALENDAR_ERRORS.notAllowed);
}

/** True when the error, or one it was caused by, is the lookup's refusal. */
function refusedAsPrivate(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof PrivateAddressError) return true;
  }
  return false;
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

export function createCalendarFetcher({
  allowPrivateAddresses = false,
  timeoutMs = CALENDAR_FETCH_TIMEOUT_MS,
  lookup = systemHostLookup,
}: CalendarFetchOptions = {}): CalendarFetcher {
  const dispatcher = allowPrivateAddresses ? undefined : publicOnlyAgent(lookup);
  return async (address) => {
    let url = calendarRequestUrl(address, allowPrivateAddresses);
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      for (let redirects = 0; ; redirects += 1) {
        if (!allowPrivateAddresses) assertPublicLiteral(url.hostname);
        const response = await fetch(url, { redirect: 'manual', signal, dispatcher, headers: { accept: 'text/calendar, */*;q=0.5' } });
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
      if (refusedAsPrivate(error)) throw new CalendarFetchError(CALENDAR_ERRORS.notAllowed);
      if (signal.aborted) throw new CalendarFetchError(CALENDAR_ERRORS.timedOut);
      throw new CalendarFetchError(CALENDAR_ERRORS.unreachable);
    }
  };
}
