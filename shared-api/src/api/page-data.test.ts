import { profilesApi } from '@marketplace/shared-api/api/profiles';
import { STORAGE_KEYS } from '@marketplace/shared-api/constants';
import { EARLY_REQUESTS_KEY, dropPageDataResponses, takePageDataResponse } from '@marketplace/shared-api/api/page-data';
import { PAGE_DATA_MARKUP, PAGE_DATA_SCRIPT, PAGE_DATA_SLOT, pageDataJson } from '@marketplace/shared-api/api/page-data-markup';
import { makeStore } from '@marketplace/shared-api/store/make-store';
import { deferred } from '../../../jest/deferred';
import { mockFetch } from '../../../jest/mock-fetch';

const USER_ID = '11111111-1111-4111-8111-111111111111';
const PROFILE = { id: USER_ID, username: 'ana' };

/** The page's HTML as the server fills it: `content` in the page data element. */
function listInPage(content: string) {
  document.body.innerHTML = PAGE_DATA_MARKUP.replace(PAGE_DATA_SLOT, content);
}

/** Runs the page's inline script, as the browser does when it reads it (innerHTML runs no script). */
function runPageDataScript() {
  const script = document.querySelector('script:not([type])');
  expect(script?.textContent).toBe(PAGE_DATA_SCRIPT);
  new Function(script?.textContent ?? '')();
}

const absolute = (path: string) => new URL(path, document.baseURI).href;

afterEach(() => {
  dropPageDataResponses();
  document.body.innerHTML = '';
  localStorage.clear();
});

describe("the first page's early API reads", () => {
  it('are sent at once, with the stored token, and the fetch layer adopts each answer instead of asking again', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok-1');
    const answer = deferred<[number, unknown]>();
    const fetchSpy = mockFetch({ [`GET /api/profiles/${USER_ID}`]: () => answer.promise });
    listInPage(pageDataJson({ reads: [`/api/profiles/${USER_ID}`] }));
    runPageDataScript();
    expect(fetchSpy).toHaveBeenCalledTimes(1);

    const store = makeStore();
    const profile = store.dispatch(profilesApi.endpoints.getProfile.initiate(USER_ID));
    answer.resolve([200, PROFILE]);
    expect((await profile).data).toEqual(PROFILE);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy.requests[0].headers.get('authorization')).toBe('Bearer tok-1');
    expect(fetchSpy.requests[0].headers.get('accept')).toBe('application/json');
    profile.unsubscribe();
  });

  it('are each taken once: the next call for the same URL goes to the network', async () => {
    const fetchSpy = mockFetch({ [`GET /api/profiles/${USER_ID}`]: [200, PROFILE] });
    listInPage(pageDataJson({ reads: [`/api/profiles/${USER_ID}`] }));
    runPageDataScript();
    const request = new Request(absolute(`/api/profiles/${USER_ID}`));
    expect(takePageDataResponse(request)).toBeDefined();
    expect(takePageDataResponse(request)).toBeUndefined();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('are not adopted for another token (a sign-in since), another method, or once dropped', () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok-1');
    mockFetch({ 'GET /api/profiles/:id': [200, PROFILE] });
    listInPage(pageDataJson({ reads: [`/api/profiles/${USER_ID}`] }));
    runPageDataScript();
    const url = absolute(`/api/profiles/${USER_ID}`);
    expect(takePageDataResponse(new Request(url))).toBeUndefined();
    expect(takePageDataResponse(new Request(url, { headers: { authorization: 'Bearer tok-2' } }))).toBeUndefined();
    expect(takePageDataResponse(new Request(url, { method: 'DELETE', headers: { authorization: 'Bearer tok-1' } }))).toBeUndefined();
    dropPageDataResponses();
    expect(takePageDataResponse(new Request(url, { headers: { authorization: 'Bearer tok-1' } }))).toBeUndefined();
  });

  it('are sent again by the fetch layer when the early one failed', async () => {
    // A network failure rejects the fetch itself, which mockFetch's answers cannot do.
    const fetchSpy = jest
      .spyOn(globalThis, 'fetch')
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(Response.json(PROFILE));
    listInPage(pageDataJson({ reads: [`/api/profiles/${USER_ID}`] }));
    runPageDataScript();
    const store = makeStore();
    const profile = store.dispatch(profilesApi.endpoints.getProfile.initiate(USER_ID));
    expect((await profile).data).toEqual(PROFILE);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    profile.unsubscribe();
  });

  it('are none when the page lists none, lists something that is not JSON, or paths outside /api', () => {
    const fetchSpy = mockFetch({});
    const outsideApi = '{"reads": ["https://elsewhere.example/api/x", "/uploads/a.png", 7]}';
    for (const content of ['{"reads": []}', PAGE_DATA_SLOT, 'null', '{"a":1}', '["/api/profiles/x"]', outsideApi]) {
      listInPage(content);
      runPageDataScript();
    }
    document.body.innerHTML = '';
    new Function(PAGE_DATA_SCRIPT)();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('are at most eight, however long the list', () => {
    const fetchSpy = mockFetch({ 'GET /api/profiles/:id': [200, PROFILE] });
    listInPage(pageDataJson({ reads: Array.from({ length: 20 }, (_, index) => `/api/profiles/${index}`) }));
    runPageDataScript();
    expect(fetchSpy).toHaveBeenCalledTimes(8);
  });

  it('leave the fetch layer to ask when storage is refused, or when what the page holds is not their list', async () => {
    const fetchSpy = mockFetch({ [`GET /api/profiles/${USER_ID}`]: [200, PROFILE] });
    listInPage(pageDataJson({ reads: [`/api/profiles/${USER_ID}`] }));
    const refused = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    runPageDataScript();
    refused.mockRestore();
    expect(fetchSpy).not.toHaveBeenCalled();

    Reflect.set(window, EARLY_REQUESTS_KEY, [{ url: absolute(`/api/profiles/${USER_ID}`), authorization: null, response: 'not a response' }]);
    expect(takePageDataResponse(new Request(absolute(`/api/profiles/${USER_ID}`)))).toBeUndefined();
  });
});

describe("the page's main image", () => {
  const AVATAR = '/uploads/avatar/ana/1.webp';
  const image = { read: `/api/profiles/${USER_ID}`, field: 'avatar' };
  const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
  /** The script's handling of the image's read, once it is over (it keeps it beside the read). */
  const imageHandled = () => {
    const [named] = Reflect.get(window, EARLY_REQUESTS_KEY) as { imagePreload?: Promise<void> }[];
    expect(named.imagePreload).toBeInstanceOf(Promise);
    return named.imagePreload;
  };

  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('is preloaded, at high priority, as soon as the read that names it is in, and the fetch layer still gets the whole answer', async () => {
    const answer = deferred<[number, unknown]>();
    mockFetch({ [`GET /api/profiles/${USER_ID}`]: () => answer.promise });
    listInPage(pageDataJson({ reads: [`/api/profiles/${USER_ID}`], image }));
    runPageDataScript();
    const handled = imageHandled();
    expect(preloads()).toEqual([]);

    answer.resolve([200, { ...PROFILE, avatar: AVATAR }]);
    await handled;
    const store = makeStore();
    const profile = store.dispatch(profilesApi.endpoints.getProfile.initiate(USER_ID));
    expect((await profile).data).toEqual({ ...PROFILE, avatar: AVATAR });
    const [link] = preloads();
    expect(link).toMatchObject({ as: 'image', href: absolute(AVATAR) });
    expect(link.getAttribute('fetchpriority')).toBe('high');
    profile.unsubscribe();
  });

  it.each([
    ['the answer names none', [200, { ...PROFILE, avatar: null }]],
    ['the image is on another site', [200, { ...PROFILE, avatar: 'https://elsewhere.example/a.webp' }]],
    ['the read failed', [404, { message: 'Not found' }]],
  ] as const)('is not preloaded when %s', async (_case, reply) => {
    const answer = deferred<[number, unknown]>();
    mockFetch({ [`GET /api/profiles/${USER_ID}`]: () => answer.promise });
    listInPage(pageDataJson({ reads: [`/api/profiles/${USER_ID}`], image }));
    runPageDataScript();
    const handled = imageHandled();
    answer.resolve([...reply]);
    await handled;
    expect(preloads()).toEqual([]);
    // The answer's body is still the fetch layer's to read.
    const response = await takePageDataResponse(new Request(absolute(`/api/profiles/${USER_ID}`)));
    expect(await response?.json()).toEqual(reply[1]);
  });

  it('is not preloaded when the data names it in a read it does not send', async () => {
    const fetchSpy = mockFetch({ [`GET /api/profiles/${USER_ID}`]: [200, { ...PROFILE, avatar: AVATAR }] });
    listInPage(pageDataJson({ reads: [`/api/profiles/${USER_ID}`], image: { read: '/api/profiles/someone-else', field: 'avatar' } }));
    runPageDataScript();
    const [sent] = Reflect.get(window, EARLY_REQUESTS_KEY) as { imagePreload?: Promise<void> }[];
    expect(sent.imagePreload).toBeUndefined();
    await takePageDataResponse(new Request(absolute(`/api/profiles/${USER_ID}`)));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(preloads()).toEqual([]);
  });
});

describe('the page data element', () => {
  it('holds JSON in which no text can end the element', () => {
    const paths = ['/api/x?q=</script><script>alert(1)</script>'];
    const json = pageDataJson({ reads: paths });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ reads: paths });
  });
});
