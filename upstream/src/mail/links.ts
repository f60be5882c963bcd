/**
 * The one-time links of invitations (72 hours) and password resets (1 hour): a message in the outbox with a link to
 * the web's public /set-password page. APP_URL is the web's address as users reach it.
 */
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../db';
import { queueMail } from './mailer';
import { createLink, type LinkPurpose } from './store';

export const INVITATION_TTL_MS = 72 * 3600_000;
export const RESET_TTL_MS = 3600_000;

const appUrl = () => (process.env.APP_URL ?? 'http://localhost:4000').replace(/\/+$/, '');

export const setPasswordLink = (token: string) => `${appUrl()}/set-password?token=${encodeURIComponent(token)}`;

const TEXTS: Record<LinkPurpose, { subject: string; text: (link: string) => string }> = {
  invitation: {
    subject: 'You are invited to HR',
    text: (link) => `You have been given access to HR.\n\nSet your password here (the link works once, for 72 hours):\n${link}\n`,
  },
  reset: {
    subject: 'Reset your HR password',
    text: (link) =>
      `Someone asked to reset the password of this account.\n\nSet a new password here (the link works once, for 1 hour):\n${link}\n\nIf it was not you, ignore this message.\n`,
  },
};

/** Creates the link and queues its message in `tx`. */
export async function queuePasswordLink(app: FastifyInstance, tx: Tx, account: { id: number; email: string }, purpose: LinkPurpose): Promise<void> {
  const token = await createLink(tx, account.id, purpose, app.today(), purpose === 'invitation' ? INVITATION_TTL_MS : RESET_TTL_MS);
  const { subject, text } = TEXTS[purpose];
  await queueMail(app, tx, { to: account.email, subject, text: text(setPasswordLink(token)) });
}
