/**
 * SPEC §6 role derivation for the employee as the gateway sees it (camelCase): the rules are @hr/rules' `roleFlags`,
 * shared with the upstream. `role` is the numeric role type.
 */
import { roleFlags, type Roles } from '@hr/rules';

export type { RoleFlag, Roles } from '@hr/rules';
export { ROLE_FLAGS } from '@hr/rules';

export interface RoleSource {
  roleTitle?: string | null;
  /** Numeric role type: 0 agent, 1 TL/auditor/HR staff, 2 manager, 3 head of department, 4 executive. */
  role?: number | string | null;
  departmentId?: number | string | null;
  canManage?: boolean | null;
}

/** Derives every role flag of SPEC §6 from the title (case-insensitive) and the numeric role type. */
export function deriveRoles(user: RoleSource | null | undefined): Roles {
  return roleFlags(user && { title: user.roleTitle, type: user.role, departmentId: user.departmentId, canManage: user.canManage });
}
