/**
 * Contract-typed fixtures for the fake upstream: rows as the upstream answers them (snake_case, every field the
 * contract names), with made-up people, never the demo company's.
 */
import type { components } from '../../src/rest/generated/contract';

export type EmployeeRow = components['schemas']['Employee'];

/** The title, role type and department each SPEC §6 role derives from (gateway/src/access/roles.ts). */
export const ROLE_ROWS = {
  ceo: { role_title: 'CEO', role: 4, department_id: 7, can_manage: true },
  hr: { role_title: 'HR Specialist', role: 1, department_id: 1, can_manage: false },
  head: { role_title: 'Head of Operations', role: 3, department_id: 2, can_manage: true },
  teamleader: { role_title: 'Team Leader', role: 1, department_id: 2, can_manage: true },
  agent: { role_title: 'Sales Agent', role: 0, department_id: 3, can_manage: false },
} as const;

export type FixtureRole = keyof typeof ROLE_ROWS;

/** An employee row; `id` names it (`Employee 12`), `overrides` set the rest. */
export function employeeRow(id: number, overrides: Partial<EmployeeRow> = {}): EmployeeRow {
  return {
    id,
    name: `Employee ${id}`,
    RES_ID: `RES-T${id}`,
    national_ID: null,
    team_ID: null,
    team_name: null,
    target_hours_per_day: 8,
    email: `employee.${id}@example.test`,
    date_joined: '2024-01-01',
    manager_id: null,
    manager_name: 'No available manager',
    manager: null,
    employee_type: null,
    hourly_rate: 50,
    monthly_rate: null,
    hourly_or_monthly: 'hourly',
    can_manage: false,
    role: 0,
    role_title: 'Sales Agent',
    base_salary: null,
    department_id: 3,
    department_name: null,
    phone: null,
    emergency_contact_name: null,
    emergency_contact_number: null,
    date_of_birth: null,
    status_id: 1,
    status: 'Active',
    active: true,
    ...overrides,
  };
}

/** The signed-in user of a role (GET /current_user_with_manager). */
export const userRow = (role: FixtureRole, id = 1): EmployeeRow => employeeRow(id, { ...ROLE_ROWS[role], name: `User ${role}` });

export type LeaveRequestRow = components['schemas']['LeaveRequest'];
export type LeaveBalanceRow = components['schemas']['LeaveBalance'];

/** A pending leave request of `employeeId` (one weekday), `overrides` set the rest. */
export function leaveRequestRow(id: number, employeeId: number, overrides: Partial<LeaveRequestRow> = {}): LeaveRequestRow {
  return {
    id,
    employee_id: employeeId,
    employee_name: `Employee ${employeeId}`,
    RES_ID: `RES-T${employeeId}`,
    leave_type_id: 1,
    leave_type_name: 'Annual',
    start_date: '2026-03-02',
    end_date: '2026-03-02',
    status: 'pending',
    notes: null,
    submitted_by_id: employeeId,
    submitted_by_name: `Employee ${employeeId}`,
    manager_email: null,
    reviewed_by_id: null,
    reviewed_by_name: null,
    reviewer_comments: null,
    canceled_by_id: null,
    canceled_by_name: null,
    canceled_at: null,
    created_at: '2026-02-01T09:00:00.000Z',
    updated_at: '2026-02-01T09:00:00.000Z',
    sick_note_filename: null,
    sick_note_url: null,
    leave_duration: 1,
    worked_days_this_year: 20,
    passed_probation: true,
    leave_balances: [],
    ...overrides,
  };
}
