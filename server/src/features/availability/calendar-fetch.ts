// Reads a busy calendar's ICS address for the server. The address is the
// assistant's (e.g. Google Calendar's secret address), so the fetch is kept
// on a short leash: https (webcal read as https), a time limit, a size limit, a
// few redirects each checked again, and never an address inside a private
// network (loopback, link-local, private ranges) unless the app allows it, as
// tests do with their local HTTP server. Every connection judges the address
// it is about to dial: an IP written in the URL as it is, a name by the
// addresses of the lookup the connection itself makes, so a name that answers
// a public address to a check and a private one to the connection (DNS
// rebinding) still reaches nothing private. A failure is one of
// CalendarFetchError's messages, written for the assistant's page.
import { lookup as systemLookup, type LookupAddress } from 'node:dns';
import { rootCertificates } from 'node:tls';
import { BlockList, isIP } from 'node:net';
import { Agent, buildConnector, fetch, type Response } from 'undici';

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

/** Where a judged address is dialed: the address itself, except in tests. */
export type Dial = (judged: LookupAddress) => LookupAddress;

export interface CalendarFetchOptions {
  /** Tests: allow http and addresses on this machine or a private network. */
  allowPrivateAddresses?: boolean;
  timeoutMs?: number;
  /** Tests: a resolver of their own in place of the system's. */
  lookup?: HostLookup;
  /**
   * Tests: the address a judged public address is dialed at instead (their HTTPS server on this
   * machine, standing in for the public host), so the judging runs as it does for real hosts.
   */
  dial?: Dial;
  /** Tests: the certificate authority of that server, trusted beside the system's. */
  ca?: string;
}

export type CalendarFetcher = (address: string) => Promise<string>;

// Each family judged by its own rules: a BlockList holding IPv6 rules answers for IPv4
// addresses as if they were IPv4-mapped IPv6 ones, so a rule for ::ffff:0:0/96 there
// refused every IPv4 address on the internet.
const privateIpv4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  privateIpv4.addSubnet(network, prefix, 'ipv4');
}
const privateIpv6 = new BlockList();
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  privateIpv6.addSubnet(network, prefix, 'ipv6');
}

/** The 16-bit groups of an IPv6 address (isIP said 6), a dotted IPv4 tail as two of them. */
function ipv6Groups(address: string): number[] {
  const plain = address.split('%')[0].toLowerCase();
  const expand = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a, b, c, d] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const [before, after] = plain.split('::');
  if (after === undefined) return expand(before);
  const head = expand(before);
  const tail = expand(after);
  return [...head, ...Array<number>(8 - head.length - tail.length).fill(0), ...tail];
}

/** IPv6 prefixes whose last 32 bits are an IPv4 address the packets go to: IPv4-mapped (::ffff:0:0/96) and NAT64 (64:ff9b::/96). */
const CARRIES_IPV4 = [
  [0, 0, 0, 0, 0, 0xffff],
  [0x64, 0xff9b, 0, 0, 0, 0],
];

/** The IPv4 address an IPv6 address carries, or null. */
function ipv4Inside(address: string): string | null {
  const groups = ipv6Groups(address);
  if (!CARRIES_IPV4.some((prefix) => prefix.every((group, index) => groups[index] === group))) return null;
  return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
}

/** Whether an address is inside a private network: an IPv4 one by the IPv4 rules, an IPv6 one carrying an IPv4 address by that address. */
export function isPrivateAddress({ address, family }: Pick<LookupAddress, 'address' | 'family'>): boolean {
  if (family !== 6) return privateIpv4.check(address, 'ipv4');
  const inside = ipv4Inside(address);
  return inside === null ? privateIpv6.check(address.split('%')[0], 'ipv6') : privateIpv4.check(inside, 'ipv4');
}

/** Thrown where a connection judges its address: it leads into a private network. */
class PrivateAddressError extends Error {
  override name = 'PrivateAddressError';
}

const systemHostLookup: HostLookup = (hostname, callback) => systemLookup(hostname, { all: true }, callback);

/**
 * An agent whose connections dial only public addresses. A name is resolved through
 * `resolve` in the connection's own lookup, refused when any address it gives is
 * private, and answered as node:net asks (every address, or the first); an IP
 * written in the URL, which node:net never looks up, is judged before it is dialed.
 */
function publicOnlyAgent(resolve: HostLookup, { dial = (judged) => judged, ca }: Pick<CalendarFetchOptions, 'dial' | 'ca'>): Agent {
  type Answer = (error: Error | null, address: string | LookupAddress[], family?: number) => void;
  const lookup = (hostname: string, options: { all?: boolean }, callback: Answer) => {
    resolve(hostname, (error, addresses) => {
      if (error) return callback(error, []);
      if (addresses.length === 0) return callback(new Error(`${hostname} has no address`), []);
      if (addresses.some(isPrivateAddress)) return callback(new PrivateAddressError(hostname), []);
      const dialed = addresses.map(dial);
      if (options.all) return callback(null, dialed);
      callback(null, dialed[0].address, dialed[0].family);
    });
  };
  // The system's authorities, and in tests theirs too.
  const connect = buildConnector({ lookup: lookup as never, ...(ca ? { ca: [...rootCertificates, ca] } : {}) });
  return new Agent({
    connect(options, callback) {
      const host = options.hostname.replace(/^\[|\]$/g, '');
      const family = isIP(host);
      if (family === 0) return connect(options, callback);
      if (isPrivateAddress({ address: host, family })) return callback(new PrivateAddressError(host), null);
      connect({ ...options, hostname: dial({ address: host, family }).address }, callback);
    },
  });
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
  dial,
  ca,
}: CalendarFetchOptions = {}): CalendarFetcher {
  const dispatcher = allowPrivateAddresses ? undefined : publicOnlyAgent(lookup, { dial, ca });
  return async (address) => {
    let url = calendarRequestUrl(address, allowPrivateAddresses);
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      for (let redirects = 0; ; redirects += 1) {
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
