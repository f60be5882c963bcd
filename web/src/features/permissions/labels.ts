/** The permission catalogue (SPEC §3) as users read it. */
import type { ManagerPermissionName } from '../../generated/graphql';

export const PERMISSION_LABELS: Record<ManagerPermissionName, string> = {
  MANAGE_LEAVE_REQUESTS: 'Manage leave requests',
  MANAGE_GOALS: 'Manage goals',
};
export const PERMISSION_HELP: Record<ManagerPermissionName, string> = {
  MANAGE_LEAVE_REQUESTS: 'File, approve and reject leave requests for the people below them',
  MANAGE_GOALS: 'Set, approve and reject goals for the people below them',
};

/** Every permission of the catalogue, in its order. */
export const PERMISSIONS = Object.keys(PERMISSION_LABELS) as ManagerPermissionName[];
