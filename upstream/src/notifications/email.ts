/**
 * E-mail of notifications (decision 0208): a recipient whose preference for the event's type says e-mail (their own
 * choice, else the company's default, else none) gets the notification's text by mail, queued in the outbox in the
 * transaction that wrote the notification, so the two exist together or not at all; MAIL_DUE sends it. Only
 * recipients whose notification row was new are mailed (notify passes those), so a repeated event mails nobody twice.
 * Who chose the daily digest (decision 0221) is not mailed here: digest.ts lists it in their next digest if unread.
 */
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db';
import { currentCompanyAddress } from '../companies/address';
import { queueMail, sendDueMail } from '../mail/mailer';
import { typeOfKind } from './events';

/** Where a person changes what e-mails them (the web's notification settings page). */
export const SETTINGS_PATH = '/main/notificationSettings';

/** Where to stop these mails: every notification e-mail ends with it. */
const settingsLine = (address: string) => `Your notification settings send you this e-mail; change them here: ${address}${SETTINGS_PATH}\n`;

/** Subject and text of a notification's e-mail: the sentence, the record's link, and where to stop these mails. */
export function notificationMail(text: string, address: string, link: string): { subject: string; text: string } {
  return { subject: `HR: ${text}`, text: `${text}.\n\nOpen it: ${address}${link}\n\n${settingsLine(address)}` };
}

/** The most items one digest lists (the subject still counts them all; the bell has the rest). */
export const DIGEST_LIST_MAX = 50;

/**
 * Subject and text of a daily digest: how many are unread, each item's sentence and absolute link. Plain text (no
 * HTML to escape); an item's line breaks and control characters become spaces, so no text can forge another line.
 */
export function digestMail(items: readonly { text: string; link: string }[], address: string): { subject: string; text: string } {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is folded
  const oneLine = (text: string) => text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  const listed = items.slice(0, DIGEST_LIST_MAX).map((i) => `- ${oneLine(i.text)}\n  ${address}${oneLine(i.link)}\n`);
  const more = items.length > DIGEST_LIST_MAX ? `\nAnd ${items.length - DIGEST_LIST_MAX} more under the bell: ${address}/main\n` : '';
  return {
    subject: `Your HR notifications: ${items.length} unread`,
    text: `Unread since your last digest:\n\n${listed.join('\n')}${more}\n${settingsLine(address)}`,
  };
}

/** SQL: a person's mail address (their account's, else their record's) as `email`, from employees `e`. */
export const ADDRESS_SELECT = 'coalesce(u.email, e.email) AS email FROM employees e LEFT JOIN users u ON u.employee_id = e.id';

export async function emailNotified(
  app: FastifyInstance,
  tx: Queryable,
  recipientIds: readonly number[],
  kind: string,
  text: string,
  link: string,
): Promise<void> {
  const type = typeOfKind(kind);
  if (!type || recipientIds.length === 0) return;
  const { rows } = await tx.query<{ email: string }>(
    `SELECT ${ADDRESS_SELECT}
       LEFT JOIN notification_preferences p ON p.employee_id = e.id AND p.event_type = $2
       LEFT JOIN notification_email_defaults d ON d.event_type = $2
       LEFT JOIN notification_delivery dl ON dl.employee_id = e.id
      WHERE e.id = ANY($1::int[]) AND e.active AND coalesce(p.email, d.email, false) AND coalesce(u.email, e.email) IS NOT NULL
        AND NOT coalesce(dl.digest, false)
      ORDER BY e.id`,
    [recipientIds, type],
  );
  if (rows.length === 0) return;
  const address = await currentCompanyAddress(tx);
  const mail = notificationMail(text, address, link);
  for (const { email } of rows) await queueMail(app, tx, { to: email, ...mail });
}

/**
 * After the change's transaction committed: sends what it queued now rather than at the next 5-minute run ("e-mail
 * immediately"). Not awaited: the answer does not wait for the SMTP server; a failure stays queued for MAIL_DUE.
 */
export function sendQueuedSoon(app: FastifyInstance): void {
  if (app.mailTransport.send) void sendDueMail(app);
}
