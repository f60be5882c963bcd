/**
 * The two attendance families share ONE implementation, parameterised here: the employee grid
 * (`/api/monthly_attendances`) covers every non-agent (numeric role type <> 0), the agent grid (`/api/agent_attendances`)
 * covers the agents (type 0). The grids never overlap, so each person's days are edited in exactly one place.
 */
export type Family = 'employees' | 'agents';

export interface FamilySpec {
  family: Family;
  /** REST base path. */
  base: string;
  /** SQL condition on the employee alias `e` selecting the family. */
  where: string;
  exportName(month: string): string;
  /** Why a RES_ID of the other family is refused. */
  wrongFamily(resId: string): string;
}

export const FAMILIES: Record<Family, FamilySpec> = {
  employees: {
    family: 'employees',
    base: '/api/monthly_attendances',
    where: 'e.role <> 0',
    exportName: (month) => `monthly_attendance_${month}.csv`,
    wrongFamily: (resId) => `Employee ${resId} is an agent: use the agent attendance`,
  },
  agents: {
    family: 'agents',
    base: '/api/agent_attendances',
    where: 'e.role = 0',
    exportName: (month) => `agent_attendance_${month}.csv`,
    wrongFamily: (resId) => `Employee ${resId} is not an agent: use the employee attendance`,
  },
};

export const bulkErrorsName = (month: string) => `attendance_bulk_errors_${month}.csv`;
