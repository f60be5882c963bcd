/**
 * Per-field guard for pay and personal data (ARCHITECTURE "GraphQL conventions"): the value is visible to
 * CEO and HR (pay also to admin) and to the person themself; anyone else reads `null` instead of an error,
 * so one list can mix rows the caller may and may not see.
 */
import { UseMiddleware, type MiddlewareFn } from 'type-graphql';
import type { Context } from '../context';
import type { RoleFlag, Roles } from './roles';

export type FieldAccessKind = 'pay' | 'personal';

const VIEWERS: Readonly<Record<FieldAccessKind, readonly RoleFlag[]>> = {
  pay: ['ceo', 'hr', 'admin'],
  personal: ['ceo', 'hr'],
};

/** Whether a caller with `roles` may see a `kind` field of someone else. */
export const mayViewField = (roles: Roles, kind: FieldAccessKind): boolean => VIEWERS[kind].some((flag) => roles[flag]);

/** The id that says whose record `root` is; defaults to `root.id` (employee rows). */
export type OwnerOf = (root: Record<string, unknown>) => unknown;

const defaultOwner: OwnerOf = (root) => root.id;

export function fieldAccessMiddleware(kind: FieldAccessKind, ownerOf: OwnerOf = defaultOwner): MiddlewareFn<Context> {
  return async ({ root, context }, next) => {
    if (!context.token) return null;
    let roles: Roles;
    let me: { id: unknown };
    try {
      [roles, me] = await Promise.all([context.roles(), context.currentUser()]);
    } catch {
      return null;
    }
    const owner = ownerOf(root as Record<string, unknown>);
    const self = owner !== undefined && owner !== null && String(owner) === String(me.id);
    return self || mayViewField(roles, kind) ? next() : null;
  };
}

/**
 * `@FieldAccess('pay')` on a nullable `@Field` (or field resolver). Pass `ownerOf` when the record's
 * person is not `root.id` (e.g. `(row) => row.employeeId` on a salary row).
 */
export const FieldAccess = (kind: FieldAccessKind, ownerOf?: OwnerOf) => UseMiddleware(fieldAccessMiddleware(kind, ownerOf));
