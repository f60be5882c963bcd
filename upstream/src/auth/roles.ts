/**
 * SPEC §6 role derivation for the upstream's user rows (snake_case): the rules are @hr/rules' `roleFlags`, shared
 * with the gateway.
 */
import { roleFlags, type Roles } from '@hr/rules';

export type { Roles };
export { AUDITING_DEPARTMENT_ID, COLD_CALLING_DEPARTMENT_ID } from '@hr/rules';

export interface RoleSource {
  role_title?: string | null;
  /** Numeric type: 0 agent, 1 TL/auditor/HR staff, 2 manager, 3 head of department, 4 executive. */
  role?: number | null;
  department_id?: number | null;
  can_manage?: boolean | null;
}

export function deriveRoles(user: RoleSource): Roles {
  return roleFlags({ title: user.role_title, type: user.role, departmentId: user.department_id, canManage: user.can_manage });
}
