import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { baseQuery } from '@marketplace/shared-api/api/base-query';
import { expectApiFailures } from '../../../jest/api-failures';
import { mockFetch } from '../../../jest/mock-fetch';

const apiWith = (signal: AbortSignal): BaseQueryApi => ({
  signal,
  abort: () => undefined,
  dispatch: jest.fn(),
  getState: () => ({}),
  extra: undefined,
  endpoint: 'test',
  type: 'query',
});

describe('the base query', () => {
  it('reports a call that failed', async () => {
    const failures = expectApiFailures();
    mockFetch({ 'GET /api/bookings/b/cancellation': [500, { message: 'Internal error' }] });
    const result = await baseQuery('/bookings/b/cancellation', apiWith(new AbortController().signal), {});
    expect(result.error).toMatchObject({ status: 500 });
    expect(failures.map(({ url }) => url)).toEqual(['/bookings/b/cancellation']);
  });

  it('does not report a call the app aborted (its last subscriber left while it ran)', async () => {
    const failures = expectApiFailures();
    const controller = new AbortController();
    // As in a browser: the answer has come, and the abort breaks off reading its body.
    mockFetch({
      'GET /api/bookings/b/cancellation': () => {
        controller.abort();
        const body = new ReadableStream({ start: (stream) => stream.error(new DOMException('signal is aborted without reason', 'AbortError')) });
        return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
      },
    });
    const result = await baseQuery('/bookings/b/cancellation', apiWith(controller.signal), {});
    expect(result.error).toBeDefined();
    expect(failures).toEqual([]);
  });
});
