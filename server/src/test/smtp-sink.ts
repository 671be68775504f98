// A local SMTP server (smtp-server) for the tests of mail delivery: it takes what
// the delivery sweep sends over real SMTP and keeps it, answering each
// recipient's deliveries from a plan ('451' try later, '550' refused, 'ok';
// 'ok' once the plan runs out). Plain SMTP on 127.0.0.1, no TLS, no AUTH.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  raw: string;
  /** The Message-ID header, as sent. */
  messageId: string;
}

/** Header lines unfolded, so a long value reads whole. */
export const headersOf = (raw: string) => raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');

export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  const plans = new Map<string, string[]>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo[0]?.address ?? '';
        const answer = plans.get(to)?.shift() ?? 'ok';
        if (answer === 'ok') {
          received.push({ to, raw, messageId: /^Message-ID: (.*)$/im.exec(headersOf(raw))?.[1]?.trim() ?? '' });
          callback();
          return;
        }
        callback(Object.assign(new Error(answer === '451' ? 'Mailbox busy, try again later' : 'No such mailbox'), { responseCode: Number(answer) }));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    plan: (address: string, answers: string[]) => plans.set(address, answers),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
