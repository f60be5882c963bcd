/**
 * SPEC §6 role derivation: every role flag from the role title (case-insensitive), the numeric role type and the
 * department. The upstream (snake_case rows) and the gateway (camelCase employees) each pass their fields in.
 */

export interface RoleInput {
  title?: string | null;
  /** Numeric role type: 0 agent, 1 TL/auditor/HR staff, 2 manager, 3 head of department, 4 executive. */
  type?: number | string | null;
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

export const AUDITING_DEPARTMENT_ID = 4;
export const COLD_CALLING_DEPARTMENT_ID = 5;

/** A number, or null for nothing/blank/not a number (ids and types arrive as numbers or numeric strings). */
function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

export function roleFlags(input: RoleInput | null | undefined): Roles {
  const title = (input?.title ?? '').toLowerCase();
  const type = toNumber(input?.type);
  const department = toNumber(input?.departmentId);
  const ceo = title.includes('ceo');
  const hr = /\bhr\b/.test(title);
  const coldHead = type === 3 && department === COLD_CALLING_DEPARTMENT_ID;
  return {
    ceo,
    hr,
    head: title.includes('head'),
    teamLeader: title.includes('team leader'),
    auditor: title.includes('audit'),
    acm: title.includes('acm'),
    admin: ceo || title.includes('head of hr'),
    headAuditing: type === 3 && department === AUDITING_DEPARTMENT_ID,
    coldHead,
    coldHeadOrHr: coldHead || hr || type === 2,
    manager: input?.canManage === true,
  };
}
