/** SQL of teams and the three named lookups (departments, employment roles, statuses); see orgRoutes.ts. */
import type { Db } from '../db';
import { paged, type Page } from '../http/paging';
import type { SortKey } from '../http/schema';
import { entityTable, type Row } from '../http/entity';
import { TeamSchema, type TeamSort } from './schemas';

export interface LookupTable {
  table: 'departments' | 'employment_roles' | 'statuses';
  column: string;
  /** Extra columns answered, e.g. `, head_id, description`. */
  extra?: string;
}

const select = (l: LookupTable) => `id, ${l.column}${l.extra ?? ''}`;

const TEAM_COLUMNS = entityTable(TeamSchema, 'teams', 't', {
  member_count: '(SELECT count(*)::int FROM employees e WHERE e."team_ID" = t."team_ID" AND e.active)',
}).select;

export function listTeams(db: Db, query: unknown): Promise<Page<Row<typeof TeamSchema>>> {
  return paged<Row<typeof TeamSchema>>(
    db,
    {
      select: TEAM_COLUMNS,
      from: 'teams t',
      sortable: { team_ID: 't."team_ID"', team_id: 't."team_ID"', team_name: 't.team_name' } satisfies Record<SortKey<typeof TeamSort>, string>,
      defaultSort: 'team_name',
    },
    query,
  );
}

export function listLookup(db: Db, l: LookupTable, query: unknown): Promise<Page<Record<string, unknown>>> {
  return paged(db, { select: select(l), from: l.table, sortable: ['id', l.column], defaultSort: l.column }, query);
}

/** Whether another row (not `exceptId`) already has this name, any letter case. */
export async function lookupNameTaken(db: Pick<Db, 'query'>, l: LookupTable, name: string, exceptId: number | null): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM ${l.table} WHERE lower(${l.column}) = lower($1) AND id <> $2`, [name, exceptId ?? 0]);
  return rows.length > 0;
}

export async function insertLookup(db: Pick<Db, 'query'>, l: LookupTable, name: string): Promise<Record<string, unknown>> {
  return (await db.query<Record<string, unknown>>(`INSERT INTO ${l.table} (${l.column}) VALUES ($1) RETURNING ${select(l)}`, [name])).rows[0];
}

export async function lookupName(db: Pick<Db, 'query'>, l: LookupTable, id: number): Promise<string | undefined> {
  return (await db.query<{ name: string }>(`SELECT ${l.column} AS name FROM ${l.table} WHERE id = $1`, [id])).rows[0]?.name;
}

/** Renames a row; renaming an employment role renames the title of everyone holding it (titles are the link). */
export function renameLookup(db: Db, l: LookupTable, id: number, current: string, name: string): Promise<Record<string, unknown>> {
  return db.transaction(async (tx) => {
    if (l.table === 'employment_roles') {
      await tx.query('UPDATE employees SET role_title = $2 WHERE lower(role_title) = lower($1)', [current, name]);
    }
    return (await tx.query<Record<string, unknown>>(`UPDATE ${l.table} SET ${l.column} = $2 WHERE id = $1 RETURNING ${select(l)}`, [id, name])).rows[0];
  });
}
