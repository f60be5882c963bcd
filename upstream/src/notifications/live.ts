/**
 * The bell's live count (decision 0216): `notify` and the read routes signal a change with `pg_notify` in their
 * transaction, so the signal leaves at commit only (a rolled-back write signals nothing) and reaches every upstream
 * process on the database (PostgreSQL LISTEN; PGlite's own listeners in one process). Each process listens once and
 * tells its open streams of their recipient; a stream then re-reads that person's unread count in their company.
 *   GET /notifications/stream   text/event-stream: `event: unread` with `{"count":n}` on open and on every change,
 *                               a `: ping` comment every 25 s, closed when the caller's session ends.
 */
import { EventEmitter } from 'node:events';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Queryable } from '../db';
import { companyContext, currentCompanyId, withCompany } from '../companies/context';
import { loadSignedInEmployee } from '../auth/store';

const CHANNEL = 'hr_notifications';
export const HEARTBEAT_MS = 25_000;
/** Streams one person keeps open at once (tabs, devices); a further one closes their oldest. */
export const STREAMS_PER_PERSON = 5;

/** Signals, at the commit of `tx`, that `recipientIds`' notifications changed (their company: the running one). */
export async function signalChanged(tx: Queryable, recipientIds: readonly number[]): Promise<void> {
  if (recipientIds.length === 0) return;
  await tx.query(`SELECT pg_notify('${CHANNEL}', $1 || ':' || r) FROM unnest($2::int[]) r`, [String(currentCompanyId()), [...new Set(recipientIds)]]);
}

interface Stream {
  close(): void;
}

export const liveRoutes: FastifyPluginAsync = async (app) => {
  const changes = new EventEmitter();
  changes.setMaxListeners(0);
  const open = new Map<string, Stream[]>();
  const stop = await app.db.listen(CHANNEL, (payload) => changes.emit(payload));
  app.addHook('onClose', async () => {
    for (const streams of open.values()) for (const s of [...streams]) s.close();
    await stop();
  });

  app.get('/notifications/stream', (request, reply) => {
    const key = `${request.companyId}:${request.user.id}`;
    const context = companyContext();
    // The emitter calls back outside the request's company: every read runs in it again.
    const inCompany = <T>(fn: () => Promise<T>) => (context ? withCompany(context.id, fn, context.role, context.actor) : fn());
    const res = reply.raw;
    reply.hijack();
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache, no-store', 'x-accel-buffering': 'no' });

    let closed = false;
    let pending = false;
    let sending = false;
    // Only the newest count matters: a change while one is read or while the client is slow is sent once, later.
    const send = async () => {
      pending = true;
      if (sending || closed || res.writableNeedDrain) return;
      sending = true;
      try {
        while (pending && !closed) {
          pending = false;
          const count = await inCompany(() => unreadCount(app.db, request.user.id));
          if (!closed && !res.write(`event: unread\ndata: ${JSON.stringify({ count })}\n\n`)) break;
        }
      } catch {
        stream.close();
      } finally {
        sending = false;
      }
    };
    const heartbeat = setInterval(() => {
      void stillSignedIn(app, request, inCompany).then((ok) => (ok ? res.write(': ping\n\n') : stream.close()));
    }, HEARTBEAT_MS);
    const stream: Stream = {
      close() {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        changes.off(key, onChange);
        res.off('drain', onDrain);
        const mine = open.get(key)?.filter((s) => s !== stream) ?? [];
        if (mine.length) open.set(key, mine);
        else open.delete(key);
        res.end();
      },
    };
    const onChange = () => void send();
    const onDrain = () => {
      if (pending) void send();
    };
    changes.on(key, onChange);
    res.on('drain', onDrain);
    res.on('close', () => stream.close());
    const mine = [...(open.get(key) ?? []), stream];
    open.set(key, mine);
    if (mine.length > STREAMS_PER_PERSON) mine[0].close();
    void send();
  });
};

/** How many of `recipientId`'s notifications are unread. */
export async function unreadCount(db: Queryable, recipientId: number): Promise<number> {
  const { rows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM notifications WHERE recipient_id = $1 AND read_at IS NULL', [
    recipientId,
  ]);
  return rows[0].count;
}

/** Whether the stream's token still opens a session (not expired, not signed out, the account still active). */
async function stillSignedIn(app: FastifyInstance, request: FastifyRequest, inCompany: <T>(fn: () => Promise<T>) => Promise<T>): Promise<boolean> {
  try {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const { employeeId, sessionId } = app.tokens.verify(token);
    return Boolean(await inCompany(() => loadSignedInEmployee(app.db, employeeId, sessionId)));
  } catch {
    return false;
  }
}
