/**
 * THE "apply when due" kit: a domain stores a change that takes effect on a later date (a manager shuffle, an
 * attrition's last working day) and declares a DueJob in its manifest's `jobs`. app.ts runs every job when the
 * upstream starts (onReady) and every 5 minutes while it runs; routes run theirs again before answering a read.
 * Each due row is applied in its own transaction by a guarded `applyOne` (false = another process applied it first;
 * a job that waits on the outside world guards the row by a claim instead, `outside`),
 * so a job survives restarts and several upstream processes on one database apply each row once.
 */
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../db';
import { todayIso } from './values';
import { withCompany } from '../companies/context';

export interface DueJob {
  /** What the log says when a scheduled run fails, e.g. "applying due attritions failed". */
  failure: string;
  /** Ids of the rows whose date has come (`today`: YYYY-MM-DD; `now`: the same clock, for jobs timed to the minute). */
  dueIds(db: Db, today: string, now: Date): Promise<number[]>;
  /** Applies one row under its guard; false when it was already applied. `app` gives its services (the mailer). */
  applyOne(tx: Tx, id: number, now: Date, app: FastifyInstance): Promise<boolean>;
  /**
   * The job waits on the outside world (an SMTP server): applyOne gets the database itself and guards its row with a
   * claim of its own, so no transaction (on PGlite, the one connection every request shares) stays open meanwhile.
   */
  outside?: boolean;
}

export const DUE_JOB_EVERY_MS = 5 * 60_000;

/** Applies every due row of `job` on the app's clock; answers how many this call applied. */
export async function applyDue(app: FastifyInstance, job: DueJob): Promise<number> {
  const now = app.today();
  let applied = 0;
  for (const id of await job.dueIds(app.db, todayIso(now), now)) {
    const done = job.outside ? job.applyOne(app.db, id, now, app) : app.db.transaction((tx) => job.applyOne(tx, id, now, app));
    if (await done) applied++;
  }
  return applied;
}

/** Applies what is due now after a write (not awaited by the request): a failure is logged, never thrown. */
export async function applyDueLogged(app: FastifyInstance, job: DueJob): Promise<void> {
  try {
    await applyDue(app, job);
  } catch (error) {
    app.log.error({ err: error }, job.failure);
  }
}

/** The job as a route runs it before a read: on the app's clock. */
export const dueRunner = (app: FastifyInstance, job: DueJob) => () => applyDue(app, job);

/**
 * The job as the schedule runs it: once per company, as that company (sealed like a request), so the rows a job
 * writes belong to the company of the row it applies and no job reads across companies.
 */
export function everyCompany(app: FastifyInstance, job: DueJob) {
  return async (): Promise<number> => {
    let applied = 0;
    const { rows } = await app.db.query<{ id: number }>('SELECT id FROM companies ORDER BY id');
    for (const { id } of rows) applied += await withCompany(id, () => applyDue(app, job));
    return applied;
  };
}

/** Runs each job on start and every DUE_JOB_EVERY_MS, for every company; the timers stop when the app closes. */
export function scheduleDueJobs(app: FastifyInstance, jobs: readonly DueJob[]): void {
  for (const job of jobs) {
    const run = everyCompany(app, job);
    app.addHook('onReady', async () => {
      await run();
    });
    const timer = setInterval(() => {
      run().catch((error: unknown) => app.log.error({ err: error }, job.failure));
    }, DUE_JOB_EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
}
