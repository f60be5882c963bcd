/**
 * How mail leaves the upstream: nodemailer over SMTP_URL (smtp://user:pass@host:port). Without it no message leaves;
 * each is kept in the outbox for admins to read in the app (the start-up log says so).
 */
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface MailTransport {
  /** Null: nothing is sent, messages stay in the outbox as `kept`. */
  send: ((message: MailMessage) => Promise<void>) | null;
}

export const MAIL_FROM = process.env.MAIL_FROM ?? 'HR <no-reply@hr.local>';

export function mailTransport(smtpUrl: string | undefined): MailTransport {
  if (!smtpUrl) return { send: null };
  // Short timeouts: a send runs inside the outbox row's transaction, and an outage only delays it (retried later).
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  });
  return {
    send: async (message) => {
      await transporter.sendMail({ from: MAIL_FROM, to: message.to, subject: message.subject, text: message.text });
    },
  };
}
