/**
 * E-mail preferences (decision 0208): per event type, a person's own choice overrides the company default; with
 * neither, no e-mail. Admins (CEO, head of HR, as for company settings) set the defaults.
 *   GET /notifications/preferences      { items: [{ event_type, label, email, company_default, chosen }] }
 *   PUT /notifications/preferences      { event_type, email } -> the list
 *   PUT /notifications/email_defaults   { event_type, email } -> the list (admins; 403 otherwise)
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Queryable } from '../db';
import { requireRoles } from '../auth/hook';
import { bodyOf } from '../http/schema';
import { EVENT_TYPES } from './events';
import { PreferenceInput } from './schemas';

async function preferencesOf(db: Queryable, employeeId: number) {
  const [own, defaults] = await Promise.all([
    db.query<{ event_type: string; email: boolean }>('SELECT event_type, email FROM notification_preferences WHERE employee_id = $1', [employeeId]),
    db.query<{ event_type: string; email: boolean }>('SELECT event_type, email FROM notification_email_defaults'),
  ]);
  const mine = new Map(own.rows.map((r) => [r.event_type, r.email]));
  const company = new Map(defaults.rows.map((r) => [r.event_type, r.email]));
  return {
    items: EVENT_TYPES.map((t) => {
      const fallback = company.get(t.type) ?? false;
      return { event_type: t.type, label: t.label, email: mine.get(t.type) ?? fallback, company_default: fallback, chosen: mine.has(t.type) };
    }),
  };
}

export const preferencesRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;

  app.get('/notifications/preferences', async (request) => preferencesOf(db, request.user.id));

  app.put('/notifications/preferences', async (request) => {
    const { event_type: type, email } = bodyOf(request, PreferenceInput);
    await db.query(
      `INSERT INTO notification_preferences (employee_id, event_type, email) VALUES ($1, $2, $3)
       ON CONFLICT (employee_id, event_type) DO UPDATE SET email = EXCLUDED.email, updated_at = now()`,
      [request.user.id, type, email],
    );
    return preferencesOf(db, request.user.id);
  });

  app.put('/notifications/email_defaults', async (request) => {
    requireRoles(request, 'admin');
    const { event_type: type, email } = bodyOf(request, PreferenceInput);
    await db.query(
      `INSERT INTO notification_email_defaults (event_type, email) VALUES ($1, $2)
       ON CONFLICT (company_id, event_type) DO UPDATE SET email = EXCLUDED.email, updated_at = now()`,
      [type, email],
    );
    return preferencesOf(db, request.user.id);
  });
};
