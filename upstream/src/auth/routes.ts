/**
 * Session and profile (SPEC §7 "Session and profile", §8 messages):
 *   POST  /login                       { email, password } or { user: { email, password } } -> { token, user }
 *   GET   /current_user_with_manager   -> the signed-in employee with manager
 *   PATCH /employees/change_password   { old_password, new_password } -> { message }
 *   POST  /logout                      -> { message: 'Signed out successfully' }   (not in SPEC §7: sign-out, issue 19)
 *
 * Decisions (issue 19): every token belongs to a session row (auth/sessions.ts). Sign-out revokes the caller's
 * session; a password change revokes every other session of the user (the one that changed it stays valid);
 * firing revokes all of them. A revoked token answers 401 Unauthorized like any dead token.
 */
import type { FastifyPluginAsync } from 'fastify';
import { HttpError, requireFields, validationError } from '../http/errors';
import { checkPassword, hashPassword, MIN_PASSWORD_LENGTH } from './passwords';
import { permissionsOf } from '../permissions/store';
import { openSession, revokeSession, revokeSessionsOf } from './sessions';
import { findAccountByEmail, findAccountByEmployee, loadSignedInEmployee, updatePasswordHash } from './store';

type Body = Record<string, unknown> | undefined;

/** Accepts both the flat body and the Rails-style wrapper (`{ user: {...} }` / `{ employee: {...} }`). */
function unwrap(body: unknown, ...wrappers: string[]): Record<string, unknown> {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  for (const w of wrappers) {
    const inner = b[w];
    if (inner && typeof inner === 'object' && !Array.isArray(inner)) return inner as Record<string, unknown>;
  }
  return b;
}

const INVALID_LOGIN = 'Invalid email or password';

export const authRoutes: FastifyPluginAsync = async (app) => {
  app.post('/login', async (request) => {
    const body = unwrap(request.body as Body, 'user');
    const email = typeof body.email === 'string' ? body.email : '';
    const password = typeof body.password === 'string' ? body.password : '';
    if (!email || !password) throw new HttpError(401, INVALID_LOGIN);
    const account = await findAccountByEmail(app.db, email);
    if (!(await checkPassword(password, account?.password_hash))) throw new HttpError(401, INVALID_LOGIN);
    const user = await loadSignedInEmployee(app.db, account!.employee_id);
    if (!user) throw new HttpError(401, INVALID_LOGIN);
    return { token: await openSession(app, user.id), user: { ...user, manager_permissions: await permissionsOf(app.db, user.id) } };
  });

  // The shared area's user also "holds managerPermissions" (SPEC §6): the grants of permissions/ (issue 18).
  app.get('/current_user_with_manager', async (request) => ({ ...request.user, manager_permissions: await permissionsOf(app.db, request.user.id) }));

  app.patch('/employees/change_password', async (request) => {
    const body = unwrap(request.body as Body, 'employee', 'user');
    requireFields(body, { old_password: 'Current password', new_password: 'New password' });
    const oldPassword = String(body.old_password);
    const newPassword = String(body.new_password);
    if (newPassword.length < MIN_PASSWORD_LENGTH) {
      throw validationError([
        { field: 'new_password', message: `New password must be at least ${MIN_PASSWORD_LENGTH} characters` },
      ]);
    }
    const account = await findAccountByEmployee(app.db, request.user.id);
    if (!account || !(await checkPassword(oldPassword, account.password_hash))) {
      throw new HttpError(400, 'Current password is incorrect', [
        { field: 'old_password', message: 'Current password is incorrect' },
      ]);
    }
    const hash = await hashPassword(newPassword);
    await app.db.transaction(async (tx) => {
      await updatePasswordHash(tx, account.user_id, hash);
      await revokeSessionsOf(tx, request.user.id, request.sessionId ?? undefined);
    });
    return { message: 'Password changed successfully' };
  });

  app.post('/logout', async (request) => {
    if (request.sessionId) await revokeSession(app.db, request.sessionId);
    return { message: 'Signed out successfully' };
  });
};
