// The demo people's booking notifications and mails on a fresh database: every
// date their text gives is its booking's own date and time, as the API and
// /bookings give it, and the text reads as English ('an afternoon session').
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { Booking, Notification } from '@marketplace/shared-api/types';
import { bookings, emailOutbox } from '../db/schema/index';
import { describeWhen } from '../features/bookings/reactions';
import { login } from '../test/fixtures';
import { createTestApp, describeEachDatabase, type TestApp } from '../test/test-app';
import { DEMO_BOOKINGS } from './bookings';
import { DEMO_ASSISTANT_PASSWORD, DEMO_BOSS } from './demo-people';
import { seedDemoData } from './index';

/** 'Sat, Jan 30, 2027 at 1:00 PM': how notifications write a session's date and time. */
const WHEN_IN_TEXT = /\b(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), [A-Z][a-z]{2} \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M\b/g;

describeEachDatabase('demo booking notifications', (kind) => {
  let t: TestApp;
  const people = [
    { username: DEMO_BOSS.username, password: DEMO_BOSS.password },
    ...[...new Set(DEMO_BOOKINGS.map((demo) => demo.consultant))].map((username) => ({ username, password: DEMO_ASSISTANT_PASSWORD })),
  ];

  before(async () => {
    t = await createTestApp(kind);
    await seedDemoData({ app: t.app, db: t.database.db, storage: t.storage, passwords: t.app.passwords, timeZone: 'Asia/Manila', clock: t.app.clock });
  });
  after(() => t.close());

  it("dates every booking notification with its booking's date and time", async () => {
    let checked = 0;
    for (const person of people) {
      const headers = { authorization: `Bearer ${(await login(t.app, person.username, person.password)).token}` };
      const notices = (await t.app.inject({ method: 'GET', url: '/api/users/notifications', headers })).json<Notification[]>();
      for (const notice of notices.filter((one) => one.type === 'BOOKING' && one.entityId)) {
        const booking = (await t.app.inject({ method: 'GET', url: `/api/bookings/${notice.entityId}`, headers })).json<Booking>();
        const dates = notice.content.match(WHEN_IN_TEXT) ?? [];
        assert.ok(dates.length > 0, `${person.username}: no date in '${notice.content}'`);
        for (const date of dates) {
          assert.equal(date, describeWhen(booking.date, booking.startTime), `${person.username}: '${notice.content}'`);
        }
        checked += 1;
      }
    }
    assert.ok(checked >= 6, `only ${checked} booking notifications seeded`);
  });

  it("dates every demo booking mail with its booking's date and time", async () => {
    const mails = await t.database.db.select().from(emailOutbox);
    const bookingsById = new Map((await t.database.db.select().from(bookings)).map((booking) => [booking.id, booking]));
    let checked = 0;
    for (const mail of mails) {
      const booking = [...bookingsById.values()].find((one) => mail.linkUrl.includes(`/bookings/${one.id}`));
      if (!booking) continue;
      for (const text of [mail.subject, mail.textBody]) {
        for (const date of text.match(WHEN_IN_TEXT) ?? []) assert.equal(date, describeWhen(booking.date, booking.startTime), `'${mail.subject}'`);
      }
      checked += 1;
    }
    assert.ok(checked >= 6, `only ${checked} booking mails seeded`);
  });

  it("writes 'an' before a vowel: 'an afternoon session', never 'a afternoon'", async () => {
    for (const person of people) {
      const headers = { authorization: `Bearer ${(await login(t.app, person.username, person.password)).token}` };
      const notices = (await t.app.inject({ method: 'GET', url: '/api/users/notifications', headers })).json<Notification[]>();
      for (const notice of notices) {
        assert.doesNotMatch(notice.content, /\ba [aeiou8]/i, `${person.username}: '${notice.content}'`);
      }
    }
  });
});
