/**
 * In-app notifications of the signed-in user (not in SPEC §7: extensions). Rows are written by the domains whose
 * changes cause them (notifications/store.ts `notify`, in the change's transaction); here the recipient reads them.
 *   GET  /notifications               paged, newest first; unread=true for the unread ones only
 *   GET  /notifications/unread_count  { count }
 *   POST /notifications/{id}/read     the notification, read (idempotent: a read one keeps its first read_at)
 *   POST /notifications/read_all      { count }: how many were unread
 *   GET  /notifications/stream        the unread count as it changes (live.ts)
 *
 * Decisions: everyone reads only their own notifications; someone else's answers 404 like a missing one (its existence
 * is nobody else's business). A notification's text is written for its recipient, who may read the record it names.
 */
import type { Static } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../http/errors';
import { Filters, paged } from '../http/paging';
import { entityTable } from '../http/entity';
import { routeId } from '../http/values';
import { NotificationSchema, type NotificationListQuery } from './schemas';
import { preferencesRoutes } from './preferences';
import { liveRoutes, signalChanged, unreadCount } from './live';

export const NOT_FOUND = 'Notification is not found!';

const COLUMNS = entityTable(NotificationSchema, 'notifications', 'n', { actor_name: 'a.name' }).select;
const FROM = 'notifications n LEFT JOIN employees a ON a.id = n.actor_id';

export const notificationsRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;
  await app.register(preferencesRoutes);
  await app.register(liveRoutes);

  app.get<{ Querystring: Static<typeof NotificationListQuery> }>('/notifications', async (request) => {
    const f = new Filters();
    f.add(`n.recipient_id = ${f.param(request.user.id)}`);
    if (request.query.unread === 'true') f.add('n.read_at IS NULL');
    return paged(
      db,
      {
        select: COLUMNS,
        from: FROM,
        where: f.where,
        params: f.params,
        sortable: { created_at: 'n.created_at' },
        defaultSort: 'created_at desc',
        tiebreak: 'n.id DESC',
      },
      request.query,
    );
  });

  app.get('/notifications/unread_count', async (request) => {
    return { count: await unreadCount(db, request.user.id) };
  });

  app.post('/notifications/read_all', async (request) => {
    const rows = await db.transaction(async (tx) => {
      const { rows } = await tx.query('UPDATE notifications SET read_at = now() WHERE recipient_id = $1 AND read_at IS NULL RETURNING id', [request.user.id]);
      // The person's other tabs and devices update their bells too.
      if (rows.length) await signalChanged(tx, [request.user.id]);
      return rows;
    });
    return { count: rows.length };
  });

  app.post<{ Params: { id: string } }>('/notifications/:id/read', async (request) => {
    const id = routeId(request.params.id, NOT_FOUND);
    const rows = await db.transaction(async (tx) => {
      const { rows } = await tx.query(
        'UPDATE notifications SET read_at = coalesce(read_at, now()) WHERE id = $1 AND recipient_id = $2 RETURNING id, (read_at = now()) AS now_read',
        [id, request.user.id],
      );
      if (rows[0]?.now_read) await signalChanged(tx, [request.user.id]);
      return rows;
    });
    if (rows.length === 0) throw new HttpError(404, NOT_FOUND);
    return (await db.query(`SELECT ${COLUMNS} FROM ${FROM} WHERE n.id = $1`, [id])).rows[0];
  });
};
