/**
 * E-mail preferences (decision 0208): per event type, a person's own choice overrides the company default; with
 * neither, no e-mail. Admins (CEO, head of HR, as for company settings) set the defaults.
 *   GET /notifications/preferences      { items: [{ event_type, label, email, company_default, chosen }], delivery }
 *   PUT /notifications/preferences      { event_type, email } and/or { delivery } -> the list
 * `delivery` (decision 0221): immediate (each e-mail at once, the default) or digest (digest.ts: one e-mail a day of
 * the unread); choosing digest starts its window, so what came before is not listed (it was mailed, or not wanted).
 *   PUT /notifications/email_defaults   { event_type, email } -> the list (admins; 403 otherwise)
 */
import type { FastifyPluginAsync } from 'fastify';
import { messages } from '@hr/rules';
import type { Queryable } from '../db';
import { requireRoles } from '../auth/hook';
import { validationError } from '../http/errors';
import { bodyOf } from '../http/schema';
import { EVENT_TYPES } from './events';
import { MyPreferenceInput, PreferenceInput } from './schemas';

/** Every event type's effective e-mail choice for `employeeId`, and how their e-mail is delivered. */
export async function preferencesOf(db: Queryable, employeeId: number) {
  const [own, defaults, delivery] = await Promise.all([
    db.query<{ event_type: string; email: boolean }>('SELECT event_type, email FROM notification_preferences WHERE employee_id = $1', [employeeId]),
    db.query<{ event_type: string; email: boolean }>('SELECT event_type, email FROM notification_email_defaults'),
    db.query<{ digest: boolean }>('SELECT digest FROM notification_delivery WHERE employee_id = $1', [employeeId]),
  ]);
  const mine = new Map(own.rows.map((r) => [r.event_type, r.email]));
  const company = new Map(defaults.rows.map((r) => [r.event_type, r.email]));
  return {
    items: EVENT_TYPES.map((t) => {
      const fallback = company.get(t.type) ?? false;
      return { event_type: t.type, label: t.label, email: mine.get(t.type) ?? fallback, company_default: fallback, chosen: mine.has(t.type) };
    }),
    delivery: delivery.rows[0]?.digest ? ('digest' as const) : ('immediate' as const),
  };
}

/** The delivery choice; switching to digest starts the digest's window now (digest_since), staying there keeps it. */
async function chooseDelivery(db: Queryable, employeeId: number, digest: boolean): Promise<void> {
  await db.query(
    `INSERT INTO notification_delivery (employee_id, digest) VALUES ($1, $2)
     ON CONFLICT (employee_id) DO UPDATE SET digest = EXCLUDED.digest, updated_at = now(),
       digest_since = CASE WHEN notification_delivery.digest THEN notification_delivery.digest_since ELSE now() END`,
    [employeeId, digest],
  );
}

export const preferencesRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;

  app.get('/notifications/preferences', async (request) => preferencesOf(db, request.user.id));

  app.put('/notifications/preferences', async (request) => {
    const { event_type: type, email, delivery } = bodyOf(request, MyPreferenceInput);
    // An event type's choice takes both fields; without a delivery it is the call's whole point.
    const missing = [
      ...(type == null && (email != null || !delivery) ? [{ field: 'event_type', message: messages.required('Event type') }] : []),
      ...(email == null && (type != null || !delivery) ? [{ field: 'email', message: messages.required('E-mail') }] : []),
    ];
    if (missing.length) throw validationError(missing);
    if (delivery) await chooseDelivery(db, request.user.id, delivery === 'digest');
    if (type != null && email != null) {
      await db.query(
        `INSERT INTO notification_preferences (employee_id, event_type, email) VALUES ($1, $2, $3)
         ON CONFLICT (employee_id, event_type) DO UPDATE SET email = EXCLUDED.email, updated_at = now()`,
        [request.user.id, type, email],
      );
    }
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
