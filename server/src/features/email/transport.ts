// Where mails go out: SMTP through nodemailer when SMTP_URL is set (smtp:// with
// STARTTLS when the server offers it, smtps:// for TLS from the start, user and
// password in the URL for AUTH). Without it there is no transport: mails stay
// 'held' in the outbox for an admin to read.
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers: Record<string, string>;
}

export interface MailTransport {
  /** Resolves with the server's answer once it accepted the mail; rejects with its refusal. */
  send(mail: OutgoingMail): Promise<string>;
  close(): void;
}

/** A refusal the server says will not change (a 5xx answer): the mail is given up at once. */
export const isPermanent = (error: unknown) => {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/** What an attempt is recorded with: the server's own words when it answered. */
export const refusalText = (error: unknown) => {
  const { response, message } = error as { response?: unknown; message?: unknown };
  return String(typeof response === 'string' ? response : (message ?? error)).slice(0, 500);
};

export function createSmtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(mail) {
      const info = await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
        headers: mail.headers,
      });
      return String(info.response ?? 'accepted');
    },
    close: () => transporter.close(),
  };
}
