/**
 * Sign-in access (admin: CEO or head of HR).
 *   POST /employees/give_access { employee_id } or { email }
 *     -> 201 { message: 'Invitation sent', employee_id, email, invitation_sent: true }: a users row with a random
 *        password nobody sees, and an e-mail with a one-time link (72 hours) to set their own (mail/links.ts).
 *        The SPEC profile has no set-password link (an extension), so there the answer is as before:
 *        { message: 'Access granted successfully', ..., temporary_password } shown once to the admin (stored hashed).
 *     404 'Employee not found in database, please add him first' when no such employee;
 *     422 when the employee is inactive or has no e-mail; 409 when they already have access.
 *   GET /employees/access_employees -> paged employees holding an account, with granted_at.
 */
import { randomInt } from 'node:crypto';
import type { Static } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { requireRoles } from '../auth/hook';
import { hashPassword } from '../auth/passwords';
import { HttpError, validationError } from '../http/errors';
import { queuePasswordLink } from '../mail/links';
import { sendDueMail } from '../mail/mailer';
import { bodyOf } from '../http/schema';
import { GiveAccessInput, type AccessListQuery } from './schemas';
import { emailHasAccount, findAccessCandidate, insertAccount, listAccessEmployees } from './store';

export const INVITATION_SENT = 'Invitation sent';
export const NOT_IN_DATABASE = 'Employee not found in database, please add him first';

/** Unambiguous letters and digits (no 0/O, 1/l/I), 12 characters: ~70 bits. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
export function temporaryPassword(length = 12): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

export const accessRoutes: FastifyPluginAsync = async (app) => {
  app.post('/employees/give_access', async (request, reply) => {
    requireRoles(request, 'admin');
    const body = bodyOf(request, GiveAccessInput);
    const id = body.employee_id ?? body.id;
    if (!id && !body.email) throw validationError([{ field: 'employee_id', message: 'Employee is required' }]);
    const employee = await findAccessCandidate(app.db, id ? { id } : { email: body.email! });
    if (!employee) throw new HttpError(404, NOT_IN_DATABASE);
    if (!employee.active) throw new HttpError(422, 'Only active employees can be given access');
    if (!employee.email) throw new HttpError(422, 'The employee needs an e-mail address to sign in', [{ field: 'email', message: 'Email is required' }]);
    if (employee.has_access) throw new HttpError(409, 'This employee already has access');
    if (await emailHasAccount(app.db, employee.email)) throw new HttpError(409, 'This e-mail is already used by another account');
    const password = temporaryPassword();
    const hash = await hashPassword(password);
    reply.code(201);
    if (app.profile === 'spec') {
      await insertAccount(app.db, employee.id, employee.email, hash);
      return { message: 'Access granted successfully', employee_id: employee.id, email: employee.email, temporary_password: password };
    }
    const email = employee.email;
    await app.db.transaction(async (tx) => {
      const userId = await insertAccount(tx, employee.id, email, hash);
      await queuePasswordLink(app, tx, { id: userId, email }, 'invitation');
    });
    await sendDueMail(app);
    return { message: INVITATION_SENT, employee_id: employee.id, email, invitation_sent: true };
  });

  app.get<{ Querystring: Static<typeof AccessListQuery> }>('/employees/access_employees', async (request) => {
    requireRoles(request, 'admin');
    return listAccessEmployees(app.db, request.query);
  });
};
