import { WALLET_NAMES } from '@marketplace/shared-api/constants';
// The sandbox's hosted checkout page, rendered on the server: plain HTML and
// CSS, no script (the site's CSP allows none inline, and a checkout needs none),
// forms that POST to the same origin. Styled per method (GCash blue, Maya
// green), it shows the merchant, the amount in pesos, what is paid for, a QR
// code of the page itself (generated locally) to pay from a phone, and Approve
// and Decline. It fits a 360 px phone; the QR is 240 px wide.
import type { SandboxCheckoutSessionRow } from '../../db/schema/index';
import { escapeMarkup } from '../../escape-markup';
import { centavosToPesos, formatPesos } from '../../money';
import { SANDBOX_MERCHANT, sandboxCheckoutPath } from './providers/sandbox';

const THEMES = {
  // Text colours chosen for contrast on each brand colour (white on GCash blue, near-black on Maya green).
  gcash: { brand: '#007DFE', ink: '#ffffff' },
  maya: { brand: '#00B464', ink: '#06210f' },
} as const;

export type CheckoutPageState = 'open' | 'declined' | 'paid';

export function checkoutPageState(session: SandboxCheckoutSessionRow): CheckoutPageState {
  if (session.payments.some((payment) => payment.status === 'paid')) return 'paid';
  return session.payments.at(-1)?.status === 'failed' ? 'declined' : 'open';
}

function layout(title: string, brand: string, ink: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeMarkup(title)}</title>
<link rel="icon" href="data:,">
<style>
  :root { color-scheme: light; --brand: ${brand}; --ink: ${ink}; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #eef2f7; color: #111827; display: flex; justify-content: center; padding: 16px; }
  main { width: 100%; max-width: 420px; background: #fff; border-radius: 16px; overflow: hidden; box-shadow: 0 8px 24px rgba(15, 23, 42, .12); align-self: flex-start; }
  header { background: var(--brand); color: var(--ink); padding: 16px 20px; display: flex; align-items: center; justify-content: space-between; gap: 12px; }
  .wallet { font-size: 1.5rem; font-weight: 800; letter-spacing: .01em; }
  .badge { font-size: .75rem; font-weight: 700; text-transform: uppercase; border: 2px solid currentColor; border-radius: 999px; padding: 2px 10px; }
  .content { padding: 20px; }
  h1 { font-size: 1.1rem; margin: 0 0 4px; }
  .amount { font-size: 2.25rem; font-weight: 800; margin: 0 0 16px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 4px 12px; margin: 0 0 16px; font-size: .95rem; }
  dt { color: #4b5563; }
  dd { margin: 0; overflow-wrap: anywhere; }
  figure { margin: 0 0 16px; text-align: center; }
  figure svg { width: 240px; height: 240px; max-width: 100%; border: 1px solid #e5e7eb; border-radius: 8px; }
  figcaption { font-size: .875rem; color: #4b5563; }
  .notice { font-size: .875rem; background: #fef3c7; color: #78350f; border-radius: 8px; padding: 8px 12px; margin: 0 0 16px; }
  .status { font-weight: 700; margin: 0 0 16px; }
  .actions { display: grid; gap: 12px; }
  form { margin: 0; }
  button, .link { display: block; width: 100%; min-height: 48px; border-radius: 10px; font: inherit; font-size: 1.2rem; font-weight: 700; cursor: pointer; text-align: center; text-decoration: none; padding: 10px 16px; }
  .approve, .link { background: var(--brand); color: var(--ink); border: 0; }
  .decline { background: #fff; color: #b91c1c; border: 2px solid #b91c1c; }
  button:focus-visible, .link:focus-visible { outline: 3px solid #111827; outline-offset: 2px; }
</style>
</head>
<body>
${body}
</body>
</html>`;
}

/** The checkout page of a session, in its state; qrSvg is the QR of the page's own address. */
export function renderCheckoutPage(session: SandboxCheckoutSessionRow, qrSvg: string): string {
  const method = WALLET_NAMES[session.method];
  const { brand, ink } = THEMES[session.method];
  const amount = formatPesos(centavosToPesos(session.amountCentavos));
  const state = checkoutPageState(session);
  // A booking's checkout shows the booking's reference, as every other screen does; its
  // transaction id (ONSVP-<reference>) is the provider's business.
  const bookingReference = (session.metadata as Record<string, unknown> | null)?.booking_reference;
  const reference = typeof bookingReference === 'string' ? bookingReference : session.referenceNumber;
  const path = sandboxCheckoutPath(session.id);
  const actions =
    state === 'paid'
      ? `<p class="status" role="status">Payment approved. You can return to the marketplace.</p>
    <div class="actions"><a class="link" href="${escapeMarkup(session.successUrl)}">Return to ${escapeMarkup(SANDBOX_MERCHANT)}</a></div>`
      : `${state === 'declined' ? '<p class="status" role="status">The last attempt was declined. You can try again.</p>' : ''}
    <div class="actions">
      <form method="post" action="${path}/approve"><button type="submit" class="approve">Approve payment</button></form>
      <form method="post" action="${path}/decline"><button type="submit" class="decline">Decline</button></form>
    </div>`;
  return layout(
    `Pay ${amount} with ${method}`,
    brand,
    ink,
    `<main aria-labelledby="checkout-title">
  <header><span class="wallet">${method}</span><span class="badge">Sandbox</span></header>
  <div class="content">
    <h1 id="checkout-title">Pay ${escapeMarkup(SANDBOX_MERCHANT)}</h1>
    <p class="amount">${amount}</p>
    <dl>
      <dt>Merchant</dt><dd>${escapeMarkup(SANDBOX_MERCHANT)}</dd>
      <dt>For</dt><dd>${escapeMarkup(session.description)}</dd>
      <dt>Reference</dt><dd>${escapeMarkup(reference)}</dd>
    </dl>
    <figure>
      ${qrSvg.replace('<svg ', '<svg role="img" aria-label="QR code of this checkout" ')}
      <figcaption>Scan with your phone to pay there instead.</figcaption>
    </figure>
    <p class="notice">Sandbox checkout: no real money moves. Approve or decline to see what the marketplace does.</p>
    ${actions}
  </div>
</main>`,
  );
}

/** A page for a checkout that cannot be shown or completed (unknown, or the marketplace refused the event). */
export function renderCheckoutProblem(title: string, text: string): string {
  return layout(title, '#374151', '#ffffff', `<main aria-labelledby="problem-title">
  <header><span class="wallet">Checkout</span><span class="badge">Sandbox</span></header>
  <div class="content"><h1 id="problem-title">${escapeMarkup(title)}</h1><p>${escapeMarkup(text)}</p></div>
</main>`);
}
