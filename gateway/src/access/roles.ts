/**
 * SPEC §6 role derivation — one pure function. The upstream keeps its own copy of the same rules
 * (upstream/src/auth/roles.ts); both are tested against the same cases.
 * Input is the employee as the gateway sees it (camelCase); `role` is the numeric role type.
 */

export interface RoleSource {
  roleTitle?: string | null;
  /** Numeric role type: 0 agent, 1 TL/auditor/HR staff, 2 manager, 3 head of department, 4 executive. */
  role?: number | string | null;
  departmentId?: number | string | null;
  canManage?: boolean | null;
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
  /** Role type 3 in department 4. */
  headAuditing: boolean;
  /** Role type 3 in department 5. */
  coldHead: boolean;
  /** Cold-calling head, HR, or any role type 2. */
  coldHeadOrHr: boolean;
  /** can_manage. */
  manager: boolean;
}

export type RoleFlag = keyof Roles;

export const ROLE_FLAGS: readonly RoleFlag[] = [
  'ceo',
  'hr',
  'head',
  'teamLeader',
  'auditor',
  'acm',
  'admin',
  'headAuditing',
  'coldHead',
  'coldHeadOrHr',
  'manager',
];

const toNumber = (value: number | string | null | undefined): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/** Derives every role flag of SPEC §6 from the title (case-insensitive) and the numeric role type. */
/** SPEC §6: a head (type 3) of this department is the head of auditing. */
export const AUDITING_DEPARTMENT = 4;

export function deriveRoles(user: RoleSource | null | undefined): Roles {
  const title = (user?.roleTitle ?? '').toLowerCase();
  const type = toNumber(user?.role);
  const department = toNumber(user?.departmentId);
  const ceo = title.includes('ceo');
  const hr = /\bhr\b/.test(title);
  const coldHead = type === 3 && department === 5;
  return {
    ceo,
    hr,
    head: title.includes('head'),
    teamLeader: title.includes('team leader'),
    auditor: title.includes('audit'),
    acm: title.includes('acm'),
    admin: ceo || title.includes('head of hr'),
    headAuditing: type === 3 && department === AUDITING_DEPARTMENT,
    coldHead,
    coldHeadOrHr: coldHead || hr || type === 2,
    manager: user?.canManage === true,
  };
}
