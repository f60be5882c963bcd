/** Upstream rows of the people lookups -> their GraphQL types (ids as strings). */
import type { Department, EmploymentRole, EmploymentStatus, Team } from './types';

type Row = Record<string, unknown>;

export const toTeam = (row: Row): Team => ({
  id: String(row.teamId),
  teamName: String(row.teamName),
  memberCount: (row.memberCount as number | undefined) ?? null,
});
export const toDepartment = (row: Row): Department => ({
  id: String(row.id),
  departmentName: String(row.departmentName),
  headId: row.headId == null ? null : String(row.headId),
  description: (row.description as string | null | undefined) ?? null,
});
export const toEmploymentRole = (row: Row): EmploymentRole => ({ id: String(row.id), title: String(row.title) });
export const toStatus = (row: Row): EmploymentStatus => ({ id: String(row.id), name: String(row.name) });
