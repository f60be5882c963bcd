/**
 * The business rules of actions, kept apart from HTTP and SQL so each one is stated once:
 * status and action-type codes, the allowed status moves, who may see / file / review, and deduction input checks.
 */
import type { Roles } from '../auth/roles';
import type { AuthUser } from '../types';
import { HttpError, type FieldError } from '../http/errors';
import { isBlank as blank, MAX_AMOUNT, MAX_DAYS_PER_YEAR } from '../http/values';
import { SUBORDINATES_SQL } from '../people/store';

export const STATUS = { pending: 0, approved: 1, rejected: 2, waived: 3 } as const;
export const STATUS_NAMES = ['Pending', 'Approved', 'Rejected', 'Waived'] as const;

/** Numeric action types (SPEC §4) and the shared area's deduction_type words for them. */
export const ACTION_TYPES = { 1: 'Monetary Deduction', 2: 'Days Deduction', 3: 'Percentage Deduction' } as const;
export const DEDUCTION_TYPES: Record<string, 1 | 2 | 3> = { monetary: 1, days: 2, percentage: 3 };

export const NOT_APPROVED_YET = 'Not approved yet';
export const FORBIDDEN = "You don't have permission to access this resource";

export type Review = 'approve' | 'reject' | 'waive';

/**
 * Allowed moves: a pending action may be approved, rejected or waived; an approved action may still be waived
 * (HR forgives a deduction after the fact, before or after payroll). Rejected and waived are final.
 */
const MOVES: Record<Review, { from: number[]; to: number; refusal: string }> = {
  approve: { from: [STATUS.pending], to: STATUS.approved, refusal: 'Only pending actions can be approved' },
  reject: { from: [STATUS.pending], to: STATUS.rejected, refusal: 'Only pending actions can be rejected' },
  waive: {
    from: [STATUS.pending, STATUS.approved],
    to: STATUS.waived,
    refusal: 'Only pending or approved actions can be waived',
  },
};

/** The status after `review`, or a 409 that names the current status. */
export function nextStatus(review: Review, current: number): number {
  const move = MOVES[review];
  if (!move.from.includes(current)) {
    throw new HttpError(409, `${move.refusal} (this action is ${STATUS_NAMES[current] ?? current})`, [
      { field: 'status', message: `${move.refusal} (this action is ${STATUS_NAMES[current] ?? current})` },
    ]);
  }
  return move.to;
}

/** HR and the CEO review actions (approve / reject / waive) and add HR comments. */
export const mayReview = (roles: Roles) => roles.hr || roles.ceo;

/** SPEC §6 "new action against": CEO, heads, team leaders, auditors. */
export const mayFile = (roles: Roles) => roles.ceo || roles.head || roles.teamLeader || roles.auditor;

/** HR, the CEO and heads of department see every action; everyone else a scope (see scopeCondition). */
export const seesAll = (roles: Roles) => roles.hr || roles.ceo || roles.head;

/**
 * SQL condition (alias `a` = action, `e` = its employee) limiting actions to what the caller may see:
 * their own, the ones they filed, and the ones against people they manage (their reporting line, never a team they
 * picked). `param` adds a bound value and returns its placeholder. Answers null when the caller sees everything.
 */
export function scopeCondition(user: AuthUser, roles: Roles, param: (v: unknown) => string): string | null {
  if (seesAll(roles)) return null;
  const me = param(user.id);
  return `a.employee_id = ${me} OR a.auditor_id = ${me} OR e.id IN (${SUBORDINATES_SQL(me)})`;
}

/**
 * SQL condition (alias `e`) for the employees the caller may file an action against: CEO and auditors anyone
 * active; a head their department and their reporting line; a team leader their reporting line. Never themself.
 */
export function fileableCondition(user: AuthUser, roles: Roles, param: (v: unknown) => string): string {
  const base = `e.active AND e.id <> ${param(user.id)}`;
  if (roles.ceo || roles.auditor) return base;
  const parts: string[] = [];
  if (roles.head && user.department_id != null) parts.push(`e.department_id = ${param(user.department_id)}`);
  if (roles.teamLeader || roles.head) parts.push(`e.id IN (${SUBORDINATES_SQL(param(user.id))})`);
  return parts.length ? `${base} AND (${parts.join(' OR ')})` : 'false';
}

/** Upper bounds per action type (1 money, 2 days, 3 percent) and the labels of their messages. */
const DEDUCTION_MAX: Record<number, number> = { 1: MAX_AMOUNT, 2: MAX_DAYS_PER_YEAR, 3: 100 };
const DEDUCTION_LABEL: Record<number, string> = { 1: 'Monetary deduction', 2: 'Days deduction', 3: 'Percentage deduction' };

/** Checks a deduction amount for an action type; pushes field errors. */
export function checkDeduction(type: number, raw: unknown, errors: FieldError[], field = 'deduction'): number | undefined {
  if (blank(raw)) {
    errors.push({ field, message: 'Deduction is required' });
    return undefined;
  }
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) {
    errors.push({ field, message: 'Deduction must be a positive number.' });
    return undefined;
  }
  const max = DEDUCTION_MAX[type];
  if (max !== undefined && n > max) {
    errors.push({ field, message: `${DEDUCTION_LABEL[type]} must be at most ${max}` });
    return undefined;
  }
  return n;
}

/**
 * The deduction of an action: the policy's, unless `override_deduction` is true, in which case `deduction_type`
 * (monetary | days | percentage) and `deduction` are required.
 */
export function resolveDeduction(
  body: Record<string, unknown>,
  policy: { action_type: number; deduction: number } | undefined,
  errors: FieldError[],
): { action_type: number; deduction: number; override_deduction: boolean } | undefined {
  const override = body.override_deduction === true || body.override_deduction === 'true';
  if (!override) return policy && { action_type: policy.action_type, deduction: policy.deduction, override_deduction: false };
  const type =
    DEDUCTION_TYPES[
      String(body.deduction_type ?? '')
        .trim()
        .toLowerCase()
    ];
  if (!type) {
    errors.push({ field: 'deduction_type', message: 'Deduction type must be monetary, days or percentage' });
    return undefined;
  }
  const amount = checkDeduction(type, body.deduction, errors);
  return amount === undefined ? undefined : { action_type: type, deduction: amount, override_deduction: true };
}
