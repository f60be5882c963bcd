/**
 * Reading and checking leave bodies. Leave types come as JSON (flat or wrapped `leave_type{...}`); leave requests as
 * multipart (flat names or Rails-style `leave_request[start_date]`, optional file `sick_note`) or JSON.
 * `checkRequest` applies every SPEC rule a request must pass before it is stored (create, update and each import row).
 */
import type { FastifyRequest } from 'fastify';
import { HttpError, validationError, type FieldError } from '../http/errors';
import { readMultipart, type UploadedFile } from '../http/multipart';
import { includesWeekend } from './rules';
import { Reader, idParam, isBlank, MAX_DAYS_PER_YEAR, parseDate, unwrap } from '../http/values';
import { employeeExists, findLeaveType, findOverlap, lockEmployee, type LeaveType, type RequestWrite } from './store';
import type { Db } from '../db';

export const MESSAGES = {
  overlap: 'Employee already has a leave request overlapping this period.',
  endBeforeStart: "End date can't be before start date",
  weekend: "Can't apply for leave on Saturday or Sunday, please split in 2 leaves if needed",
  noBalance: 'No enough balance to approve this leave request',
  requestNotFound: 'Leave request not found',
  typeNotFound: 'Leave type not found',
  forbidden: "You don't have permission to access this resource",
} as const;

export const NOTES_MAX = 1000;
export const LEAVE_NAME_MAX = 100;

/** A leave type body -> the stored fields, or a 422 naming every bad field. */
export function readLeaveType(body: unknown): Omit<LeaveType, 'id'> {
  const b = unwrap(body, 'leave_type');
  const r = new Reader({ ...b, leave_name: b.leave_name ?? b.name });
  const name = r.text('leave_name', 'Leave name', true, LEAVE_NAME_MAX) ?? '';
  const yearly = r.number('yearly_limit', 'Yearly limit', true, MAX_DAYS_PER_YEAR) ?? 0;
  const monthly = r.number('monthly_fraction', 'Monthly fraction', false, 31) ?? 0;
  if (!r.errors.length && monthly > yearly) {
    r.fail('monthly_fraction', 'Monthly fraction must be less than or equal to the yearly limit');
  }
  if (r.errors.length) throw validationError(r.errors);
  return { leave_name: name, yearly_limit: yearly, monthly_fraction: monthly };
}

export interface RequestForm {
  fields: Record<string, string | undefined>;
  sickNote: UploadedFile | null;
}

/** Reads a leave request body (multipart or JSON); `leave_request[x]` names are read as `x`. */
export async function readRequestForm(request: FastifyRequest): Promise<RequestForm> {
  if (request.isMultipart()) {
    const form = await readMultipart(request);
    const fields: Record<string, string> = {};
    for (const [k, v] of Object.entries(form.fields)) fields[k.replace(/^leave_request\[(.+)\]$/, '$1')] = v;
    const file = form.files.sick_note ?? form.files['leave_request[sick_note]'] ?? null;
    if (file && file.data.length === 0) {
      throw validationError([{ field: 'sick_note', message: 'The sick note file is empty' }]);
    }
    return { fields, sickNote: file };
  }
  const b = unwrap(request.body, 'leave_request');
  const fields: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(b)) fields[k] = v === null || v === undefined ? undefined : String(v);
  return { fields, sickNote: null };
}

const idOf = (v: string | undefined) => idParam(v) ?? NaN;

/**
 * Checks a request body against every rule and answers what to store. Field problems come together in one 422;
 * the overlap rule runs last (it needs valid dates). `fallback` holds the current values on update.
 */
export async function checkRequest(
  db: Pick<Db, 'query'>,
  fields: Record<string, string | undefined>,
  options: { fallback?: RequestWrite; exceptId?: number | null; selfId: number },
): Promise<RequestWrite> {
  const f = options.fallback;
  const pick = (key: string, current: unknown) => (isBlank(fields[key]) ? (current === undefined ? undefined : String(current ?? '')) : fields[key]);
  const errors: FieldError[] = [];

  const employeeRaw = pick('employee_id', f?.employee_id ?? options.selfId);
  const employeeId = idOf(employeeRaw);
  if (!Number.isInteger(employeeId)) errors.push({ field: 'employee_id', message: 'Employee is required' });
  else if (!(await employeeExists(db, employeeId))) errors.push({ field: 'employee_id', message: 'Employee not found' });

  const typeRaw = pick('leave_type_id', f?.leave_type_id);
  const typeId = idOf(typeRaw);
  if (isBlank(typeRaw)) errors.push({ field: 'leave_type_id', message: 'Leave type is required' });
  else if (!Number.isInteger(typeId) || !(await findLeaveType(db, typeId))) {
    errors.push({ field: 'leave_type_id', message: MESSAGES.typeNotFound });
  }

  const dates: Record<string, string | null> = {};
  for (const [key, label] of [['start_date', 'Start date'], ['end_date', 'End date']] as const) {
    const raw = pick(key, f?.[key]);
    if (isBlank(raw)) errors.push({ field: key, message: `${label} is required` });
    else if (!(dates[key] = parseDate(raw))) errors.push({ field: key, message: `${label} is not a valid date` });
  }
  const start = dates.start_date;
  const end = dates.end_date;
  if (start && end) {
    if (end < start) errors.push({ field: 'end_date', message: MESSAGES.endBeforeStart });
    else if (includesWeekend(start, end)) errors.push({ field: 'start_date', message: MESSAGES.weekend });
  }

  const notesRaw = fields.notes !== undefined ? fields.notes : (f?.notes ?? undefined);
  const notes = isBlank(notesRaw) ? null : String(notesRaw).trim();
  if (notes && notes.length > NOTES_MAX) errors.push({ field: 'notes', message: `Notes must be less than ${NOTES_MAX} characters` });

  if (errors.length) throw validationError(errors);
  const write = { employee_id: employeeId, leave_type_id: typeId, start_date: start!, end_date: end!, notes };
  await assertNoOverlap(db, write, options.exceptId ?? null);
  return write;
}

async function assertNoOverlap(db: Pick<Db, 'query'>, write: RequestWrite, exceptId: number | null): Promise<void> {
  if (await findOverlap(db, write.employee_id, write.start_date, write.end_date, exceptId)) {
    throw new HttpError(422, MESSAGES.overlap, [{ field: null, message: MESSAGES.overlap }]);
  }
}

/**
 * Inside the transaction that stores `write`: locks the employee, then checks the overlap rule again, so requests
 * filed for one person at the same moment cannot both pass it (checkRequest's first look ran without a lock).
 */
export async function claimPeriod(tx: Pick<Db, 'query'>, write: RequestWrite, exceptId: number | null): Promise<void> {
  await lockEmployee(tx, write.employee_id);
  await assertNoOverlap(tx, write, exceptId);
}
