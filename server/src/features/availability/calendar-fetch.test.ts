// The calendar fetch never reaches into a private network: an address written as
// a private IP, and a name whose lookup answers one, are refused with the page's
// message. The name is looked up once, by the connection itself, so what was
// judged is what is connected to (no second answer for DNS rebinding to change).
// Public hosts are read: a calendar served over HTTPS by a server on this machine
// stands in for them (the test trusts its certificate, and dials it where a
// public address was judged), so no test reaches the network.
import assert from 'node:assert/strict';
import type { LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { signedInUser } from '../../test/fixtures';
import { createTestApp, describeEachDatabase, suiteFixture } from '../../test/test-app';
import { bookingTestClock } from '../bookings/booking-test-helpers';
import { availabilityClient, icsOf, startCalendarServer, testCertificate } from './availability-test-helpers';
import { CALENDAR_ERRORS, CalendarFetchError, createCalendarFetcher, isPrivateAddress, type Dial, type HostLookup } from './calendar-fetch';

/** A resolver that answers `answers` in turn (the last one again after), counting the questions. */
function scriptedLookup(...answers: LookupAddress[][]) {
  const asked: string[] = [];
  const lookup: HostLookup = (hostname, callback) => {
    asked.push(hostname);
    callback(null, answers[Math.min(asked.length - 1, answers.length - 1)]);
  };
  return { lookup, asked };
}

const refusal = async (promise: Promise<unknown>, message: string) =>
  assert.rejects(promise, (error: unknown) => error instanceof CalendarFetchError && error.message === message);

describe('calendar fetch', () => {
  it('refuses private addresses written as IPs without looking anything up', async () => {
    const { lookup, asked } = scriptedLookup([]);
    const fetchCalendar = createCalendarFetcher({ lookup });
    for (const address of ['https://127.0.0.1/busy.ics', 'webcal://10.1.2.3/busy.ics', 'https://[::1]/busy.ics', 'https://169.254.169.254/latest']) {
      await refusal(fetchCalendar(address), CALENDAR_ERRORS.notAllowed);
    }
    assert.deepEqual(asked, []);
  });

  it('refuses a name whose lookup answers a private address, judged in the connection’s own lookup', async () => {
    const { lookup, asked } = scriptedLookup([{ address: '127.0.0.1', family: 4 }]);
    await refusal(createCalendarFetcher({ lookup })('https://calendar.example/busy.ics'), CALENDAR_ERRORS.notAllowed);
    assert.deepEqual(asked, ['calendar.example']);
  });

  it('refuses a name when any of its addresses is private', async () => {
    const { lookup } = scriptedLookup([
      { address: '93.184.216.34', family: 4 },
      { address: 'fd00::1', family: 6 },
    ]);
    await refusal(createCalendarFetcher({ lookup })('https://calendar.example/busy.ics'), CALENDAR_ERRORS.notAllowed);
  });

  it('says unreachable when the name does not resolve, and refuses plain http', async () => {
    const failing: HostLookup = (hostname, callback) => callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }), []);
    await refusal(createCalendarFetcher({ lookup: failing })('https://nowhere.example/busy.ics'), CALENDAR_ERRORS.unreachable);
    await refusal(createCalendarFetcher({ lookup: failing })('http://calendar.example/busy.ics'), CALENDAR_ERRORS.notAllowed);
  });
});

describe('which addresses are private', () => {
  it('judges IPv4 by the IPv4 ranges and IPv6 carrying an IPv4 address by that address', () => {
    const privateOnes = (addresses: string[]) => addresses.filter((address) => isPrivateAddress({ address, family: isIP(address.split('%')[0]) }));
    // Google's and Microsoft's calendar hosts answer addresses like the third and fourth.
    const publicOnes = ['8.8.8.8', '1.1.1.1', '142.250.185.78', '52.96.165.18', '2001:4860:4860::8888', '2606:4700:4700::1111', '::ffff:8.8.8.8', '::ffff:808:808'];
    assert.deepEqual(privateOnes(publicOnes), []);
    const refused = [
      ...['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '100.64.0.1', '169.254.169.254', '0.0.0.0', '224.0.0.1'],
      ...['::1', '::', 'fd00::1', 'fe80::1%eth0', 'ff02::1'],
      // IPv4-mapped and NAT64 addresses of private IPv4 ones.
      ...['::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '64:ff9b::a9fe:a9fe'],
    ];
    assert.deepEqual(privateOnes(refused), refused);
  });
});

/** A calendar served over HTTPS on this machine, its certificate trusted by the test for the names and IPs it stands in for. */
async function publicCalendar() {
  const tls = await testCertificate({ names: ['calendar.example'], ips: ['127.0.0.1'] });
  const server = await startCalendarServer({ tls });
  const port = new URL(server.url).port;
  // Every judged address is dialed at the server here, as the public host it stands in for.
  const dial: Dial = () => ({ address: '127.0.0.1', family: 4 });
  return { server, port, ca: tls.cert, dial };
}

describe('calendar fetch from public hosts', () => {
  let calendar: Awaited<ReturnType<typeof publicCalendar>>;
  const ics = icsOf([{ start: '20260602T100000', end: '20260602T110000', tzid: 'Asia/Manila' }]);
  before(async () => {
    calendar = await publicCalendar();
    calendar.server.answer(200, ics);
  });
  after(() => calendar.server.close());

  it('reads a calendar whose name answers public IPv4 or IPv6 addresses, over HTTPS it trusts', async () => {
    for (const answer of [
      [{ address: '142.250.185.78', family: 4 }],
      [{ address: '2001:4860:4860::8888', family: 6 }],
      [
        { address: '2606:4700:4700::1111', family: 6 },
        { address: '::ffff:1.1.1.1', family: 6 },
      ],
    ]) {
      const { lookup, asked } = scriptedLookup(answer);
      const fetchCalendar = createCalendarFetcher({ lookup, dial: calendar.dial, ca: calendar.ca });
      assert.equal(await fetchCalendar(`https://calendar.example:${calendar.port}/calendar/secret/basic.ics`), ics);
      assert.deepEqual(asked, ['calendar.example']);
    }
  });

  it('reads a calendar at a public IP written in the address, and at a webcal:// one', async () => {
    const { lookup, asked } = scriptedLookup([{ address: '8.8.8.8', family: 4 }]);
    const fetchCalendar = createCalendarFetcher({ lookup, dial: calendar.dial, ca: calendar.ca });
    assert.equal(await fetchCalendar(`https://8.8.8.8:${calendar.port}/calendar.ics`), ics);
    assert.equal(await fetchCalendar(`https://[2001:4860:4860::8888]:${calendar.port}/calendar.ics`), ics);
    assert.equal(await fetchCalendar(`webcal://calendar.example:${calendar.port}/calendar.ics`), ics);
    assert.deepEqual(asked, ['calendar.example'], 'an IP is not looked up');
  });

  it('does not trust a certificate the system does not, when the test does not add it', async () => {
    const { lookup } = scriptedLookup([{ address: '8.8.8.8', family: 4 }]);
    await refusal(createCalendarFetcher({ lookup, dial: calendar.dial })(`https://calendar.example:${calendar.port}/calendar.ics`), CALENDAR_ERRORS.unreachable);
  });
});

describeEachDatabase('an assistant’s busy calendar on a public host', (kind) => {
  let calendar: Awaited<ReturnType<typeof publicCalendar>>;
  const s = suiteFixture(async () => {
    calendar = await publicCalendar();
    const { lookup } = scriptedLookup([{ address: '2a00:1450:4001:82b::200e', family: 6 }]);
    return { t: await createTestApp(kind, { clock: bookingTestClock(), calendarFetch: { lookup, dial: calendar.dial, ca: calendar.ca } }) };
  });
  after(() => calendar.server.close());

  it('is read when saved, at a public IPv4 address or a name answering a public IPv6 one', async () => {
    calendar.server.answer(200, icsOf([{ start: '20260602T100000', end: '20260602T110000', tzid: 'Asia/Manila' }]));
    const assistant = await signedInUser(s.t.app, { role: 'Assistant' });
    for (const calendarUrl of [`https://8.8.8.8:${calendar.port}/calendar.ics`, `https://calendar.example:${calendar.port}/calendar.ics`]) {
      const saved = await availabilityClient(s.t.app).save(assistant, { calendarUrl });
      assert.equal(saved.calendar.error, null, calendarUrl);
      assert.equal(saved.calendar.eventsFound, 1, calendarUrl);
    }
  });
});
