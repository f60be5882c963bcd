/**
 * Per-request DataLoaders of the people domain — THE way any module resolves a link to an employee, team,
 * department or employment role:
 *
 *   import { employeeById } from '../people/loaders';
 *   @FieldResolver(() => Employee, { nullable: true }) employee(@Root() row, @Ctx() ctx: Context) {
 *     return employeeById(ctx).load(row.employeeId);      // null when the id is empty or unknown
 *   }
 *
 * employeeById batches every id asked for in one tick into one `GET /employees?ids=1,2,3&active=all` (chunks of 200);
 * the small lookups (teams, departments, roles) are fetched whole, once per request, whatever the number of keys.
 */
import DataLoader from 'dataloader';
import { defineLoader, type Context } from '../../context';
import type { EmployeeRecord } from '../../currentUser';
import type { Department, EmploymentRole, Team } from './types';

/** An id as links carry it (number or string, possibly empty). */
export type LinkId = string | number | null | undefined;

const validId = (id: LinkId) => id !== null && id !== undefined && /^\d+$/.test(String(id)) && Number(id) > 0;

/**
 * Wraps a loader so null/empty/non-numeric ids resolve to null without a call, and keys are strings
 * (so 7 and '7' share one cache entry).
 */
function byId<V>(create: (ctx: Context) => DataLoader<string, V | null>) {
  const get = defineLoader(create);
  return (ctx: Context) => ({
    load: (id: LinkId): Promise<V | null> => (validId(id) ? get(ctx).load(String(id)) : Promise.resolve(null)),
    loadMany: (ids: LinkId[]): Promise<(V | null)[]> => Promise.all(ids.map((id) => (validId(id) ? get(ctx).load(String(id)) : null))),
    prime: (id: LinkId, value: V) => {
      if (validId(id)) get(ctx).prime(String(id), value);
    },
  });
}

/** Fetches a whole small list once and answers keys from it. */
function wholeList<V extends { id: string }>(path: string, map: (row: Record<string, unknown>) => V) {
  return byId<V>((ctx) => {
    // One fetch per request even when keys arrive in several ticks (nested levels of a query).
    let all: Promise<Map<string, V>> | undefined;
    const fetchAll = () =>
      (all ??= ctx.rest
        .get<{ items: Record<string, unknown>[] }>(path)
        .then((page) => new Map(page.items.map((row) => map(row)).map((v) => [v.id, v]))));
    return new DataLoader<string, V | null>(async (ids) => {
      const found = await fetchAll();
      return ids.map((id) => found.get(id) ?? null);
    });
  });
}

export const toTeam = (row: Record<string, unknown>): Team => ({
  id: String(row.teamId),
  teamName: String(row.teamName),
  memberCount: (row.memberCount as number | undefined) ?? null,
});
export const toDepartment = (row: Record<string, unknown>): Department => ({
  id: String(row.id),
  departmentName: String(row.departmentName),
  headId: row.headId == null ? null : String(row.headId),
  description: (row.description as string | null | undefined) ?? null,
});
export const toEmploymentRole = (row: Record<string, unknown>): EmploymentRole => ({ id: String(row.id), title: String(row.title) });

/** Employees by id (any status, fired ones included). */
export const employeeById = byId<EmployeeRecord>(
  (ctx) =>
    new DataLoader<string, EmployeeRecord | null>(
      async (ids) => {
        const page = await ctx.rest.get<{ items: EmployeeRecord[] }>('/employees', { query: { ids: ids.join(','), active: 'all' } });
        const found = new Map(page.items.map((e) => [String(e.id), e]));
        return ids.map((id) => found.get(id) ?? null);
      },
      { maxBatchSize: 200 },
    ),
);

export const teamById = wholeList('/teams', toTeam);
export const departmentById = wholeList('/departments', toDepartment);
export const roleById = wholeList('/employment_roles', toEmploymentRole);

/** All four, for callers that prefer one import: `peopleLoaders.employeeById(ctx).load(id)`. */
export const peopleLoaders = { employeeById, teamById, departmentById, roleById };
