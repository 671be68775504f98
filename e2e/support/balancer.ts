// Behind `npm run cluster`'s nginx (E2E_BASE_URL), the people of a flow must be
// served by different processes: only then does a flow show that bookings,
// payments and messages cross processes (through PostgreSQL and Redis) instead of
// staying inside one.
//
// nginx keeps a browser's socket on one process by hashing its `marketplace_lb`
// cookie, and names the process that answered in `X-Upstream`
// (deploy/nginx/marketplace.conf.template). The hash is nginx's own, so nginx is
// asked: fixed keys are tried in order until each process has one. Each browser
// context a test opens gets the next process's key, and at the end every socket
// request a context made must have gone to its process, the processes all differ.
// Against the single e2e server (no X-Upstream) none of this applies.
import type { BrowserContext } from '@playwright/test';

const COOKIE = 'marketplace_lb';
/** Keys tried before giving up on finding another process (consistent hashing spreads them evenly). */
const KEYS_TRIED = 60;

export interface ProcessKey {
  key: string;
  process: string;
}

let keysFound: Promise<ProcessKey[]> | undefined;

/** The process nginx sends a socket request with this key to, or undefined when no balancer answered. */
async function processFor(baseUrl: string, key: string): Promise<string | undefined> {
  // An unknown transport: socket.io answers 400 at once and opens no session.
  const response = await fetch(new URL('/socket.io/?EIO=4&transport=probe', baseUrl), { headers: { cookie: `${COOKIE}=${key}` } });
  await response.arrayBuffer();
  return response.headers.get('x-upstream') ?? undefined;
}

/** One key per process of the balancer at baseUrl, in a fixed order; empty when there is no balancer. */
export function processKeys(baseUrl: string): Promise<ProcessKey[]> {
  keysFound ??= (async () => {
    const found = new Map<string, string>();
    for (let index = 0; index < KEYS_TRIED; index += 1) {
      const key = `e2e-${index}`;
      const process = await processFor(baseUrl, key);
      if (process === undefined) return [];
      if (!found.has(process)) found.set(process, key);
    }
    return [...found].map(([process, key]) => ({ key, process }));
  })();
  return keysFound;
}

/** Spreads a test's browser contexts over the processes and records where their sockets went. */
export class ContextSpreader {
  private readonly contexts: Array<{ expected: string; seen: Set<string> }> = [];
  private processCount = 0;

  constructor(private readonly baseUrl: string) {}

  /** Pins a new context's socket to the next process and watches its socket requests. */
  async place(context: BrowserContext): Promise<void> {
    const keys = await processKeys(this.baseUrl);
    if (keys.length === 0) return;
    this.processCount = keys.length;
    const { key, process } = keys[this.contexts.length % keys.length];
    const placed = { expected: process, seen: new Set<string>() };
    this.contexts.push(placed);
    await context.addCookies([{ name: COOKIE, value: key, url: this.baseUrl }]);
    context.on('response', (response) => {
      if (!new URL(response.url()).pathname.startsWith('/socket.io/')) return;
      const upstream = response.headers()['x-upstream'];
      if (upstream) placed.seen.add(upstream);
    });
  }

  /** What went wrong: a context whose socket left its process, or two contexts on one process. */
  problems(): string[] {
    const problems: string[] = [];
    const used = this.contexts.filter((context) => context.seen.size > 0);
    for (const [index, context] of used.entries()) {
      const elsewhere = [...context.seen].filter((process) => process !== context.expected);
      if (elsewhere.length > 0) problems.push(`context ${index + 1}'s socket was pinned to ${context.expected} but reached ${elsewhere.join(', ')}`);
    }
    const processes = used.map((context) => context.expected);
    if (new Set(processes).size < Math.min(processes.length, this.processCount)) {
      problems.push(`two browser contexts' sockets shared a process: ${processes.join(', ')}`);
    }
    return problems;
  }
}
