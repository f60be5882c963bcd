/** SQL of the attrition domain: types, attritions (record, change, cancel, apply when due) and exit interviews. */
import { Type } from '@sinclair/typebox';
import type { Db, Tx } from '../db';
import { entityTable, shapeOf, type Columns, type Row } from '../http/entity';
import { statusId } from '../people/store';
import { AttritionSchema, AttritionTypeSchema, ExitInterviewSchema, type AttritionAnalyticsSchema } from './schemas';

type Q = Pick<Db, 'query'>;

export type TypeRow = Row<typeof AttritionTypeSchema>;

export const TYPE_COLUMNS = entityTable(AttritionTypeSchema, 'attrition_types', '').select;

export async function findType(db: Q, id: number): Promise<TypeRow | undefined> {
  return (await db.query<TypeRow>(`SELECT ${TYPE_COLUMNS} FROM attrition_types WHERE id = $1`, [id])).rows[0];
}

export async function typeNamed(db: Q, name: string, exceptId: number | null): Promise<TypeRow | undefined> {
  return (await db.query<TypeRow>(`SELECT ${TYPE_COLUMNS} FROM attrition_types WHERE lower(name) = lower($1) AND id <> $2`, [name, exceptId ?? 0])).rows[0];
}

export async function insertType(db: Q, name: string, cancels: boolean): Promise<TypeRow> {
  return (await db.query<TypeRow>(`INSERT INTO attrition_types (name, cancels) VALUES ($1, $2) RETURNING ${TYPE_COLUMNS}`, [name, cancels])).rows[0];
}

export async function updateType(db: Q, id: number, name: string, cancels: boolean): Promise<TypeRow | undefined> {
  return (
    await db.query<TypeRow>(`UPDATE attrition_types SET name = $2, cancels = $3, updated_at = now() WHERE id = $1 RETURNING ${TYPE_COLUMNS}`, [
      id,
      name,
      cancels,
    ])
  ).rows[0];
}

/** The type that cancels an attrition (the first one flagged). */
export async function cancelledType(db: Q): Promise<TypeRow | undefined> {
  return (await db.query<TypeRow>(`SELECT ${TYPE_COLUMNS} FROM attrition_types WHERE cancels ORDER BY id LIMIT 1`)).rows[0];
}

/** An attrition as stored: the answer without the state toAnswer reads from it. */
const AttritionRowSchema = Type.Omit(shapeOf(AttritionSchema), ['state']);
export type AttritionRow = Row<typeof AttritionRowSchema>;

export const COLUMNS = entityTable(AttritionRowSchema, 'attritions', 'a', {
  employee_name: 'e.name',
  RES_ID: 'e."RES_ID"',
  department_id: 'e.department_id',
  department_name: 'd.department_name',
  manager_id: 'e.manager_id',
  manager_name: 'm.name',
  date_joined: 'e.date_joined',
  attrition_type_name: 't.name',
  cancelled: '(a.cancelled_at IS NOT NULL)',
  created_by_name: 'cb.name',
  has_exit_interview: 'EXISTS (SELECT 1 FROM exit_interviews x WHERE x.attrition_id = a.id)',
}).select;

export const FROM = `attritions a
  JOIN employees e ON e.id = a.employee_id
  JOIN attrition_types t ON t.id = a.attrition_type_id
  LEFT JOIN departments d ON d.id = e.department_id
  LEFT JOIN employees m ON m.id = e.manager_id
  LEFT JOIN employees cb ON cb.id = a.created_by_id`;

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** The answer: timestamps as ISO strings, and the state people read (upcoming, left, cancelled). */
export function toAnswer(row: AttritionRow) {
  return {
    ...row,
    state: row.cancelled ? 'cancelled' : row.applied_at ? 'left' : 'upcoming',
    applied_at: iso(row.applied_at),
    cancelled_at: iso(row.cancelled_at),
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
  };
}

export async function findAttrition(db: Q, id: number): Promise<AttritionRow | undefined> {
  return (await db.query<AttritionRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE a.id = $1`, [id])).rows[0];
}

export async function lockEmployee(tx: Tx, id: number): Promise<{ id: number; name: string; active: boolean } | undefined> {
  return (await tx.query<{ id: number; name: string; active: boolean }>('SELECT id, name, active FROM employees WHERE id = $1 FOR NO KEY UPDATE', [id]))
    .rows[0];
}

export async function openAttritionOf(db: Q, employeeId: number): Promise<number | undefined> {
  return (await db.query<{ id: number }>('SELECT id FROM attritions WHERE employee_id = $1 AND cancelled_at IS NULL', [employeeId])).rows[0]?.id;
}

export type AttritionWrite = Columns<AttritionRow, 'employee_id' | 'attrition_type_id' | 'notice_date' | 'last_working_day' | 'reason'>;

export async function insertAttrition(tx: Tx, w: AttritionWrite, by: number): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO attritions (employee_id, attrition_type_id, notice_date, last_working_day, reason, created_by_id)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [w.employee_id, w.attrition_type_id, w.notice_date, w.last_working_day, w.reason, by],
  );
  return rows[0].id;
}

export async function updateAttrition(tx: Tx, id: number, w: Omit<AttritionWrite, 'employee_id'>): Promise<void> {
  await tx.query(`UPDATE attritions SET attrition_type_id = $2, notice_date = $3, last_working_day = $4, reason = $5, updated_at = now() WHERE id = $1`, [
    id,
    w.attrition_type_id,
    w.notice_date,
    w.last_working_day,
    w.reason,
  ]);
}

/** The employee as a leaver: inactive, status Terminated for a termination type, Resigned otherwise. */
export async function applyOne(tx: Tx, id: number): Promise<boolean> {
  const { rows } = await tx.query<{ employee_id: number; last_working_day: string; type_name: string }>(
    `SELECT a.employee_id, a.last_working_day, t.name AS type_name FROM attritions a JOIN attrition_types t ON t.id = a.attrition_type_id
     WHERE a.id = $1 AND a.applied_at IS NULL AND a.cancelled_at IS NULL AND a.last_working_day IS NOT NULL FOR UPDATE OF a`,
    [id],
  );
  const r = rows[0];
  if (!r) return false;
  const before = (await tx.query<{ status_id: number | null }>('SELECT status_id FROM employees WHERE id = $1 FOR NO KEY UPDATE', [r.employee_id])).rows[0];
  const status = await statusId(tx, /terminat|dismiss|fired/i.test(r.type_name) ? 'Terminated' : 'Resigned');
  await tx.query('UPDATE employees SET active = false, status_id = $2, last_working_day = $3 WHERE id = $1', [r.employee_id, status, r.last_working_day]);
  await tx.query('UPDATE attritions SET applied_at = now(), previous_status_id = $2 WHERE id = $1', [id, before?.status_id ?? null]);
  return true;
}

/** Undoes `applyOne` (if it ran): the person is a current employee again, without a leaving date. */
export async function restoreEmployee(tx: Tx, row: { id: number; employee_id: number; applied_at: Date | null }): Promise<void> {
  if (row.applied_at) {
    const prev = (await tx.query<{ previous_status_id: number | null }>('SELECT previous_status_id FROM attritions WHERE id = $1', [row.id])).rows[0];
    const active = await statusId(tx, 'Active');
    const leaver = [await statusId(tx, 'Resigned'), await statusId(tx, 'Terminated')];
    const status = prev?.previous_status_id && !leaver.includes(prev.previous_status_id) ? prev.previous_status_id : active;
    await tx.query('UPDATE employees SET active = true, status_id = $2, last_working_day = NULL WHERE id = $1', [row.employee_id, status]);
  }
}

export async function cancel(tx: Tx, id: number, cancelledTypeId: number): Promise<void> {
  await tx.query(
    'UPDATE attritions SET attrition_type_id = $2, last_working_day = NULL, cancelled_at = now(), applied_at = NULL, updated_at = now() WHERE id = $1',
    [id, cancelledTypeId],
  );
}

/** Open attritions whose last working day is before `today` and which are not applied yet. */
export async function dueIds(db: Q, today: string): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM attritions WHERE applied_at IS NULL AND cancelled_at IS NULL AND last_working_day < $1 ORDER BY last_working_day, id',
    [today],
  );
  return rows.map((r) => r.id);
}

export type ExitInterviewRow = Row<typeof ExitInterviewSchema>;

const EXIT_INTERVIEW_COLUMNS = entityTable(ExitInterviewSchema, 'exit_interviews', 'x', { interviewer_name: 'i.name' }).select;

export async function findExitInterview(db: Q, attritionId: number) {
  const row = (
    await db.query<ExitInterviewRow>(
      `SELECT ${EXIT_INTERVIEW_COLUMNS} FROM exit_interviews x LEFT JOIN employees i ON i.id = x.interviewer_id WHERE x.attrition_id = $1`,
      [attritionId],
    )
  ).rows[0];
  return row ? { ...row, created_at: iso(row.created_at)!, updated_at: iso(row.updated_at)! } : undefined;
}

export type ExitInterviewWrite = Omit<ExitInterviewRow, 'attrition_id' | 'interviewer_name' | 'created_at' | 'updated_at' | 'interviewer_id'>;

export async function saveExitInterview(db: Q, attritionId: number, w: ExitInterviewWrite, by: number): Promise<void> {
  await db.query(
    `INSERT INTO exit_interviews (attrition_id, reasons, rating_overall, rating_management, rating_compensation, rating_growth,
       would_rehire, would_recommend, comments, interviewer_id)
     VALUES ($1, $2::text[], $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (attrition_id) DO UPDATE SET reasons = EXCLUDED.reasons, rating_overall = EXCLUDED.rating_overall,
       rating_management = EXCLUDED.rating_management, rating_compensation = EXCLUDED.rating_compensation,
       rating_growth = EXCLUDED.rating_growth, would_rehire = EXCLUDED.would_rehire, would_recommend = EXCLUDED.would_recommend,
       comments = EXCLUDED.comments, interviewer_id = EXCLUDED.interviewer_id, updated_at = now()`,
    [attritionId, w.reasons, w.rating_overall, w.rating_management, w.rating_compensation, w.rating_growth, w.would_rehire, w.would_recommend, w.comments, by],
  );
}

// ---- analytics (GET /api/attritions/analytics; definitions in routes.ts)

/** Tenure bands of leavers (days from date_joined to last_working_day), in chart order. */
export const TENURE_BANDS = ['< 3 months', '3–12 months', '1–2 years', '2–5 years', '5+ years'] as const;

/** On the books on day `d` (SQL date expression): joined by then, and active or not left before it. */
const onBooks = (d: string) =>
  `(e.date_joined IS NULL OR e.date_joined <= ${d}) AND (e.active OR (e.last_working_day IS NOT NULL AND e.last_working_day >= ${d}))`;

/** Leavers of the window: not cancelled, last working day from `$1` (window start) and before `$2` (today). */
const LEAVERS = `attritions a JOIN employees e ON e.id = a.employee_id JOIN attrition_types t ON t.id = a.attrition_type_id
  LEFT JOIN departments d ON d.id = e.department_id
  WHERE a.cancelled_at IS NULL AND a.last_working_day >= $1::date AND a.last_working_day < $2::date`;

type Analytics = Row<typeof AttritionAnalyticsSchema>;
/** One count of a breakdown (by department, type, tenure, reason). */
type Group = Analytics['by_department'][number];

export async function attritionAnalytics(db: Q, windowStart: string, today: string): Promise<Analytics> {
  const months = (
    await db.query<{ month: string; leavers: number; start_count: number; stop_count: number }>(
      `WITH m AS (
         SELECT gs::date AS start, LEAST((gs + interval '1 month' - interval '1 day')::date, $2::date) AS stop
         FROM generate_series($1::date, date_trunc('month', $2::date), interval '1 month') gs
       )
       SELECT to_char(m.start, 'YYYY-MM') AS month,
         (SELECT count(*) FROM attritions a WHERE a.cancelled_at IS NULL AND a.last_working_day BETWEEN m.start AND m.stop
            AND a.last_working_day < $2::date)::int AS leavers,
         (SELECT count(*) FROM employees e WHERE ${onBooks('m.start')})::int AS start_count,
         (SELECT count(*) FROM employees e WHERE ${onBooks('m.stop')})::int AS stop_count
       FROM m ORDER BY m.start`,
      [windowStart, today],
    )
  ).rows.map((r) => {
    const headcount = (r.start_count + r.stop_count) / 2;
    return { month: r.month, leavers: r.leavers, headcount, rate: headcount > 0 ? Math.round((r.leavers / headcount) * 1000) / 10 : 0 };
  });
  const group = async (expr: string) =>
    (await db.query<Group>(`SELECT ${expr} AS label, count(*)::int AS count FROM ${LEAVERS} GROUP BY 1 ORDER BY 2 DESC, 1`, [windowStart, today])).rows;
  const tenure = await group(
    `CASE WHEN e.date_joined IS NULL THEN 'Unknown' WHEN a.last_working_day - e.date_joined < 91 THEN '${TENURE_BANDS[0]}'
      WHEN a.last_working_day - e.date_joined < 365 THEN '${TENURE_BANDS[1]}' WHEN a.last_working_day - e.date_joined < 730 THEN '${TENURE_BANDS[2]}'
      WHEN a.last_working_day - e.date_joined < 1826 THEN '${TENURE_BANDS[3]}' ELSE '${TENURE_BANDS[4]}' END`,
  );
  const byTenure = [
    ...TENURE_BANDS.map((label) => ({ label, count: tenure.find((g) => g.label === label)?.count ?? 0 })),
    ...tenure.filter((g) => g.label === 'Unknown'),
  ];
  const topReasons = (
    await db.query<Group>(
      `SELECT r AS label, count(*)::int AS count FROM ${LEAVERS.replace('WHERE', 'JOIN exit_interviews x ON x.attrition_id = a.id CROSS JOIN LATERAL unnest(x.reasons) r WHERE')}
       GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10`,
      [windowStart, today],
    )
  ).rows;
  return {
    from: windowStart,
    to: today,
    leavers: months.reduce((n, m) => n + m.leavers, 0),
    months,
    by_department: await group(`COALESCE(d.department_name, 'No department')`),
    by_type: await group('t.name'),
    by_tenure: byTenure,
    top_reasons: topReasons,
  };
}
