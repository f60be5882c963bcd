/**
 * SQL of the profile domain. A person's profile reads the employee row (name, phone, emergency contact, national ID),
 * their `employee_profiles` row (absent = empty) and the headcount's Payoneer e-mail as the payment account.
 */
import type { Db, Queryable } from '../db';
import { loadFile } from '../http/files';
import { Filters, paged, type Page } from '../http/paging';
import type { SortKey } from '../http/schema';
import type { Static } from '@sinclair/typebox';
import type { CHANGE_FIELDS, CHANGE_STATUSES, ChangeRequest, ChangeRequestSort, Profile } from './schemas';

/** The profile answer as stored: links flat, the picture as its file id (the route builds the answer from it). */
type Answer = Static<typeof Profile>;
export type ProfileRow = Omit<Answer, 'social_links' | 'avatar'> & Answer['social_links'] & { avatar_file_id: number | null };

export async function findProfile(db: Queryable, employeeId: number): Promise<ProfileRow | undefined> {
  const { rows } = await db.query<ProfileRow>(
    `SELECT e.id AS employee_id, e.name, p.first_name, p.last_name, p.bio, p.timezone, p.office, p.project, p.level,
            p.facebook, p.twitter, p.linkedin, p.github, p.avatar_file_id, p.address,
            e.phone, e.emergency_contact_name, e.emergency_contact_number, e."national_ID", h.payoneer_email AS payment_account
       FROM employees e
       LEFT JOIN employee_profiles p ON p.employee_id = e.id
       LEFT JOIN headcount_details h ON h.employee_id = e.id
      WHERE e.id = $1`,
    [employeeId],
  );
  return rows[0];
}

/** The picture as a data: URL, or null (none, or its bytes are gone). */
export async function avatarUrl(db: Queryable, fileId: number | null): Promise<string | null> {
  if (fileId === null) return null;
  const file = await loadFile(db, fileId);
  return file ? `data:${file.mimetype};base64,${file.data.toString('base64')}` : null;
}

/** Columns of each table a profile change writes. */
export interface ProfileChanges {
  employee: Partial<Record<'phone' | 'emergency_contact_name' | 'emergency_contact_number' | 'name', string | null>>;
  profile: Partial<Record<string, string | number | null>>;
}

/** Writes the changes (inside the caller's transaction); column names come from the schema's field lists, never the body. */
export async function saveProfile(tx: Queryable, employeeId: number, changes: ProfileChanges): Promise<void> {
  const profile = Object.entries(changes.profile);
  if (profile.length) {
    const names = profile.map(([k]) => k);
    const marks = names.map((_, i) => `$${i + 2}`).join(', ');
    const updates = names.map((k) => `${k} = EXCLUDED.${k}`).join(', ');
    await tx.query(
      `INSERT INTO employee_profiles (employee_id, ${names.join(', ')}) VALUES ($1, ${marks})
       ON CONFLICT (employee_id) DO UPDATE SET ${updates}, updated_at = now()`,
      [employeeId, ...profile.map(([, v]) => v)],
    );
  }
  const employee = Object.entries(changes.employee);
  if (employee.length) {
    const sets = employee.map(([k], i) => `${k} = $${i + 2}`).join(', ');
    await tx.query(`UPDATE employees SET ${sets} WHERE id = $1`, [employeeId, ...employee.map(([, v]) => v)]);
  }
}

export type ChangeField = (typeof CHANGE_FIELDS)[number];
export type ChangeStatus = (typeof CHANGE_STATUSES)[number];

export type ChangeRequestRow = Static<typeof ChangeRequest>;

const REQUEST_SELECT = `r.id, r.employee_id, e.name AS employee_name, r.field, r.new_value, r.reason, r.status, r.hr_comment,
  r.reviewed_by_id, rv.name AS reviewed_by_name, r.reviewed_at, r.created_at`;
const REQUEST_FROM = `profile_change_requests r JOIN employees e ON e.id = r.employee_id LEFT JOIN employees rv ON rv.id = r.reviewed_by_id`;

const SORTABLE: Record<SortKey<typeof ChangeRequestSort>, string> = { created_at: 'r.created_at', status: 'r.status', employee_name: 'e.name', id: 'r.id' };

export function listChangeRequests(db: Db, query: unknown, f: Filters): Promise<Page<ChangeRequestRow>> {
  return paged<ChangeRequestRow>(
    db,
    {
      select: REQUEST_SELECT,
      from: REQUEST_FROM,
      where: f.where,
      params: f.params,
      sortable: SORTABLE,
      defaultSort: 'created_at desc',
    },
    query,
  );
}

export async function findChangeRequest(db: Queryable, id: number): Promise<ChangeRequestRow | undefined> {
  const { rows } = await db.query<ChangeRequestRow>(`SELECT ${REQUEST_SELECT} FROM ${REQUEST_FROM} WHERE r.id = $1`, [id]);
  return rows[0];
}

export async function insertChangeRequest(db: Queryable, employeeId: number, field: ChangeField, value: string, reason: string | null): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO profile_change_requests (employee_id, field, new_value, reason) VALUES ($1, $2, $3, $4) RETURNING id',
    [employeeId, field, value, reason],
  );
  return rows[0].id;
}

/** Moves a pending request to `status`; false when it was no longer pending (someone else decided first). */
export async function reviewChangeRequest(tx: Queryable, id: number, status: ChangeStatus, reviewerId: number, comment: string | null): Promise<boolean> {
  const { rows } = await tx.query(
    `UPDATE profile_change_requests SET status = $2, reviewed_by_id = $3, hr_comment = $4, reviewed_at = now()
      WHERE id = $1 AND status = 'pending' RETURNING id`,
    [id, status, reviewerId, comment],
  );
  return rows.length > 0;
}

/** Applies an approved request's value where that field lives. */
export async function applyChange(tx: Queryable, row: Pick<ChangeRequestRow, 'employee_id' | 'field' | 'new_value'>): Promise<void> {
  if (row.field === 'national_id') {
    await tx.query('UPDATE employees SET "national_ID" = $2 WHERE id = $1', [row.employee_id, row.new_value]);
  } else {
    await tx.query(
      `INSERT INTO headcount_details (employee_id, payoneer_email) VALUES ($1, $2)
       ON CONFLICT (employee_id) DO UPDATE SET payoneer_email = EXCLUDED.payoneer_email`,
      [row.employee_id, row.new_value],
    );
  }
}
