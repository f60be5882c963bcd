/** Who may see and do what with leave requests at the upstream (the gateway checks the same SPEC §6 rules first). */
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
import type { Db } from '../db';
import { MESSAGES } from './input';
import { findEmployeeJoin, findRequestRow, isVisible, type LeaveRequestRow } from './store';
import { reportsTo } from '../people/store';
import { holdsPermission } from '../permissions/store';

/**
 * MANAGE_LEAVE_REQUESTS (SPEC §6 shared area): a manager holding it files and reviews leave requests on
 * behalf of the employees of their reporting line (direct and indirect reports), never their own.
 */
export async function managesLeavesOf(db: Db, request: FastifyRequest, employeeId: number): Promise<boolean> {
  return (
    request.user.can_manage &&
    employeeId !== request.user.id &&
    (await holdsPermission(db, request.user.id, 'MANAGE_LEAVE_REQUESTS')) &&
    (await reportsTo(db, employeeId, request.user.id))
  );
}

const forbidden = (message: string = MESSAGES.forbidden) => new HttpError(403, message);

/** CEO, HR and heads of department see every leave request; everyone else their own, their team's and what they filed. */
export const seesAll = (r: FastifyRequest) => r.roles.ceo || r.roles.hr || r.roles.head;

/** leaves.manage: CEO, HR, head. */
export const canReview = (r: FastifyRequest) => r.roles.ceo || r.roles.hr || r.roles.head;

/** A request the caller may see: 404 when missing, 403 when it exists but is someone else's business. */
export async function loadVisibleRow(db: Db, request: FastifyRequest, id: number): Promise<LeaveRequestRow> {
  const row = await findRequestRow(db, id);
  if (!row) throw new HttpError(404, MESSAGES.requestNotFound);
  if (!seesAll(request) && !(await isVisible(db, id, request.user.id))) throw forbidden();
  return row;
}

/**
 * Filing for `employeeId`: one's own leave, anyone signed in (the shared area's "every employee requests leave"; the
 * main area's /leaves/new page stays gated to head, HR, TL and auditor, a screen rule, not a rule of this call);
 * someone else's needs leaveRequests.add (CEO, head, TL, auditor), and a team leader may only file for their own team.
 */
export async function assertMayFileFor(db: Db, request: FastifyRequest, employeeId: number): Promise<void> {
  const r = request.roles;
  if (employeeId === request.user.id) return;
  if (r.ceo || r.head || r.auditor) return;
  if (await managesLeavesOf(db, request, employeeId)) return;
  if (r.teamLeader) {
    if (await reportsTo(db, employeeId, request.user.id)) return;
    throw forbidden('Team leaders can only file leave requests for their own team');
  }
  throw forbidden();
}

export const CANCEL_MESSAGES = {
  notCancelable: (status: string) => `Only pending, approved or partially approved leave requests can be canceled (this one is ${status})`,
  started: 'This leave has already started; ask your manager or HR to cancel it',
  forbidden: 'Only the requester, a manager up their reporting line, HR or the CEO can cancel this leave request',
} as const;

/**
 * Who cancels `row` (after loadVisibleRow): the requester, only before its first day off (of a partially approved
 * request, its first approved day: decision 0213) (409 once started); CEO and HR,
 * a manager up the requester's reporting line (a MANAGE_LEAVE_REQUESTS holder is one), at any time. 403 for anyone else.
 * The status rule (409) is checked by the caller first, so a wrong state answers the same to everyone who may see it.
 */
export async function assertMayCancel(db: Db, request: FastifyRequest, row: LeaveRequestRow, today: string): Promise<void> {
  if (row.employee_id === request.user.id) {
    if ((row.approved_start_date ?? row.start_date) <= today) throw new HttpError(409, CANCEL_MESSAGES.started);
    return;
  }
  if (request.roles.ceo || request.roles.hr) return;
  if (await reportsTo(db, row.employee_id, request.user.id)) return;
  throw forbidden(CANCEL_MESSAGES.forbidden);
}

/**
 * Whose balances the caller may see, like requests: their own, everyone up their reporting line's (a manager sees the
 * balances of who reports to them, directly or not), everyone's for CEO, HR and heads. 404 when there is no such employee.
 */
export async function loadBalanceSubject(db: Db, request: FastifyRequest, employeeId: number) {
  const employee = Number.isInteger(employeeId) && employeeId > 0 ? await findEmployeeJoin(db, employeeId) : undefined;
  if (!employee) throw new HttpError(404, 'Employee not found');
  if (employeeId !== request.user.id && !seesAll(request) && !(await reportsTo(db, employeeId, request.user.id))) throw forbidden();
  return employee;
}
