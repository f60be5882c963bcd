/** SQL of the shuffle domain: manager shuffle requests, their review, and applying approved changes when due. */
import type { Db, Tx } from '../db';
import { employeeName } from '../auth/store';
import { reportingLineProblem } from '../people/store';
import { Type } from '@sinclair/typebox';
import { entityTable, shapeOf, type Columns, type Row } from '../http/entity';
import { EmployeeSchema } from '../people/schemas';
import { ShuffleRequestSchema } from './schemas';

type Q = Pick<Db, 'query'>;

export type ShuffleRow = Row<typeof ShuffleRequestSchema>;

/**
 * The linked people's names are scalar subqueries (`employeeName`), not joins: with six joined employee aliases PGlite
 * spent more time planning the list than running it. `PEOPLE` names them for the sorts and the search.
 */
export const PEOPLE = {
  requester: employeeName('r.requester_id'),
  proposedManager: employeeName('r.proposed_manager_id'),
} as const;

export const COLUMNS = entityTable(ShuffleRequestSchema, 'manager_shuffle_requests', 'r', {
  requester_name: PEOPLE.requester,
  target_employee_name: 't.name',
  target_employee_res_id: 't."RES_ID"',
  current_manager_id: 't.manager_id',
  current_manager_name: employeeName('t.manager_id'),
  proposed_manager_name: PEOPLE.proposedManager,
  reviewed_by_name: employeeName('r.reviewed_by_id'),
  previous_manager_name: employeeName('r.previous_manager_id'),
}).select;

/** The target employee is the one join (NOT NULL, cascading FK: every request has one). */
export const FROM = `manager_shuffle_requests r JOIN employees t ON t.id = r.target_employee_id`;

/** Serialises timestamps as ISO strings (the answer schema's DateTime). */
export function toAnswer(row: ShuffleRow) {
  const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
  return {
    ...row,
    reviewed_at: iso(row.reviewed_at),
    applied_at: iso(row.applied_at),
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
  };
}

export async function findRequest(db: Q, id: number): Promise<ShuffleRow | undefined> {
  return (await db.query<ShuffleRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE r.id = $1`, [id])).rows[0];
}

/** What a filing or a review checks of the employee and of the proposed manager. */
const PersonFactsSchema = Type.Pick(shapeOf(EmployeeSchema), ['id', 'name', 'active', 'can_manage', 'manager_id']);
export type PersonFacts = Row<typeof PersonFactsSchema>;
const PERSON_COLUMNS = entityTable(PersonFactsSchema, 'employees', '').select;

/** The employee's row, locked for the rest of the transaction (filings and reviews of one employee queue up). */
export async function lockPerson(tx: Tx, id: number): Promise<PersonFacts | undefined> {
  return (await tx.query<PersonFacts>(`SELECT ${PERSON_COLUMNS} FROM employees WHERE id = $1 FOR NO KEY UPDATE`, [id])).rows[0];
}

export async function person(db: Q, id: number): Promise<PersonFacts | undefined> {
  return (await db.query<PersonFacts>(`SELECT ${PERSON_COLUMNS} FROM employees WHERE id = $1`, [id])).rows[0];
}

export async function pendingFor(db: Q, employeeId: number): Promise<number | undefined> {
  return (await db.query<{ id: number }>("SELECT id FROM manager_shuffle_requests WHERE target_employee_id = $1 AND status = 'pending'", [employeeId])).rows[0]
    ?.id;
}

export type ShuffleInsert = Columns<ShuffleRow, 'requester_id' | 'target_employee_id' | 'proposed_manager_id' | 'effective_date' | 'reason'>;

export async function insertRequest(tx: Tx, w: ShuffleInsert): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO manager_shuffle_requests (requester_id, target_employee_id, proposed_manager_id, effective_date, reason)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [w.requester_id, w.target_employee_id, w.proposed_manager_id, w.effective_date, w.reason],
  );
  return rows[0].id;
}

/** Moves a pending request; false when it was no longer pending (a concurrent review won). */
export async function review(tx: Tx, id: number, status: 'approved' | 'rejected', reviewerId: number, comment: string | null): Promise<boolean> {
  const res = await tx.query(
    `UPDATE manager_shuffle_requests SET status = $2, reviewed_by_id = $3, hr_comment = $4, reviewed_at = now(), updated_at = now()
     WHERE id = $1 AND status = 'pending'`,
    [id, status, reviewerId, comment],
  );
  return (res.affectedRows ?? 0) > 0;
}

/**
 * Applies one approved, not yet applied request: the employee's manager changes, the previous one is recorded; false
 * when nothing was applied.
 */
export async function applyOne(tx: Tx, id: number): Promise<boolean> {
  const { rows } = await tx.query<{ target_employee_id: number; proposed_manager_id: number }>(
    `SELECT target_employee_id, proposed_manager_id FROM manager_shuffle_requests
     WHERE id = $1 AND status = 'approved' AND applied_at IS NULL FOR UPDATE`,
    [id],
  );
  const r = rows[0];
  if (!r) return false;
  const before = await lockPerson(tx, r.target_employee_id);
  // The line may have changed since approval: a move that would now close a loop waits (approved, not applied).
  if (await reportingLineProblem(tx, [r.target_employee_id], r.proposed_manager_id)) return false;
  await tx.query('UPDATE employees SET manager_id = $2 WHERE id = $1', [r.target_employee_id, r.proposed_manager_id]);
  await tx.query('UPDATE manager_shuffle_requests SET applied_at = now(), previous_manager_id = $2, updated_at = now() WHERE id = $1', [
    id,
    before?.manager_id ?? null,
  ]);
  return true;
}

/** Approved requests whose effective date is today or past and which are not applied yet, oldest first. */
export async function dueIds(db: Q, today: string): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM manager_shuffle_requests WHERE status = 'approved' AND applied_at IS NULL AND effective_date <= $1
     ORDER BY effective_date, id`,
    [today],
  );
  return rows.map((r) => r.id);
}
