/** SQL of worklogs. Every statement is sealed to the request's company by row-level security (companies/scope.ts). */
import type { Static } from '@sinclair/typebox';
import type { Queryable } from '../db';
import { SUBORDINATES_SQL } from '../people/store';
import { SYNC_COLUMNS, SYNC_JOIN } from './jira/store';
import type { SummaryRow, Worklog } from './schemas';

export type WorklogRow = Static<typeof Worklog>;
export type SummaryLine = Static<typeof SummaryRow>;

const COLUMNS = `w.id, w.employee_id, e.name AS employee_name, to_char(w.work_date, 'YYYY-MM-DD') AS work_date,
  to_char(w.start_time, 'HH24:MI') AS start_time, to_char(w.end_time, 'HH24:MI') AS end_time,
  (EXTRACT(EPOCH FROM w.end_time - w.start_time) / 60)::int AS duration, w.jira_task, w.description, w.created_at, w.updated_at, ${SYNC_COLUMNS}`;
const FROM = `worklogs w JOIN employees e ON e.id = w.employee_id ${SYNC_JOIN}`;

export interface WorklogWrite {
  jira_task: string;
  description: string | null;
  work_date: string;
  start_time: string;
  end_time: string;
}

export async function findWorklog(db: Queryable, id: number): Promise<WorklogRow | undefined> {
  return (await db.query<WorklogRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE w.id = $1`, [id])).rows[0];
}

export async function listWorklogs(db: Queryable, employeeId: number, from: string, to: string): Promise<WorklogRow[]> {
  const { rows } = await db.query<WorklogRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE w.employee_id = $1 AND w.work_date BETWEEN $2 AND $3 ORDER BY w.work_date, w.start_time, w.id`,
    [employeeId, from, to],
  );
  return rows;
}

/**
 * Serialises one person's writes: two racing entries for the same person run one after the other, so the second sees
 * the first when it checks overlaps (the same row lock leave filing takes).
 */
export async function lockPerson(tx: Queryable, employeeId: number): Promise<void> {
  await tx.query('SELECT id FROM employees WHERE id = $1 FOR NO KEY UPDATE', [employeeId]);
}

/** Another entry of the person's day whose time range meets [start, end) (touching ends do not overlap). */
export async function overlapping(tx: Queryable, employeeId: number, w: WorklogWrite, exceptId: number | null): Promise<WorklogRow | undefined> {
  const { rows } = await tx.query<WorklogRow>(
    `SELECT ${COLUMNS} FROM ${FROM}
      WHERE w.employee_id = $1 AND w.work_date = $2 AND w.start_time < $4::time AND w.end_time > $3::time AND w.id <> $5
      ORDER BY w.start_time LIMIT 1`,
    [employeeId, w.work_date, w.start_time, w.end_time, exceptId ?? 0],
  );
  return rows[0];
}

/** Whether another entry of the person's day has the same task key (the decision's "open" entry). */
export async function taskInUse(tx: Queryable, employeeId: number, w: WorklogWrite, exceptId: number | null): Promise<boolean> {
  const { rows } = await tx.query('SELECT 1 FROM worklogs WHERE employee_id = $1 AND work_date = $2 AND upper(jira_task) = upper($3) AND id <> $4 LIMIT 1', [
    employeeId,
    w.work_date,
    w.jira_task,
    exceptId ?? 0,
  ]);
  return rows.length > 0;
}

export async function insertWorklog(tx: Queryable, employeeId: number, w: WorklogWrite): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    'INSERT INTO worklogs (employee_id, work_date, start_time, end_time, jira_task, description) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [employeeId, w.work_date, w.start_time, w.end_time, w.jira_task, w.description],
  );
  return rows[0].id;
}

export async function updateWorklog(tx: Queryable, id: number, w: WorklogWrite): Promise<void> {
  await tx.query('UPDATE worklogs SET work_date = $2, start_time = $3, end_time = $4, jira_task = $5, description = $6, updated_at = now() WHERE id = $1', [
    id,
    w.work_date,
    w.start_time,
    w.end_time,
    w.jira_task,
    w.description,
  ]);
}

export async function deleteWorklog(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM worklogs WHERE id = $1', [id]);
}

/**
 * Minutes and entries per person and task of [from, to]: of `employeeId`, or (null) of everyone below `viewerId`
 * and the viewer themself, or of everyone (`everyone`).
 */
export async function summary(
  db: Queryable,
  range: [string, string],
  scope: { employeeId: number } | { viewerId: number; everyone: boolean },
): Promise<SummaryLine[]> {
  const params: unknown[] = [range[0], range[1]];
  let who = '';
  if ('employeeId' in scope) {
    params.push(scope.employeeId);
    who = 'AND w.employee_id = $3';
  } else if (!scope.everyone) {
    params.push(scope.viewerId);
    who = `AND (w.employee_id = $3 OR w.employee_id IN (${SUBORDINATES_SQL('$3')}))`;
  }
  const { rows } = await db.query<SummaryLine>(
    `SELECT w.employee_id, e.name AS employee_name, w.jira_task,
            sum(EXTRACT(EPOCH FROM w.end_time - w.start_time) / 60)::int AS minutes, count(*)::int AS entries
       FROM ${FROM} WHERE w.work_date BETWEEN $1 AND $2 ${who}
      GROUP BY w.employee_id, e.name, w.jira_task ORDER BY e.name, w.employee_id, w.jira_task`,
    params,
  );
  return rows;
}
