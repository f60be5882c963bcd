/**
 * Which audited values a reader sees (SPEC §6, auth/fieldRules.ts): a pay, personal or HR-record field of someone
 * else's record reads "hidden" unless the reader's roles may read that kind; the person themself reads their own pay
 * and personal values. Which kind a column is: the REST fields of that kind, the pay tables' amounts and an action's
 * deduction, and every column of the HR record (headcount_details).
 */
import type { Static } from '@sinclair/typebox';
import type { Roles } from '../auth/roles';
import { FIELDS, mayRead, type FieldKind } from '../auth/fieldRules';
import { HIDDEN, type AuditChange, type AuditStoredRow } from './schemas';

const PAY_TABLES = new Set(['pay_bonuses', 'pay_kpis', 'pay_leads']);
const PAY = new Set<string>([...FIELDS.pay, 'deduction', 'override_deduction']);
const PERSONAL = new Set<string>([...FIELDS.personal, 'date_of_birth', 'emergency_contact_name', 'emergency_contact_number']);
const HR_RECORD = new Set<string>(FIELDS.hrRecord);
/** Columns of a pay or HR-record table that only say which record it is. */
const KEYS = new Set(['id', 'employee_id', 'month', 'created_at', 'added_by', 'updated_by']);

export function kindOf(entity: string, field: string): FieldKind | null {
  if (PAY.has(field) || (PAY_TABLES.has(entity) && !KEYS.has(field))) return 'pay';
  if (PERSONAL.has(field)) return 'personal';
  if (HR_RECORD.has(field) || (entity === 'headcount_details' && !KEYS.has(field))) return 'hrRecord';
  return null;
}

export interface Reader {
  employeeId: number;
  roles: Roles;
}

/** A stored value as the answer's text (numbers, booleans and dates as written; objects as JSON). */
function text(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The row's changes, field by field, with what `reader` may not read replaced by HIDDEN. */
export function changesFor(row: Static<typeof AuditStoredRow>, reader: Reader): Static<typeof AuditChange>[] {
  const own = row.employee_id !== null && row.employee_id === reader.employeeId;
  return row.fields.map((field) => {
    const kind = kindOf(row.entity, field);
    const visible = kind === null || mayRead(reader.roles, kind) || (own && kind !== 'hrRecord');
    const shown = (value: unknown) => (value === undefined || value === null ? null : visible ? text(value) : HIDDEN);
    return { field, before: shown(row.before?.[field]), after: shown(row.after?.[field]) };
  });
}
