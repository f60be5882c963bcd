/**
 * Reads and checks a headcount record body (create, update, upsert, CSV row): SPEC §5 messages, one 422 naming every
 * bad field, then the database checks (references, duplicates). Updates merge the body over the stored record, so
 * omitted fields keep their value.
 */
import { HttpError, validationError } from '../http/errors';
import { isBlank, parseDate, todayIso, type Body } from '../http/values';
import { DETAIL_COLUMNS, DOCUMENTS, emailHolder, lookupId, nationalIdHolder, roleTitle, type HeadcountRow, type HeadcountWrite } from './store';
import type { Db } from '../db';

type Q = Pick<Db, 'query'>;

export const MILITARY_STATUSES = ['Exempted', 'Yet to be adhered to', 'Postponed', 'Not required', 'Completed'] as const;
export const MARITAL_STATUSES = ['Single', 'Engaged', 'Married'] as const;
export const GENDERS = ['Male', 'Female'] as const;
export const EMPLOYMENT_TYPES = ['Full Time', 'Part Time', 'Intern', 'Contractor'] as const;

export const MESSAGES = {
  notFound: 'Headcount employee not found',
  duplicateNationalId: (resId: string) => `National ID already exists for employee with RES_ID ${resId}`,
  duplicateResId: 'RES ID has already been taken',
  duplicateEmail: (resId: string) => `Communication email is already used by employee with RES_ID ${resId}`,
  dobPast: 'Date of birth must be in the past',
  contractOrder: 'Contract expiration date must be after the contract signed date',
  lastDay: 'Last working day cannot be before the hiring date',
  phone: 'Invalid Phone Number',
  email: 'Invalid e-mail format',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_CHARS = /^\+?[\d\s().-]+$/;
/** SPEC §5 "phone" (the web's formRules.isValidPhone): 7..15 digits, optional +, spaces, dots, dashes, brackets. */
export function isValidPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  return PHONE_CHARS.test(value.trim()) && digits.length >= 7 && digits.length <= 15;
}

const TRUE = new Set(['true', '1', 'yes', 'y', 'x']);
const FALSE = new Set(['false', '0', 'no', 'n', '']);

/** The stored record as a body (the base of a merge). */
export function bodyOf(row: HeadcountRow): Body {
  const body: Body = {
    RES_ID: row.RES_ID,
    name: row.name,
    communication_email: row.communication_email,
    national_id: row.national_id,
    phone_number: row.phone_number,
    emergency_contact_name: row.emergency_contact_name,
    emergency_contact_number: row.emergency_contact_number,
    date_of_birth: row.date_of_birth,
    status_id: row.status_id,
    employment_type: row.employment_type,
    role: row.role,
    department_id: row.department_id,
    manager_id: row.manager_id,
    hiring_date: row.hiring_date,
    last_working_day: row.last_working_day,
  };
  for (const c of DETAIL_COLUMNS) body[c] = row[c];
  return body;
}

/** `changes` over `base`; a name-form reference (department, status, direct_manager_res_id, role id) replaces the id form. */
export function merge(base: Body, changes: Body): Body {
  const out: Body = { ...base };
  const pairs: [string, string][] = [['department', 'department_id'], ['status', 'status_id'], ['direct_manager_res_id', 'manager_id']];
  for (const [name, id] of pairs) if (name in changes) delete out[id];
  for (const [k, v] of Object.entries(changes)) if (v !== undefined) out[k] = v;
  return out;
}

/**
 * `body` -> a checked write. `selfId`: the record being changed (null on create). Throws 422 (fields), 409 (duplicate
 * national ID naming the holder's RES_ID, duplicate RES_ID or e-mail).
 */
export async function readHeadcount(db: Q, body: Body, selfId: number | null, today = todayIso()): Promise<HeadcountWrite> {
  const errors: { field: string | null; message: string }[] = [];
  const fail = (field: string, message: string) => errors.push({ field, message });
  const str = (field: string, label: string, required = false, max = 100): string | null => {
    const v = body[field];
    if (isBlank(v)) {
      if (required) fail(field, `${label} is required`);
      return null;
    }
    const s = String(v).trim();
    if (s.length > max) fail(field, `${label} must be less than ${max} characters`);
    return s;
  };
  const date = (field: string, label: string, required = false): string | null => {
    const s = str(field, label, required);
    if (s === null) return null;
    const iso = parseDate(s);
    if (!iso) fail(field, `${label} must be a date (YYYY-MM-DD)`);
    return iso;
  };
  const bool = (field: string, fallback: boolean): boolean => {
    const v = body[field];
    if (v === undefined || v === null) return fallback;
    if (typeof v === 'boolean') return v;
    const s = String(v).trim().toLowerCase();
    if (TRUE.has(s)) return true;
    if (FALSE.has(s)) return false;
    fail(field, `${field.replace(/_/g, ' ')} must be yes or no`);
    return fallback;
  };
  const oneOf = (field: string, label: string, values: readonly string[]): string | null => {
    const s = str(field, label);
    if (s === null) return null;
    const found = values.find((v) => v.toLowerCase() === s.toLowerCase());
    if (!found) fail(field, `${label} must be one of: ${values.join(', ')}`);
    return found ?? null;
  };
  const email = (field: string, label: string, required = false): string | null => {
    const s = str(field, label, required, 255);
    if (s !== null && !EMAIL.test(s)) fail(field, MESSAGES.email);
    return s === null ? null : s.toLowerCase();
  };
  const phone = (field: string, label: string): string | null => {
    const s = str(field, label, false, 50);
    if (s !== null && !isValidPhone(s)) fail(field, MESSAGES.phone);
    return s;
  };
  const id = (field: string, label: string): number | null => {
    const v = body[field];
    if (isBlank(v)) return null;
    const n = Number(v);
    if (!Number.isInteger(n) || n < 1 || n >= 2 ** 31) {
      fail(field, `${label} must be a whole number`);
      return null;
    }
    return n;
  };

  const w: HeadcountWrite = {
    RES_ID: str('RES_ID', 'RES ID', true, 50) ?? '',
    name: str('name', 'Name', true) ?? '',
    email: email('communication_email', 'Communication email', true),
    national_ID: str('national_id', 'National ID', false, 50),
    phone: phone('phone_number', 'Phone number'),
    emergency_contact_name: str('emergency_contact_name', 'Emergency contact name'),
    emergency_contact_number: phone('emergency_contact_number', 'Emergency contact number'),
    date_of_birth: date('date_of_birth', 'Date of birth'),
    status_id: null,
    employee_type: str('employment_type', 'Employment type', false, 50),
    role_title: null,
    department_id: null,
    manager_id: null,
    date_joined: date('hiring_date', 'Hiring date', true),
    last_working_day: date('last_working_day', 'Last working day'),
    details: {},
  };
  const d = w.details;
  d.nationality = str('nationality', 'Nationality');
  d.city_of_residence = str('city_of_residence', 'City of residence');
  d.gender = oneOf('gender', 'Gender', GENDERS);
  d.payoneer_email = email('payoneer_email', 'Payoneer email');
  d.is_full_time = bool('is_full_time', (w.employee_type ?? 'Full Time').toLowerCase() !== 'part time');
  d.part_time_date_shuffled = date('part_time_date_shuffled', 'Part-time date shuffled');
  d.candidate_id = id('candidate_id', 'Candidate');
  d.contract_signed_date = date('contract_signed_date', 'Contract signed date');
  d.contract_expiration_date = date('contract_expiration_date', 'Contract expiration date');
  d.national_id_expiration_date = date('national_id_expiration_date', 'National ID expiration date');
  d.custody = str('custody', 'Custody', false, 255);
  d.military_status = oneOf('military_status', 'Military status', MILITARY_STATUSES);
  d.martial_status = oneOf('martial_status', 'Marital status', MARITAL_STATUSES);
  for (const flag of DOCUMENTS) d[flag] = bool(flag, false);

  if (w.date_of_birth && w.date_of_birth >= today) fail('date_of_birth', MESSAGES.dobPast);
  const signed = d.contract_signed_date as string | null;
  const expires = d.contract_expiration_date as string | null;
  if (signed && expires && expires <= signed) fail('contract_expiration_date', MESSAGES.contractOrder);
  if (w.date_joined && w.last_working_day && w.last_working_day < w.date_joined) fail('last_working_day', MESSAGES.lastDay);

  // References: by id, or by name (CSV rows and forms that know names).
  const ref = async (idField: string, nameField: string, kind: Parameters<typeof lookupId>[1], label: string, required: boolean) => {
    const byId = id(idField, label);
    const name = isBlank(body[nameField]) ? null : String(body[nameField]).trim();
    const found = byId !== null ? await lookupId(db, kind, 'id', byId) : name !== null ? await lookupId(db, kind, 'name', name) : undefined;
    if ((byId !== null || name !== null) && found === undefined) fail(byId !== null ? idField : nameField, `${label} not found`);
    else if (found === undefined && required) fail(idField, `${label} is required`);
    return found ?? null;
  };
  w.department_id = await ref('department_id', 'department', 'department', 'Department', true);
  w.status_id = await ref('status_id', 'status', 'status', 'Status', false);
  w.manager_id = await ref('manager_id', 'direct_manager_res_id', 'manager', 'Direct manager', false);
  const roleId = id('employment_role_id', 'Role');
  if (roleId !== null) {
    const title = await roleTitle(db, roleId);
    if (!title) fail('employment_role_id', 'Role not found');
    w.role_title = title ?? null;
  } else {
    w.role_title = str('role', 'Role', true);
  }
  if (selfId !== null && w.manager_id === selfId) fail('manager_id', 'An employee cannot manage themself');
  if (w.status_id === null) w.status_id = (await lookupId(db, 'status', 'name', 'Active')) ?? null;
  if (errors.length) throw validationError(errors);

  if (w.national_ID) {
    const holder = await nationalIdHolder(db, w.national_ID, selfId);
    if (holder) throw new HttpError(409, MESSAGES.duplicateNationalId(holder), [{ field: 'national_id', message: MESSAGES.duplicateNationalId(holder) }]);
  }
  if (w.email) {
    const holder = await emailHolder(db, w.email, selfId);
    if (holder) throw new HttpError(409, MESSAGES.duplicateEmail(holder), [{ field: 'communication_email', message: MESSAGES.duplicateEmail(holder) }]);
  }
  return w;
}
