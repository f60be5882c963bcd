/**
 * Kudos (SPEC §3 user `personalKudos`, §1 home "weekly kudos"). Not in SPEC §7: extensions.
 *   GET    /kudos          paged, newest first; filters receiver_id / giver_id (an id or `me`), week=current (this
 *                          week, Monday to Sunday, UTC), search (message or either name)
 *   POST   /kudos          { kudos: { receiver_id, message } } -> 201
 *   DELETE /kudos/{id}     the giver or an admin -> 204
 *
 * Decisions: kudos are public recognition — everyone signed in sees every kudos (the wall of a profile, the weekly
 * list of home); nobody gives kudos to themself (422); a message is required, at most 500 characters; the receiver
 * must be an active employee ("Employee is not found!"). A missing kudos answers 404 "Kudos is not found!". The
 * receiver gets a notification (notifications/store.ts) in the kudos' transaction; withdrawing the kudos
 * withdraws it too.
 */
import type { Static } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError, validationError } from '../http/errors';
import { Filters, paged } from '../http/paging';
import { entityTable } from '../http/entity';
import { checkBody, sortByField, type SortKey } from '../http/schema';
import { idParam, likePattern, routeId, todayIso } from '../http/values';
import { employeeName, notify, withdrawNotifications } from '../notifications/store';
import { sendQueuedSoon } from '../notifications/email';
import { KudosInput, KudosSchema, type KudosListQuery, type KudosSort } from './schemas';
export { MESSAGE_MAX } from './schemas';

export const NOT_FOUND = 'Kudos is not found!';

export const KUDOS_COLUMNS = entityTable(KudosSchema, 'kudos', 'k', { giver_name: 'g.name', receiver_name: 'r.name' }).select;
const KUDOS_FROM = `kudos k JOIN employees g ON g.id = k.giver_id JOIN employees r ON r.id = k.receiver_id`;
const SORTABLE: Record<SortKey<typeof KudosSort>, string> = { created_at: 'k.created_at', giver_name: 'g.name', receiver_name: 'r.name' };

/** Monday of the week holding `today` (YYYY-MM-DD, UTC). */
export function weekStart(today: string): string {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

export const kudosRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;

  app.get<{ Querystring: Static<typeof KudosListQuery> }>('/kudos', async (request) => {
    const q = request.query;
    const f = new Filters();
    const who = (raw: string) => (raw.trim() === 'me' ? request.user.id : (idParam(raw) ?? 0));
    if (q.receiver_id) f.add(`k.receiver_id = ${f.param(who(q.receiver_id))}`);
    if (q.giver_id) f.add(`k.giver_id = ${f.param(who(q.giver_id))}`);
    if (q.week === 'current') {
      const monday = weekStart(todayIso(app.today()));
      f.add(`k.created_at >= ${f.param(`${monday}T00:00:00Z`)}::timestamptz`);
      f.add(`k.created_at < (${f.param(`${monday}T00:00:00Z`)}::timestamptz + interval '7 days')`);
    }
    const search = likePattern(q.search);
    if (search) {
      const like = f.param(search);
      f.add(`(k.message ILIKE ${like} OR g.name ILIKE ${like} OR r.name ILIKE ${like})`);
    }
    return paged(
      db,
      { select: KUDOS_COLUMNS, from: KUDOS_FROM, where: f.where, params: f.params, sortable: SORTABLE, defaultSort: 'created_at desc', tiebreak: 'k.id DESC' },
      q,
    );
  });

  app.post('/kudos', async (request, reply) => {
    const { value, errors } = checkBody(request, KudosInput);
    if (value.receiver_id !== undefined && value.receiver_id === request.user.id)
      errors.push({ field: 'receiver_id', message: "You can't give kudos to yourself" });
    if (errors.length) throw validationError(sortByField(KudosInput, errors));
    const { receiver_id: receiverId, message } = value;
    const receiver = (await db.query<{ id: number }>('SELECT id FROM employees WHERE id = $1 AND active', [receiverId])).rows[0];
    if (!receiver) throw validationError([{ field: 'receiver_id', message: 'Employee is not found!' }]);
    const id = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number }>('INSERT INTO kudos (giver_id, receiver_id, message) VALUES ($1, $2, $3) RETURNING id', [
        request.user.id,
        receiver.id,
        message,
      ]);
      // The receiver is told in the same transaction; the text leaves the message to their wall.
      await notify(app, tx, [receiver.id], {
        kind: 'kudos.received',
        actorId: request.user.id,
        entity: 'kudos',
        entityId: rows[0].id,
        text: `${await employeeName(tx, request.user.id)} gave you kudos`,
        link: '/main/kudos/me',
        eventKey: `kudos:${rows[0].id}:received`,
      });
      return rows[0].id;
    });
    sendQueuedSoon(app);
    reply.code(201);
    return (await db.query(`SELECT ${KUDOS_COLUMNS} FROM ${KUDOS_FROM} WHERE k.id = $1`, [id])).rows[0];
  });

  app.delete<{ Params: { id: string } }>('/kudos/:id', async (request, reply) => {
    const id = routeId(request.params.id, NOT_FOUND);
    const row = (await db.query<{ giver_id: number }>('SELECT giver_id FROM kudos WHERE id = $1', [id])).rows[0];
    if (!row) throw new HttpError(404, NOT_FOUND);
    if (row.giver_id !== request.user.id && !request.roles.admin) throw new HttpError(403, "You don't have permission to access this resource");
    await db.transaction(async (tx) => {
      await tx.query('DELETE FROM kudos WHERE id = $1', [id]);
      await withdrawNotifications(tx, 'kudos', id);
    });
    return reply.code(204).send();
  });
};
