/**
 * What a reviewer's approve carries beyond SPEC §7 (decision 0213): the approved part of a request, both dates or
 * neither. Read before the request is looked up, so a malformed body is a 422 whatever the id (the gateway's
 * `leavePartialApproval` probe relies on it); judged against the request under the employee's lock.
 */
import type { FastifyRequest } from 'fastify';
import { validationError } from '../http/errors';
import { checkBody } from '../http/schema';
import { ApproveInput } from './schemas';
import { MESSAGES } from './input';
import type { ApprovedPart, LeaveRequestRow } from './store';

export const PARTIAL_MESSAGES = {
  bothDates: 'Approved start date and approved end date go together (both or neither)',
  fullDaysOnly: 'Only a leave of full days can be partially approved',
  outside: 'The approved days must be days of the request',
} as const;

export type ApprovedDates = { start: string; end: string } | null;

/** The approve body's approved dates, or a 422 (comments included) when the body is malformed. */
export function readApprovedDates(request: FastifyRequest): ApprovedDates {
  const { value, errors } = checkBody(request, ApproveInput);
  if (errors.length) throw validationError(errors);
  const [start, end] = [value.approved_start_date, value.approved_end_date];
  if (!start && !end) return null;
  if (!start || !end) throw validationError([{ field: start ? 'approved_end_date' : 'approved_start_date', message: PARTIAL_MESSAGES.bothDates }]);
  if (end < start) throw validationError([{ field: 'approved_end_date', message: MESSAGES.endBeforeStart }]);
  return { start, end };
}

/** The part to approve of `row`: null for all of it (no dates, or every day of it), else a strict sub-range. */
export function approvedPartOf(row: LeaveRequestRow, dates: ApprovedDates): ApprovedPart {
  if (!dates) return null;
  if ((row.unit ?? 'full_day') !== 'full_day') throw validationError([{ field: 'approved_start_date', message: PARTIAL_MESSAGES.fullDaysOnly }]);
  if (dates.start < row.start_date || dates.end > row.end_date) throw validationError([{ field: 'approved_start_date', message: PARTIAL_MESSAGES.outside }]);
  if (dates.start === row.start_date && dates.end === row.end_date) return null;
  return { start_date: dates.start, end_date: dates.end };
}
