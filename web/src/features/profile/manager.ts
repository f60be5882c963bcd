import type { SessionUser } from '../../shared/session';

export const NO_MANAGER = 'No available manager';

/** The user's manager as shown on home and profile, or "No available manager". */
export function managerLabel(user: Pick<SessionUser, 'manager' | 'managerName'> | null | undefined): string {
  return user?.manager?.name || user?.managerName || NO_MANAGER;
}
