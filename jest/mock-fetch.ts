// A fake /api for screen tests on MSW: route keys as the SPEC writes calls, real Responses.
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
import { http, HttpResponse, type PathParams } from 'msw';
import { setupServer } from 'msw/node';

const MOCK_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;
type MockMethod = (typeof MOCK_METHODS)[number];

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

interface Route {
  key: string;
  method: string;
  path: string;
  query: URLSearchParams;
  answer: MockHandler | MockReply;
}

const problems: string[] = [];

// Taken at load, before any test fakes timers: the jitter waits on the real clock.
const realSetTimeout = globalThis.setTimeout;
const jitterMs = Number(process.env.MOCK_FETCH_JITTER ?? 0);

// Counts the tests that have ended; a mockFetch answers only while its own test runs.
let endedTests = 0;

// MSW intercepts the page's fetch from a file's first mockFetch to its end. Between
// tests no route answers: a request the last test's screen still makes never arrives.
const server = setupServer();
let listening = false;

/** Called by jest/setup-tests.ts after each test: replies still in flight are dropped. */
export function endFetchTest(): void {
  endedTests += 1;
  if (!listening) return;
  restoreFetchSpy();
  server.resetHandlers(http.all('*', never));
}

/** Called by jest/setup-tests.ts after a file's last test. */
export function closeFetchServer(): void {
  if (!listening) return;
  // The spy first: closing the server puts back the fetch it found, which must not be a spy.
  restoreFetchSpy();
  server.close();
  listening = false;
}

/** Undoes a spy on fetch (mockFetch's, or a test's own with a rejection), leaving the fetch under it. */
function restoreFetchSpy(): void {
  if (jest.isMockFunction(globalThis.fetch)) (globalThis.fetch as jest.MockedFunction<typeof fetch>).mockRestore();
}

/** A reply that never comes, for a request whose test has ended. */
function never(): Promise<Response> {
  return new Promise<Response>(() => {});
}

/** Hands the unmatched requests and handler failures of the test to jest/setup-tests.ts. */
export function takeFetchProblems(): string[] {
  return problems.splice(0);
}

function parseKey(key: string, answer: MockHandler | MockReply): Route {
  const match = /^([A-Z]+) (\/\S*)$/.exec(key);
  if (!match) throw new Error(`mockFetch: route key '${key}' must look like 'GET /api/path/:param'`);
  const [, method, target] = match;
  if (!(MOCK_METHODS as readonly string[]).includes(method)) throw new Error(`mockFetch: route key '${key}' has no HTTP method MSW answers`);
  const [path, queryPart = ''] = target.split('?');
  return { key, method, path, query: new URLSearchParams(queryPart), answer };
}

const paramCount = (route: Route) => route.path.split('/').filter((segment) => segment.startsWith(':')).length;

/** Routes with fewer :params first, so 'GET /api/users/verify' wins over 'GET /api/users/:id'. */
function bySpecificity(a: Route, b: Route): number {
  return paramCount(a) - paramCount(b);
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
  return HttpResponse.json(json, { status });
}

export function mockFetch(initialRoutes: MockRoutes): MockFetch {
  let routes: Route[] = [];
  const requests: MockRequest[] = [];
  const test = endedTests;
  const testEnded = () => endedTests !== test;

  const answer = async (route: Route, request: Request, params: PathParams): Promise<Response | undefined> => {
    const url = new URL(request.url);
    // A key's query names values the request must carry; otherwise the next route may answer.
    if (![...route.query].every(([name, value]) => url.searchParams.get(name) === value)) return undefined;
    const mockRequest: MockRequest = {
      method: route.method,
      url: url.href,
      path: url.pathname,
      query: url.searchParams,
      params: Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)])),
      headers: request.headers,
      body: await readBody(request.clone()),
      route: route.key,
    };
    requests.push(mockRequest);
    // Sinon's fake timers (jest.useFakeTimers) carry a `clock`.
    const fakeTimers = 'clock' in globalThis.setTimeout;
    if (jitterMs > 0 && !fakeTimers) await new Promise((resolve) => realSetTimeout(resolve, Math.random() * jitterMs));
    if (testEnded()) return never();
    let response: Response;
    try {
      const { answer: given } = route;
      if (given instanceof Response) response = given.clone(); // a body can be read once; the route may be hit again
      else response = toResponse(typeof given === 'function' ? await given(mockRequest) : given);
    } catch (error) {
      if (testEnded()) return never();
      problems.push(`handler of '${route.key}' threw: ${String(error)}`);
      // A network error: the page's fetch rejects, as it did before the handler failed.
      return HttpResponse.error();
    }
    return testEnded() ? never() : response;
  };

  const install = () => {
    const handlers = routes.map((route) =>
      http[route.method.toLowerCase() as Lowercase<MockMethod>](route.path, ({ request, params }) => answer(route, request, params)),
    );
    server.resetHandlers(...handlers, unmatched);
  };

  // Last in line: a request no route took fails, as fetch fails without a server.
  const unmatched = http.all('*', ({ request }) => {
    const url = new URL(request.url);
    const known = routes.map((route) => `  ${route.key}`).join('\n');
    problems.push(`no route for ${request.method} ${url.pathname}${url.search}; routes:\n${known}`);
    return HttpResponse.error();
  });

  const use = (more: MockRoutes) => {
    const added = Object.entries(more).map(([key, given]) => parseKey(key, given));
    const addedKeys = new Set(added.map((route) => route.key));
    routes = [...added, ...routes.filter((route) => !addedKeys.has(route.key))].sort(bySpecificity);
    install();
  };

  // A test may have spied on fetch since (to make a request fail): start from the intercepted fetch again.
  restoreFetchSpy();
  if (!listening) {
    server.listen();
    listening = true;
  }
  use(initialRoutes);

  // Called through, to the fetch MSW intercepts: tests count the page's calls on it.
  const spy = jest.spyOn(globalThis, 'fetch');
  return Object.assign(spy, { requests, use });
}
