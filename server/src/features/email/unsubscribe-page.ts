// The page a mail's unsubscribe link opens, rendered on the server: a link
// followed by a mail scanner must not unsubscribe anyone, so GET only shows the
// kind and a button, and the button's POST (or a mail client's RFC 8058
// one-click POST to the same URL) does it. Plain HTML and CSS, no script.
import { PRODUCT_NAME } from '@marketplace/shared-api/constants';
import { escapeMarkup } from '../../escape-markup';

export type UnsubscribePage =
  | { state: 'confirm'; kindLabel: string; email: string; action: string }
  | { state: 'done'; kindLabel: string; email: string }
  | { state: 'invalid' };

export function renderUnsubscribePage(page: UnsubscribePage): string {
  const e = escapeMarkup;
  const title = page.state === 'invalid' ? 'This link does not work' : page.state === 'done' ? 'You are unsubscribed' : 'Unsubscribe';
  const body =
    page.state === 'invalid'
      ? `<h1>${title}</h1><p>The unsubscribe link is incomplete or was changed. Open it again from the email, or choose your emails on your profile.</p><p><a class="link" href="/profile">Open your profile</a></p>`
      : page.state === 'done'
        ? `<h1>${title}</h1><p>${e(page.email)} no longer receives “${e(page.kindLabel)}”.</p><p>You can turn it back on, and choose your other emails, on your profile.</p><p><a class="link" href="/profile">Open your profile</a></p>`
        : `<h1>${title}</h1><p>Stop sending “${e(page.kindLabel)}” to ${e(page.email)}?</p><form method="post" action="${e(page.action)}"><button type="submit">Unsubscribe</button></form><p>Other emails are not affected. You can choose them all on your profile.</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · ${PRODUCT_NAME}</title>
<link rel="icon" href="data:,">
<style>
  :root { color-scheme: dark; }
  body { margin: 0; min-height: 100vh; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #0f172a; color: #e5e7eb; display: flex; justify-content: center; padding: 16px; box-sizing: border-box; }
  main { width: 100%; max-width: 480px; background: #1e293b; border-radius: 16px; padding: 24px; align-self: flex-start; }
  .brand { font-weight: 800; font-size: 1.25rem; margin: 0 0 16px; }
  h1 { font-size: 1.35rem; margin: 0 0 12px; }
  p { margin: 0 0 16px; overflow-wrap: anywhere; }
  button, .link { display: inline-block; min-height: 48px; min-width: 160px; border-radius: 10px; font: inherit; font-weight: 700; border: 0; padding: 12px 20px; background: #6366f1; color: #fff; text-decoration: none; text-align: center; cursor: pointer; box-sizing: border-box; }
  button:focus-visible, .link:focus-visible { outline: 3px solid #e5e7eb; outline-offset: 2px; }
  form { margin: 0 0 16px; }
</style>
</head>
<body><main><p class="brand">${PRODUCT_NAME}</p>${body}</main></body>
</html>
`;
}
