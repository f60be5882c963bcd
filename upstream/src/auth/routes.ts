/**
 * Session and profile (SPEC §7 "Session and profile", §8 messages):
 *   POST  /login                       { email, password } or { user: { email, password } } -> { token, user }
 *   GET   /current_user_with_manager   -> the signed-in employee with manager
 *   PATCH /employees/change_password   { old_password, new_password } -> { message }
 *   POST  /logout                      -> { message: 'Signed out successfully' }   (not in SPEC §7: sign-out)
 *
 * Decisions: every token belongs to a session row (auth/sessions.ts). Sign-out revokes the caller's
 * session; a password change revokes every other session of the user (the one that changed it stays valid);
 * firing revokes all of them. A revoked token answers 401 Unauthorized like any dead token.
 */
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../http/errors';
import { bodyOf, checkBody } from '../http/schema';
import { LoginInput, PasswordChange } from './schemas';
import { checkPassword, hashPassword } from './passwords';
import { permissionsOf } from '../permissions/store';
import { openSession, revokeSession, revokeSessionsOf } from './sessions';
import { findAccountByEmail, findAccountByEmployee, loadSignedInEmployee, updatePasswordHash } from './store';

const INVALID_LOGIN = 'Invalid email or password';

export const authRoutes: FastifyPluginAsync = async (app) => {
  app.post('/login', async (request) => {
    const { value, errors } = checkBody(request, LoginInput);
    if (errors.length) throw new HttpError(401, INVALID_LOGIN);
    const { email, password } = value;
    const account = await findAccountByEmail(app.db, email);
    if (!(await checkPassword(password, account?.password_hash))) throw new HttpError(401, INVALID_LOGIN);
    const user = await loadSignedInEmployee(app.db, account!.employee_id);
    if (!user) throw new HttpError(401, INVALID_LOGIN);
    return { token: await openSession(app, user.id), user: { ...user, manager_permissions: await permissionsOf(app.db, user.id) } };
  });

  // The shared area's user also "holds managerPermissions" (SPEC §6): the grants of permissions/.
  app.get('/current_user_with_manager', async (request) => ({ ...request.user, manager_permissions: await permissionsOf(app.db, request.user.id) }));

  app.patch('/employees/change_password', async (request) => {
    const { old_password: oldPassword, new_password: newPassword } = bodyOf(request, PasswordChange);
    const account = await findAccountByEmployee(app.db, request.user.id);
    if (!account || !(await checkPassword(oldPassword, account.password_hash))) {
      throw new HttpError(400, 'Current password is incorrect', [{ field: 'old_password', message: 'Current password is incorrect' }]);
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
