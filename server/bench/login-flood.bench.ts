// A login flood: 80 parallel logins with unknown usernames from one address,
// sent by autocannon, while four real people log in from four other addresses
// (retrying after Retry-After, as a client would) and GET /api/health is timed.
// The server runs in a process of its own (bench/app-process.ts), on a fresh
// database each run, three times:
//   - no limits (every login hashed at once);
//   - one queue for everyone: a per-IP login limit and two argon2 hashes at a
//     time with a bounded queue answering 503, but no cap per address, so the
//     flood's address can fill the whole queue;
//   - the defaults: the same, at most two hashes running or waiting per
//     address and 30 hashes a minute per address (429 past either).
// Reports what the flood was answered, the health route's latency during it,
// and each real person's login time (the slowest of the four, and the tries).
//
// Then the same four logins under a flood through the signed-in routes that
// check a password: nine accounts signed in from the flood's address each send
// three wrong passwords to PUT /api/earnings/destination and three to POST
// /api/auth/password, all at once, with the default limits.
import autocannon from 'autocannon';
import type { AbuseLimits } from '../src/plugins/limits';
import { registration } from '../src/test/fixtures';
import { startBenchAppProcess } from './app-process';
import { percentile } from './load';
import { fixed, printTable } from './print-table';

const FLOOD = 80;
const ATTACKER = '10.0.0.66';
const PEOPLE = ['10.0.0.7', '10.0.0.8', '10.0.0.9', '10.0.0.10'];

const RUNS: Array<{ label: string; limits: Partial<AbuseLimits> }> = [
  {
    label: 'no limits',
    limits: { loginsPerIpPerMinute: 1_000_000, passwordHashConcurrency: 1_000_000, passwordHashQueue: 1_000_000, passwordHashesPerAddress: 1_000_000, passwordHashesPerIpPerMinute: 1_000_000 },
  },
  { label: 'one queue for everyone', limits: { passwordHashesPerAddress: 1_000_000, passwordHashesPerIpPerMinute: 1_000_000 } },
  { label: 'default limits (2 per address)', limits: {} },
];

interface FloodResult {
  label: string;
  statuses: string;
  healthAloneP99: number;
  healthDuringP99: number;
  slowestLoginMs: number;
  loginTries: string;
  aloneLoginMs: number;
}

async function timed(fn: () => Promise<Response>): Promise<{ ms: number; status: number; retryAfter: number }> {
  const started = performance.now();
  const response = await fn();
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status, retryAfter: Number(response.headers.get('retry-after') ?? 1) };
}

type Send = (method: string, url: string, body: unknown, from: string, token?: string) => Promise<Response>;
interface Person {
  person: Record<string, unknown>;
  address: string;
}

/** Signs up a person from `address` (sign-ups are limited per address, so each from their own). */
async function signUp(send: Send, address: string): Promise<Person> {
  const person = registration();
  const registered = await send('POST', '/api/auth/register', person, address);
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  return { person, address };
}

/** The four real people, the health route timed alone, and one login alone, on a fresh server. */
async function setUp(base: string) {
  const send: Send = (method, url, body, from, token) =>
    fetch(`${base}${url}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const people: Person[] = [];
  for (const address of PEOPLE) people.push(await signUp(send, address));
  const health = () => timed(() => fetch(`${base}/api/health`));
  const alone: number[] = [];
  for (let index = 0; index < 200; index += 1) alone.push((await health()).ms);
  const login = (who: Person, from = who.address) => send('POST', '/api/auth/login', { username: who.person.username, password: who.person.password }, from);
  const aloneLogin = await timed(() => login(people[0]));
  return { send, people, health, alone, login, aloneLogin };
}

/** Each real person logs in, trying again after Retry-After as a client would: how long it took, and the tries. */
function realLogins(people: Person[], login: (who: Person) => Promise<Response>) {
  return Promise.all(
    people.map(async (who) => {
      const started = performance.now();
      for (let tries = 1; ; tries += 1) {
        const answer = await timed(() => login(who));
        if (answer.status !== 503 && answer.status !== 429) {
          if (answer.status !== 200) throw new Error(`a real login answered ${answer.status}`);
          return { ms: performance.now() - started, tries };
        }
        await new Promise((resolve) => setTimeout(resolve, answer.retryAfter * 1000));
      }
    }),
  );
}

/** A run's row: what the flood was answered, the health route alone and during it, and the real logins. */
function floodResult(
  label: string,
  statuses: string,
  measured: { alone: number[]; during: number[]; real: Array<{ ms: number; tries: number }>; aloneLogin: { ms: number } },
): FloodResult {
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  return {
    label,
    statuses,
    healthAloneP99: percentile(sorted(measured.alone), 0.99),
    healthDuringP99: percentile(sorted(measured.during), 0.99),
    slowestLoginMs: Math.max(...measured.real.map((login) => login.ms)),
    loginTries: measured.real.map((login) => login.tries).join('/'),
    aloneLoginMs: measured.aloneLogin.ms,
  };
}

/** The runs' table: the second column says what the flood was, the last whose logins were timed. */
function printFloodTable(flooded: string, timedLogins: string, rows: FloodResult[]): void {
  printTable(
    ['run', flooded, 'health p99 alone', 'health p99 during', 'a login alone ms', timedLogins],
    rows.map((row) => [
      row.label,
      row.statuses,
      fixed(row.healthAloneP99, 2),
      fixed(row.healthDuringP99, 2),
      fixed(row.aloneLoginMs, 0),
      `${fixed(row.slowestLoginMs, 0)} (${row.loginTries})`,
    ]),
  );
}

async function flood(label: string, limits: Partial<AbuseLimits>): Promise<FloodResult> {
  const server = await startBenchAppProcess({ app: { limits, trustProxy: true } });
  try {
    const base = server.url;
    const { people, health, alone, login, aloneLogin } = await setUp(base);

    // Each request its own username, as a script walking through names would.
    let sent = 0;
    const burst = autocannon({
      url: `${base}/api/auth/login`,
      connections: FLOOD,
      amount: FLOOD,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': ATTACKER },
          setupRequest: (request) => ({ ...request, body: JSON.stringify({ username: `nobody_${(sent += 1)}`, password: 'Wrong12345' }) }),
        },
      ],
    });
    let settled = false;
    void burst.then(() => (settled = true));
    const logins = realLogins(people, login);
    const during: number[] = [];
    while (!settled) during.push((await health()).ms);
    const result = await burst;
    const real = await logins;

    const statuses = Object.entries(result.statusCodeStats ?? {})
      .map(([status, stats]) => `${stats.count}x${status}`)
      .join(' ');
    return floodResult(label, statuses, { alone, during, real, aloneLogin });
  } finally {
    await server.stop();
  }
}

const SIGNED_IN_ACCOUNTS = 9;
const WRONG_PASSWORDS_EACH = 3;

/** Nine accounts signed in from the attacker's address send wrong passwords to both signed-in password routes at once. */
async function signedInFlood(): Promise<FloodResult> {
  const server = await startBenchAppProcess({ app: { trustProxy: true } });
  try {
    const { send, people, health, alone, login, aloneLogin } = await setUp(server.url);
    const tokens: string[] = [];
    for (let index = 0; index < SIGNED_IN_ACCOUNTS; index += 1) {
      const account = await signUp(send, `10.0.1.${index + 1}`);
      const signedIn = await login(account, ATTACKER);
      if (signedIn.status !== 200) throw new Error(`the attacker's login answered ${signedIn.status}`);
      tokens.push(((await signedIn.json()) as { token: string }).token);
    }
    const wrong = tokens.flatMap((token) =>
      Array.from({ length: WRONG_PASSWORDS_EACH }, () => [
        () => send('PUT', '/api/earnings/destination', { method: 'gcash', mobileNumber: '09171234567', accountName: 'Flood', password: 'Wrong12345' }, ATTACKER, token),
        () => send('POST', '/api/auth/password', { currentPassword: 'Wrong12345', newPassword: 'Adobo2Rice' }, ATTACKER, token),
      ]).flat(),
    );
    let settled = false;
    const burst = Promise.all(wrong.map(async (request) => (await timed(request)).status)).finally(() => (settled = true));
    const logins = realLogins(people, login);
    const during: number[] = [];
    while (!settled) during.push((await health()).ms);
    const statuses = await burst;
    const real = await logins;
    const counts = new Map<number, number>();
    for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
    const answered = [...counts].map(([status, count]) => `${count}x${status}`).join(' ');
    return floodResult('default limits', answered, { alone, during, real, aloneLogin });
  } finally {
    await server.stop();
  }
}

export default async function loginFloodBenchmark(): Promise<void> {
  const rows: FloodResult[] = [];
  for (const run of RUNS) rows.push(await flood(run.label, run.limits));
  printFloodTable(`${FLOOD} logins from one address answered`, 'slowest of 4 real logins ms (tries each)', rows);

  const signedIn = await signedInFlood();
  console.log(`\nA flood through the signed-in password routes: ${SIGNED_IN_ACCOUNTS} accounts from one address, ${WRONG_PASSWORDS_EACH} wrong passwords each on both routes`);
  printFloodTable(
    `${SIGNED_IN_ACCOUNTS * WRONG_PASSWORDS_EACH * 2} wrong passwords from one address answered`,
    'slowest of 4 real logins from other addresses ms (tries each)',
    [signedIn],
  );
}
