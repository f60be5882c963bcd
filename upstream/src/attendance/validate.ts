/**
 * Who may write, and the ONE validation of attendance entries used by both the single-cell POST and the bulk import
 * (so a cell refused in the grid is refused the same way in a CSV, with the same words).
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db';
import type { FieldError } from '../http/errors';
import { FAMILIES, type Family } from './families';
import type { Month } from './month';
import { isIsoDate, parseDate, text } from '../http/values';
import { employeesByResId, type Mark } from './store';
import { subordinateIds } from '../people/store';
import { normaliseStatus, STATUS_KEYS } from './statuses';

export const NOT_YOUR_AGENT = 'You can only change the attendance of agents you manage';

/** `all`: CEO, HR, heads. `line`: a team leader, only for the agents of his reporting line. null: read-only. */
export type WriteScope = { kind: 'all' } | { kind: 'line'; managed: Set<number> };

export async function writeScope(db: Db, request: FastifyRequest, family: Family): Promise<WriteScope | null> {
  const { ceo, hr, head, teamLeader } = request.roles;
  if (ceo || hr || head) return { kind: 'all' };
  if (teamLeader && family === 'agents') return { kind: 'line', managed: new Set(await subordinateIds(db, request.user.id)) };
  return null;
}

export function mayEdit(scope: WriteScope | null, employeeId: number): boolean {
  if (!scope) return false;
  return scope.kind === 'all' || scope.managed.has(employeeId);
}

/** One entry as sent (JSON or a CSV record). */
export interface RawEntry {
  user_res_id?: unknown;
  date?: unknown;
  status?: unknown;
}

export interface CheckedEntry {
  /** 1-based position in the upload (CSV: data row, header not counted). */
  row: number;
  raw: { user_res_id: string; date: string; status: string };
  mark?: Mark;
  errors: FieldError[];
  /** The caller may not edit this person (a team leader and someone else's agent). */
  forbidden: boolean;
}

/**
 * Checks every entry against the month, the family, the status list and the caller's scope, resolving all RES_IDs
 * in one query. Rows repeating an earlier (person, day) with the same status are dropped; with another status they
 * are errors (which one would win is not for the importer to guess).
 */
export async function checkEntries(
  db: Db,
  family: Family,
  month: Month,
  entries: RawEntry[],
  scope: WriteScope | null,
  /** The entries are CSV rows, whose documented date form DD/MM/YYYY is read too; JSON entries are ISO only. */
  { csv = false }: { csv?: boolean } = {},
): Promise<CheckedEntry[]> {
  const raws = entries.map((e) => ({ user_res_id: text(e.user_res_id) ?? '', date: text(e.date) ?? '', status: text(e.status) ?? '' }));
  const people = await employeesByResId(db, [...new Set(raws.map((r) => r.user_res_id).filter(Boolean))]);
  const seen = new Map<string, { row: number; status: string }>();
  const checked: CheckedEntry[] = [];
  raws.forEach((raw, i) => {
    const row = i + 1;
    const errors: FieldError[] = [];
    let forbidden = false;
    const person = raw.user_res_id ? people.get(raw.user_res_id) : undefined;
    if (!raw.user_res_id) errors.push({ field: 'user_res_id', message: 'Employee is required' });
    else if (!person) errors.push({ field: 'user_res_id', message: `Employee ${raw.user_res_id} not found` });
    else if ((person.role === 0) !== (family === 'agents')) {
      errors.push({ field: 'user_res_id', message: FAMILIES[family].wrongFamily(raw.user_res_id) });
    } else if (!mayEdit(scope, person.id)) {
      forbidden = true;
      errors.push({ field: 'user_res_id', message: NOT_YOUR_AGENT });
    }
    const date = csv || isIsoDate(raw.date) ? parseDate(raw.date) : null;
    if (!raw.date) errors.push({ field: 'date', message: 'Date is required' });
    else if (!date) errors.push({ field: 'date', message: `Date ${raw.date} is not a valid date (YYYY-MM-DD)` });
    else if (!month.days.includes(date)) errors.push({ field: 'date', message: `Date ${date} is not in the month ${month.key}` });
    const status = normaliseStatus(raw.status);
    if (!raw.status) errors.push({ field: 'status', message: 'Status is required' });
    else if (!status) {
      errors.push({ field: 'status', message: `Unknown status ${raw.status}: use one of ${STATUS_KEYS.join(', ')}` });
    }
    if (errors.length === 0 && person && date && status) {
      const key = `${person.id}|${date}`;
      const earlier = seen.get(key);
      if (earlier && earlier.status !== status) {
        errors.push({
          field: 'status',
          message: `Row ${earlier.row} already sets ${raw.user_res_id} on ${date} to ${earlier.status}`,
        });
      } else if (earlier) {
        checked.push({ row, raw, errors, forbidden }); // identical repeat: nothing more to save
        return;
      } else {
        seen.set(key, { row, status });
        checked.push({ row, raw, errors, forbidden, mark: { employeeId: person.id, date, status } });
        return;
      }
    }
    checked.push({ row, raw, errors, forbidden });
  });
  return checked;
}
