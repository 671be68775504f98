// Hostile variants of a valid request, generated from the zod schemas a route
// registered (body, querystring, params): every field missing, of the wrong
// type, huge, unicode, holding NUL, SQL or HTML; unknown fields; bodies that
// are not objects. Upload routes (multipart, no body schema) get odd multipart.
// The list is enumerated, not random: the same cases in the same order on
// every run, so a failure reproduces exactly.
import type { z } from 'zod';
import type { RegisteredRoute } from '../../plugins/route-registry';
import { multipart } from '../fixtures';
import type { MatrixCall } from './matrix-world';

/** Values no field expects; each is tried in place of every field. */
export const HOSTILE_TEXT: Record<string, string> = {
  huge: 'A'.repeat(200_000),
  unicode: 'Ẓ̵̧a̸l̶g̷o\u202e漢字🙂\uFEFF\u200B',
  nul: 'before\u0000after',
  sql: "'; DROP TABLE users; -- \" OR 1=1 --",
  html: '<script>alert(1)</script><img src=x onerror=alert(1)>',
  path: '../../../etc/passwd',
};

const HOSTILE_VALUES: Record<string, unknown> = {
  ...HOSTILE_TEXT,
  null: null,
  number: 1e308,
  negative: -1,
  boolean: true,
  array: ['x'],
  object: { $gt: '' },
};

const SOME_UUID = '7d9f4a2e-3b1c-4e5f-8a6b-9c0d1e2f3a4b';
/** Instants a JavaScript Date takes and PostgreSQL does not (outside years 1 to 9999), as text and as milliseconds. */
const OUT_OF_RANGE_TIMES = ['+010000-01-01T00:00:00.000Z', '0000-01-01T00:00:00.000Z', '-000001-01-01T00:00:00.000Z', '-271821-04-20T00:00:00.000Z', '99999', 'Sat, 01 Jan 20000 00:00:00 GMT'];
const OUT_OF_RANGE_MS = [Date.UTC(10000, 0, 1), new Date(0).setUTCFullYear(0, 0, 1), -8.64e15, 8.64e15, 1.5];

/** Cursors shaped as ours are (a time and an id, or the search's verified flag, time and id) around instants out of range. */
export const HOSTILE_CURSORS: Record<string, string> = Object.fromEntries([
  ...OUT_OF_RANGE_TIMES.map((time) => [`time text ${time}`, `${time}|${SOME_UUID}`]),
  ...OUT_OF_RANGE_MS.flatMap((ms) => [
    [`time-id ${ms}`, JSON.stringify([ms, SOME_UUID])],
    [`search ${ms}`, JSON.stringify([1, ms, SOME_UUID])],
  ]),
  ['username too long', JSON.stringify(['a'.repeat(500)])],
].map(([label, text]) => [label, Buffer.from(text).toString('base64url')]));

export interface FuzzCase {
  label: string;
  /** The hostile request made from the (fresh) valid one. */
  request(call: MatrixCall): MatrixCall;
}

type AnySchema = z.core.$ZodType;

/** The keys of the object a schema validates, through optional/default/pipe/refine wrappers. */
export function objectKeys(schema: unknown): string[] {
  let current = schema as AnySchema | undefined;
  for (let depth = 0; current && depth < 10; depth += 1) {
    const def = current._zod.def as { type: string; shape?: Record<string, unknown>; innerType?: AnySchema; in?: AnySchema };
    if (def.type === 'object') return Object.keys(def.shape ?? {});
    current = def.innerType ?? def.in;
  }
  return [];
}

const isZod = (schema: unknown): boolean => typeof schema === 'object' && schema !== null && '_zod' in schema;

const base = (call: MatrixCall): MatrixCall => ({ ...call });

function splitUrl(url: string): { path: string; query: URLSearchParams } {
  const [path, query = ''] = url.split('?');
  return { path, query: new URLSearchParams(query) };
}

function bodyCases(keys: string[]): FuzzCase[] {
  const withBody = (label: string, make: (body: Record<string, unknown>) => unknown): FuzzCase => ({
    label: `body ${label}`,
    request(call) {
      const payload = make({ ...((call.payload as Record<string, unknown> | undefined) ?? {}) });
      return { ...base(call), payload: JSON.stringify(payload), headers: { ...call.headers, 'content-type': 'application/json' } };
    },
  });
  const cases: FuzzCase[] = [
    { label: 'body missing', request: (call) => ({ ...base(call), payload: undefined }) },
    withBody('is an array', (body) => [body]),
    withBody('is a string', () => 'hello'),
    withBody('is a number', () => 42),
    withBody('has an unknown field', (body) => ({ ...body, isAdmin: true })),
    withBody('has a constructor.prototype field', (body) => ({ ...body, constructor: { prototype: { premium: 'Admin' } } })),
  ];
  for (const key of keys) {
    cases.push(
      withBody(`${key} missing`, (body) => {
        delete body[key];
        return body;
      }),
    );
    for (const [name, value] of Object.entries(HOSTILE_VALUES)) cases.push(withBody(`${key} ${name}`, (body) => ({ ...body, [key]: value })));
  }
  return cases;
}

function queryCases(keys: string[]): FuzzCase[] {
  const withQuery = (label: string, edit: (query: URLSearchParams) => void): FuzzCase => ({
    label: `query ${label}`,
    request(call) {
      const { path, query } = splitUrl(call.url);
      edit(query);
      return { ...base(call), url: `${path}?${query.toString()}` };
    },
  });
  const cases = [withQuery('has an unknown parameter', (query) => query.set('isAdmin', 'true'))];
  for (const key of keys) {
    cases.push(withQuery(`${key} missing`, (query) => query.delete(key)));
    cases.push(withQuery(`${key} repeated`, (query) => query.append(key, query.get(key) ?? 'x')));
    cases.push(withQuery(`${key} empty`, (query) => query.set(key, '')));
    for (const [name, text] of Object.entries(HOSTILE_TEXT)) cases.push(withQuery(`${key} ${name}`, (query) => query.set(key, text)));
    if (key === 'cursor') {
      for (const [name, text] of Object.entries(HOSTILE_CURSORS)) cases.push(withQuery(`cursor ${name}`, (query) => query.set(key, text)));
    }
  }
  return cases;
}

/** Each :param of the route replaced, in the call's concrete path, by hostile text. */
function paramCases(route: RegisteredRoute): FuzzCase[] {
  const routeSegments = route.url.split('/');
  const cases: FuzzCase[] = [];
  routeSegments.forEach((segment, index) => {
    if (!segment.startsWith(':')) return;
    for (const [name, text] of Object.entries({ ...HOSTILE_TEXT, uuidLike: '00000000-0000-0000-0000-000000000000', upper: 'ABC' })) {
      cases.push({
        label: `param ${segment} ${name}`,
        request(call) {
          const { path, query } = splitUrl(call.url);
          const segments = path.split('/');
          // The concrete path may carry a suffix the pattern writes as part of the segment (:file ends in .ics).
          segments[index] = encodeURIComponent(text);
          const search = query.toString();
          return { ...base(call), url: `${segments.join('/')}${search ? `?${search}` : ''}` };
        },
      });
    }
  });
  return cases;
}

/** The wildcard tail of a static or uploads path replaced by hostile text (traversal, NUL, huge). */
function wildcardCases(): FuzzCase[] {
  return Object.entries({ ...HOSTILE_TEXT, encodedTraversal: '..%2f..%2fpackage.json', dotfile: '.env', backslash: '..\\..\\x' }).map(([name, text]) => ({
    label: `wildcard ${name}`,
    request(call) {
      const segments = splitUrl(call.url).path.split('/');
      segments[segments.length - 1] = name === 'encodedTraversal' ? text : encodeURIComponent(text);
      return { ...base(call), url: segments.join('/') };
    },
  }));
}

/** Odd multipart for an upload route: what a broken or hostile client sends instead of one image. */
function multipartCases(): FuzzCase[] {
  const png = Buffer.from('89504e470d0a1a0a', 'hex');
  const upload = (label: string, parts: Parameters<typeof multipart>[0]): FuzzCase => ({
    label: `multipart ${label}`,
    request(call) {
      const body = multipart(parts);
      return { ...base(call), payload: body.payload, headers: { ...call.headers, ...body.headers } };
    },
  });
  return [
    upload('with no parts', []),
    upload('with the wrong field name', [{ field: 'file', filename: 'a.png', contentType: 'image/png', content: png }]),
    upload('with two images', [
      { field: 'image', filename: 'a.png', contentType: 'image/png', content: png },
      { field: 'image', filename: 'b.png', contentType: 'image/png', content: png },
    ]),
    upload('with an empty file', [{ field: 'image', filename: 'a.png', contentType: 'image/png', content: Buffer.alloc(0) }]),
    upload('with a text file called .png', [{ field: 'image', filename: 'a.png', contentType: 'image/png', content: 'not an image' }]),
    upload('with HTML as an image', [{ field: 'image', filename: 'x.html', contentType: 'text/html', content: HOSTILE_TEXT.html }]),
    upload('with a truncated PNG', [{ field: 'image', filename: 'a.png', contentType: 'image/png', content: png }]),
    upload('with a path in the file name', [{ field: 'image', filename: '../../etc/passwd', contentType: 'image/png', content: png }]),
    upload('with a NUL and unicode in the file name', [{ field: 'image', filename: 'a\u0000🙂.png', contentType: 'image/png', content: png }]),
    upload('with only a text field', [{ field: 'image', content: HOSTILE_TEXT.sql }]),
    {
      label: 'multipart without a boundary',
      request: (call) => ({ ...base(call), payload: 'garbage', headers: { ...call.headers, 'content-type': 'multipart/form-data' } }),
    },
    {
      label: 'multipart cut mid-part',
      request(call) {
        const body = multipart([{ field: 'image', filename: 'a.png', contentType: 'image/png', content: png }]);
        return { ...base(call), payload: body.payload.subarray(0, 40), headers: { ...call.headers, ...body.headers } };
      },
    },
    {
      label: 'JSON instead of multipart',
      request: (call) => ({ ...base(call), payload: { image: 'x' }, headers: { 'content-type': 'application/json' } }),
    },
  ];
}

/** Every hostile variant of a route's valid call, from the schemas it registered. */
export function fuzzCases(route: RegisteredRoute, call: MatrixCall): FuzzCase[] {
  const schema = route.schema ?? {};
  const cases: FuzzCase[] = [];
  if (isZod(schema.body)) cases.push(...bodyCases(objectKeys(schema.body)));
  else if (String(call.headers?.['content-type'] ?? '').startsWith('multipart/')) cases.push(...multipartCases());
  // A route that takes no body still gets bodies it does not expect.
  else if (route.method !== 'GET') cases.push(...bodyCases([]));
  // A route that reads no query string still gets one it does not expect.
  cases.push(...queryCases(isZod(schema.querystring) ? objectKeys(schema.querystring) : []));
  cases.push(...paramCases(route));
  if (route.url.endsWith('*')) cases.push(...wildcardCases());
  return cases;
}
