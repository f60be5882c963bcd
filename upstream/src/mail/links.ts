/**
 * The one-time links of invitations (72 hours) and password resets (1 hour): a message in the outbox with a link to
 * the web's public /set-password page on the company's own address (companies/address.ts: APP_URL, with the
 * company's subdomain), where the link's company is the one the page asks.
 */
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../db';
import { currentCompanyAddress } from '../companies/address';
import { queueMail } from './mailer';
import { createLink, type LinkPurpose } from './store';

export const INVITATION_TTL_MS = 72 * 3600_000;
export const RESET_TTL_MS = 3600_000;

export const setPasswordLink = (address: string, token: string) => `${address}/set-password?token=${encodeURIComponent(token)}`;

/** A message with a link: its subject and its text around the link. */
export interface LinkMessage {
  subject: string;
  text: (link: string) => string;
}

const TEXTS: Record<LinkPurpose, LinkMessage> = {
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

/** Creates the link and queues its message in `tx` (the purpose's own words unless `message` is given); answers the link. */
export async function queuePasswordLink(
  app: FastifyInstance,
  tx: Tx,
  account: { id: number; email: string },
  purpose: LinkPurpose,
  message: LinkMessage = TEXTS[purpose],
): Promise<string> {
  const token = await createLink(tx, account.id, purpose, app.today(), purpose === 'invitation' ? INVITATION_TTL_MS : RESET_TTL_MS);
  const link = setPasswordLink(await currentCompanyAddress(tx), token);
  await queueMail(app, tx, { to: account.email, subject: message.subject, text: message.text(link) });
  return link;
}
