/**
 * Per-field guard for pay and personal data (ARCHITECTURE "GraphQL conventions"): the value is visible to
 * CEO and HR (pay also to admin) and to the person themself; anyone else reads `null` instead of an error,
 * so one list can mix rows the caller may and may not see.
 *
 * Cost: a sheet of 1,000 rows has 15,000 guarded values. The caller's roles and id are settled once per
 * request and token (`viewerOf`), and `syncFieldGuards` lets a plain guarded property answer synchronously once they
 * are (`fieldGuardsPlugin` settles them before execution): type-graphql's middleware chain is always async, and a
 * promise per value made the sheet 4x slower.
 */
import { getMetadataStorage, Extensions, UseMiddleware, type MiddlewareFn } from 'type-graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import { isObjectType, type GraphQLSchema } from 'graphql';
import type { Context } from '../context';
import { FIELD_VIEWERS } from '../../../upstream/src/auth/fieldRules';
import type { RoleFlag, Roles } from './roles';

export type FieldAccessKind = 'pay' | 'personal';

/** SPEC §6's readers of each kind, the upstream's own declaration (it applies them to its REST answers too). */
const VIEWERS: Readonly<Record<FieldAccessKind, readonly RoleFlag[]>> = FIELD_VIEWERS;

/** Whether a caller with `roles` may see a `kind` field of someone else. */
export const mayViewField = (roles: Roles, kind: FieldAccessKind): boolean => VIEWERS[kind].some((flag) => roles[flag]);

/** The id that says whose record `root` is; defaults to `root.id` (employee rows). */
export type OwnerOf = (root: Record<string, unknown>) => unknown;

const defaultOwner: OwnerOf = (root) => root.id;

/** The signed-in caller as the guards see it; null = signed out or a dead token (sees no guarded value). */
interface Viewer {
  roles: Roles;
  id: string;
}

interface ViewerEntry {
  token: string;
  settled?: Viewer | null;
  pending: Promise<Viewer | null>;
}

const viewers = new WeakMap<Context, ViewerEntry>();

/** This request's viewer, looked up once per token (login switches it): the value once settled, else its promise. */
function viewerOf(context: Context): Viewer | null | Promise<Viewer | null> {
  const token = context.rest.token;
  if (!token) return null;
  let entry = viewers.get(context);
  if (!entry || entry.token !== token) {
    const e: ViewerEntry = { token, pending: Promise.resolve(null) };
    e.pending = Promise.all([context.roles(), context.currentUser()]).then(
      ([roles, me]) => (e.settled = { roles, id: String(me.id) }),
      () => (e.settled = null),
    );
    viewers.set(context, e);
    entry = e;
  }
  return entry.settled !== undefined ? entry.settled : entry.pending;
}

function visible(viewer: Viewer | null, kind: FieldAccessKind, owner: unknown): boolean {
  if (!viewer) return false;
  return (owner !== undefined && owner !== null && String(owner) === viewer.id) || mayViewField(viewer.roles, kind);
}

export function fieldAccessMiddleware(kind: FieldAccessKind, ownerOf: OwnerOf = defaultOwner): MiddlewareFn<Context> {
  return async ({ root, context }, next) => (visible(await viewerOf(context), kind, ownerOf(root as Record<string, unknown>)) ? next() : null);
}

/** What `FieldAccess` records on a guarded property (GraphQL field extensions), for `syncFieldGuards`. */
interface GuardMark {
  kind: FieldAccessKind;
  ownerOf: OwnerOf;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- the decorated class, as type-graphql's metadata names it
  target: Function;
  property: string;
}

/**
 * `@FieldAccess('pay')` on a nullable `@Field` (or field resolver). Pass `ownerOf` when the record's
 * person is not `root.id` (e.g. `(row) => row.employeeId` on a salary row). The guard is a middleware, so it holds
 * in any schema built from these types; on a property it also marks the field for `syncFieldGuards`.
 */
export const FieldAccess =
  (kind: FieldAccessKind, ownerOf: OwnerOf = defaultOwner) =>
  (target: object, property: string | symbol, descriptor?: PropertyDescriptor): void => {
    UseMiddleware(fieldAccessMiddleware(kind, ownerOf))(target, property, descriptor as TypedPropertyDescriptor<unknown>);
    if (descriptor || typeof property !== 'string') return;
    const fieldAccess: GuardMark = {
      kind,
      ownerOf,
      target: target.constructor,
      property,
    };
    Extensions({ fieldAccess })(target, property);
  };

/**
 * The same guard without a promise per value: a marked field whose ONLY middleware is the guard (no `@Authorized`,
 * no field resolver) answers `root[property]` or null synchronously once the viewer is settled; the first value of a
 * request, before that, still goes through the middleware. Run on the built schema (buildGatewaySchema).
 */
export function syncFieldGuards(schema: GraphQLSchema): GraphQLSchema {
  const storage = getMetadataStorage();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const mark = field.extensions.fieldAccess as GuardMark | undefined;
      const slow = field.resolve;
      if (!mark || !slow) continue;
      const meta = storage.fields.find((f) => f.target === mark.target && f.name === mark.property);
      const onlyGuard =
        meta &&
        meta.middlewares?.length === 1 &&
        !meta.roles &&
        !storage.fieldResolvers.some((r) => r.schemaName === meta.schemaName && r.getObjectType?.() === mark.target);
      if (!onlyGuard) continue;
      field.resolve = (root: Record<string, unknown>, args, context: Context, info) => {
        const viewer = viewerOf(context);
        if (viewer instanceof Promise) return slow(root, args, context, info);
        return visible(viewer, mark.kind, mark.ownerOf(root)) ? root[mark.property] : null;
      };
    }
  }
  return schema;
}

/** Settles this request's viewer (never throws: a dead token is a viewer who sees no guarded value). */
export async function settleFieldGuards(context: Context): Promise<void> {
  await viewerOf(context);
}

/** Apollo plugin: settles the viewer before execution, so every guarded value of the request takes the sync path. */
export const fieldGuardsPlugin: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return { didResolveOperation: ({ contextValue }) => settleFieldGuards(contextValue) };
  },
};
