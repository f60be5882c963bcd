/**
 * A real SMTP server for mail tests (smtp-server): every message it accepts, with the text decoded from
 * quoted-printable, and the set-password token of its link.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The body with quoted-printable soft breaks and escapes undone. */
  text: string;
  /** The token of the /set-password link, if the message has one. */
  token?: string;
}

export interface SmtpReceiver {
  port: number;
  url: string;
  mails: ReceivedMail[];
  /** Resolves with the `count`-th message to `to` (waits up to `ms`). */
  waitFor(to: string, count?: number, ms?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

const decodeQp = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

export async function startSmtpReceiver(port = 0): Promise<SmtpReceiver> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const text = decodeQp(raw);
        const token = /\/set-password\?token=([A-Za-z0-9_%-]+)/.exec(text)?.[1];
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, text, token: token && decodeURIComponent(token) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actual = (server.server.address() as AddressInfo).port;
  return {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    mails,
    async waitFor(to, count = 1, ms = 5000) {
      const until = Date.now() + ms;
      for (;;) {
        const mail = mails.filter((m) => m.to.includes(to))[count - 1];
        if (mail) return mail;
        if (Date.now() > until) throw new Error(`no mail to ${to} within ${ms} ms`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
