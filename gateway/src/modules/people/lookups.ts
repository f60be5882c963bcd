/** The people domain's named lookups (kit/lookup.ts): departments, employment roles, employment statuses. */
import { lookupResolver } from '../../kit/lookup';
import { toDepartment, toEmploymentRole, toStatus } from './mappers';
import { Department, DepartmentPage, EmploymentRole, EmploymentRolePage, EmploymentStatus, EmploymentStatusPage } from './types';

export const DepartmentLookup = lookupResolver({
  type: Department,
  page: DepartmentPage,
  path: '/departments',
  sortEnum: 'DepartmentSortKey',
  body: 'department',
  field: 'departmentName',
  plural: 'departments',
  singular: 'Department',
  noun: 'a department',
  listDescription: 'Departments',
  map: toDepartment,
  access: 'headcount.manage',
});

export const EmploymentRoleLookup = lookupResolver({
  type: EmploymentRole,
  page: EmploymentRolePage,
  path: '/employment_roles',
  sortEnum: 'EmploymentRoleSortKey',
  body: 'employmentRole',
  field: 'title',
  plural: 'employmentRoles',
  singular: 'EmploymentRole',
  noun: 'an employment role',
  listDescription: 'Employment roles (job titles)',
  map: toEmploymentRole,
  access: 'headcount.manage',
  renameNote: '(and the title of everyone holding it)',
});

export const StatusLookup = lookupResolver({
  type: EmploymentStatus,
  page: EmploymentStatusPage,
  path: '/statuses',
  sortEnum: 'EmploymentStatusSortKey',
  body: 'status',
  field: 'name',
  plural: 'statuses',
  singular: 'Status',
  noun: 'an employment status',
  listDescription: 'Employment statuses',
  map: toStatus,
  access: 'headcount.manage',
});
