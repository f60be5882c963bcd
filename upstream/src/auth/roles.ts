/**
 * SPEC §6 role derivation, the upstream's copy of gateway/src/access/roles.ts (same rules, same test cases):
 * case-insensitive match on the role title plus the numeric role type rules.
 */
export interface RoleSource {
  role_title?: string | null;
  /** Numeric type: 0 agent, 1 TL/auditor/HR staff, 2 manager, 3 head of department, 4 executive. */
  role?: number | null;
  department_id?: number | null;
  can_manage?: boolean | null;
}

export interface Roles {
  ceo: boolean;
  hr: boolean;
  head: boolean;
  teamLeader: boolean;
  auditor: boolean;
  acm: boolean;
  /** CEO or head of HR. */
  admin: boolean;
  /** Type 3 in department 4. */
  headAuditing: boolean;
  /** Type 3 in department 5. */
  coldHead: boolean;
  /** Cold-calling head, HR, or any type 2. */
  coldHeadOrHr: boolean;
  /** can_manage. */
  manager: boolean;
}

export const AUDITING_DEPARTMENT_ID = 4;
export const COLD_CALLING_DEPARTMENT_ID = 5;

export function deriveRoles(user: RoleSource): Roles {
  const title = (user.role_title ?? '').toLowerCase();
  const type = user.role == null ? null : Number(user.role);
  const department = user.department_id == null ? null : Number(user.department_id);
  const ceo = title.includes('ceo');
  const hr = /\bhr\b/.test(title);
  const headAuditing = type === 3 && department === AUDITING_DEPARTMENT_ID;
  const coldHead = type === 3 && department === COLD_CALLING_DEPARTMENT_ID;
  return {
    ceo,
    hr,
    head: title.includes('head'),
    teamLeader: title.includes('team leader'),
    auditor: title.includes('audit'),
    acm: title.includes('acm'),
    admin: ceo || title.includes('head of hr'),
    headAuditing,
    coldHead,
    coldHeadOrHr: coldHead || hr || type === 2,
    manager: user.can_manage === true,
  };
}
