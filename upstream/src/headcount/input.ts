/**
 * Checks a headcount record (create, update, upsert, CSV row) with the kit's field rules (fields.ts), the rules
 * between fields and the database checks (references, duplicates). Updates merge the checked changes over the stored
 * record, so omitted fields keep their value.
 */
import { conflictError, validationError, type FieldError } from '../http/errors';
import { checkFields } from '../http/schema';
import { todayIso, type Body } from '../http/values';
import { HeadcountFields } from './fields';
import { DOCUMENTS, type DocumentFlag } from './checklist';
import { DETAIL_COLUMNS, emailHolder, lookupId, nationalIdHolder, roleTitle, type HeadcountRow, type HeadcountWrite } from './store';
import type { Db } from '../db';
import { reportingLineProblem } from '../people/store';

type Q = Pick<Db, 'query'>;

export { GENDERS, MARITAL_STATUSES, MILITARY_STATUSES } from './fields';

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

/** CSV cells for yes/no fields: yes, y, x -> true; no, n -> false (the kit reads true/false/1/0). */
const YES = new Set(['yes', 'y', 'x']);
const NO = new Set(['no', 'n']);
export function csvBooleans(record: Body): Body {
  const out: Body = { ...record };
  for (const key of [...DOCUMENTS, 'is_full_time']) {
    const raw = out[key];
    if (typeof raw !== 'string') continue;
    const t = raw.trim().toLowerCase();
    if (YES.has(t)) out[key] = 'true';
    else if (NO.has(t)) out[key] = 'false';
  }
  return out;
}

/** The stored record as a body (the base of a merge). */
export function recordBody(row: HeadcountRow): Body {
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
  const pairs: [string, string][] = [
    ['department', 'department_id'],
    ['status', 'status_id'],
    ['direct_manager_res_id', 'manager_id'],
  ];
  for (const [name, id] of pairs) if (name in changes) delete out[id];
  for (const [k, v] of Object.entries(changes)) if (v !== undefined) out[k] = v;
  return out;
}

/**
 * `body` -> a checked write (`csv`: a CSV row, whose dates may be DD/MM/YYYY; API inputs are ISO only): the field rules (fields.ts, the kit's SPEC §5 messages), the rules between fields and the
 * references, in one 422; then 409 for a duplicate national ID (naming the holder's RES_ID) or e-mail.
 * `selfId`: the record being changed (null on create).
 */
export async function readHeadcount(
  db: Q,
  body: Body,
  selfId: number | null,
  prior: FieldError[] = [],
  today = todayIso(),
  csv = false,
): Promise<HeadcountWrite> {
  const checked = checkFields(HeadcountFields, body, { partial: false, today, csv });
  const v = checked.value;
  // `prior`: what the route schema already refused (those fields are absent from `body`, so not "required" again).
  const errors = [...prior, ...checked.errors.filter((e) => !prior.some((p) => p.field === e.field))];
  const fail = (field: string, message: string) => errors.push({ field, message });
  const has = (field: string) => errors.some((e) => e.field === field);

  // Built key by key from DOCUMENTS, so every flag is there (Object.fromEntries types its keys as any string).
  const documents = Object.fromEntries(DOCUMENTS.map((d) => [d, v[d] ?? false])) as Record<DocumentFlag, boolean>;
  const w: HeadcountWrite = {
    RES_ID: v.RES_ID ?? '',
    name: v.name ?? '',
    email: v.communication_email ?? null,
    national_ID: v.national_id ?? null,
    phone: v.phone_number ?? null,
    emergency_contact_name: v.emergency_contact_name ?? null,
    emergency_contact_number: v.emergency_contact_number ?? null,
    date_of_birth: v.date_of_birth ?? null,
    status_id: null,
    employee_type: v.employment_type ?? null,
    role_title: null,
    department_id: null,
    manager_id: null,
    date_joined: v.hiring_date ?? null,
    last_working_day: v.last_working_day ?? null,
    details: {
      nationality: v.nationality ?? null,
      city_of_residence: v.city_of_residence ?? null,
      gender: v.gender ?? null,
      payoneer_email: v.payoneer_email ?? null,
      is_full_time: v.is_full_time ?? (v.employment_type ?? 'Full Time').toLowerCase() !== 'part time',
      part_time_date_shuffled: v.part_time_date_shuffled ?? null,
      candidate_id: v.candidate_id ?? null,
      contract_signed_date: v.contract_signed_date ?? null,
      contract_expiration_date: v.contract_expiration_date ?? null,
      national_id_expiration_date: v.national_id_expiration_date ?? null,
      custody: v.custody ?? null,
      military_status: v.military_status ?? null,
      martial_status: v.martial_status ?? null,
      ...documents,
    },
  };

  if (w.date_of_birth && w.date_of_birth >= today) fail('date_of_birth', MESSAGES.dobPast);
  const signed = w.details.contract_signed_date;
  const expires = w.details.contract_expiration_date;
  if (signed && expires && expires <= signed && !has('contract_expiration_date')) fail('contract_expiration_date', MESSAGES.contractOrder);
  if (w.date_joined && w.last_working_day && w.last_working_day < w.date_joined) fail('last_working_day', MESSAGES.lastDay);

  // References: by id, or by name (CSV rows and forms that know names).
  const ref = async (
    idField: 'department_id' | 'status_id' | 'manager_id',
    nameField: 'department' | 'status' | 'direct_manager_res_id',
    kind: Parameters<typeof lookupId>[1],
    label: string,
    required: boolean,
  ) => {
    if (has(idField) || has(nameField)) return null;
    const byId = v[idField] ?? null;
    const name = v[nameField] ?? null;
    const found = byId !== null ? await lookupId(db, kind, 'id', byId) : name !== null ? await lookupId(db, kind, 'name', name) : undefined;
    if ((byId !== null || name !== null) && found === undefined) fail(byId !== null ? idField : nameField, `${label} not found`);
    else if (found === undefined && required) fail(idField, `${label} is required`);
    return found ?? null;
  };
  w.department_id = await ref('department_id', 'department', 'department', 'Department', true);
  w.status_id = await ref('status_id', 'status', 'status', 'Status', false);
  w.manager_id = await ref('manager_id', 'direct_manager_res_id', 'manager', 'Direct manager', false);
  if (v.employment_role_id != null) {
    const title = await roleTitle(db, v.employment_role_id);
    if (!title) fail('employment_role_id', 'Role not found');
    w.role_title = title ?? null;
  } else if (!has('employment_role_id') && !has('role')) {
    w.role_title = v.role ?? null;
    if (!w.role_title) fail('role', 'Role is required');
  }
  if (!has('manager_id') && !has('direct_manager_res_id')) {
    const line = await reportingLineProblem(db, selfId === null ? [] : [selfId], w.manager_id);
    if (line) fail(v.direct_manager_res_id != null && v.manager_id == null ? 'direct_manager_res_id' : 'manager_id', line);
  }
  if (w.status_id === null) w.status_id = (await lookupId(db, 'status', 'name', 'Active')) ?? null;
  if (errors.length) throw validationError(errors);

  if (w.national_ID) {
    const holder = await nationalIdHolder(db, w.national_ID, selfId);
    if (holder) throw conflictError([{ field: 'national_id', message: MESSAGES.duplicateNationalId(holder) }]);
  }
  if (w.email) {
    const holder = await emailHolder(db, w.email, selfId);
    if (holder) throw conflictError([{ field: 'communication_email', message: MESSAGES.duplicateEmail(holder) }]);
  }
  return w;
}
