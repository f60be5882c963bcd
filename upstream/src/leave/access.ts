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
 * Filing for `employeeId`: one's own leave needs leaves.new or leaveRequests.add (head, HR, TL, auditor, CEO); someone
 * else's needs leaveRequests.add (CEO, head, TL, auditor), and a team leader may only file for their own team.
 */
export async function assertMayFileFor(db: Db, request: FastifyRequest, employeeId: number): Promise<void> {
  const r = request.roles;
  if (employeeId === request.user.id) {
    if (!(r.head || r.hr || r.teamLeader || r.auditor || r.ceo)) throw forbidden();
    return;
  }
  if (r.ceo || r.head || r.auditor) return;
  if (await managesLeavesOf(db, request, employeeId)) return;
  if (r.teamLeader) {
    if (await reportsTo(db, employeeId, request.user.id)) return;
    throw forbidden('Team leaders can only file leave requests for their own team');
  }
  throw forbidden();
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
