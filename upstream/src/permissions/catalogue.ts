/** THE permission catalogue of SPEC §3 (shared area), and who counts as holding one. */
export const PERMISSIONS = ['MANAGE_LEAVE_REQUESTS', 'MANAGE_GOALS'] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const PERMISSION_LABELS: Record<Permission, string> = {
  MANAGE_LEAVE_REQUESTS: 'Manage leave requests',
  MANAGE_GOALS: 'Manage goals',
};

export const isPermission = (v: unknown): v is Permission => typeof v === 'string' && (PERMISSIONS as readonly string[]).includes(v);
