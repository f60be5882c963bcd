/** SQL of the headcount domain (migrations.ts says how the record spans `employees` and `headcount_details`). */
import { Type, type Static } from '@sinclair/typebox';
import type { Db, Tx } from '../db';
import { entityTable, shapeOf, type Columns, type Row } from '../http/entity';
import { Filters, paged, type Page } from '../http/paging';
import { HttpError } from '../http/errors';
import type { SortKey } from '../http/schema';
import { addDays, likePattern, parseDate } from '../http/values';
import { EMPLOYMENT_ROLE_ID, type EmployeeRow } from '../people/store';
import { DOCUMENTS } from './checklist';
import { HeadcountEmployeeSchema, type HeadcountListQuery, type HeadcountSort, type HeadcountStatsSchema } from './schemas';

type Q = Pick<Db, 'query'>;

/** Days before an expiry date from which it is an alert. */
export const ALERT_DAYS = 30;

/** The HR record's own columns (`headcount_details`), written by saveDetails. */
export const DETAIL_COLUMNS = [
  'nationality',
  'city_of_residence',
  'gender',
  'payoneer_email',
  'is_full_time',
  'part_time_date_shuffled',
  'candidate_id',
  'contract_signed_date',
  'contract_expiration_date',
  'national_id_expiration_date',
  'custody',
  'military_status',
  'martial_status',
  ...DOCUMENTS,
] as const;

/** A record as stored: the answer without what `derive` computes from it. */
const HeadcountRowSchema = Type.Omit(shapeOf(HeadcountEmployeeSchema), [
  'contract_url',
  'documents_complete',
  'documents_total',
  'missing_documents',
  'contract_alert',
  'national_id_alert',
]);
export type HeadcountRow = Row<typeof HeadcountRowSchema>;
export type HeadcountAnswer = Row<typeof HeadcountEmployeeSchema>;

/** The person's columns live in `employees e`, the HR record's in `headcount_details h` (a person may have none yet). */
export const COLUMNS = entityTable(HeadcountRowSchema, 'employees', 'e', {
  communication_email: 'e.email',
  national_id: 'e."national_ID"',
  ...Object.fromEntries(DETAIL_COLUMNS.map((c) => [c, `h.${c}`])),
  phone_number: 'e.phone',
  status: 's.name',
  employment_type: 'e.employee_type',
  role: 'e.role_title',
  employment_role_id: EMPLOYMENT_ROLE_ID,
  department: 'd.department_name',
  direct_manager: `CASE WHEN m.id IS NULL THEN NULL ELSE json_build_object('id', m.id, 'res_id', m."RES_ID", 'name', m.name) END`,
  is_full_time: 'COALESCE(h.is_full_time, true)',
  hiring_date: 'e.date_joined',
  formatted_hiring_date: "to_char(e.date_joined, 'DD/MM/YYYY')",
  contract_file_id: 'h.contract_file_id',
  contract_filename: 'f.filename',
  ...Object.fromEntries(DOCUMENTS.map((d) => [d, `COALESCE(h.${d}, false)`])),
}).select;

export const FROM = `employees e
  LEFT JOIN headcount_details h ON h.employee_id = e.id
  LEFT JOIN employees m ON m.id = e.manager_id
  LEFT JOIN departments d ON d.id = e.department_id
  LEFT JOIN statuses s ON s.id = e.status_id
  LEFT JOIN files f ON f.id = h.contract_file_id`;

/**
 * The count's FROM: only the joins the filters read (details, status). The manager, department and file joins are on
 * keys, so they cannot change the number of rows, but each costs planning time on every count.
 */
const COUNT_FROM = `employees e
  LEFT JOIN headcount_details h ON h.employee_id = e.id
  LEFT JOIN statuses s ON s.id = e.status_id`;

export const SORTABLE: Record<SortKey<typeof HeadcountSort>, string> = {
  id: 'e.id',
  name: 'e.name',
  RES_ID: 'e."RES_ID"',
  res_id: 'e."RES_ID"',
  communication_email: 'e.email',
  status: 's.name',
  employment_type: 'e.employee_type',
  role: 'e.role_title',
  department: 'd.department_name',
  direct_manager: 'm.name',
  manager_name: 'm.name',
  hiring_date: 'e.date_joined',
  contract_signed_date: 'h.contract_signed_date',
  contract_expiration_date: 'h.contract_expiration_date',
  national_id_expiration_date: 'h.national_id_expiration_date',
  last_working_day: 'e.last_working_day',
  nationality: 'h.nationality',
  gender: 'h.gender',
  documents_complete: `(${DOCUMENTS.map((d) => `COALESCE(h.${d}, false)::int`).join(' + ')})`,
};

function alertOf(date: string | null, today: string): 'expired' | 'expiring' | null {
  if (!date) return null;
  if (date < today) return 'expired';
  return date <= addDays(today, ALERT_DAYS) ? 'expiring' : null;
}

/** The derived fields every answer carries (document completion, alerts, the contract's download url). */
export function derive(row: HeadcountRow, today: string): HeadcountAnswer {
  const missing = DOCUMENTS.filter((d) => !row[d]);
  return {
    ...row,
    contract_url: row.contract_file_id ? `/headcount_employees/download_contract?id=${row.id}` : null,
    documents_complete: DOCUMENTS.length - missing.length,
    documents_total: DOCUMENTS.length,
    missing_documents: missing,
    contract_alert: alertOf(row.contract_expiration_date, today),
    national_id_alert: alertOf(row.national_id_expiration_date, today),
  };
}

type ListQuery = Static<typeof HeadcountListQuery>;

const bad = (field: string, message: string) => new HttpError(400, message, [{ field, message }]);

function whole(raw: unknown, field: string): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n >= 2 ** 31) throw bad(field, `${field} must be an id`);
  return n;
}

const given = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/** The tracker's filters (routes.ts lists them). */
export function listFilters(q: ListQuery, today: string, f = new Filters()): Filters {
  const active = (q.active ?? 'all').toString().toLowerCase();
  if (active === 'true') f.add('e.active');
  else if (active === 'false') f.add('NOT e.active');
  else if (active !== 'all') throw bad('active', 'active must be true, false or all');
  if (given(q.ids)) f.add(`e.id = ANY(${f.param(q.ids.split(',').map((s) => whole(s.trim(), 'ids')))}::int[])`);
  if (given(q.status_id)) f.add(`e.status_id = ${f.param(whole(q.status_id, 'status_id'))}`);
  if (given(q.status)) f.add(`lower(s.name) = lower(${f.param(q.status.trim())})`);
  if (given(q.department_id)) f.add(`e.department_id = ${f.param(whole(q.department_id, 'department_id'))}`);
  if (given(q.manager_id)) f.add(`e.manager_id = ${f.param(whole(q.manager_id, 'manager_id'))}`);
  if (given(q.role)) f.add(`lower(e.role_title) = lower(${f.param(q.role.trim())})`);
  if (given(q.employment_type)) f.add(`lower(e.employee_type) = lower(${f.param(q.employment_type.trim())})`);
  for (const [key, op] of [
    ['hired_from', '>='],
    ['hired_to', '<='],
  ] as const) {
    const raw = q[key];
    if (!given(raw)) continue;
    const date = parseDate(raw);
    if (!date) throw bad(key, `${key} must be a date (YYYY-MM-DD)`);
    f.add(`e.date_joined ${op} ${f.param(date)}`);
  }
  if (given(q.missing_document)) {
    const wanted = q.missing_document.trim();
    if (wanted === 'any') f.add(`(${DOCUMENTS.map((d) => `NOT COALESCE(h.${d}, false)`).join(' OR ')})`);
    else if ((DOCUMENTS as readonly string[]).includes(wanted)) f.add(`NOT COALESCE(h.${wanted}, false)`);
    else throw bad('missing_document', `missing_document must be any or one of: ${DOCUMENTS.join(', ')}`);
  }
  if (given(q.expiring)) {
    const limit = f.param(addDays(today, ALERT_DAYS));
    const contract = `h.contract_expiration_date <= ${limit}::date`;
    const nid = `h.national_id_expiration_date <= ${limit}::date`;
    const which = q.expiring.trim();
    if (which === 'contract') f.add(contract);
    else if (which === 'national_id') f.add(nid);
    else if (which === 'any') f.add(`(${contract} OR ${nid})`);
    else throw bad('expiring', 'expiring must be contract, national_id or any');
  }
  const search = likePattern(q.search);
  if (search) {
    const p = f.param(search);
    f.add(`(e.name ILIKE ${p} OR e."RES_ID" ILIKE ${p} OR e.email ILIKE ${p} OR e.role_title ILIKE ${p} OR e."national_ID" ILIKE ${p})`);
  }
  return f;
}

export async function listHeadcount(db: Db, q: ListQuery, today: string): Promise<Page<HeadcountAnswer>> {
  const f = listFilters(q, today);
  const page = await paged<HeadcountRow>(
    db,
    { select: COLUMNS, from: FROM, countFrom: COUNT_FROM, where: f.where, params: f.params, sortable: SORTABLE, defaultSort: 'name', tiebreak: 'e.id' },
    q,
  );
  return { items: page.items.map((r) => derive(r, today)), count: page.count };
}

export async function findRecord(db: Q, where: 'id' | 'res_id', value: number | string): Promise<HeadcountRow | undefined> {
  const cond = where === 'id' ? 'e.id = $1' : 'lower(e."RES_ID") = lower($1)';
  const { rows } = await db.query<HeadcountRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE ${cond}`, [value]);
  return rows[0];
}

/** Someone else holding this national ID (case-insensitive). */
export async function nationalIdHolder(db: Q, nationalId: string, exceptId: number | null): Promise<string | undefined> {
  const { rows } = await db.query<{ RES_ID: string }>(
    `SELECT "RES_ID" FROM employees WHERE lower("national_ID") = lower($1) AND ($2::int IS NULL OR id <> $2) ORDER BY id LIMIT 1`,
    [nationalId, exceptId],
  );
  return rows[0]?.RES_ID;
}

export async function emailHolder(db: Q, email: string, exceptId: number | null): Promise<string | undefined> {
  const { rows } = await db.query<{ RES_ID: string }>(
    `SELECT "RES_ID" FROM employees WHERE lower(email) = lower($1) AND ($2::int IS NULL OR id <> $2) LIMIT 1`,
    [email, exceptId],
  );
  return rows[0]?.RES_ID;
}

/** Serialises writes that check uniqueness over other rows (national ID, e-mail, RES_ID) on a shared server. */
export async function lockIdentity(tx: Tx): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(604)`);
}

export async function lookupId(
  db: Q,
  kind: 'department' | 'status' | 'role' | 'manager',
  by: 'id' | 'name',
  value: number | string,
): Promise<number | undefined> {
  const table = {
    department: ['departments', 'department_name'],
    status: ['statuses', 'name'],
    role: ['employment_roles', 'title'],
    manager: ['employees', '"RES_ID"'],
  }[kind];
  const cond = by === 'id' ? 'id = $1' : `lower(${table[1]}) = lower($1)`;
  const extra = kind === 'manager' ? ' AND active' : '';
  const { rows } = await db.query<{ id: number }>(`SELECT id FROM ${table[0]} WHERE ${cond}${extra} LIMIT 1`, [value]);
  return rows[0]?.id;
}

export async function roleTitle(db: Q, id: number): Promise<string | undefined> {
  const { rows } = await db.query<{ title: string }>('SELECT title FROM employment_roles WHERE id = $1', [id]);
  return rows[0]?.title;
}

/** The HR record's own columns, as the record reads them back. */
export type HeadcountDetails = Columns<HeadcountRow, (typeof DETAIL_COLUMNS)[number]>;

/**
 * What a write stores: the person's columns go to `employees` (named and typed as the Employee answer has them), the
 * HR record's to `headcount_details`.
 */
export type HeadcountWrite = Columns<
  EmployeeRow,
  | 'RES_ID'
  | 'name'
  | 'email'
  | 'national_ID'
  | 'phone'
  | 'emergency_contact_name'
  | 'emergency_contact_number'
  | 'date_of_birth'
  | 'status_id'
  | 'employee_type'
  | 'role_title'
  | 'department_id'
  | 'manager_id'
  | 'date_joined'
  | 'last_working_day'
> & { details: HeadcountDetails };

/** Numeric role type from a title (ARCHITECTURE "Core data"), for people the headcount creates. */
export function roleTypeOf(title: string | null): number {
  const t = (title ?? '').toLowerCase();
  if (/\bceo\b/.test(t)) return 4;
  if (/\bhead\b/.test(t)) return 3;
  if (/\bmanager\b|\bacm\b/.test(t)) return 2;
  if (/team leader|audit|\bhr\b/.test(t)) return 1;
  return 0;
}

/** Writes (or updates) a person's headcount-only columns; recruitment's onboarding starts the record with `candidate_id`. */
export async function saveDetails(tx: Tx, employeeId: number, details: Partial<HeadcountDetails>): Promise<void> {
  const cols = DETAIL_COLUMNS.filter((c) => c in details);
  const values = cols.map((c) => details[c]);
  const names = ['employee_id', ...cols].join(', ');
  const marks = ['$1', ...cols.map((_, i) => `$${i + 2}`)].join(', ');
  const updates = [...cols.map((c) => `${c} = EXCLUDED.${c}`), 'updated_at = now()'].join(', ');
  await tx.query(`INSERT INTO headcount_details (${names}) VALUES (${marks}) ON CONFLICT (employee_id) DO UPDATE SET ${updates}`, [employeeId, ...values]);
}

export async function insertRecord(tx: Tx, w: HeadcountWrite): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO employees ("RES_ID", name, email, "national_ID", phone, emergency_contact_name, emergency_contact_number,
       date_of_birth, status_id, employee_type, role_title, role, department_id, manager_id, date_joined, last_working_day)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id`,
    [
      w.RES_ID,
      w.name,
      w.email,
      w.national_ID,
      w.phone,
      w.emergency_contact_name,
      w.emergency_contact_number,
      w.date_of_birth,
      w.status_id,
      w.employee_type,
      w.role_title,
      roleTypeOf(w.role_title),
      w.department_id,
      w.manager_id,
      w.date_joined,
      w.last_working_day,
    ],
  );
  await saveDetails(tx, rows[0].id, w.details);
  return rows[0].id;
}

/** The numeric role type is the people domain's (PATCH /employees/{id}); the headcount keeps it. */
export async function updateRecord(tx: Tx, id: number, w: HeadcountWrite): Promise<void> {
  await tx.query(
    `UPDATE employees SET "RES_ID" = $2, name = $3, email = $4, "national_ID" = $5, phone = $6, emergency_contact_name = $7,
       emergency_contact_number = $8, date_of_birth = $9, status_id = $10, employee_type = $11, role_title = $12,
       department_id = $13, manager_id = $14, date_joined = $15, last_working_day = $16
     WHERE id = $1`,
    [
      id,
      w.RES_ID,
      w.name,
      w.email,
      w.national_ID,
      w.phone,
      w.emergency_contact_name,
      w.emergency_contact_number,
      w.date_of_birth,
      w.status_id,
      w.employee_type,
      w.role_title,
      w.department_id,
      w.manager_id,
      w.date_joined,
      w.last_working_day,
    ],
  );
  await saveDetails(tx, id, w.details);
}

export async function setContractFile(tx: Tx, id: number, fileId: number): Promise<number | null> {
  const { rows } = await tx.query<{ old: number | null }>(`SELECT contract_file_id AS old FROM headcount_details WHERE employee_id = $1 FOR UPDATE`, [id]);
  await saveDetails(tx, id, {});
  await tx.query('UPDATE headcount_details SET contract_file_id = $2, updated_at = now() WHERE employee_id = $1', [id, fileId]);
  return rows[0]?.old ?? null;
}

export const TEMPLATE_KEY = 'headcount_contract_template';

export async function templateFileId(db: Q): Promise<number | null> {
  const { rows } = await db.query<{ value: string }>('SELECT value FROM app_settings WHERE key = $1', [TEMPLATE_KEY]);
  return rows[0] ? Number(rows[0].value) : null;
}

export async function setTemplateFile(tx: Tx, fileId: number): Promise<number | null> {
  const old = await templateFileId(tx);
  await tx.query(`INSERT INTO app_settings (key, value) VALUES ($1, $2) ON CONFLICT (company_id, key) DO UPDATE SET value = EXCLUDED.value`, [
    TEMPLATE_KEY,
    String(fileId),
  ]);
  return old;
}

export async function employmentStatuses(db: Q): Promise<{ id: number; name: string }[]> {
  return (await db.query<{ id: number; name: string }>('SELECT id, name FROM statuses ORDER BY name, id')).rows;
}

/** Counts for the charts and the home page (an extension). */
/**
 * The head-count breakdowns: label expression and the one join each needs (headcount_details is 1:1 with employees,
 * the others are keyed lookups, so no join changes a count).
 */
const STAT_GROUPS = {
  by_department: ['d.department_name', 'LEFT JOIN departments d ON d.id = e.department_id'],
  by_status: ['s.name', 'LEFT JOIN statuses s ON s.id = e.status_id'],
  by_employment_type: ['e.employee_type', ''],
  by_gender: ['h.gender', 'LEFT JOIN headcount_details h ON h.employee_id = e.id'],
} as const;
type StatGroup = keyof typeof STAT_GROUPS;

/**
 * Three statements, not seven: the four breakdowns in one UNION ALL and the total with the alerts, each over
 * only the joins it reads; on PGlite every statement's round trip and the planning of the six-join FROM cost more
 * than counting forty rows.
 */
type Stats = Static<typeof HeadcountStatsSchema>;

/** Active employees and the expiry alerts over them: contracts and national IDs expired, or expiring within ALERT_DAYS. */
export async function activeWithAlerts(db: Q, today: string): Promise<Pick<Stats, 'total'> & Stats['alerts']> {
  const { rows } = await db.query<Pick<Stats, 'total'> & Stats['alerts']>(
    `SELECT count(*) AS total,
              count(*) FILTER (WHERE h.contract_expiration_date >= $1 AND h.contract_expiration_date <= $2) AS contracts_expiring,
              count(*) FILTER (WHERE h.contract_expiration_date < $1) AS contracts_expired,
              count(*) FILTER (WHERE h.national_id_expiration_date >= $1 AND h.national_id_expiration_date <= $2) AS national_ids_expiring,
              count(*) FILTER (WHERE h.national_id_expiration_date < $1) AS national_ids_expired
         FROM employees e LEFT JOIN headcount_details h ON h.employee_id = e.id WHERE e.active`,
    [today, addDays(today, ALERT_DAYS)],
  );
  return rows[0];
}

export async function headcountStats(db: Q, today: string): Promise<Stats> {
  const keys = Object.keys(STAT_GROUPS) as StatGroup[];
  // The UNION's rows: which breakdown, and a label that is null for people without one (answered as 'Not set').
  const grouped = (
    await db.query<{ key: StatGroup; label: string | null; count: number }>(
      `SELECT key, label, count FROM (${keys
        .map((k) => `SELECT '${k}' AS key, ${STAT_GROUPS[k][0]} AS label, count(*) AS count FROM employees e ${STAT_GROUPS[k][1]} WHERE e.active GROUP BY 2`)
        .join(' UNION ALL ')}) g ORDER BY count DESC, label`,
    )
  ).rows;
  const groups = (key: StatGroup) => grouped.filter((r) => r.key === key).map((r) => ({ label: r.label ?? 'Not set', count: r.count }));
  const { total, ...alerts } = await activeWithAlerts(db, today);
  const months = (
    await db.query<Stats['months'][number]>(
      `SELECT to_char(mon, 'YYYY-MM') AS month,
              (SELECT count(*) FROM employees x WHERE date_trunc('month', x.date_joined) = mon) AS hires,
              (SELECT count(*) FROM employees x WHERE date_trunc('month', x.last_working_day) = mon) AS leavers,
              (SELECT count(*) FROM employees x WHERE x.date_joined < mon + interval '1 month'
                  AND (x.last_working_day IS NULL OR x.last_working_day >= mon + interval '1 month')) AS headcount
         FROM generate_series(date_trunc('month', $1::date) - interval '11 months', date_trunc('month', $1::date), interval '1 month') mon
        ORDER BY mon`,
      [today],
    )
  ).rows;
  return {
    total,
    by_department: groups('by_department'),
    by_status: groups('by_status'),
    by_employment_type: groups('by_employment_type'),
    by_gender: groups('by_gender'),
    months,
    alerts,
  };
}
