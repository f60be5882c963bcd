/**
 * HR's "update work info" (decision 0206): the extension fields of PATCH /employees/{id} (job type, working hours per
 * day, department, team, supervisor). Each field left out keeps its value; `team_ID` or `manager_id` null clears it.
 * The checks join the body's 422; the write shares the role change's transaction.
 */
import type { Static } from '@sinclair/typebox';
import type { Db } from '../db';
import type { FieldError } from '../http/errors';
import { REPORTING_LINE, referenceExists, reportingLineProblem } from './store';
import type { RoleChangeInput } from './schemas';

type Change = Static<typeof RoleChangeInput>;

/** The work-info columns a change may set, each under its body name. */
const COLUMNS = {
  employee_type: 'employee_type',
  target_hours_per_day: 'target_hours_per_day',
  department_id: 'department_id',
  team_ID: '"team_ID"',
  manager_id: 'manager_id',
} as const;
/** Columns null clears (nobody's team, no supervisor); the others keep their value on null. */
const CLEARABLE = new Set<keyof typeof COLUMNS>(['team_ID', 'manager_id']);

/** What the change sets, as [column, value] pairs. */
function settings(change: Change): [string, unknown][] {
  return (Object.keys(COLUMNS) as (keyof typeof COLUMNS)[]).flatMap((name) => {
    const value = change[name];
    if (value === undefined || (value === null && !CLEARABLE.has(name))) return [];
    return [[COLUMNS[name], value] as [string, unknown]];
  });
}

/** The references of a change that do not exist, and a supervisor that would close a reporting loop. */
export async function workInfoProblems(db: Pick<Db, 'query'>, employeeId: number | null, change: Change): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  if (change.department_id != null && !(await referenceExists(db, 'department', change.department_id)))
    errors.push({ field: 'department_id', message: 'Department not found' });
  if (change.team_ID != null && !(await referenceExists(db, 'team', change.team_ID))) errors.push({ field: 'team_ID', message: 'Team not found' });
  if (change.manager_id != null) {
    if (!(await referenceExists(db, 'activeManager', change.manager_id))) errors.push({ field: 'manager_id', message: 'Supervisor not found' });
    else if (employeeId !== null) {
      const line = await reportingLineProblem(db, [employeeId], change.manager_id);
      if (line) errors.push({ field: 'manager_id', message: line === REPORTING_LINE.self ? 'An employee cannot be their own supervisor' : line });
    }
  }
  return errors;
}

/** Writes the work info of a change (nothing when it has none). */
export async function updateWorkInfo(db: Pick<Db, 'query'>, id: number, change: Change): Promise<void> {
  const set = settings(change);
  if (set.length === 0) return;
  await db.query(`UPDATE employees SET ${set.map(([column], i) => `${column} = $${i + 2}`).join(', ')} WHERE id = $1`, [id, ...set.map(([, v]) => v)]);
}
