/** SQL of the shuffle domain: manager shuffle requests, their review, and applying approved changes when due. */
import type { Db, Tx } from '../db';
import { employeeName } from '../auth/store';
import { reportingLineProblem } from '../people/store';

type Q = Pick<Db, 'query'>;

export interface ShuffleRow {
  id: number;
  requester_id: number | null;
  requester_name: string | null;
  target_employee_id: number;
  target_employee_name: string;
  target_employee_res_id: string;
  current_manager_id: number | null;
  current_manager_name: string | null;
  proposed_manager_id: number;
  proposed_manager_name: string;
  effective_date: string;
  reason: string | null;
  status: 'pending' | 'approved' | 'rejected';
  hr_comment: string | null;
  reviewed_by_id: number | null;
  reviewed_by_name: string | null;
  reviewed_at: Date | null;
  previous_manager_id: number | null;
  previous_manager_name: string | null;
  applied_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/**
 * The linked people's names are scalar subqueries (`employeeName`), not joins: with six joined employee aliases PGlite
 * spent more time planning the list than running it. `PEOPLE` names them for the sorts and the search.
 */
export const PEOPLE = {
  requester: employeeName('r.requester_id'),
  proposedManager: employeeName('r.proposed_manager_id'),
} as const;

export const COLUMNS = `r.id, r.requester_id, ${PEOPLE.requester} AS requester_name, r.target_employee_id, t.name AS target_employee_name,
  t."RES_ID" AS target_employee_res_id, t.manager_id AS current_manager_id, ${employeeName('t.manager_id')} AS current_manager_name,
  r.proposed_manager_id, ${PEOPLE.proposedManager} AS proposed_manager_name, r.effective_date, r.reason, r.status, r.hr_comment,
  r.reviewed_by_id, ${employeeName('r.reviewed_by_id')} AS reviewed_by_name, r.reviewed_at, r.previous_manager_id,
  ${employeeName('r.previous_manager_id')} AS previous_manager_name, r.applied_at, r.created_at, r.updated_at`;

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

export interface PersonFacts {
  id: number;
  name: string;
  active: boolean;
  can_manage: boolean;
  manager_id: number | null;
}

/** The employee's row, locked for the rest of the transaction (filings and reviews of one employee queue up). */
export async function lockPerson(tx: Tx, id: number): Promise<PersonFacts | undefined> {
  return (await tx.query<PersonFacts>('SELECT id, name, active, can_manage, manager_id FROM employees WHERE id = $1 FOR NO KEY UPDATE', [id])).rows[0];
}

export async function person(db: Q, id: number): Promise<PersonFacts | undefined> {
  return (await db.query<PersonFacts>('SELECT id, name, active, can_manage, manager_id FROM employees WHERE id = $1', [id])).rows[0];
}

export async function pendingFor(db: Q, employeeId: number): Promise<number | undefined> {
  return (await db.query<{ id: number }>("SELECT id FROM manager_shuffle_requests WHERE target_employee_id = $1 AND status = 'pending'", [employeeId])).rows[0]?.id;
}

export interface ShuffleInsert {
  requester_id: number;
  target_employee_id: number;
  proposed_manager_id: number;
  effective_date: string;
  reason: string | null;
}

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
