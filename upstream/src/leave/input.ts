/**
 * Reading and checking leave bodies. Leave types come as JSON (flat or wrapped `leave_type{...}`); leave requests as
 * multipart (flat names or Rails-style `leave_request[start_date]`, optional file `sick_note`) or JSON.
 * `checkRequest` applies every SPEC rule a request must pass before it is stored (create, update and each import row).
 */
import type { FastifyRequest } from 'fastify';
import { HttpError, validationError, type FieldError } from '../http/errors';
import { readMultipart, type UploadedFile } from '../http/multipart';
import { checkDocument } from '../http/files';
import { includesWeekend, weekdaysBetween } from './rules';
import { isBlank, notTimeOfDay, TIME_OF_DAY } from '../http/values';
import { ALLOWED_UNITS, hoursBetween, hoursPerDay, round4 } from './units';
import { checkBody, checkFields, sortByField } from '../http/schema';
import { LeaveRequestInput, LeaveTypeInput } from './schemas';
import { findEmployeeJoin, findIdentical, findLeaveType, findOverlap, lockEmployee, type LeaveType, type RequestWrite } from './store';
import type { Db } from '../db';

export const MESSAGES = {
  overlap: 'Employee already has a leave request overlapping this period.',
  endBeforeStart: "End date can't be before start date",
  weekend: "Can't apply for leave on Saturday or Sunday, please split in 2 leaves if needed",
  noBalance: 'No enough balance to approve this leave request',
  requestNotFound: 'Leave request not found',
  typeNotFound: 'Leave type not found',
  forbidden: "You don't have permission to access this resource",
  identical: 'This leave has already been requested for this employee',
  beforeJoining: 'Invalid period in the company to apply for this leave request',
  outsideWindow: "The selected date doesn't fall in the vacation period",
  tooLong: (max: number) => `This leave type allows at most ${max} consecutive day${max === 1 ? '' : 's'} in one request`,
  unitNotAllowed: (typeUnit: string) => `This leave type is taken in ${typeUnit === 'half_day' ? 'full or half days' : 'full days'} only`,
  oneDay: 'A half-day or hours leave is one day: the end date must be the start date',
  timeRequired: (label: string) => `${label} is required for a leave in hours`,
  endTimeBeforeStart: 'End time must be after start time',
  tooManyHours: (max: number) => `A leave in hours is at most ${max} hours, the employee's working hours per day (file a full day instead)`,
} as const;

/**
 * A leave type body (schemas.ts LeaveTypeInput) -> the stored fields, or a 422 naming every bad field. The per-type
 * rules are optional: omitted, they keep `current`'s values on a change, or take the defaults on a new type, so a
 * client sending SPEC §7's three fields only changes nothing else.
 */
export function readLeaveType(request: FastifyRequest, current?: LeaveType): Omit<LeaveType, 'id'> {
  const { value, errors } = checkBody(request, LeaveTypeInput);
  const monthly = value.monthly_fraction ?? 0;
  if (!errors.length && monthly > value.yearly_limit) {
    errors.push({ field: 'monthly_fraction', message: 'Monthly fraction must be less than or equal to the yearly limit' });
  }
  // checkFields answers a sent field (null when blank) and leaves an omitted one out.
  const keep = <K extends keyof typeof value & keyof LeaveType>(key: K, fallback: LeaveType[K]) =>
    key in value ? (value[key] ?? null) : current ? current[key] : fallback;
  const rules = {
    requires_approval: keep('requires_approval', true) ?? true,
    max_consecutive_days: keep('max_consecutive_days', null),
    can_overlap: keep('can_overlap', false) ?? false,
    start_date: keep('start_date', null),
    end_date: keep('end_date', null),
    unit: keep('unit', 'full_day') ?? 'full_day',
    carry_over_balance: keep('carry_over_balance', 0) ?? 0,
    carry_over_expiry_months: keep('carry_over_expiry_months', null),
  };
  if (rules.start_date && rules.end_date && rules.end_date < rules.start_date) {
    errors.push({ field: 'end_date', message: MESSAGES.endBeforeStart });
  }
  if (errors.length) throw validationError(errors);
  return { leave_name: value.leave_name, yearly_limit: value.yearly_limit, monthly_fraction: monthly, ...rules };
}

export interface RequestForm {
  fields: Record<string, unknown>;
  /** Field errors already found (a JSON body is checked by its schema as it arrives). */
  errors: FieldError[];
  sickNote: UploadedFile | null;
}

/** Reads a leave request body (multipart or JSON); `leave_request[x]` names are read as `x`. */
export async function readRequestForm(request: FastifyRequest): Promise<RequestForm> {
  if (request.isMultipart()) {
    const form = await readMultipart(request);
    const fields: Record<string, string> = {};
    for (const [k, v] of Object.entries(form.fields)) fields[k.replace(/^leave_request\[(.+)\]$/, '$1')] = v;
    const file = form.files.sick_note ?? form.files['leave_request[sick_note]'] ?? null;
    return { fields, errors: [], sickNote: file && checkDocument(file, 'sick_note', 'sick note') };
  }
  // JSON: checked by the route's schema as it arrived (its passing fields, and the errors of the others).
  const { value, errors } = checkBody(request, LeaveRequestInput);
  return { fields: value, errors, sickNote: null };
}

/**
 * Checks a request body against every rule and answers what to store: the fields of LeaveRequestInput (schemas.ts,
 * the same for a form, JSON and a CSV row), then the database-backed and cross-field rules, in one 422 ordered by
 * field; the overlap rule runs last (it needs valid dates). `fallback` holds the current values on update (a blank
 * field keeps its value).
 */
export async function checkRequest(
  db: Pick<Db, 'query'>,
  fields: Record<string, unknown>,
  options: { fallback?: RequestWrite; exceptId?: number | null; selfId: number; errors?: FieldError[]; csv?: boolean },
): Promise<RequestWrite> {
  const f = options.fallback;
  const pick = (key: keyof RequestWrite, current: unknown) => (isBlank(fields[key]) ? current : fields[key]);
  const merged = {
    employee_id: pick('employee_id', f?.employee_id ?? options.selfId),
    leave_type_id: pick('leave_type_id', f?.leave_type_id),
    start_date: pick('start_date', f?.start_date),
    end_date: pick('end_date', f?.end_date),
    notes: fields.notes !== undefined ? fields.notes : (f?.notes ?? undefined),
    unit: pick('unit', f?.unit),
    start_time: pick('start_time', f?.start_time),
    end_time: pick('end_time', f?.end_time),
  };
  const checked = checkFields(LeaveRequestInput, merged, { csv: options.csv });
  const v = checked.value;
  const errors = [...(options.errors ?? [])];
  errors.push(...checked.errors.filter((e) => !errors.some((x) => x.field === e.field)));
  const failed = (field: string) => errors.some((e) => e.field === field);
  const employee = failed('employee_id') ? undefined : await findEmployeeJoin(db, v.employee_id!);
  if (!failed('employee_id') && !employee) errors.push({ field: 'employee_id', message: 'Employee not found' });
  const type = failed('leave_type_id') ? undefined : await findLeaveType(db, v.leave_type_id);
  if (!failed('leave_type_id') && !type) errors.push({ field: 'leave_type_id', message: MESSAGES.typeNotFound });
  if (!failed('start_date') && !failed('end_date')) {
    if (v.end_date < v.start_date) errors.push({ field: 'end_date', message: MESSAGES.endBeforeStart });
    else if (includesWeekend(v.start_date, v.end_date)) errors.push({ field: 'start_date', message: MESSAGES.weekend });
    else errors.push(...periodRules(v.start_date, v.end_date, employee?.date_joined ?? null, type));
  }
  const unit = v.unit ?? 'full_day';
  const part = unitRules(v, type, employee?.hours_per_day, errors);
  if (errors.length) throw validationError(sortByField(LeaveRequestInput, errors));
  const write = {
    ...{ employee_id: v.employee_id!, leave_type_id: v.leave_type_id, start_date: v.start_date, end_date: v.end_date, notes: v.notes ?? null },
    ...{ unit, ...part },
  };
  await assertNoOverlap(db, write, options.exceptId ?? null);
  return write;
}

/** The rules a valid period still has to pass: joined the company by then, inside the type's window and length. */
function periodRules(start: string, end: string, dateJoined: string | null, type: LeaveType | undefined): FieldError[] {
  if (dateJoined && start < dateJoined) return [{ field: 'start_date', message: MESSAGES.beforeJoining }];
  if (!type) return [];
  if ((type.start_date && start < type.start_date) || (type.end_date && end > type.end_date)) {
    return [{ field: 'start_date', message: MESSAGES.outsideWindow }];
  }
  const max = type.max_consecutive_days;
  if (max && weekdaysBetween(start, end) > max) return [{ field: 'end_date', message: MESSAGES.tooLong(max) }];
  return [];
}

type UnitFields = { unit?: string | null; start_date: string; end_date: string; start_time?: string | null; end_time?: string | null };

/**
 * The unit rules (decision 0205): a unit the type allows; anything but full days on one day; an hours request's times
 * (HH:mm, end after start, at most the person's working hours). Answers the hours and times to store (null unless hours).
 */
function unitRules(v: UnitFields, type: LeaveType | undefined, target: number | null | undefined, errors: FieldError[]) {
  const none = { hours: null, start_time: null, end_time: null };
  const unit = v.unit ?? 'full_day';
  if (type && !(ALLOWED_UNITS[type.unit ?? 'full_day'] as readonly string[]).includes(unit)) {
    errors.push({ field: 'unit', message: MESSAGES.unitNotAllowed(type.unit ?? 'full_day') });
  }
  if (unit !== 'full_day' && v.start_date && v.end_date && v.start_date !== v.end_date) errors.push({ field: 'end_date', message: MESSAGES.oneDay });
  if (unit !== 'hours') return none;
  const time = (field: 'start_time' | 'end_time', label: string) => {
    const value = v[field];
    if (!value) errors.push({ field, message: MESSAGES.timeRequired(label) });
    else if (!TIME_OF_DAY.test(value)) errors.push({ field, message: notTimeOfDay(label) });
    else return value;
    return null;
  };
  const [start, end] = [time('start_time', 'Start time'), time('end_time', 'End time')];
  if (!start || !end) return none;
  const hours = round4(hoursBetween(start, end));
  const max = hoursPerDay(target);
  if (hours <= 0) errors.push({ field: 'end_time', message: MESSAGES.endTimeBeforeStart });
  else if (hours > max) errors.push({ field: 'end_time', message: MESSAGES.tooManyHours(max) });
  return { hours, start_time: start, end_time: end };
}

/** An identical request first (same person, type and days), then any overlap the types do not allow. */
async function assertNoOverlap(db: Pick<Db, 'query'>, write: RequestWrite, exceptId: number | null): Promise<void> {
  if (await findIdentical(db, write, exceptId)) throw new HttpError(422, MESSAGES.identical, [{ field: null, message: MESSAGES.identical }]);
  if (await findOverlap(db, write.employee_id, write.start_date, write.end_date, exceptId, write.leave_type_id, write)) {
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
