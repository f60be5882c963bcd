/**
 * Sign-in access (admin: CEO or head of HR).
 *   POST /employees/give_access { employee_id } or { email }
 *     -> 201 { message, employee_id, email, temporary_password } : a users row with a random temporary password,
 *        answered this once only (it is stored hashed); the employee changes it on /myProfile.
 *     404 'Employee not found in database, please add him first' when no such employee;
 *     422 when the employee is inactive or has no e-mail; 409 when they already have access.
 *   GET /employees/access_employees -> paged employees holding an account, with granted_at.
 */
import { randomInt } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { requireRoles } from '../auth/hook';
import { hashPassword } from '../auth/passwords';
import { HttpError } from '../http/errors';
import { Filters, paged } from '../http/paging';
import { likePattern, unwrap } from '../http/values';

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
    const body = unwrap(request.body, 'employee');
    const id = Number(body.employee_id ?? body.id);
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    if (!(Number.isInteger(id) && id > 0) && !email) {
      throw new HttpError(422, 'Employee is required', [{ field: 'employee_id', message: 'Employee is required' }]);
    }
    const { rows } = await app.db.query<{ id: number; email: string | null; active: boolean; has_access: boolean }>(
      `SELECT e.id, e.email, e.active, EXISTS (SELECT 1 FROM users u WHERE u.employee_id = e.id) AS has_access
         FROM employees e WHERE ${Number.isInteger(id) && id > 0 ? 'e.id = $1' : 'lower(e.email) = lower($1)'}`,
      [Number.isInteger(id) && id > 0 ? id : email],
    );
    const employee = rows[0];
    if (!employee) throw new HttpError(404, NOT_IN_DATABASE);
    if (!employee.active) throw new HttpError(422, 'Only active employees can be given access');
    if (!employee.email) throw new HttpError(422, 'The employee needs an e-mail address to sign in', [{ field: 'email', message: 'Email is required' }]);
    if (employee.has_access) throw new HttpError(409, 'This employee already has access');
    const taken = await app.db.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [employee.email]);
    if (taken.rows.length) throw new HttpError(409, 'This e-mail is already used by another account');
    const password = temporaryPassword();
    await app.db.query('INSERT INTO users (employee_id, email, password_hash) VALUES ($1, $2, $3)', [
      employee.id,
      employee.email,
      await hashPassword(password),
    ]);
    reply.code(201);
    return { message: 'Access granted successfully', employee_id: employee.id, email: employee.email, temporary_password: password };
  });

  app.get<{ Querystring: { search?: string } }>('/employees/access_employees', async (request) => {
    requireRoles(request, 'admin');
    const f = new Filters();
    const search = likePattern(request.query.search);
    if (search) {
      const p = f.param(search);
      f.add(`e.name ILIKE ${p} OR e."RES_ID" ILIKE ${p} OR u.email ILIKE ${p}`);
    }
    return paged(
      app.db,
      {
        select: `e.id, e."RES_ID", e.name, u.email, e.role_title, e.department_id, d.department_name, u.created_at AS granted_at`,
        from: 'users u JOIN employees e ON e.id = u.employee_id LEFT JOIN departments d ON d.id = e.department_id',
        where: f.where,
        params: f.params,
        sortable: { name: 'e.name', RES_ID: 'e."RES_ID"', email: 'u.email', role_title: 'e.role_title', department_name: 'd.department_name', granted_at: 'u.created_at' },
        defaultSort: 'name',
        tiebreak: 'e.id',
      },
      request.query,
    );
  });
};
