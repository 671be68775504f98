// The environment's promises: Node's fetch family inside jsdom, in one realm.

describe('fetch-jsdom-environment', () => {
  it('exposes the fetch family and the helpers RTK Query and screens rely on', () => {
    for (const name of ['fetch', 'Request', 'Response', 'Headers', 'FormData', 'Blob', 'File', 'AbortController', 'TextEncoder', 'TextDecoder', 'structuredClone', 'ReadableStream'] as const) {
      expect(typeof globalThis[name]).toBe('function');
    }
    expect(structuredClone({ a: [1] })).toEqual({ a: [1] });
    expect(new TextDecoder().decode(new TextEncoder().encode('₱1,250'))).toBe('₱1,250');
  });

  it('resolves relative URLs against the page, as a browser does', () => {
    expect(new Request('/api/users').url).toBe('http://localhost/api/users');
  });

  it('accepts an AbortController signal and a Blob body in a Request', async () => {
    const controller = new AbortController();
    const request = new Request('/api/x', { method: 'POST', body: new Blob(['hi']), signal: controller.signal });
    controller.abort();
    expect(request.signal.aborted).toBe(true);
    expect(await request.text()).toBe('hi');
  });

  it('builds FormData from a <form>, as React 19 form actions do', () => {
    document.body.innerHTML = `
      <form><input name="username" value="ana" /><input type="checkbox" name="remember" /></form>`;
    const form = new FormData(document.querySelector('form') ?? undefined);
    expect([...form.entries()]).toEqual([['username', 'ana']]);
    expect(new Request('/api', { method: 'POST', body: form }).headers.get('content-type')).toMatch(/^multipart\/form-data/);
  });

  it('gives files object URLs for previews', () => {
    const url = URL.createObjectURL(new File(['x'], 'a.png', { type: 'image/png' }));
    expect(url).toMatch(/^blob:/);
    URL.revokeObjectURL(url);
  });
});
