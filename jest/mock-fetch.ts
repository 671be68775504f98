// A fake /api for screen tests: route keys as the SPEC writes calls, real Responses.
//
//   const fetchSpy = mockFetch({
//     'POST /api/auth/login': ({ body }) => [200, { userInfo, token }],
//     'GET /api/users/:id': ({ params }) => [200, users[params.id]],
//     'DELETE /api/chats/:id': [204],
//   });
//   ...
//   expect(fetchSpy.requests.map((r) => r.route)).toContain('POST /api/auth/login');
//
// Requests no route matches fail the test (see jest/setup-tests.ts), so a screen
// that calls an endpoint the test did not expect cannot pass by accident. A reply
// still on its way when its test ends never arrives: that test's screen is gone, and
// a late failure must not be counted against the next test.
//
// MOCK_FETCH_JITTER=N delays each reply by a random 0..N ms on the real clock, to shake
// out tests that assume a reply has landed: `MOCK_FETCH_JITTER=60 npx jest`. Not while
// setTimeout is faked (Testing Library's waits then run on the fake clock and would give
// up before a real-clock reply). Unset, replies come at once.

export interface MockRequest {
  /** Upper-case HTTP method. */
  method: string;
  /** Absolute URL, e.g. http://localhost/api/users/7?x=1. */
  url: string;
  /** Path without the query string, e.g. /api/users/7. */
  path: string;
  query: URLSearchParams;
  /** Values of the route's :param segments, URL-decoded. */
  params: Record<string, string>;
  headers: Headers;
  /** Parsed JSON, FormData for multipart or urlencoded bodies, text otherwise, undefined when empty. */
  body: unknown;
  /** The route key that answered, e.g. 'GET /api/users/:id'. */
  route: string;
}

/** [status, json]; the body is omitted for statuses like 204. A Response is sent as is. */
export type MockReply = [status: number, json?: unknown] | Response;
export type MockHandler = (request: MockRequest) => MockReply | Promise<MockReply>;
export type MockRoutes = Record<string, MockHandler | MockReply>;

export type MockFetch = jest.SpiedFunction<typeof fetch> & {
  /** Every request answered so far, in order. */
  requests: MockRequest[];
  /** Adds routes (or replaces same-key ones) mid-test, e.g. a list after a create. */
  use: (routes: MockRoutes) => void;
};

interface CompiledRoute {
  key: string;
  method: string;
  pattern: RegExp;
  paramNames: string[];
  query: URLSearchParams;
  answer: MockHandler | MockReply;
}

const problems: string[] = [];

// Taken at load, before any test fakes timers: the jitter waits on the real clock.
const realSetTimeout = globalThis.setTimeout;
const jitterMs = Number(process.env.MOCK_FETCH_JITTER ?? 0);

// Counts the tests that have ended; a mockFetch answers only while its own test runs.
let endedTests = 0;

/** Called by jest/setup-tests.ts after each test: replies still in flight are dropped. */
export function endFetchTest(): void {
  endedTests += 1;
}

/** A reply that never comes, for a request whose test has ended. */
function never(): Promise<Response> {
  return new Promise<Response>(() => {});
}

/** Hands the unmatched requests and handler failures of the test to jest/setup-tests.ts. */
export function takeFetchProblems(): string[] {
  return problems.splice(0);
}

function compile(key: string, answer: MockHandler | MockReply): CompiledRoute {
  const match = /^([A-Z]+) (\/\S*)$/.exec(key);
  if (!match) throw new Error(`mockFetch: route key '${key}' must look like 'GET /api/path/:param'`);
  const [, method, target] = match;
  const [pathPart, queryPart = ''] = target.split('?');
  const paramNames: string[] = [];
  const source = pathPart
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      paramNames.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { key, method, pattern: new RegExp(`^${source}/?$`), paramNames, query: new URLSearchParams(queryPart), answer };
}

/** Routes with fewer :params first, so 'GET /api/users/verify' wins over 'GET /api/users/:id'. */
function bySpecificity(a: CompiledRoute, b: CompiledRoute): number {
  return a.paramNames.length - b.paramNames.length;
}

function findRoute(routes: CompiledRoute[], method: string, url: URL) {
  for (const route of routes) {
    if (route.method !== method) continue;
    const found = route.pattern.exec(url.pathname);
    if (!found) continue;
    const queryMatches = [...route.query].every(([name, value]) => url.searchParams.get(name) === value);
    if (!queryMatches) continue;
    const params = Object.fromEntries(route.paramNames.map((name, i) => [name, decodeURIComponent(found[i + 1])]));
    return { route, params };
  }
  return undefined;
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    // Copied into the page's FormData class so `body instanceof FormData` holds in tests.
    const parsed = new FormData();
    for (const [name, value] of await request.formData()) parsed.append(name, value);
    return parsed;
  }
  const text = await request.text();
  if (text === '') return undefined;
  return type.includes('json') ? JSON.parse(text) : text;
}

function toResponse(reply: MockReply): Response {
  if (reply instanceof Response) return reply;
  const [status, json] = reply;
  if (json === undefined) return new Response(null, { status });
  return new Response(JSON.stringify(json), { status, headers: { 'Content-Type': 'application/json' } });
}

export function mockFetch(initialRoutes: MockRoutes): MockFetch {
  let routes: CompiledRoute[] = [];
  const requests: MockRequest[] = [];
  const test = endedTests;
  const testEnded = () => endedTests !== test;

  const use = (more: MockRoutes) => {
    const added = Object.entries(more).map(([key, answer]) => compile(key, answer));
    const addedKeys = new Set(added.map((route) => route.key));
    routes = [...added, ...routes.filter((route) => !addedKeys.has(route.key))].sort(bySpecificity);
  };
  use(initialRoutes);

  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    // Request resolves relative URLs against the page (jest/fetch-jsdom-environment.cjs).
    const request = input instanceof Request && init === undefined ? input : new Request(input, init);
    const url = new URL(request.url);
    const method = request.method.toUpperCase();
    const found = findRoute(routes, method, url);
    if (!found) {
      const known = routes.map((route) => `  ${route.key}`).join('\n');
      const message = `no route for ${method} ${url.pathname}${url.search}; routes:\n${known}`;
      problems.push(message);
      throw new TypeError(`mockFetch: ${message}`);
    }
    const mockRequest: MockRequest = {
      method,
      url: url.href,
      path: url.pathname,
      query: url.searchParams,
      params: found.params,
      headers: request.headers,
      body: await readBody(request.clone()),
      route: found.route.key,
    };
    requests.push(mockRequest);
    // Sinon's fake timers (jest.useFakeTimers) carry a `clock`.
    const fakeTimers = 'clock' in globalThis.setTimeout;
    if (jitterMs > 0 && !fakeTimers) await new Promise((resolve) => realSetTimeout(resolve, Math.random() * jitterMs));
    if (testEnded()) return never();
    const { answer } = found.route;
    let response: Response;
    try {
      if (answer instanceof Response) response = answer.clone(); // a body can be read once; the route may be hit again
      else response = toResponse(typeof answer === 'function' ? await answer(mockRequest) : answer);
    } catch (error) {
      if (testEnded()) return never();
      problems.push(`handler of '${found.route.key}' threw: ${String(error)}`);
      throw error;
    }
    return testEnded() ? never() : response;
  };

  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(fakeFetch);
  return Object.assign(spy, { requests, use });
}
