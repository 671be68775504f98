// The API reference page for admins at /api/docs. A page navigation carries no session
// (it is the bearer token the site keeps in local storage), so the page itself holds no
// data: its script (reference.js, allowed by the Content-Security-Policy as 'self')
// asks for the document with the admin's token and draws it, path by path; anyone else
// is told to sign in as an admin. Plain HTML, CSS and a script; readable at 360 px.
import { PRODUCT_NAME, STORAGE_KEYS } from '@marketplace/shared-api/constants';

export function renderApiDocsPage(scriptPath: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference · ${PRODUCT_NAME}</title>
<link rel="icon" href="data:,">
<style>
  :root { color-scheme: dark; }
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #0f172a; color: #e5e7eb; }
  main { max-width: 960px; margin: 0 auto; padding: 16px; box-sizing: border-box; }
  h1 { font-size: 1.5rem; margin: 8px 0; }
  h2 { font-size: 1.15rem; margin: 24px 0 8px; border-bottom: 1px solid #334155; padding-bottom: 4px; }
  p { margin: 0 0 12px; overflow-wrap: anywhere; }
  a { color: #a5b4fc; }
  details { background: #1e293b; border-radius: 10px; margin: 0 0 8px; }
  summary { cursor: pointer; padding: 10px 12px; display: flex; gap: 8px; align-items: baseline; flex-wrap: wrap; min-height: 24px; }
  summary:focus-visible { outline: 3px solid #e5e7eb; outline-offset: 2px; border-radius: 10px; }
  .method { font: 700 0.8rem ui-monospace, monospace; padding: 2px 6px; border-radius: 6px; background: #334155; min-width: 3.5rem; text-align: center; }
  .path { font-family: ui-monospace, monospace; overflow-wrap: anywhere; }
  .body { padding: 0 12px 12px; }
  h3 { font-size: 0.95rem; margin: 12px 0 4px; }
  pre { margin: 0; padding: 8px; background: #0b1220; border-radius: 8px; overflow-x: auto; font-size: 0.8rem; }
  .muted { color: #94a3b8; }
  [role="status"] { padding: 12px; background: #1e293b; border-radius: 10px; }
</style>
</head>
<body>
<main>
<p class="muted">${PRODUCT_NAME}</p>
<h1>API reference</h1>
<div id="reference" role="status">Loading the API reference…</div>
</main>
<script src="${scriptPath}" data-token-key="${STORAGE_KEYS.token}" defer></script>
</body>
</html>
`;
}

/** The page's script: fetches the document with the stored token and draws it with DOM calls (no markup from data). */
export const API_DOCS_SCRIPT = `(() => {
  const script = document.currentScript;
  const tokenKey = script.dataset.tokenKey;
  const documentPath = script.src.replace(/reference\\.js$/, 'openapi.json');
  const root = document.getElementById('reference');
  const el = (tag, text, className) => {
    const node = document.createElement(tag);
    if (text !== undefined) node.textContent = text;
    if (className) node.className = className;
    return node;
  };
  const say = (text, link) => {
    root.replaceChildren(el('p', text));
    if (link) {
      const anchor = el('a', link.text);
      anchor.href = link.href;
      root.append(el('p'));
      root.lastChild.append(anchor);
    }
  };
  const schemaBlock = (title, schema) => {
    const block = document.createDocumentFragment();
    block.append(el('h3', title), el('pre', JSON.stringify(schema, null, 2)));
    return block;
  };
  const draw = (api) => {
    const groups = new Map();
    for (const [path, operations] of Object.entries(api.paths)) {
      const group = path.split('/')[2] || 'api';
      for (const [method, operation] of Object.entries(operations)) {
        if (!groups.has(group)) groups.set(group, []);
        groups.get(group).push({ path, method, operation });
      }
    }
    const out = document.createDocumentFragment();
    out.append(el('p', api.info.description + ' Contract version ' + api.info.version + '.', 'muted'));
    for (const [group, entries] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
      out.append(el('h2', '/api/' + group));
      for (const { path, method, operation } of entries) {
        const details = el('details');
        const summary = el('summary');
        summary.append(el('span', method.toUpperCase(), 'method'), el('span', path, 'path'));
        const body = el('div', undefined, 'body');
        const parameters = operation.parameters || [];
        if (parameters.length > 0) body.append(schemaBlock('Parameters', parameters.map((p) => ({ in: p.in, name: p.name, required: !!p.required, schema: p.schema }))));
        const request = operation.requestBody && operation.requestBody.content;
        if (request) for (const [type, content] of Object.entries(request)) body.append(schemaBlock('Request body (' + type + ')', content.schema));
        for (const [status, response] of Object.entries(operation.responses || {})) {
          const content = response.content && Object.values(response.content)[0];
          body.append(schemaBlock('Answer ' + status, content ? content.schema : response.description || ''));
        }
        if (body.childElementCount === 0) body.append(el('p', 'No parameters, body or described answer.', 'muted'));
        details.append(summary, body);
        out.append(details);
      }
    }
    root.removeAttribute('role');
    root.replaceChildren(out);
  };
  const token = localStorage.getItem(tokenKey);
  if (!token) return say('Sign in as an admin to read the API reference.', { text: 'Sign in', href: '/login' });
  fetch(documentPath, { headers: { accept: 'application/json', authorization: 'Bearer ' + token } })
    .then((response) => {
      if (response.status === 401 || response.status === 403) return say('Only admins can read the API reference. Sign in as an admin.', { text: 'Sign in', href: '/login' });
      if (!response.ok) throw new Error(String(response.status));
      return response.json().then(draw);
    })
    .catch(() => say('The API reference could not be loaded. Reload the page to try again.'));
})();
`;
