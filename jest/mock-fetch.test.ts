import { configureStore } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query';
import { mockFetch, takeFetchProblems } from './mock-fetch';

// The way screens call the server: RTK Query's fetchBaseQuery on /api.
const testApi = createApi({
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  endpoints: (build) => ({
    user: build.query<{ id: string; name: string }, string>({ query: (id) => `users/${id}` }),
    login: build.mutation<{ token: string }, { username: string; password: string }>({
      query: (body) => ({ url: 'auth/login', method: 'POST', body }),
    }),
    upload: build.mutation<{ imageUrl: string }, FormData>({
      query: (body) => ({ url: 'users/upload-image', method: 'POST', body }),
    }),
  }),
});

function makeStore() {
  return configureStore({
    reducer: { [testApi.reducerPath]: testApi.reducer },
    middleware: (getDefault) => getDefault().concat(testApi.middleware),
  });
}

describe('mockFetch', () => {
  it('answers RTK Query with the route handler, passing params and the parsed JSON body', async () => {
    const fetchSpy = mockFetch({
      'GET /api/users/:id': ({ params }) => [200, { id: params.id, name: 'Ana' }],
      'POST /api/auth/login': ({ body }) =>
        (body as { password: string }).password === 'secret12' ? [200, { token: 't' }] : [400, { message: 'bad' }],
    });
    const store = makeStore();

    const user = await store.dispatch(testApi.endpoints.user.initiate('u 1'));
    expect(user.data).toEqual({ id: 'u 1', name: 'Ana' });

    const ok = await store.dispatch(testApi.endpoints.login.initiate({ username: 'ana', password: 'secret12' }));
    expect(ok).toEqual({ data: { token: 't' } });
    const refused = await store.dispatch(testApi.endpoints.login.initiate({ username: 'ana', password: 'nope' }));
    expect(refused).toMatchObject({ error: { status: 400, data: { message: 'bad' } } });

    expect(fetchSpy).toHaveBeenCalledTimes(3);
    expect(fetchSpy.requests.map((request) => `${request.route} ${request.path}`)).toEqual([
      'GET /api/users/:id /api/users/u%201',
      'POST /api/auth/login /api/auth/login',
      'POST /api/auth/login /api/auth/login',
    ]);
    expect(fetchSpy.requests[1].body).toEqual({ username: 'ana', password: 'secret12' });
  });

  it('hands multipart bodies to the handler as FormData', async () => {
    const fetchSpy = mockFetch({
      'POST /api/users/upload-image': ({ body }) => {
        const file = (body as FormData).get('image') as File;
        return [200, { imageUrl: `/uploads/${file.name}` }];
      },
    });
    const form = new FormData();
    form.append('image', new File(['png bytes'], 'me.png', { type: 'image/png' }));

    const result = await makeStore().dispatch(testApi.endpoints.upload.initiate(form));

    expect(result).toEqual({ data: { imageUrl: '/uploads/me.png' } });
    expect(fetchSpy.requests[0].body).toBeInstanceOf(FormData);
  });

  it('prefers literal routes over :param ones and matches query parameters written in the key', async () => {
    mockFetch({
      'GET /api/users/:id': [200, 'by id'],
      'GET /api/users/verify': [200, 'verify'],
      'GET /api/users?premium=Admin': [200, 'admins'],
      'GET /api/users': [200, 'everyone'],
    });
    const text = async (path: string) => (await fetch(path)).json();

    expect(await text('/api/users/verify')).toBe('verify');
    expect(await text('/api/users/7')).toBe('by id');
    expect(await text('/api/users?premium=Admin')).toBe('admins');
    expect(await text('/api/users')).toBe('everyone');
  });

  it('sends an empty body for replies without json, and Response objects as they are, every time', async () => {
    mockFetch({
      'DELETE /api/chats/:id': [204],
      'GET /api/plain': new Response('hello', { status: 200 }),
    });

    const deleted = await fetch('/api/chats/3', { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe('');
    expect(await (await fetch('/api/plain')).text()).toBe('hello');
    expect(await (await fetch('/api/plain')).text()).toBe('hello');
  });

  it('lets a test change an answer midway with use()', async () => {
    const fetchSpy = mockFetch({ 'GET /api/chats': [200, []] });
    expect(await (await fetch('/api/chats')).json()).toEqual([]);

    fetchSpy.use({ 'GET /api/chats': [200, [{ id: 1 }]] });
    expect(await (await fetch('/api/chats')).json()).toEqual([{ id: 1 }]);
  });

  it('rejects an unmatched request and reports it, so the test fails even if the screen swallowed it', async () => {
    mockFetch({ 'GET /api/users/:id': [200, {}] });

    await expect(fetch('/api/bookings/made')).rejects.toThrow(TypeError);
    await expect(fetch('/api/users/1', { method: 'PUT' })).rejects.toThrow(TypeError);

    // jest/setup-tests.ts would throw these after the test; take them to check them here.
    expect(takeFetchProblems()).toEqual([
      expect.stringContaining('GET /api/bookings/made'),
      expect.stringContaining('PUT /api/users/1'),
    ]);
  });

  it('reports a handler that throws', async () => {
    mockFetch({
      'GET /api/broken': () => {
        throw new Error('fixture missing');
      },
    });

    await expect(fetch('/api/broken')).rejects.toThrow(TypeError);
    expect(takeFetchProblems()).toEqual([expect.stringContaining("handler of 'GET /api/broken' threw")]);
  });

  it('refuses a malformed route key at once', () => {
    expect(() => mockFetch({ 'get /api/users': [200] })).toThrow("must look like 'GET /api/path/:param'");
  });
});
