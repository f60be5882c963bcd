/**
 * Reading and checking leave bodies. Leave types come as JSON (flat or wrapped `leave_type{...}`); leave requests as
 * multipart (flat names or Rails-style `leave_request[start_date]`, optional file `sick_note`) or JSON.
 * `checkRequest` applies every SPEC rule a request must pass before it is stored (create, update and each import row).
 */
import type { FastifyRequest } from 'fastify';
import { HttpError, validationError, type FieldError } from '../http/errors';
import { readMultipart, type UploadedFile } from '../http/multipart';
import { includesWeekend, normalizeDate } from './rules';
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

function unwrap(body: unknown, wrapper: string): Record<string, unknown> {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const inner = b[wrapper];
  return inner && typeof inner === 'object' && !Array.isArray(inner) ? (inner as Record<string, unknown>) : b;
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

function numberField(body: Record<string, unknown>, field: string, label: string, errors: FieldError[], required: boolean) {
  const raw = body[field];
  if (blank(raw)) {
    if (required) errors.push({ field, message: `${label} is required` });
    return 0;
  }
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) errors.push({ field, message: `${label} must be a positive number.` });
  return n;
}

/** A leave type body -> the stored fields, or a 422 naming every bad field. */
export function readLeaveType(body: unknown): Omit<LeaveType, 'id'> {
  const b = unwrap(body, 'leave_type');
  const errors: FieldError[] = [];
  const name = typeof b.leave_name === 'string' ? b.leave_name.trim() : typeof b.name === 'string' ? b.name.trim() : '';
  if (!name) errors.push({ field: 'leave_name', message: 'Leave name is required' });
  else if (name.length > LEAVE_NAME_MAX) errors.push({ field: 'leave_name', message: `Leave name must be less than ${LEAVE_NAME_MAX} characters` });
  const yearly = numberField(b, 'yearly_limit', 'Yearly limit', errors, true);
  const monthly = numberField(b, 'monthly_fraction', 'Monthly fraction', errors, false);
  if (!errors.length && monthly > yearly) {
    errors.push({ field: 'monthly_fraction', message: 'Monthly fraction must be less than or equal to the yearly limit' });
  }
  if (errors.length) throw validationError(errors);
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

const idOf = (v: string | undefined) => (v !== undefined && /^\d+$/.test(v.trim()) ? Number(v) : NaN);

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
  const pick = (key: string, current: unknown) => (blank(fields[key]) ? (current === undefined ? undefined : String(current ?? '')) : fields[key]);
  const errors: FieldError[] = [];

  const employeeRaw = pick('employee_id', f?.employee_id ?? options.selfId);
  const employeeId = idOf(employeeRaw);
  if (!Number.isInteger(employeeId)) errors.push({ field: 'employee_id', message: 'Employee is required' });
  else if (!(await employeeExists(db, employeeId))) errors.push({ field: 'employee_id', message: 'Employee not found' });

  const typeRaw = pick('leave_type_id', f?.leave_type_id);
  const typeId = idOf(typeRaw);
  if (blank(typeRaw)) errors.push({ field: 'leave_type_id', message: 'Leave type is required' });
  else if (!Number.isInteger(typeId) || !(await findLeaveType(db, typeId))) {
    errors.push({ field: 'leave_type_id', message: MESSAGES.typeNotFound });
  }

  const dates: Record<string, string | null> = {};
  for (const [key, label] of [['start_date', 'Start date'], ['end_date', 'End date']] as const) {
    const raw = pick(key, f?.[key]);
    if (blank(raw)) errors.push({ field: key, message: `${label} is required` });
    else if (!(dates[key] = normalizeDate(raw))) errors.push({ field: key, message: `${label} is not a valid date` });
  }
  const start = dates.start_date;
  const end = dates.end_date;
  if (start && end) {
    if (end < start) errors.push({ field: 'end_date', message: MESSAGES.endBeforeStart });
    else if (includesWeekend(start, end)) errors.push({ field: 'start_date', message: MESSAGES.weekend });
  }

  const notesRaw = fields.notes !== undefined ? fields.notes : (f?.notes ?? undefined);
  const notes = blank(notesRaw) ? null : String(notesRaw).trim();
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

/** Positive integer route id, or a 404 with `notFound`. */
export function routeId(raw: string, notFound: string): number {
  const id = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw new HttpError(404, notFound);
  return id;
}
