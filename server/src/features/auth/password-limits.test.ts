// Every route that hashes a password shares one cap per address, and every
// route that checks a signed-in account's password shares one limit of wrong
// guesses per account: the signed-in routes are no way around login's limits.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { InjectOptions } from 'fastify';
import { signedInUser } from '../../test/fixtures';
import { createTestApp, describeEachDatabase, suiteFixture } from '../../test/test-app';
import { createTestClock } from '../../test/test-clock';
import { PASSWORD_FAILURE_WINDOW_MS } from './password-limits';

const MINUTE = 60_000;
const ATTACKER = '10.9.0.66';

type SignedIn = Awaited<ReturnType<typeof signedInUser>>;

/** The two signed-in routes that check the account's password, each sent `password`. */
const passwordRoutes = (password: string) => ({
  destination: { method: 'PUT', url: '/api/earnings/destination', payload: { method: 'gcash', mobileNumber: '09171234567', accountName: 'Juan Cruz', password } },
  change: { method: 'POST', url: '/api/auth/password', payload: { currentPassword: password, newPassword: 'Adobo2Rice' } },
});

describeEachDatabase('password hashes from one address, on every route', (kind) => {
  const s = suiteFixture(async () => {
    const clock = createTestClock('2026-06-01T00:00:00.000Z');
    const t = await createTestApp(kind, { clock, limits: { passwordHashesPerIpPerMinute: 4 } });
    return { t, clock };
  });
  /** A signed-in person (a sign-up and a login from the tests' own address), then a fresh minute for that address's count. */
  const person = async () => {
    const made = await signedInUser(s.t.app);
    s.clock.advance(MINUTE);
    return made;
  };

  const send = (who: SignedIn, request: { method: string; url: string; payload: object }, remoteAddress = ATTACKER) =>
    s.t.app.inject({ ...(request as InjectOptions), headers: who.headers, remoteAddress });
  const login = (who: SignedIn, remoteAddress: string) =>
    s.t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: who.user.username, password: who.password }, remoteAddress });

  it('counts the signed-in password routes and login together per address, whichever account asks, across the app’s store', async () => {
    const accounts = [await person(), await person(), await person()];
    const elsewhere = await person();

    const wrong = passwordRoutes('Wrong12345');
    const answers: number[] = [];
    for (const account of accounts) {
      answers.push((await send(account, wrong.destination)).statusCode, (await send(account, wrong.change)).statusCode);
    }
    // Four hashes a minute from the address, whatever the route or the account; a login from it is the fifth.
    assert.deepEqual(answers, [400, 400, 400, 400, 429, 429]);
    const loginThere = await login(accounts[0], ATTACKER);
    assert.equal(loginThere.statusCode, 429);
    assert.ok(Number(loginThere.headers['retry-after']) > 0);
    assert.equal((await login(elsewhere, '10.9.0.7')).statusCode, 200, 'another address logs in');
    s.clock.advance(MINUTE);
    assert.equal((await login(accounts[0], ATTACKER)).statusCode, 200, 'the next minute');
  });
});

describeEachDatabase('password hashes waiting from one address', (kind) => {
  // Two hashes at once and three places to wait: today's queue, made small enough to fill.
  const s = suiteFixture(async () => ({ t: await createTestApp(kind, { limits: { passwordHashConcurrency: 2, passwordHashQueue: 3, passwordHashesPerAddress: 2 } }) }));

  const send = (who: SignedIn, request: { method: string; url: string; payload: object }) =>
    s.t.app.inject({ ...(request as InjectOptions), headers: who.headers, remoteAddress: ATTACKER });

  it('are at most two, whichever signed-in route and account they come through, so a login from elsewhere still gets a place', async () => {
    const accounts: SignedIn[] = [];
    for (let index = 0; index < 9; index += 1) accounts.push(await signedInUser(s.t.app));
    const person = await signedInUser(s.t.app);
    // Both hash slots held by work only the test ends: every hash after this waits in the queue or is refused.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holders = [s.t.app.passwords.gate.run(() => held), s.t.app.passwords.gate.run(() => held)];

    const wrong = passwordRoutes('Wrong12345');
    let answered = 0;
    const counted: Record<number, () => void> = {};
    const afterAnswers = (count: number) => new Promise<void>((resolve) => (counted[count] = resolve));
    const [six, seven] = [afterAnswers(6), afterAnswers(7)];
    const flood = accounts.map((account, index) =>
      send(account, index % 2 === 0 ? wrong.destination : wrong.change).then((response) => {
        answered += 1;
        counted[answered]?.();
        return response;
      }),
    );
    // Six of the nine are answered at once however the queue is shared (it holds three at most).
    await six;
    const personLogin = s.t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: person.user.username, password: person.password }, remoteAddress: '10.9.0.8' });
    // The slots are let go once every check of the flood has met the queue (seven of them refused), or
    // once the person was answered without waiting for a slot (a queue the flood filled).
    await Promise.race([seven, personLogin]);
    release();
    await Promise.all(holders);
    assert.equal((await personLogin).statusCode, 200, 'the person elsewhere found a place in the queue');
    const statuses = (await Promise.all(flood)).map((response) => response.statusCode);
    assert.deepEqual(
      [...statuses].sort(),
      [400, 400, 429, 429, 429, 429, 429, 429, 429],
      'two of the address’s checks waited for a slot; the rest were refused at once',
    );
  });
});

describeEachDatabase("a signed-in account's wrong passwords", (kind) => {
  const s = suiteFixture(async () => {
    const clock = createTestClock('2026-06-01T00:00:00.000Z');
    const t = await createTestApp(kind, { clock, limits: { passwordFailuresPerAccount: 3 } });
    return { t, clock };
  });

  const send = (who: SignedIn, request: { method: string; url: string; payload: object }, remoteAddress = ATTACKER) =>
    s.t.app.inject({ ...(request as InjectOptions), headers: who.headers, remoteAddress });

  it('are limited on every route that checks one, together: then 429 with Retry-After, even for the right one, until the window passes', async () => {
    const me = await signedInUser(s.t.app);
    const wrong = passwordRoutes('Wrong12345');
    const right = passwordRoutes(me.password);
    assert.equal((await send(me, wrong.destination)).statusCode, 400);
    assert.equal((await send(me, wrong.change)).statusCode, 400);
    assert.equal((await send(me, wrong.destination, '10.9.0.67')).statusCode, 400, 'from any address');

    for (const request of [wrong.change, wrong.destination, right.destination]) {
      const refused = await send(me, request, '10.9.0.68');
      assert.equal(refused.statusCode, 429);
      assert.deepEqual(Object.keys(refused.json()), ['message']);
      assert.equal(refused.headers['retry-after'], String(PASSWORD_FAILURE_WINDOW_MS / 1000));
    }
    const other = await signedInUser(s.t.app);
    assert.equal((await send(other, passwordRoutes(other.password).destination)).statusCode, 200, 'another account is not held back');

    s.clock.advance(PASSWORD_FAILURE_WINDOW_MS);
    assert.equal((await send(me, right.destination)).statusCode, 200, 'after the window');
  });
});
