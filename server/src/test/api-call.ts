// One API call over real HTTP, as a browser or a script makes it: bearer token,
// JSON body, redirects not followed (the sandbox checkout answers 303). For the
// benchmarks and the tests that drive a server process rather than app.inject.
export interface ApiAnswer {
  status: number;
  /** Parsed JSON when the answer is JSON, else the text. */
  body: unknown;
  headers: Headers;
}

export async function callApi(base: string, method: string, url: string, token?: string, body?: unknown): Promise<ApiAnswer> {
  const response = await fetch(`${base}${url}`, {
    method,
    redirect: 'manual',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: response.headers.get('content-type')?.includes('json') && text ? JSON.parse(text) : text };
}
