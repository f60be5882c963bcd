/**
 * SQL of the org chart. Row-level security scopes every statement to the caller's company, subqueries included.
 * "Active" throughout: former employees are not in the chart, so a person whose manager left sits at the top.
 */
import { Type } from '@sinclair/typebox';
import type { Db } from '../db';
import { EMPLOYEE_RELATION } from '../auth/store';
import { entityTable, shapeOf, type Row } from '../http/entity';
import { Filters, paged, type Page } from '../http/paging';
import type { SortKey } from '../http/schema';
import { likePattern } from '../http/values';
import { DirectoryPersonSchema, OrgPersonSchema, type DirectorySort, type ReportsSort } from './schemas';

const OrgPersonRowSchema = Type.Required(shapeOf(OrgPersonSchema));
export type OrgPersonRow = Row<typeof OrgPersonRowSchema>;

const REPORT_COUNT = '(SELECT count(*)::int FROM employees r WHERE r.manager_id = e.id AND r.active)';
const COLUMNS = entityTable(OrgPersonRowSchema, 'employees', 'e', {
  team_name: EMPLOYEE_RELATION.team_name,
  department_name: EMPLOYEE_RELATION.department_name,
  report_count: REPORT_COUNT,
}).select;

/** Someone is at the top when they have no manager or their manager is no longer active. */
const AT_TOP = 'NOT EXISTS (SELECT 1 FROM employees m WHERE m.id = e.manager_id AND m.active)';

const SORTABLE: Record<SortKey<typeof ReportsSort>, string> = { name: 'e.name', report_count: REPORT_COUNT };

/**
 * The person (depth 0), then each active manager above them, nearest first, in one statement. The path array stops
 * a reporting loop (which the writes refuse, but old data may hold) at the first person met twice. Empty when the id
 * is no employee of the company.
 */
export async function supervisorChain(db: Pick<Db, 'query'>, id: number): Promise<OrgPersonRow[]> {
  const { rows } = await db.query<OrgPersonRow>(
    `WITH RECURSIVE up(id, depth, path) AS (
       SELECT id, 0, ARRAY[id] FROM employees WHERE id = $1
       UNION ALL
       SELECT m.id, up.depth + 1, up.path || m.id
         FROM up JOIN employees p ON p.id = up.id JOIN employees m ON m.id = p.manager_id AND m.active
        WHERE NOT m.id = ANY(up.path)
     )
     SELECT ${COLUMNS} FROM up JOIN employees e ON e.id = up.id ORDER BY up.depth`,
    [id],
  );
  return rows;
}

/** A page of the active direct reports of `managerId`, or of the people at the top when it is undefined. */
export function directReports(db: Db, managerId: number | undefined, query: unknown): Promise<Page<OrgPersonRow>> {
  return paged<OrgPersonRow>(
    db,
    {
      select: COLUMNS,
      from: 'employees e',
      where: ['e.active', managerId === undefined ? AT_TOP : 'e.manager_id = $1'],
      params: managerId === undefined ? [] : [managerId],
      sortable: SORTABLE,
      defaultSort: 'name',
      tiebreak: 'e.id',
    },
    query,
  );
}

const DirectoryRowSchema = Type.Required(shapeOf(DirectoryPersonSchema));
export type DirectoryRow = Row<typeof DirectoryRowSchema>;

const DIRECTORY_JOINED = {
  team_name: EMPLOYEE_RELATION.team_name,
  department_name: EMPLOYEE_RELATION.department_name,
  manager_name: EMPLOYEE_RELATION.manager_name,
};
const DIRECTORY_COLUMNS = entityTable(DirectoryRowSchema, 'employees', 'e', DIRECTORY_JOINED).select;
const DIRECTORY_SORTABLE: Record<SortKey<typeof DirectorySort>, string> = { name: 'e.name', role_title: 'e.role_title', ...DIRECTORY_JOINED };

export interface DirectoryFilters {
  search?: string;
  department_id?: number;
  team_id?: number;
  manager_id?: number;
  active?: string;
}

/**
 * A page of the directory. Each filter is one indexed column of employees (active, department_id, "team_ID",
 * manager_id); the search matches the name or RES ID anywhere, like every other employee search.
 */
export function directory(db: Db, q: DirectoryFilters, query: unknown): Promise<Page<DirectoryRow>> {
  const f = new Filters();
  if (q.active !== 'all') f.add('e.active');
  if (q.department_id !== undefined) f.add(`e.department_id = ${f.param(q.department_id)}`);
  if (q.team_id !== undefined) f.add(`e."team_ID" = ${f.param(q.team_id)}`);
  if (q.manager_id !== undefined) f.add(`e.manager_id = ${f.param(q.manager_id)}`);
  const search = likePattern(q.search);
  if (search) {
    const p = f.param(search);
    f.add(`(e.name ILIKE ${p} OR e."RES_ID" ILIKE ${p})`);
  }
  return paged<DirectoryRow>(
    db,
    { select: DIRECTORY_COLUMNS, from: 'employees e', where: f.where, params: f.params, sortable: DIRECTORY_SORTABLE, defaultSort: 'name', tiebreak: 'e.id' },
    query,
  );
}
