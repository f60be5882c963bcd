/**
 * Mail and password links (extensions: SPEC §7 has neither; SPEC §8 has "check email to reset password").
 *   POST /password/forgot { email } -> 200 { message } always, so the answer never tells whether an account exists;
 *        an account gets a reset link (1 hour, one use) by e-mail.
 *   POST /password/set { token, password } -> 200 { message, email }; 400 'This link is invalid or has expired'.
 *        Setting the password ends the account's sessions.
 *   GET  /mail/outbox (admin) -> paged messages: sent, queued (with attempts and the last error) or kept.
 */
import type { Static } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { requireRoles } from '../auth/hook';
import { hashPassword } from '../auth/passwords';
import { revokeSessionsOf } from '../auth/sessions';
import { HttpError } from '../http/errors';
import { bodyOf } from '../http/schema';
import { queuePasswordLink } from './links';
import { sendDueMail } from './mailer';
import { ForgotPasswordInput, SetPasswordInput, type OutboxListQuery } from './schemas';
import { accountByEmail, consumeLink, listOutbox, setAccountPassword } from './store';

export const RESET_SENT = 'Check your email to reset your password';
export const LINK_INVALID = 'This link is invalid or has expired';

export const mailRoutes: FastifyPluginAsync = async (app) => {
  app.post('/password/forgot', async (request) => {
    const { email } = bodyOf(request, ForgotPasswordInput);
    const account = await accountByEmail(app.db, email);
    if (account) {
      await app.db.transaction((tx) => queuePasswordLink(app, tx, account, 'reset'));
      // Not awaited: the answer takes as long with an account as without one.
      void sendDueMail(app);
    }
    return { message: RESET_SENT };
  });

  app.post('/password/set', async (request) => {
    const { token, password } = bodyOf(request, SetPasswordInput);
    const hash = await hashPassword(password);
    const email = await app.db.transaction(async (tx) => {
      const userId = await consumeLink(tx, token, app.today());
      if (!userId) return undefined;
      await setAccountPassword(tx, userId, hash);
      const { rows } = await tx.query<{ email: string; employee_id: number }>('SELECT email, employee_id FROM users WHERE id = $1', [userId]);
      await revokeSessionsOf(tx, rows[0].employee_id);
      return rows[0].email;
    });
    if (!email) throw new HttpError(400, LINK_INVALID, [{ field: 'token', message: LINK_INVALID }]);
    return { message: 'Password set successfully', email };
  });

  app.get<{ Querystring: Static<typeof OutboxListQuery> }>('/mail/outbox', async (request) => {
    requireRoles(request, 'admin');
    await sendDueMail(app);
    return listOutbox(app.db, request.query);
  });
};
