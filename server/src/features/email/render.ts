// A mail's two parts from one content: plain text, and HTML that reads the same
// in any client (inline styles, one column, no images, no script). Every piece of
// text a member wrote (names, messages, reasons) is escaped here, once.
import { escapeMarkup } from '../../escape-markup';

export interface MailContent {
  subject: string;
  /** The first line after the greeting, in bold in HTML. */
  heading: string;
  paragraphs: string[];
  /** Label and value rows: reference, when, amount… */
  details?: Array<[string, string]>;
  /** The page the mail is about (absolute URL) and what its button says. */
  action: { label: string; url: string };
}

export interface MailFrame {
  productName: string;
  siteUrl: string;
  recipientName: string;
  /** Null for a security mail, which cannot be turned off. */
  unsubscribe: { url: string; kindLabel: string } | null;
}

export function renderText(content: MailContent, frame: MailFrame): string {
  const lines = [`Hello ${frame.recipientName},`, '', content.heading, ''];
  for (const paragraph of content.paragraphs) lines.push(paragraph, '');
  if (content.details?.length) {
    for (const [label, value] of content.details) lines.push(`${label}: ${value}`);
    lines.push('');
  }
  lines.push(`${content.action.label}: ${content.action.url}`, '', `— ${frame.productName}`, frame.siteUrl);
  if (frame.unsubscribe) {
    lines.push('', `You receive this because "${frame.unsubscribe.kindLabel}" is on in your email settings.`, `Unsubscribe from these emails: ${frame.unsubscribe.url}`);
  } else {
    lines.push('', 'This is a security email about your account; it is always sent.');
  }
  return `${lines.join('\n')}\n`;
}

export function renderHtml(content: MailContent, frame: MailFrame): string {
  const e = escapeMarkup;
  const paragraphs = content.paragraphs.map((text) => `<p style="margin:0 0 16px">${e(text)}</p>`).join('\n');
  const details = content.details?.length
    ? `<table role="presentation" style="border-collapse:collapse;margin:0 0 20px;width:100%">${content.details
        .map(
          ([label, value]) =>
            `<tr><td style="padding:4px 12px 4px 0;color:#4b5563;vertical-align:top;white-space:nowrap">${e(label)}</td><td style="padding:4px 0;vertical-align:top">${e(value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const footer = frame.unsubscribe
    ? `You receive this because “${e(frame.unsubscribe.kindLabel)}” is on in your email settings. <a href="${e(frame.unsubscribe.url)}" style="color:#4b5563">Unsubscribe from these emails</a>.`
    : 'This is a security email about your account; it is always sent.';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(content.subject)}</title></head>
<body style="margin:0;padding:16px;background:#f3f4f6;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#111827">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
<p style="margin:0 0 16px;font-weight:800;font-size:20px">${e(frame.productName)}</p>
<p style="margin:0 0 16px">Hello ${e(frame.recipientName)},</p>
<p style="margin:0 0 16px;font-weight:700">${e(content.heading)}</p>
${paragraphs}
${details}
<p style="margin:0 0 24px"><a href="${e(content.action.url)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;font-weight:700;padding:12px 20px;border-radius:8px">${e(content.action.label)}</a></p>
<p style="margin:0;font-size:13px;color:#4b5563">${footer}</p>
</div>
</body>
</html>
`;
}
