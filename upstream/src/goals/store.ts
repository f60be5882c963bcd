/** SQL of goals. */
import { Type } from '@sinclair/typebox';
import type { Queryable } from '../db';
import { entityTable, shapeOf, withColumns, type Columns, type Row } from '../http/entity';
import { Nullable } from '../http/schema';
import { SUBORDINATES_SQL } from '../people/store';
import type { GoalState, GoalStatus } from './rules';
import { GoalSchema } from './schemas';

/** A goal as stored: the answer without what routes.ts computes, with the document's file (its url is answered). */
export const GoalRowSchema = withColumns(
  Type.Omit(shapeOf(GoalSchema), ['duration', 'days_left', 'deadline_warning', 'supporting_document_url', 'viewer_can']),
  { supporting_document_file_id: Nullable(Type.Integer()) },
  'supporting_document_filename',
);
export type GoalRow = Row<typeof GoalRowSchema>;

export const GOAL_COLUMNS = entityTable(GoalRowSchema, 'goals', 'g', {
  assignee_name: 'a.name',
  reviewer_name: 'r.name',
  created_by_name: 'c.name',
  reviewed_by_name: 'rb.name',
  supporting_document_filename: 'f.filename',
}).select;
export const GOAL_FROM = `goals g
  JOIN employees a ON a.id = g.assignee_id
  LEFT JOIN employees r ON r.id = g.reviewer_id
  LEFT JOIN employees c ON c.id = g.created_by_id
  LEFT JOIN employees rb ON rb.id = g.reviewed_by_id
  LEFT JOIN files f ON f.id = g.supporting_document_file_id`;

/** SQL condition: the goal (alias g) is visible to employee `$me`, who is not an admin (admins see every goal). */
export const visibleTo = (me: string) => `(NOT g.is_private OR g.assignee_id = ${me} OR g.reviewer_id = ${me})`;

/** SQL condition: the goal's assignee is below employee `$me` in the reporting chain. */
export const inLineOf = (me: string) => `g.assignee_id IN (${SUBORDINATES_SQL(me)})`;

export async function findGoal(db: Queryable, id: number): Promise<GoalRow | undefined> {
  return (await db.query<GoalRow>(`SELECT ${GOAL_COLUMNS} FROM ${GOAL_FROM} WHERE g.id = $1`, [id])).rows[0];
}

/** What a create or an update stores (the rest is set by the route: creator, status, review, document). */
export type GoalWrite = Columns<GoalRow, 'title' | 'description' | 'start_date' | 'end_date' | 'assignee_id' | 'reviewer_id' | 'is_private'>;

export async function insertGoal(db: Queryable, w: GoalWrite, createdBy: number, status: GoalStatus, fileId: number | null): Promise<number> {
  const reviewed = status === 'approved';
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO goals (title, description, start_date, end_date, assignee_id, reviewer_id, is_private, created_by_id, status,
                        reviewed_by_id, reviewed_at, supporting_document_file_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
    [
      w.title,
      w.description,
      w.start_date,
      w.end_date,
      w.assignee_id,
      w.reviewer_id,
      w.is_private,
      createdBy,
      status,
      reviewed ? createdBy : null,
      reviewed ? new Date().toISOString() : null,
      fileId,
    ],
  );
  return rows[0].id;
}

/** Guarded update: only while the goal is still in `seen` status and state (a concurrent review or update wins). */
export async function updateGoal(
  db: Queryable,
  id: number,
  w: GoalWrite,
  status: GoalStatus,
  seen: { status: GoalStatus; state: GoalState },
  fileId: number | undefined,
): Promise<boolean> {
  const { affectedRows } = await db.query(
    `UPDATE goals SET title = $2, description = $3, start_date = $4, end_date = $5, reviewer_id = $6, is_private = $7,
            status = $8, supporting_document_file_id = COALESCE($9, supporting_document_file_id), updated_at = now()
      WHERE id = $1 AND status = $10 AND state = $11`,
    [id, w.title, w.description, w.start_date, w.end_date, w.reviewer_id, w.is_private, status, fileId ?? null, seen.status, seen.state],
  );
  return (affectedRows ?? 0) > 0;
}

export async function reviewGoal(db: Queryable, id: number, status: GoalStatus, by: number): Promise<boolean> {
  const { affectedRows } = await db.query(
    `UPDATE goals SET status = $2, reviewed_by_id = $3, reviewed_at = now(), updated_at = now() WHERE id = $1 AND status = 'pending'`,
    [id, status, by],
  );
  return (affectedRows ?? 0) > 0;
}

export async function updateProgress(db: Queryable, id: number, progress: number, state: GoalState, seen: GoalState): Promise<boolean> {
  const { affectedRows } = await db.query(
    `UPDATE goals SET progress = $2, state = $3, updated_at = now() WHERE id = $1 AND status = 'approved' AND state = $4`,
    [id, progress, state, seen],
  );
  return (affectedRows ?? 0) > 0;
}

export async function deleteGoal(db: Queryable, id: number): Promise<boolean> {
  return ((await db.query('DELETE FROM goals WHERE id = $1', [id])).affectedRows ?? 0) > 0;
}

export async function employeeBrief(db: Queryable, id: number) {
  return (await db.query<{ id: number; manager_id: number | null; active: boolean }>('SELECT id, manager_id, active FROM employees WHERE id = $1', [id]))
    .rows[0];
}
