/**
 * Contract rows of the people domain -> their GraphQL types, where the shapes differ (ids as strings, renamed keys).
 * The rows are the contract's (kit `RowOf<path>`), so a changed upstream answer breaks the type-check here.
 */
import type { RowOf } from '../../kit/loaders';
import type { AccessEmployee, Department, EmploymentRole, EmploymentStatus, Holiday, Target, Team } from './types';

/** A holiday as the upstream spells it (`startdate`, `enddate`). */
export type HolidayRow = RowOf<'/vacations'>;

export const toTeam = (row: RowOf<'/teams'>): Team => ({
  id: String(row.teamId),
  teamName: String(row.teamName),
  memberCount: row.memberCount ?? null,
});
export const toDepartment = (row: RowOf<'/departments'>): Department => ({
  id: String(row.id),
  departmentName: String(row.departmentName),
  headId: row.headId == null ? null : String(row.headId),
  description: row.description ?? null,
});
export const toEmploymentRole = (row: RowOf<'/employment_roles'>): EmploymentRole => ({ id: String(row.id), title: String(row.title) });
export const toStatus = (row: RowOf<'/statuses'>): EmploymentStatus => ({ id: String(row.id), name: String(row.name) });
export const toHoliday = (row: HolidayRow): Holiday => ({
  id: String(row.id),
  vacName: String(row.vacName),
  multipleOfPay: Number(row.multipleOfPay),
  startDate: String(row.startdate),
  endDate: String(row.enddate),
});
/** The row as it is (its extra keys too), id as a string. */
export const toTarget = (row: RowOf<'/targets'>): Target => ({ ...row, id: String(row.id) });
/** The row as it is (its extra keys too), id as a string; the e-mail is the account's (users.email is NOT NULL). */
export const toAccessEmployee = (row: RowOf<'/employees/access_employees'>): AccessEmployee => ({ ...row, id: String(row.id), email: row.email ?? '' });
