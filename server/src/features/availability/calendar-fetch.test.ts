// The calendar fetch never reaches into a private network: an address written as
// a private IP, and a name whose lookup answers one, are refused with the page's
// message. The name is looked up once, by the connection itself, so what was
// judged is what is connected to (no second answer for DNS rebinding to change).
import assert from 'node:assert/strict';
import type { LookupAddress } from 'node:dns';
import { describe, it } from 'node:test';
import { CALENDAR_ERRORS, CalendarFetchError, createCalendarFetcher, type HostLookup } from './calendar-fetch';

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
